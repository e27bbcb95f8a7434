import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// Bodies of text (`encoding: text`), as GitHub's `POST /markdown/raw` takes Markdown: the exact
/// bytes on the wire.
@Suite("Calls: text bodies", .timeLimit(.minutes(1)))
struct TextBodyTests {
    @Test("a text body is sent in UTF-8 as it is, with the spec's content type, and the text answer read back")
    func markdownGoesAsItIs() async throws {
        let fake = try HubFake(replies: [.text(200, "<h1>Été</h1>\n")])
        let markdown = "# Été\n\n\"quoted\" & {braces} \\ no JSON escaping\r\n"

        let html = try await fake.makeClient().renderMarkdownRaw(markdown: markdown)

        #expect(html == "<h1>Été</h1>\n")
        let request = try fake.server.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/markdown/raw")
        #expect(request.header("Content-Type") == "text/x-markdown")
        #expect(request.body == Data(markdown.utf8))
    }

    @Test("an optional text body left out sends no body and no content type; a required one goes as plain UTF-8 text")
    func optionalAndDefaultMediaType() async throws {
        let fake = try HubFake(replies: [.text(200, ""), .response(status: 204)])
        let client = fake.makeClient()

        _ = try await client.renderMarkdownRaw()
        try await client.addNote("")

        let requests = fake.requests
        #expect(requests.count == 2)
        #expect(requests.first?.body.isEmpty == true)
        #expect(requests.first?.header("Content-Type") == nil)
        #expect(requests.last?.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(requests.last?.body.isEmpty == true)
    }
}
