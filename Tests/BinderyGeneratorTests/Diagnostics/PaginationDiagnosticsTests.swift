import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The mistakes one can make with the pagination styles that read the next page from the
/// response: cursor, lastItem, nextURL, link.
@Suite("Diagnostics: cursor, last-item, next-URL and Link pagination")
struct PaginationDiagnosticsTests {
    static let models = """
        models:
          Item: { fields: { id: { type: string, required: true }, rank: integer } }
          Meta: { fields: { next_cursor: string, total: integer } }
          Page:
            fields:
              data: "[Item]"
              meta: Meta
              has_more: boolean
              more: string
              next: string
              count: integer
              names: "[string]"
        """

    @Test func keysOfAnotherStyleAndMissingKeys() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  cursor: { in: query }
                  limit: { in: query, type: integer }
                response: Page
                pagination: { style: cursor, cursor: meta.next_cursor, limit: limit, next: next, items: data }
              more:
                method: GET
                path: /more
                response: Page
                pagination: { style: nextURL, items: data }
              linked:
                method: GET
                path: /linked
                response: "[Item]"
                pagination: { style: link, parameter: page }
            """)
        #expect(diagnostics == [
            "api.yaml:25:67: error: pagination style 'cursor' takes no 'limit' (a key of style 'page' or 'offset'); it takes 'parameter', 'cursor', 'hasMore' and 'items'",
            "api.yaml:25:80: error: pagination style 'cursor' takes no 'next' (a key of style 'nextURL'); it takes 'parameter', 'cursor', 'hasMore' and 'items'",
            "api.yaml:30:17: error: pagination style 'nextURL' needs 'next'",
            "api.yaml:35:43: error: pagination style 'link' takes no 'parameter' (a key of style 'page', 'offset', 'cursor' or 'lastItem'); it takes only 'items'",
        ])
    }

    @Test func cursorFieldsThatAreNotInTheResponse() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  cursor: { in: query }
                response: Page
                pagination: { style: cursor, cursor: meta.next_cursr, hasMore: count, items: data }
              deeper:
                method: GET
                path: /deeper
                parameters:
                  cursor: { in: query }
                response: Page
                pagination: { style: cursor, cursor: more.value, hasMore: has_mor, items: data }
              typed:
                method: GET
                path: /typed
                parameters:
                  cursor: { in: query, type: integer, required: true }
                response: Page
                pagination: { style: cursor, cursor: meta.next_cursor, items: data }
              listed:
                method: GET
                path: /listed
                parameters:
                  cursor: { in: query }
                response: "[Item]"
                pagination: { style: cursor, cursor: next }
            """)
        #expect(diagnostics == [
            "api.yaml:24:42: error: pagination 'cursor' names 'meta.next_cursr', but model 'Meta' has no field 'next_cursr'; did you mean 'next_cursor'?",
            "api.yaml:24:68: error: pagination 'hasMore' field 'count' must be a 'boolean', not 'integer'",
            "api.yaml:31:42: error: pagination 'cursor' names 'more.value', but field 'more' is not an object model to read further in",
            "api.yaml:31:63: error: pagination 'hasMore' names 'has_mor', but model 'Page' has no field 'has_mor'; did you mean 'has_more'?",
            "api.yaml:38:17: error: pagination parameter 'cursor' must not be required: the first page is asked for without it",
            "api.yaml:38:42: error: pagination 'cursor' field 'meta.next_cursor' is of type 'string', but parameter 'cursor' that takes it is of type 'integer'; they must be the same",
            "api.yaml:45:42: error: pagination 'cursor' reads a field of the response, so the response must be an object model",
        ])
    }

    @Test func parametersThatAreNotQueryParameters() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  cursor: { in: header }
                response: Page
                pagination: { style: cursor, cursor: meta.next_cursor, items: data }
              after:
                method: GET
                path: /after
                response: Page
                pagination: { style: lastItem, items: data }
            """)
        #expect(diagnostics == [
            "api.yaml:24:17: error: pagination uses 'cursor' but 'list' has no query parameter 'cursor'",
            "api.yaml:29:17: error: pagination uses 'starting_after' but 'after' has no query parameter 'starting_after'",
        ])
    }

    @Test func lastItemFieldsAndNextURLs() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  starting_after: { in: query }
                response: Page
                pagination: { style: lastItem, itemField: idd, items: data }
              ranked:
                method: GET
                path: /ranked
                parameters:
                  starting_after: { in: query }
                response: Page
                pagination: { style: lastItem, itemField: rank, items: data }
              names:
                method: GET
                path: /names
                parameters:
                  starting_after: { in: query }
                response: Page
                pagination: { style: lastItem, items: names }
              more:
                method: GET
                path: /more
                response: Page
                pagination: { style: nextURL, next: count, items: data }
            """)
        #expect(diagnostics == [
            "api.yaml:24:47: error: pagination 'itemField' names 'idd', but item model 'Item' has no field 'idd'; did you mean 'id'?",
            "api.yaml:31:47: error: pagination 'itemField' 'rank' is of type 'integer', but parameter 'starting_after' that takes it is of type 'string'; they must be the same",
            "api.yaml:38:17: error: pagination 'itemField' reads a field of the last item, so the items must be an object model, not 'string'",
            "api.yaml:43:41: error: pagination 'next' field 'count' holds the next page's URL, so it must be a 'string', not 'integer'",
        ])
    }

    @Test func totalsThatAreNotCountsOrBelongToAnotherStyle() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            \(Self.models)
            endpoints:
              numbered:
                method: GET
                path: /numbered
                parameters:
                  page: { in: query, type: integer }
                response: Page
                pagination: { style: page, items: data, totalPages: more, total: meta.total }
              counted:
                method: GET
                path: /counted
                parameters:
                  offset: { in: query, type: integer }
                response: Page
                pagination: { style: offset, items: data, total: meta.totl }
              listed:
                method: GET
                path: /listed
                parameters:
                  page: { in: query, type: integer }
                response: "[Item]"
                pagination: { style: page, totalPages: count }
            """)
        #expect(diagnostics == [
            "api.yaml:24:57: error: pagination 'totalPages' field 'more' is a count, so it must be an 'integer', not 'string'",
            "api.yaml:24:70: error: pagination style 'page' takes no 'total' (a key of style 'offset'); it takes 'parameter', 'limit', 'maxLimit', 'totalPages' and 'items'",
            "api.yaml:31:54: error: pagination 'total' names 'meta.totl', but model 'Meta' has no field 'totl'; did you mean 'total'?",
            "api.yaml:38:44: error: pagination 'totalPages' reads a field of the response, so the response must be an object model",
        ])
    }
}
