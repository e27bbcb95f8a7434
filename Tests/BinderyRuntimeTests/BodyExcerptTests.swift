import BinderyLoopback
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("Body excerpts in errors")
struct BodyExcerptTests {
    @Test("a body over 1 KiB is cut at 1024 bytes and its size noted")
    func truncated() async throws {
        let body = String(repeating: "a", count: 3000)
        let server = try scriptedServer([.text(500, body)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.retryPolicy = .never }

        let error = try await failure { try await client.send(GetItem(id: "1")) }

        #expect(error.responseBody == String(repeating: "a", count: 1024) + "… (3000 bytes)")
    }

    @Test("a body of exactly 1 KiB is kept whole")
    func exactlyOneKiB() {
        let body = Data(String(repeating: "b", count: 1024).utf8)
        #expect(BodyExcerpt.make(body, redactor: Redactor()) == String(repeating: "b", count: 1024))
        #expect(BodyExcerpt.make(Data(), redactor: Redactor()) == nil)
    }

    @Test("the cut never splits a UTF-8 character")
    func utf8Boundary() {
        let body = Data((String(repeating: "a", count: 1023) + "é" + String(repeating: "z", count: 10)).utf8)
        let excerpt = BodyExcerpt.make(body, redactor: Redactor())
        #expect(excerpt == String(repeating: "a", count: 1023) + "… (1035 bytes)")
    }

    @Test("a secret straddling the cut is removed whole, not half kept")
    func secretAcrossTheCut() {
        var redactor = Redactor()
        let secret = "sk_live_0123456789abcdef"
        redactor.add(secret)
        let body = Data((String(repeating: "x", count: 1014) + secret + String(repeating: "y", count: 500)).utf8)

        let excerpt = BodyExcerpt.make(body, redactor: redactor) ?? ""

        #expect(excerpt == String(repeating: "x", count: 1014) + "<redacted>… (1538 bytes)")
        #expect(!excerpt.contains("sk_live"))
    }

    @Test("coding paths render keys with dots and indices in brackets")
    func renderCodingPath() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(_ string: String) { stringValue = string }
            init(_ index: Int) { stringValue = "Index \(index)"; intValue = index }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { self.init(intValue) }
        }
        #expect(BodyExcerpt.render(codingPath: [Key("data"), Key("items"), Key(2), Key("slug")]) == "data.items[2].slug")
        #expect(BodyExcerpt.render(codingPath: [Key(0), Key("id")]) == "[0].id")
    }
}
