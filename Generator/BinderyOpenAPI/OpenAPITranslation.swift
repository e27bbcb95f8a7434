import BinderySpec
/// Turns an OpenAPI document into Bindery spec files, as YAML node trees that `SpecDecoder`
/// reads as if they had been written by hand.
///
/// Translating into the spec language, rather than into the spec model, keeps one set of rules:
/// the decoder, validator, generator and `bindery diff` see an OpenAPI API exactly as they see
/// its import (`bindery import` writes these trees out as YAML). Every node made here carries
/// the location in the document it was made from, so that a mistake the validator finds later
/// is reported at the document's line and column.
///
/// Each stage is an extension in a file of its own: the `api` section and the operations
/// (`OpenAPIOperations*.swift`), schemas and their placement (`OpenAPISchemas*.swift`).
package struct OpenAPITranslation {
    /// The document, with the files its references load.
    package var document: OpenAPIDocument
    /// What could not be translated: errors when the client cannot be made without it,
    /// warnings when it can.
    package var diagnostics = DiagnosticCollector()
    /// The translated files, by their names (`api.yaml`, `pets.yaml`).
    var files: [String: TranslatedFile] = [:]
    /// The file the operation being translated goes to: inline schemas go there too.
    var currentFile = TranslatedFile.apiFileName
    /// The schemas stage's own state.
    var schemas = OpenAPISchemaState()
    /// The operations stage's own state.
    var operations = OpenAPIOperationState()
    /// An overlay names the API's servers: the document's are not read, so nothing is said of them.
    package var serversFromOverlay = false
    /// An overlay names the API's `defaultAuth`: which of the document's alternatives its calls
    /// send is the overlay's to say, not the document's first.
    package var defaultAuthFromOverlay = false

    /// Creates a translation of `document`.
    package init(document: OpenAPIDocument) {
        self.document = document
    }

    /// Translates the whole document; the files come sorted by name.
    package mutating func translate() -> [TranslatedSpecFile] {
        translateAPISection()
        translateOperations()
        translateComponentSchemas()
        return files.keys.sorted().compactMap { name in
            files[name].map { TranslatedSpecFile(relativePath: name, root: $0.root(at: document.root.location)) }
        }
    }

    /// Follows `node`'s `$ref`s, reporting what cannot be followed.
    mutating func resolve(_ node: YAMLNode) -> OpenAPIDocument.Resolved? {
        document.resolve(node, diagnostics: &diagnostics)
    }

    /// Adds a model to the file being translated (or to `file`).
    mutating func addModel(_ name: String, _ model: YAMLNode, to file: String? = nil) {
        files[file ?? currentFile, default: TranslatedFile()].models.append((name, model))
    }

    /// Adds an endpoint to the file being translated.
    mutating func addEndpoint(_ name: String, _ endpoint: YAMLNode) {
        files[currentFile, default: TranslatedFile()].endpoints.append((name, endpoint))
    }

    /// Sets the `api` section.
    mutating func setAPISection(_ api: YAMLNode) {
        files[TranslatedFile.apiFileName, default: TranslatedFile()].api = api
    }
}

/// One Bindery spec file made from a document.
package struct TranslatedSpecFile: Sendable {
    /// The file's name in the spec folder it stands for (`pets.yaml`); it names the Swift files.
    package var relativePath: String
    /// The file's top level, as `SpecDecoder.decodeFile` reads it.
    package var root: YAMLNode
}

/// A translated file while it is being filled.
struct TranslatedFile {
    /// The file that holds the `api` section.
    static let apiFileName = "api.yaml"

    var api: YAMLNode?
    var models: [(String, YAMLNode)] = []
    var endpoints: [(String, YAMLNode)] = []

    /// The file's top level: `api`, `models` and `endpoints`, those it has.
    func root(at location: SourceLocation) -> YAMLNode {
        var top: [(String, YAMLNode)] = []
        if let api { top.append(("api", api)) }
        if !models.isEmpty { top.append(("models", .map(models, at: location))) }
        if !endpoints.isEmpty { top.append(("endpoints", .map(endpoints, at: location))) }
        return .map(top, at: location)
    }
}
