import Testing
@testable import BinderyGenerator

/// Long declarations break after their opening parenthesis; a parameter's default is a string
/// literal, and nothing inside it may break or close the declaration.
@Suite("Declaration wrapping")
struct DeclarationWrappingTests {
    @Test("a long declaration breaks after its parenthesis, parameters packed, closing on its own line")
    func packsParameters() {
        let declaration = "public func search(firstParameterName: String, secondParameterName: Int? = nil, "
            + "thirdParameterName: [String: [Int]]? = nil, fourth: (Int) -> Void) async throws -> Result"
        #expect(DeclarationWrapping.wrapped(declaration) == """
            public func search(
                firstParameterName: String, secondParameterName: Int? = nil,
                thirdParameterName: [String: [Int]]? = nil, fourth: (Int) -> Void
            ) async throws -> Result
            """)
    }

    @Test(
        "commas, parentheses, brackets and escaped quotes in a default's literal stay inside it",
        arguments: [#""smile :)""#, #""a, b""#, #""(open [ <""#, #""say \"hi\", (x)""#, #""back\\\", other)""#])
    func literalDefaults(literal: String) {
        let declaration = "public func searchEverythingWithAVeryLongName(separatorText: String = \(literal), "
            + "anotherQueryParameterName: String? = nil, yetAnotherQueryParameterName: String? = nil) async -> Int"
        let wrapped = DeclarationWrapping.wrapped(declaration)
        #expect(wrapped.hasPrefix("public func searchEverythingWithAVeryLongName(\n    separatorText: String = \(literal),"))
        #expect(wrapped.hasSuffix("\n) async -> Int"))
        #expect(wrapped.split(separator: "\n").count == 4)
    }

    @Test("a spec's default with a parenthesis and a comma generates a method and an initializer that close where they should")
    func generatedDefault() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              searchEverythingWithAVeryLongName:
                method: GET
                path: /search
                parameters:
                  separator: { in: query, default: "smile :), or not", docs: How to join. }
                  anotherQueryParameterName: { in: query }
                  yetAnotherQueryParameterName: { in: query }
                response: { type: string }
            """)
        let (request, methods) = Snippet.endpoint("searchEverythingWithAVeryLongName", in: spec)
        let parameters = """
                separator: String = "smile :), or not", anotherQueryParameterName: String? = nil,
                yetAnotherQueryParameterName: String? = nil
            """
        #expect(methods.contains("public func searchEverythingWithAVeryLongName(\n\(parameters)\n) async throws(BinderyError)"))
        let indented = parameters.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        #expect(request.contains("    public init(\n\(indented)\n    ) {"))
    }
}
