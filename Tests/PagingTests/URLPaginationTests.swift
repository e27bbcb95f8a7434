import BinderyLoopback
import BinderyRuntime
import Foundation
import Testing

/// `style: nextURL` (`links.next` in the body) and `style: link` (the `Link` header).
@Suite("Next-URL and Link-header pagination", .timeLimit(.minutes(1)))
struct URLPaginationTests {
    static func linkedPage(_ ids: [String], next: String?) -> LoopbackReply {
        let link = next.map { "\"\($0)\"" } ?? "null"
        return .json(200, #"{"results": \#(CatalogFake.items(ids)), "links": {"next": \#(link)}}"#)
    }

    @Test("nextURL: fetches each next URL as given (absolute, then relative), with the credentials, until it is null")
    func nextURLUntilNull() async throws {
        let origin = Locked("")
        let fake = try CatalogFake { request in
            switch request.target {
            case "/next/items?per_page=2": Self.linkedPage(["a", "b"], next: "\(origin.value)/next/items?page=2&per_page=2")
            case "/next/items?page=2&per_page=2": Self.linkedPage(["c", "d"], next: "/next/items?page=3&per_page=2")
            case "/next/items?page=3&per_page=2": Self.linkedPage(["e"], next: nil)
            default: CatalogFake.problem(404, "no such page")
            }
        }
        origin.value = fake.origin
        var ids: [String] = []
        for try await item in fake.makeClient().listByNextURLPages(perPage: 2).items(\.results) { ids.append(item.id) }
        #expect(ids == ["a", "b", "c", "d", "e"])
        #expect(fake.targets == ["/next/items?per_page=2", "/next/items?page=2&per_page=2", "/next/items?page=3&per_page=2"])
        #expect(fake.requests.allSatisfy { $0.header("X-Api-Key") == CatalogFake.token })
    }

    @Test("nextURL: a next URL on another host is refused, never sent the credentials")
    func nextURLOtherHost() async throws {
        let fake = try CatalogFake { _ in Self.linkedPage(["a"], next: "https://evil.example/steal?page=2") }
        var ids: [String] = []
        let error = await #expect(throws: BinderyError.self) {
            for try await item in fake.makeClient().listByNextURLPages().items(\.results) { ids.append(item.id) }
        }
        #expect(ids == ["a"])
        #expect(error?.code == .server)
        #expect(error?.message.contains("another host") == true)
        #expect(fake.targets == ["/next/items"])
    }

    @Test("nextURL: a failing page ends the sequence with its error")
    func nextURLFailure() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("page") == nil ? Self.linkedPage(["a"], next: "/next/items?page=2") : CatalogFake.problem(502, "bad gateway")
        }
        var ids: [String] = []
        let error = await #expect(throws: BinderyError.self) {
            for try await item in fake.makeClient().listByNextURLPages().items(\.results) { ids.append(item.id) }
        }
        #expect(ids == ["a"])
        #expect(error?.status == 502)
        #expect(fake.targets == ["/next/items", "/next/items?page=2"])
    }

    static func linkPage(_ ids: [String], link: String?) -> LoopbackReply {
        .json(200, CatalogFake.items(ids), headers: link.map { [("Link", $0)] } ?? [])
    }

    @Test("link: follows rel=\"next\" among several links, quoted and unquoted, until a page has none")
    func linkHeader() async throws {
        let origin = Locked("")
        let fake = try CatalogFake { request in
            let base = origin.value
            switch request.queryValue("page") {
            case nil:
                return Self.linkPage(
                    ["a", "b"],
                    link: #"<\#(base)/link/items?page=2&per_page=2>; rel="next", <\#(base)/link/items?page=3&per_page=2>; rel="last""#)
            case "2":
                return Self.linkPage(
                    ["c", "d"],
                    link: #"<\#(base)/link/items?page=1&per_page=2>; rel="prev first"; title="a, b", <\#(base)/link/items?page=3&per_page=2>; REL=Next"#)
            case "3":
                return Self.linkPage(["e"], link: #"<\#(base)/link/items?page=2&per_page=2>; rel="prev""#)
            default:
                return CatalogFake.problem(404, "no such page")
            }
        }
        origin.value = fake.origin
        var ids: [String] = []
        for try await item in fake.makeClient().listByLinkPages(perPage: 2).items { ids.append(item.id) }
        #expect(ids == ["a", "b", "c", "d", "e"])
        #expect(fake.targets == ["/link/items?per_page=2", "/link/items?page=2&per_page=2", "/link/items?page=3&per_page=2"])
        #expect(fake.requests.allSatisfy { $0.header("X-Api-Key") == CatalogFake.token })
    }

    @Test("link: a page that links to itself as next is the last")
    func linkToItself() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("page") == nil
                ? Self.linkPage(["a"], link: "</link/items?page=2>; rel=next") : Self.linkPage(["b"], link: "</link/items?page=2>; rel=next")
        }
        var ids: [String] = []
        for try await item in fake.makeClient().listByLinkPages().items { ids.append(item.id) }
        #expect(ids == ["a", "b"])
        #expect(fake.targets == ["/link/items", "/link/items?page=2"])
    }

    @Test("link: the call's query credential goes to each next URL that lacks it, once")
    func queryCredential() async throws {
        let fake = try CatalogFake { request in
            switch request.queryValue("page") {
            case nil: Self.linkPage(["a"], link: "</keyed/items?page=2>; rel=next")
            case "2": Self.linkPage(["b"], link: "</keyed/items?page=3&key=\(CatalogFake.key)>; rel=next")
            default: Self.linkPage(["c"], link: nil)
            }
        }
        var ids: [String] = []
        for try await item in fake.makeClient().listByLinkWithKeyPages().items { ids.append(item.id) }
        #expect(ids == ["a", "b", "c"])
        #expect(fake.targets == [
            "/keyed/items?key=\(CatalogFake.key)", "/keyed/items?page=2&key=\(CatalogFake.key)",
            "/keyed/items?page=3&key=\(CatalogFake.key)",
        ])
        #expect(fake.requests.allSatisfy { $0.header("X-Api-Key") == nil })
    }

    @Test("link: a failing page ends the sequence with its error")
    func linkFailure() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("page") == nil
                ? Self.linkPage(["a"], link: "</link/items?page=2>; rel=next") : CatalogFake.problem(500, "oops")
        }
        var ids: [String] = []
        let error = await #expect(throws: BinderyError.self) {
            for try await item in fake.makeClient().listByLinkPages().items { ids.append(item.id) }
        }
        #expect(ids == ["a"])
        #expect(error?.status == 500)
        #expect(fake.targets == ["/link/items", "/link/items?page=2"])
    }
}

/// A value set after the fake starts (its own URL) and read by its handler.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
