import BinderyLoopback
import BinderyRuntime
import Foundation
import Testing

/// `style: page` with `totalPages`, `style: offset` with `total`: the API's own count ends the
/// pages, so a full last page is not followed by a request for an empty one.
@Suite("Pagination by a total", .timeLimit(.minutes(1)))
struct TotalPaginationTests {
    @Test("page: a full last page is the last when total_pages says so; no request for page 3")
    func totalPagesEndsAFullLastPage() async throws {
        let fake = try CatalogFake { request in
            switch request.queryValue("page") {
            case nil, "1": .json(200, #"{"items": \#(CatalogFake.items(["a", "b"])), "total_pages": 2}"#)
            case "2": .json(200, #"{"items": \#(CatalogFake.items(["c", "d"])), "total_pages": 2}"#)
            default: CatalogFake.problem(400, "no such page")
            }
        }
        var ids: [String] = []
        for try await item in fake.makeClient().listNumberedPages().items(\.items) { ids.append(item.id) }
        #expect(ids == ["a", "b", "c", "d"])
        #expect(fake.targets == ["/numbered/items?size=2", "/numbered/items?page=2&size=2"])
    }

    @Test("page: without total_pages, the page size decides, as before")
    func withoutTotalPagesTheSizeDecides() async throws {
        let fake = try CatalogFake { request in
            request.queryValue("page") == "2"
                ? .json(200, #"{"items": \#(CatalogFake.items(["c"]))}"#)
                : .json(200, #"{"items": \#(CatalogFake.items(["a", "b"]))}"#)
        }
        var ids: [String] = []
        for try await item in fake.makeClient().listNumberedPages().items(\.items) { ids.append(item.id) }
        #expect(ids == ["a", "b", "c"])
        #expect(fake.targets == ["/numbered/items?size=2", "/numbered/items?page=2&size=2"])
    }

    @Test("offset: the pages end when the offset reaches meta.total")
    func totalEndsTheOffsets() async throws {
        let fake = try CatalogFake { request in
            switch request.queryValue("offset") {
            case nil, "0": .json(200, #"{"items": \#(CatalogFake.items(["a", "b"])), "meta": {"total": 4}}"#)
            case "2": .json(200, #"{"items": \#(CatalogFake.items(["c", "d"])), "meta": {"total": 4}}"#)
            default: CatalogFake.problem(400, "past the end")
            }
        }
        var ids: [String] = []
        for try await item in fake.makeClient().listCountedPages().items(\.items) { ids.append(item.id) }
        #expect(ids == ["a", "b", "c", "d"])
        #expect(fake.targets == ["/counted/items?limit=2", "/counted/items?offset=2&limit=2"])
    }
}
