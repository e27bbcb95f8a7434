import Foundation
import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Reading a document: versions, `$ref`s, and the folder's other files.
@Suite struct OpenAPIDocumentTests {
    private func load(_ text: String, file: String = "openapi.yaml") -> (OpenAPIDocument?, [String]) {
        var diagnostics = DiagnosticCollector()
        let document = OpenAPIDocument.load(bytes: Array(text.utf8), path: file, folder: "/nonexistent", diagnostics: &diagnostics)
        return (document, diagnostics.sorted.map(\.description))
    }

    @Test func readsVersionsThreeZeroAndThreeOne() {
        #expect(load("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\n").0?.isVersion31 == false)
        #expect(load("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n").0?.isVersion31 == true)
    }

    @Test func refusesOtherVersionsWithTheirLocation() {
        #expect(load("openapi: 2.0\npaths: {}\n").1 == ["openapi.yaml:1:10: error: OpenAPI '2.0' is not read; Bindery reads OpenAPI 3.0.x and 3.1.x"])
        #expect(load("swagger: '2.0'\npaths: {}\n").1 == [
            "openapi.yaml:1:1: error: the document has no 'openapi' version (Swagger 2.0 is not read; convert it to OpenAPI 3 first)"
        ])
        #expect(load("openapi: [3]\n").1 == ["openapi.yaml:1:10: error: OpenAPI a list is not read; Bindery reads OpenAPI 3.0.x and 3.1.x"])
        #expect(load("- 1\n").1 == ["openapi.yaml:1:1: error: an OpenAPI document must be a mapping, not a list"])
    }

    @Test func jsonWithDuplicateKeysIsReported() {
        let (_, diagnostics) = load("{\"openapi\": \"3.0.0\", \"paths\": {}, \"paths\": {}}", file: "openapi.json")
        #expect(diagnostics == ["openapi.json:1:35: error: duplicate key 'paths' (first written at line 1)"])
    }

    @Test func anAliasBombIsRefusedQuickly() {
        var text = "openapi: 3.0.0\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 { text += "b\(level): &b\(level) [" + Array(repeating: level == 1 ? "*a" : "*b\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let (document, diagnostics) = load(text)
        #expect(document == nil)
        #expect(diagnostics.contains { $0.contains("aliases expand to more than") })
    }

    /// Follows `$ref` in the mapping `{ $ref: text }` of a document.
    private func resolve(_ reference: String, in text: String) -> (OpenAPIDocument.Resolved?, [String]) {
        guard var document = load(text).0 else { return (nil, ["not loaded"]) }
        var diagnostics = DiagnosticCollector()
        let node = YAMLNode.map([("$ref", .text(reference, at: .init(file: "openapi.yaml", line: 9, column: 9)))], at: .init(file: "openapi.yaml", line: 9, column: 3))
        let resolved = document.resolve(node, diagnostics: &diagnostics)
        return (resolved, diagnostics.sorted.map(\.description))
    }

    private let components = """
        openapi: 3.1.0
        components:
          schemas:
            Pet: { type: object }
            Alias: { $ref: '#/components/schemas/Pet' }
            Loop: { $ref: '#/components/schemas/Loop2' }
            Loop2: { $ref: '#/components/schemas/Loop' }
            a/b~c: { type: string }
        """

    @Test func followsChainsAndEscapedPointers() throws {
        let alias = try #require(resolve("#/components/schemas/Alias", in: components).0)
        #expect(alias.name == "Pet")
        #expect(alias.componentName(in: "schemas") == "Pet")
        let escaped = try #require(resolve("#/components/schemas/a~1b~0c", in: components).0)
        #expect(escaped.componentName(in: "schemas") == "a/b~c")
        #expect(escaped.node["type"]?.scalar == "string")
    }

    @Test func reportsCyclesDanglingAndForeignReferences() {
        #expect(resolve("#/components/schemas/Loop", in: components).1 == [
            "openapi.yaml:7:20: error: '$ref: #/components/schemas/Loop' goes round in a cycle of references that never reaches a schema"
        ])
        #expect(resolve("#/components/schemas/Cat", in: components).1 == [
            "openapi.yaml:9:9: error: '$ref: #/components/schemas/Cat' leads to nothing: there is no 'Cat' there"
        ])
        #expect(resolve("../secrets.yaml#/x", in: components).1 == [
            "openapi.yaml:9:9: error: '$ref' to '../secrets.yaml' is outside the spec folder; only files of the folder are read"
        ])
        #expect(resolve("https://example.com/x.yaml", in: components).1 == [
            "openapi.yaml:9:9: error: '$ref' to 'https://example.com/x.yaml' is outside the spec folder; only files of the folder are read"
        ])
        #expect(resolve("pets.yaml#/Pet", in: components).1 == [
            "openapi.yaml:9:9: error: '$ref' names 'pets.yaml', which is not a readable file of the spec folder"
        ])
        #expect(resolve("components/schemas", in: components).1.count == 1)
    }

    @Test func readsOtherFilesOfTheFolderFromMemory() throws {
        guard var document = load(components).0 else { Issue.record("not loaded"); return }
        document.filesInMemory["pets.yaml"] = Array("Pet:\n  type: object\n  description: A pet.\n".utf8)
        var diagnostics = DiagnosticCollector()
        let node = YAMLNode.map([("$ref", .text("pets.yaml#/Pet", at: .init(file: "openapi.yaml", line: 1, column: 1)))], at: .init(file: "openapi.yaml", line: 1, column: 1))
        let resolved = try #require(document.resolve(node, diagnostics: &diagnostics))
        #expect(resolved.file == "pets.yaml")
        #expect(resolved.node["description"]?.scalar == "A pet.")
        #expect(diagnostics.sorted.isEmpty)
    }
}
