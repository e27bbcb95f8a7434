import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Long declarations break after their opening parenthesis. The writer lays out a
/// `FunctionSignature`'s parameters as values: a parameter's default is never read back as text,
/// so nothing inside a string literal can break or close the declaration.
@Suite("Declaration wrapping")
struct DeclarationWrappingTests {
    private func parameter(_ name: String, _ type: String, _ defaultValue: String? = nil) -> SignatureParameter {
        SignatureParameter(name: name, type: type, defaultValue: defaultValue)
    }

    @Test("a long declaration breaks after its parenthesis, parameters packed, closing on its own line")
    func packsParameters() {
        let signature = FunctionSignature(
            modifiers: ["public"], kind: .function(name: "search"),
            parameters: [
                parameter("firstParameterName", "String"), parameter("secondParameterName", "Int?", "nil"),
                parameter("thirdParameterName", "[String: [Int]]?", "nil"), parameter("fourth", "(Int) -> Void"),
            ],
            isAsync: true, throwsClause: .untyped, returnType: "Result")
        #expect(SwiftWriter.text(of: signature) == """
            public func search(
                firstParameterName: String, secondParameterName: Int? = nil,
                thirdParameterName: [String: [Int]]? = nil, fourth: (Int) -> Void
            ) async throws -> Result
            """)
    }

    @Test("a declaration that fits stays on one line, its effects and return type after the parameters")
    func oneLine() {
        let signature = FunctionSignature(
            modifiers: ["public"], kind: .function(name: "getItem"), parameters: [parameter("id", "String")],
            isAsync: true, throwsClause: .typed("BinderyError"), returnType: "Item")
        #expect(SwiftWriter.text(of: signature) == "public func getItem(id: String) async throws(BinderyError) -> Item")
        let initializer = FunctionSignature(modifiers: ["public"], kind: .initializer, parameters: [])
        #expect(SwiftWriter.text(of: initializer) == "public init()")
    }

    @Test("the limit counts characters, not bytes: a declaration of 110 characters stays on one line")
    func countsCharacters() {
        let head = "public init(text: String = \"é\", "
        let filler = String(repeating: "x", count: 110 - head.count - ": Int)".count)
        let signature = FunctionSignature(
            modifiers: ["public"], kind: .initializer,
            parameters: [parameter("text", "String", "\"é\""), parameter(filler, "Int")])
        let text = SwiftWriter.text(of: signature)
        #expect(text.count == DeclarationWrapping.lineLimit)
        #expect(text.utf8.count > DeclarationWrapping.lineLimit)
        #expect(!text.contains("\n"))
    }

    @Test("labels: `_`, a label other than the name, keywords escaped where a declaration needs it")
    func labels() {
        let signature = FunctionSignature(
            modifiers: ["static"], kind: .function(name: "apply"),
            parameters: [
                SignatureParameter(label: "_", name: "default", type: "T"),
                parameter("class", "String?", "nil"),
                parameter("inout", "Int"),
                SignatureParameter(label: "to", name: "configuration", type: "inout Configuration"),
            ])
        #expect(SwiftWriter.text(of: signature)
            == "static func apply(_ `default`: T, class: String? = nil, `inout`: Int, to configuration: inout Configuration)")
        #expect(SwiftWriter.text(of: FunctionSignature(modifiers: [], kind: .function(name: "default"), parameters: [])) == "func `default`()")
    }

    @Test("one parameter a line, whatever the length, for the client's initializers")
    func onePerLine() {
        let signature = FunctionSignature(
            modifiers: ["public"], kind: .initializer,
            parameters: [parameter("apiKey", "String"), parameter("server", "Server", ".production")], layout: .onePerLine)
        #expect(SwiftWriter.text(of: signature) == """
            public init(
                apiKey: String,
                server: Server = .production
            )
            """)
    }

    @Test(
        "commas, parentheses, brackets and escaped quotes in a default's literal stay inside it",
        arguments: [#""smile :)""#, #""a, b""#, #""(open [ <""#, #""say \"hi\", (x)""#, #""back\\\", other)""#])
    func literalDefaults(literal: String) {
        let signature = FunctionSignature(
            modifiers: ["public"], kind: .function(name: "searchEverythingWithAVeryLongName"),
            parameters: [
                parameter("separatorText", "String", literal), parameter("anotherQueryParameterName", "String?", "nil"),
                parameter("yetAnotherQueryParameterName", "String?", "nil"),
            ],
            isAsync: true, returnType: "Int")
        let wrapped = SwiftWriter.text(of: signature)
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
