@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Translates small OpenAPI documents held in memory, for the tests of the `api` section and
/// the operations: their spec-language trees written compactly, their decoded declarations,
/// and the diagnostics in the `path:line:column: severity: message` form.
enum OperationTranslation {
    /// The first lines of a document: version, info and one server; `paths:` follows.
    static let header = """
        openapi: 3.0.3
        info: { title: Pet Store API, version: "1.0" }
        servers: [{ url: "https://pets.example.com/v1" }]
        """

    /// The translation of `text` (read as `openapi.yaml`) and its diagnostics, sorted.
    static func translate(_ text: String) -> (files: [TranslatedSpecFile], diagnostics: [String]) {
        var diagnostics = DiagnosticCollector()
        guard let document = OpenAPIDocument.load(
            bytes: Array(text.utf8), path: "openapi.yaml", folder: "/nonexistent-openapi-test-folder", diagnostics: &diagnostics)
        else { return ([], diagnostics.sorted.map(\.description)) }
        var translation = OpenAPITranslation(document: document)
        let files = translation.translate()
        diagnostics.append(contentsOf: translation.diagnostics.diagnostics)
        return (files, diagnostics.sorted.map(\.description))
    }

    /// The endpoints and `api` section as `SpecDecoder` reads them (without the validator, which
    /// would judge the types the schemas stage gives), with the translation's and the decoder's
    /// diagnostics.
    static func decode(_ text: String) -> (api: APIDeclaration?, endpoints: [EndpointDeclaration], diagnostics: [String]) {
        let (files, translationDiagnostics) = translate(text)
        var decoder = SpecDecoder()
        for file in files { decoder.decodeFile(file.root, file: file.relativePath) }
        return (decoder.header?.spec, decoder.endpoints, translationDiagnostics + decoder.reader.diagnostics.sorted.map(\.description))
    }

    /// The diagnostics of translating `text`.
    static func diagnostics(_ text: String) -> [String] { translate(text).diagnostics }

    /// The tree of the endpoint `name`, written compactly (see ``render(_:masking:)``).
    static func endpoint(_ name: String, in text: String) -> String {
        for file in translate(text).files {
            if let node = file.root["endpoints"]?[name] { return render(node, masking: true) }
        }
        return "no endpoint '\(name)'"
    }

    /// The `api` section, written compactly.
    static func api(_ text: String) -> String {
        for file in translate(text).files {
            if let node = file.root["api"] { return render(node, masking: false) }
        }
        return "no api section"
    }

    /// A node in YAML's flow style, `{key: value, list: [a, b]}`, quoting text; with `masking`,
    /// each type the schemas stage gives is `T` (files and header types are this stage's own).
    static func render(_ node: YAMLNode, masking: Bool, key: String = "", underHeaders: Bool = false) -> String {
        switch node.content {
        case .scalar(let text, let isPlain):
            if masking, key == "type", !underHeaders, !["file", "[file]"].contains(text) { return "T" }
            return isPlain ? text : "\"\(text)\""
        case .sequence(let items):
            return "[" + items.map { render($0, masking: masking, underHeaders: underHeaders) }.joined(separator: ", ") + "]"
        case .mapping:
            return "{" + node.entries.map { entry in
                "\(entry.key): " + render(entry.value, masking: masking, key: entry.key, underHeaders: underHeaders || entry.key == "headers")
            }.joined(separator: ", ") + "}"
        }
    }
}

extension OperationTranslation {
    /// A translation of `text`, not yet run, for tests of its parts.
    static func translation(of text: String) -> OpenAPITranslation? {
        var diagnostics = DiagnosticCollector()
        return OpenAPIDocument.load(
            bytes: Array(text.utf8), path: "openapi.yaml", folder: "/nonexistent-openapi-test-folder", diagnostics: &diagnostics
        ).map { OpenAPITranslation(document: $0) }
    }
}
