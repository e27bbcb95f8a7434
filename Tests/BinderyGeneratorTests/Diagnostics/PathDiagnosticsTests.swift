import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in endpoint paths and routes.
@Suite("Diagnostics: paths and routes")
struct PathDiagnosticsTests {
    @Test func pathPlaceholderWithoutParameter() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              getItem:
                method: GET
                path: /items/{item_id}
                parameters:
                  itemId: { in: query }
                  item_ld: { in: path }
            """)
        #expect(diagnostics == [
            "api.yaml:8:11: error: path '/items/{item_id}' uses '{item_id}' but no parameter 'item_id' is 'in: path'; did you mean 'item_ld'?",
            "api.yaml:11:7: error: path parameter 'item_ld' does not appear in path '/items/{item_id}'",
        ])
    }

    @Test func pathParameterMissingFromPath() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              listItems:
                method: GET
                path: /items
                parameters:
                  shop: { in: path }
            """)
        #expect(diagnostics == ["api.yaml:10:7: error: path parameter 'shop' does not appear in path '/items'"])
    }

    @Test func malformedPathTemplates() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              a: { method: GET, path: "/a/{id" }
              b: { method: GET, path: "/b/{}" }
              c: { method: GET, path: "/c}" }
              d: { method: GET, path: "/d/{a{b}}" }
              e: { method: GET, path: "e/relative" }
              f: { method: GET, path: "/f?sort=asc" }
              g: { method: GET, path: "/g/{id}/{id}", parameters: { id: { in: path } } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:27: error: path '/a/{id' has an unclosed '{'",
            "api.yaml:7:27: error: path '/b/{}' has unbalanced or empty braces",
            "api.yaml:8:27: error: path '/c}' has unbalanced or empty braces",
            "api.yaml:9:27: error: path '/d/{a{b}}' has unbalanced or empty braces",
            "api.yaml:10:27: error: path 'e/relative' must start with '/'",
            "api.yaml:11:27: error: path '/f?sort=asc' must not contain '?' or '#'; declare query parameters instead",
            "api.yaml:12:27: error: path '/g/{id}/{id}' uses '{id}' twice",
        ])
    }

    @Test func endpointDeclaredInTwoFiles() {
        let diagnostics = SpecText.diagnostics([
            SpecText.file("api.yaml", """
                \(SpecText.header)
                endpoints:
                  listItems: { method: GET, path: /items }
                """),
            SpecText.file("more.yaml", """
                endpoints:
                  listItems: { method: GET, path: /items/all }
                """),
        ])
        #expect(diagnostics == ["more.yaml:2:3: error: duplicate endpoint 'listItems' (first declared at api.yaml:6:3)"])
    }

    @Test func sameMethodAndPathTwice() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              getItem: { method: GET, path: "/items/{id}", parameters: { id: { in: path } } }
              fetchItem: { method: GET, path: "/items/{key}", parameters: { key: { in: path } } }
              replaceItem: { method: PUT, path: "/items/{id}", parameters: { id: { in: path } } }
            """)
        #expect(diagnostics == ["api.yaml:7:35: error: endpoint 'fetchItem' has the same method and path as 'getItem'"])
    }
}
