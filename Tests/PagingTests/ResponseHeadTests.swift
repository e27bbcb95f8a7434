import BinderyLoopback
import BinderyRuntime
import Foundation
import HTTPTypes
import Testing

/// The status and header fields of pages and streams, read from their iterators: what
/// `sendWithResponse` gives for one call.
@Suite("Pages and streams: the response head", .timeLimit(.minutes(1)))
struct ResponseHeadTests {
    @Test("a page iterator's response is the head of the page it returned last")
    func pageHeads() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("page") == "2"
                ? .json(200, #"{"items": \#(CatalogFake.items(["c"])), "total_pages": 2}"#, headers: [("X-RateLimit-Remaining", "58")])
                : .json(200, #"{"items": \#(CatalogFake.items(["a", "b"])), "total_pages": 2}"#, headers: [("X-RateLimit-Remaining", "59")])
        }
        let remaining = try #require(HTTPField.Name("X-RateLimit-Remaining"))
        var pages = fake.makeClient().listNumberedPages().makeAsyncIterator()
        #expect(pages.response == nil)

        var seen: [String?] = []
        while try await pages.next() != nil { seen.append(pages.response?.headerFields[remaining]) }

        #expect(seen == ["59", "58"])
        #expect(pages.response?.status.code == 200)
    }

    @Test("an event stream's iterator holds the response head once the stream is open, and after it ends")
    func streamHead() async throws {
        let fake = try CatalogFake { _ in
            .response(
                status: 200, headers: StreamingTests.sseHeaders + [("X-Request-Id", "req-7")], body: Data(StreamingTests.chatBody.utf8))
        }
        var events = fake.makeClient().streamChat(chatPrompt: ChatPrompt(text: "Hi")).makeAsyncIterator()
        #expect(events.response == nil)

        var count = 0
        while try await events.next() != nil { count += 1 }

        #expect(count == 2)
        #expect(events.response?.status.code == 200)
        #expect(events.response?.headerFields[try #require(HTTPField.Name("X-Request-Id"))] == "req-7")
    }
}
