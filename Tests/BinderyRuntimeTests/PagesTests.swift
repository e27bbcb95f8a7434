import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /items?page=…&limit=…`.
private struct ListItems: APIOperation {
    typealias Response = [Item]
    static let descriptor = OperationDescriptor(id: "listItems", method: .get, path: "/items")

    var page: Int = 1
    var limit: Int = 2

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/items"
        request.addQuery("page", page)
        request.addQuery("limit", limit)
    }
}

@Suite("Pages", .timeLimit(.minutes(1)))
struct PagesTests {
    /// Five items, served `limit` at a time.
    private func server() throws -> LoopbackServer {
        try LoopbackServer { request in
            let page = Int(request.queryValue("page") ?? "") ?? 1
            let limit = Int(request.queryValue("limit") ?? "") ?? 2
            let items = (1...5).map { #"{"id":"\#($0)","name":"n\#($0)"}"# }
            let slice = items.dropFirst((page - 1) * limit).prefix(limit)
            return .json(200, "[" + slice.joined(separator: ",") + "]")
        }
    }

    /// The generator's rule: stop at an empty or short page.
    private static let next: @Sendable (ListItems, [Item]) -> ListItems? = { request, page in
        guard !page.isEmpty, page.count >= request.limit else { return nil }
        var next = request
        next.page += 1
        return next
    }

    @Test("iterates page by page and stops when next returns nil")
    func stopsAtTheLastPage() async throws {
        let server = try server()
        defer { server.stop() }
        let client = makeClient(server.baseURL)

        var ids: [[String]] = []
        for try await page in client.pages(startingWith: ListItems(), next: Self.next) {
            ids.append(page.map(\.id))
        }

        #expect(ids == [["1", "2"], ["3", "4"], ["5"]])
        #expect(server.recordedRequests.map { $0.queryValue("page") } == ["1", "2", "3"])
    }

    @Test("pages are fetched only as they are iterated")
    func lazy() async throws {
        let server = try server()
        defer { server.stop() }
        let client = makeClient(server.baseURL)
        let pages = client.pages(startingWith: ListItems(), next: Self.next)
        #expect(server.recordedRequests.isEmpty)

        var iterator = pages.makeAsyncIterator()
        let first = try await iterator.next()

        #expect(first?.count == 2)
        #expect(server.recordedRequests.count == 1)
    }

    @Test("a failure ends the sequence with the BinderyError, and nothing follows")
    func failureEnds() async throws {
        let server = try scriptedServer([.json(200, "[" + Item.json + "," + Item.json + "]"), .json(404, "{}")])
        defer { server.stop() }
        let client = makeClient(server.baseURL)
        var iterator = client.pages(startingWith: ListItems(), next: Self.next).makeAsyncIterator()

        #expect(try await iterator.next()?.count == 2)
        let error = try await failure { try await iterator.next() }
        #expect(error.status == 404)
        #expect(try await iterator.next() == nil)
        #expect(server.recordedRequests.count == 2)
    }

    @Test("items: a list page's items one at a time, then a failure ends them with its error")
    func itemsOfListPages() async throws {
        let server = try server()
        defer { server.stop() }

        var ids: [String] = []
        for try await item in makeClient(server.baseURL).pages(startingWith: ListItems(), next: Self.next).items {
            ids.append(item.id)
        }
        #expect(ids == ["1", "2", "3", "4", "5"])

        let failing = try scriptedServer([.json(200, "[" + Item.json + "," + Item.json + "]"), .json(404, "{}")])
        defer { failing.stop() }
        var iterator = makeClient(failing.baseURL).pages(startingWith: ListItems(), next: Self.next).items.makeAsyncIterator()
        #expect(try await iterator.next() != nil)
        #expect(try await iterator.next() != nil)
        let error = try await failure { try await iterator.next() }
        #expect(error.status == 404)
        #expect(try await iterator.next() == nil)
    }

    @Test("items skips an empty page in the middle and goes on while the page rule does")
    func itemsSkipEmptyPages() async throws {
        let server = try scriptedServer([
            .json(200, "[" + Item.json + "]"), .json(200, "[]"), .json(200, "[" + Item.json + "]"),
        ])
        defer { server.stop() }
        let next: @Sendable (ListItems, [Item]) -> ListItems? = { request, _ in
            request.page < 3 ? ListItems(page: request.page + 1, limit: request.limit) : nil
        }

        var count = 0
        for try await _ in makeClient(server.baseURL).pages(startingWith: ListItems(), next: next).items { count += 1 }

        #expect(count == 2)
        #expect(server.recordedRequests.count == 3)
    }

    @Test("a next that always returns nil gives one page")
    func singlePage() async throws {
        let server = try server()
        defer { server.stop() }

        var count = 0
        for try await _ in makeClient(server.baseURL).pages(startingWith: ListItems(), next: { _, _ in nil }) {
            count += 1
        }

        #expect(count == 1)
    }
}
