import BinderyEmitter
import BinderyOpenAPI
import BinderySpec

/// `bindery import`: an OpenAPI document (or its spec folder, overlay included) converted once
/// into Bindery YAML, for teams that own the spec from then on. The files are the ones the
/// document translates into when it is read in place, so both generate the same Swift.
package enum OpenAPIImport {
    /// The spec files of the document at `path`, or of the spec folder at `path` (its document
    /// with its overlay files applied, as the build plugin reads the folder), as YAML text by
    /// file name. Nothing is returned when the document cannot be made a valid spec: its errors
    /// are thrown, as `lint` prints them.
    package static func files(of path: String) throws(SpecErrors) -> [(name: String, text: String)] {
        var diagnostics = DiagnosticCollector()
        let sources: [SpecSourceFile]
        if LocalFiles.entry(at: path)?.isFolder == true {
            sources = try SpecLoader.read(SpecLoader.specFiles(in: path))
        } else {
            // A document given alone is the document, whatever its name.
            sources = try SpecLoader.read([path]).map { file in
                var document = file
                document.relativePath = "openapi.yaml"
                return document
            }
        }
        guard let document = sources.first(where: { OpenAPIDocument.isDocumentName($0.relativePath) }) else {
            throw SpecErrors([Diagnostic(.error, at: .init(file: path, line: 1, column: 1), "the folder holds no OpenAPI document (openapi.yaml, openapi.yml or openapi.json) to import")])
        }
        let others = sources.filter { !OpenAPIDocument.isDocumentName($0.relativePath) }
        let translated = OpenAPIFolder.translate(
            document: document, others: others, folderOnDisk: PathText.deletingLastComponent(of: document.displayPath),
            diagnostics: &diagnostics)
        if diagnostics.hasErrors { throw SpecErrors(diagnostics.sorted) }
        let files = translated.map { file in
            (name: file.relativePath, text: banner(for: document.displayPath) + YAMLWriter.document(file.root))
        }
        // The import must be a spec that loads: check it as it will be read back.
        _ = try SpecLoader.load(files.map { SpecSourceFile(displayPath: $0.name, relativePath: $0.name, bytes: Array($0.text.utf8)) })
        return files
    }

    /// What an import of the document at `path` alone leaves out: the overlay files beside it
    /// (the other spec files of its folder that its `$ref`s do not name), and how to apply
    /// them; nil when there are none.
    package static func overlayNote(document path: String, output: String) -> String? {
        let parent = PathText.deletingLastComponent(of: path)
        let folder = parent.isEmpty ? "." : parent
        guard LocalFiles.entry(at: path)?.isFolder == false, let files = try? SpecLoader.specFiles(in: folder) else { return nil }
        var overlays = files.map(PathText.lastComponent(of:)).filter { $0 != PathText.lastComponent(of: path) && !OpenAPIDocument.isDocumentName($0) }
        guard !overlays.isEmpty else { return nil }
        // Only now is the document read again: most documents are imported with nothing beside them.
        var quiet = DiagnosticCollector()
        if let bytes = try? LocalFiles.contents(atPath: path, limit: SpecSourceFile.maximumSize),
            let root = YAMLLoader.load(bytes: bytes, file: path, diagnostics: &quiet)
        {
            let parts = OpenAPIFolder.referencedFiles(of: root)
            overlays.removeAll { parts.contains($0) }
        }
        guard !overlays.isEmpty else { return nil }
        let (verb, pronoun) = overlays.count == 1 ? ("is", "it") : ("are", "them")
        return "note: \(overlays.joined(separator: ", ")) beside the document \(verb) not applied; "
            + "import the folder to apply \(pronoun): bindery import \(folder) --output \(output)"
    }

    private static func banner(for path: String) -> String {
        "# Imported from \(PathText.lastComponent(of: path)) by `bindery import`; edit freely: this file is the spec now.\n"
    }
}
