import Foundation
import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Small OpenAPI documents for the schema tests, translated and loaded as a spec folder is.
enum SchemaTestDocuments {
    /// A 3.0 document with `schemas` (indented as `components.schemas`' entries) and no paths.
    static func document(_ schemas: String, version: String = "3.0.3") -> String {
        """
        openapi: \(version)
        info: { title: Schemas, version: "1" }
        servers: [{ url: "https://example.com" }]
        paths: {}
        components:
          schemas:
        \(schemas.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    /// The `api` section the document's translation lacks while the operations stage has not
    /// filled it: a folder's Bindery YAML may add it (the overlay).
    static let overlay = """
        api:
          name: Schemas
          servers:
            production: https://example.com
        """

    /// The document loaded as a spec folder holding it (and the overlay when the translation
    /// has no `api` section of its own).
    static func load(_ text: String) throws -> APISpec {
        var files = [SpecSourceFile(displayPath: "openapi.yaml", relativePath: "openapi.yaml", bytes: Array(text.utf8))]
        if !translationHasAPISection(text) {
            files.append(SpecSourceFile(displayPath: "overlay.yaml", relativePath: "overlay.yaml", bytes: Array(overlay.utf8)))
        }
        return try SpecLoader.load(files)
    }

    /// The errors loading the document gives (none: an empty list).
    static func errors(_ text: String) -> [String] {
        do {
            _ = try load(text)
            return []
        } catch let error as SpecErrors {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// The translation of the document: its files, and the diagnostics of translating it.
    static func translate(_ text: String, path: String = "openapi.yaml", folder: String = "") -> (
        files: [TranslatedSpecFile], diagnostics: [String]
    ) {
        var diagnostics = DiagnosticCollector()
        guard let document = OpenAPIDocument.load(bytes: Array(text.utf8), path: path, folder: folder, diagnostics: &diagnostics) else {
            return ([], diagnostics.diagnostics.map(\.description))
        }
        var translation = OpenAPITranslation(document: document)
        let files = translation.translate()
        return (files, (diagnostics.diagnostics + translation.diagnostics.diagnostics).map(\.description))
    }

    /// Every translated model's node by name, and the file it is in.
    static func models(_ files: [TranslatedSpecFile]) -> [String: (file: String, node: YAMLNode)] {
        var result: [String: (file: String, node: YAMLNode)] = [:]
        for file in files {
            for (name, node) in file.root["models"]?.entries ?? [] { result[name] = (file.relativePath, node) }
        }
        return result
    }

    /// The model `name` of `spec`, or a test failure.
    static func model(_ name: String, in spec: APISpec, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ModelSpec {
        try #require(spec.models.first { $0.name == name }, "no model '\(name)'; models: \(spec.models.map(\.name))", sourceLocation: sourceLocation)
    }

    /// The fields of object model `name`, by wire name.
    static func fields(of name: String, in spec: APISpec, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: FieldSpec] {
        let model = try model(name, in: spec, sourceLocation: sourceLocation)
        guard case .object(let fields) = model.kind else {
            Issue.record("model '\(name)' is not an object: \(model.kind)", sourceLocation: sourceLocation)
            return [:]
        }
        return Dictionary(fields.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The warnings of loading the document, as `line:column: message`.
    static func warnings(of spec: APISpec) -> [String] {
        spec.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func translationHasAPISection(_ text: String) -> Bool {
        translate(text).files.contains { $0.root["api"] != nil }
    }
}
