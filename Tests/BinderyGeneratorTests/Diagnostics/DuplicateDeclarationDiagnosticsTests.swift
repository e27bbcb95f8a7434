import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// A name declared twice across files is one mistake with one message: the second declaration
/// is not also reported for what only its name, or its first declaration's route, gives it.
@Suite("Diagnostics: duplicate declarations")
struct DuplicateDeclarationDiagnosticsTests {
    static let repository = """
          getRepository:
            method: GET
            path: /repos/{owner}/{repo}
            parameters:
              owner: { in: path }
              repo: { in: path }
        """

    @Test func endpointDeclaredTwiceWithItsRouteIsOneMistake() {
        let diagnostics = SpecText.diagnostics([
            SpecText.file("api.yaml", "\(SpecText.header)\nendpoints:\n\(Self.repository)"),
            SpecText.file("repos.yaml", "endpoints:\n\(Self.repository)"),
        ])
        #expect(diagnostics == ["repos.yaml:2:3: error: duplicate endpoint 'getRepository' (first declared at api.yaml:6:3)"])
    }

    @Test func anotherEndpointOnTheSameRouteIsStillReported() {
        let diagnostics = SpecText.diagnostics([
            SpecText.file("api.yaml", """
                \(SpecText.header)
                endpoints:
                \(Self.repository)
                  fetchRepository: { method: GET, path: "/repos/{a}/{b}", parameters: { a: { in: path }, b: { in: path } } }
                """),
            SpecText.file("repos.yaml", "endpoints:\n\(Self.repository)"),
        ])
        #expect(diagnostics == [
            "api.yaml:12:41: error: endpoint 'fetchRepository' has the same method and path as 'getRepository'",
            "repos.yaml:2:3: error: duplicate endpoint 'getRepository' (first declared at api.yaml:6:3)",
        ])
    }

    @Test func modelDeclaredTwiceHasItsNameReportedOnce() {
        // `URL` would hide Foundation's: said at the first declaration only. The second
        // declaration's own values are still checked.
        let diagnostics = SpecText.diagnostics([
            SpecText.file("api.yaml", """
                \(SpecText.header)
                models:
                  URL: { fields: { href: string } }
                  Tag: { enum: [open, closed] }
                """),
            SpecText.file("more.yaml", """
                models:
                  URL: { fields: { href: string } }
                  Tag: { enum: [open, open] }
                """),
        ])
        #expect(diagnostics == [
            "api.yaml:6:3: error: model 'URL' would hide Swift's or the runtime's 'URL', which the generated code uses; rename it with 'swiftName'",
            "more.yaml:2:3: error: duplicate model 'URL' (first declared at api.yaml:6:3)",
            "more.yaml:3:3: error: duplicate model 'Tag' (first declared at api.yaml:7:3)",
            "more.yaml:3:23: error: duplicate value 'open' of enum 'Tag' (first declared at more.yaml:3:17)",
        ])
    }

    @Test func pagedEndpointDeclaredTwiceHasItsPagesClashReportedOnce() {
        let paged = """
              list:
                method: GET
                path: /items
                parameters: { page: { in: query, type: integer } }
                response: "[string]"
                pagination: { style: page, parameter: page }
            """
        let diagnostics = SpecText.diagnostics([
            SpecText.file("api.yaml", """
                \(SpecText.header)
                endpoints:
                  listPages: { method: GET, path: /pages }
                \(paged)
                """),
            SpecText.file("more.yaml", "endpoints:\n\(paged)"),
        ])
        #expect(diagnostics == [
            "api.yaml:7:3: error: endpoint 'listPages' has the name of the generated 'listPages' of paged endpoint 'list'; give one a 'swiftName'",
            "more.yaml:2:3: error: duplicate endpoint 'list' (first declared at api.yaml:7:3)",
        ])
    }

    @Test func aModelNamedResponseIsRefused() {
        #expect(SpecText.diagnostics(SpecText.header + "\nmodels:\n  Response: { fields: { id: string } }\n") == [
            "api.yaml:6:3: error: model 'Response' would be hidden by the 'Response' type of every request value, which names what it returns; rename it with 'swiftName'"
        ])
    }
}
