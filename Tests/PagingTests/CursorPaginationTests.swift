import BinderyLoopback
import BinderyRuntime
import Foundation
import Testing

/// `style: cursor` (`meta.next_cursor`, `has_more`) and `style: lastItem` (`starting_after`).
@Suite("Cursor pagination", .timeLimit(.minutes(1)))
struct CursorPaginationTests {
    static func cursorPage(_ ids: [String], next: String?, hasMore: Bool?) -> LoopbackReply {
        let cursor = next.map { "\"\($0)\"" } ?? "null"
        let more = hasMore.map { ", \"has_more\": \($0)" } ?? ""
        return .json(200, #"{"data": \#(CatalogFake.items(ids)), "meta": {"next_cursor": \#(cursor)}\#(more)}"#)
    }

    @Test("cursor: every item in order; the next cursor goes into 'cursor'; stops when has_more is false")
    func cursorUntilHasMoreFalse() async throws {
        let fake = try CatalogFake { request in
            switch request.queryValue("cursor") {
            case nil: Self.cursorPage(["a", "b"], next: "c2", hasMore: true)
            case "c2": Self.cursorPage(["c", "d"], next: "c3", hasMore: true)
            // A cursor is still given, but the API says there is no more: not followed.
            case "c3": Self.cursorPage(["e"], next: "c4", hasMore: false)
            default: CatalogFake.problem(400, "no such cursor")
            }
        }
        var ids: [String] = []
        for try await item in fake.makeClient().listByCursorPages(limit: 2).items(\.data) { ids.append(item.id) }
        #expect(ids == ["a", "b", "c", "d", "e"])
        #expect(fake.targets == ["/cursor/items?limit=2", "/cursor/items?cursor=c2&limit=2", "/cursor/items?cursor=c3&limit=2"])
        #expect(fake.requests.allSatisfy { $0.header("X-Api-Key") == CatalogFake.token })
    }

    @Test("cursor: stops when the next cursor is null or empty, has_more absent", arguments: ["null", "\"\""])
    func cursorUntilNoCursor(_ last: String) async throws {
        let fake = try CatalogFake { request in
            request.queryValue("cursor") == nil
                ? Self.cursorPage(["a"], next: "c2", hasMore: nil)
                : .json(200, #"{"data": \#(CatalogFake.items(["b"])), "meta": {"next_cursor": \#(last)}}"#)
        }
        var pages: [[String]] = []
        for try await page in fake.makeClient().listByCursorPages() { pages.append(page.data.map(\.id)) }
        #expect(pages == [["a"], ["b"]])
        #expect(fake.targets == ["/cursor/items", "/cursor/items?cursor=c2"])
    }

    @Test("cursor: a server that answers the cursor it was sent has no more pages")
    func cursorRepeated() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("cursor") == nil
                ? Self.cursorPage(["a"], next: "c2", hasMore: nil) : Self.cursorPage([], next: "c2", hasMore: nil)
        }
        var count = 0
        for try await _ in fake.makeClient().listByCursorPages() { count += 1 }
        #expect(count == 2)
        #expect(fake.targets == ["/cursor/items", "/cursor/items?cursor=c2"])
    }

    @Test("cursor: a failing page ends the sequence with its error, after the items before it")
    func cursorFailure() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("cursor") == nil
                ? Self.cursorPage(["a", "b"], next: "c2", hasMore: true) : CatalogFake.problem(503, "down for maintenance")
        }
        var ids: [String] = []
        var iterator = fake.makeClient().listByCursorPages().items(\.data).makeAsyncIterator()
        await #expect(throws: BinderyError.self) {
            while let item = try await iterator.next() { ids.append(item.id) }
        }
        #expect(ids == ["a", "b"])
        #expect(try await iterator.next() == nil)
        #expect(fake.targets == ["/cursor/items", "/cursor/items?cursor=c2"])
        let error = await #expect(throws: BinderyError.self) {
            for try await _ in fake.makeClient().listByCursorPages() {}
        }
        #expect(error?.status == 503)
        #expect(error?.message == "down for maintenance")
    }

    static func afterPage(_ ids: [String], hasMore: Bool) -> LoopbackReply {
        .json(200, #"{"data": \#(CatalogFake.items(ids)), "has_more": \#(hasMore)}"#)
    }

    @Test("lastItem: the last item's id goes into 'starting_after'; stops when has_more is false")
    func lastItemUntilHasMoreFalse() async throws {
        let fake = try CatalogFake { request in
            switch request.queryValue("starting_after") {
            case nil: Self.afterPage(["cus_1", "cus_2"], hasMore: true)
            case "cus_2": Self.afterPage(["cus_3", "cus_4"], hasMore: true)
            case "cus_4": Self.afterPage(["cus_5", "cus_6"], hasMore: false)
            default: CatalogFake.problem(400, "unexpected request")
            }
        }
        var ids: [String] = []
        for try await item in fake.makeClient().listAfterPages(limit: 2).items(\.data) { ids.append(item.id) }
        #expect(ids == ["cus_1", "cus_2", "cus_3", "cus_4", "cus_5", "cus_6"])
        #expect(fake.targets == [
            "/after/items?limit=2", "/after/items?starting_after=cus_2&limit=2", "/after/items?starting_after=cus_4&limit=2",
        ])
    }

    @Test("lastItem: an empty page ends the sequence even when has_more says true")
    func lastItemEmptyPage() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("starting_after") == nil ? Self.afterPage(["x"], hasMore: true) : Self.afterPage([], hasMore: true)
        }
        var count = 0
        for try await _ in fake.makeClient().listAfterPages() { count += 1 }
        #expect(count == 2)
        #expect(fake.targets == ["/after/items", "/after/items?starting_after=x"])
    }

    @Test("lastItem: a failing page ends the sequence with its error")
    func lastItemFailure() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("starting_after") == nil ? Self.afterPage(["x"], hasMore: true) : CatalogFake.problem(500, "boom")
        }
        var ids: [String] = []
        let error = await #expect(throws: BinderyError.self) {
            for try await item in fake.makeClient().listAfterPages().items(\.data) { ids.append(item.id) }
        }
        #expect(ids == ["x"])
        #expect(error?.status == 500)
        #expect(fake.targets == ["/after/items", "/after/items?starting_after=x"])
    }
}
