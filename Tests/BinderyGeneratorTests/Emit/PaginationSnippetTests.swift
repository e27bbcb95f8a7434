import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The `…Pages` methods of the styles that read the next page from the response.
@Suite("Snippets: cursor, last-item, next-URL and Link pagination")
struct PaginationSnippetTests {
    static let spec = """
        \(SpecText.header)
        models:
          Item: { fields: { id: { type: string, required: true } } }
          Meta: { fields: { next_cursor: { type: string, nullable: true } } }
          Links: { fields: { next: string } }
          Page:
            fields:
              data: { type: "[Item]", required: true }
              meta: Meta
              has_more: { type: boolean, required: true }
              links: { type: Links, required: true }
        endpoints:
          byCursor:
            method: GET
            path: /a
            parameters:
              cursor: { in: query }
              limit: { in: query, type: integer }
            response: Page
            pagination: { style: cursor, cursor: meta.next_cursor, hasMore: has_more, items: data }
          after:
            method: GET
            path: /b
            parameters:
              starting_after: { in: query }
            response: Page
            pagination: { style: lastItem, items: data }
          byURL:
            method: GET
            path: /c
            response: Page
            pagination: { style: nextURL, next: links.next, items: data }
          linked:
            method: GET
            path: /d
            response: "[Item]"
            pagination: { style: link }
        """

    static func pagesMethod(_ name: String) throws -> String {
        let methods = Snippet.endpoint(name, in: try SpecText.load(spec)).methods
        guard let start = methods.range(of: "/// Every page of") else { return "" }
        return String(methods[start.lowerBound...])
    }

    @Test func cursor() throws {
        expectSameText(try Self.pagesMethod("byCursor"), """
            /// Every page of ``byCursor(_:limit:)``, fetched as the sequence is iterated.
            public func byCursorPages(limit: Int? = nil) -> Pages<ByCursorRequest> {
                let first = ByCursorRequest(limit: limit)
                return self.client.pages(startingWith: first) {
                    request, page in
                    guard page.hasMore, let cursor = page.meta?.nextCursor, !cursor.isEmpty, cursor != request.cursor else { return nil }
                    var next = request
                    next.cursor = cursor
                    return next
                }
            }

            """)
    }

    @Test func lastItem() throws {
        expectSameText(try Self.pagesMethod("after"), """
            /// Every page of ``after(startingAfter:)``, fetched as the sequence is iterated.
            public func afterPages() -> Pages<AfterRequest> {
                let first = AfterRequest()
                return self.client.pages(startingWith: first) {
                    request, page in
                    guard let after = page.data.last?.id, after != request.startingAfter else { return nil }
                    var next = request
                    next.startingAfter = after
                    return next
                }
            }

            """)
    }

    @Test func nextURLAndLink() throws {
        expectSameText(try Self.pagesMethod("byURL"), """
            /// Every page of ``byURL()``, fetched as the sequence is iterated.
            public func byURLPages() -> Pages<ByURLRequest> {
                let first = ByURLRequest()
                return self.client.pages(startingWith: first, nextURL: { page in page.links.next })
            }

            """)
        expectSameText(try Self.pagesMethod("linked"), """
            /// Every page of ``linked()``, fetched as the sequence is iterated.
            public func linkedPages() -> Pages<LinkedRequest> {
                let first = LinkedRequest()
                return self.client.linkedPages(startingWith: first)
            }

            """)
    }
}
