import BinderyEmitter
import BinderyOpenAPI
import BinderySpec

/// `bindery import`: an OpenAPI document converted once into Bindery YAML, for teams that own
/// the spec from then on. The files are the ones the document translates into when it is read
/// in place, so both generate the same Swift.
package enum OpenAPIImport {
    /// The spec files of the document at `path`, as YAML text by file name. Nothing is returned
    /// when the document cannot be made a valid spec: its errors are thrown, as `lint` prints them.
    package static func files(ofDocument path: String) throws(SpecErrors) -> [(name: String, text: String)] {
        var diagnostics = DiagnosticCollector()
        guard let bytes = try? LocalFiles.contents(atPath: path, limit: SpecSourceFile.maximumSize) else {
            throw SpecErrors([Diagnostic(.error, at: .init(file: path, line: 1, column: 1), "the document cannot be read, or is larger than \(SpecSourceFile.maximumSize >> 20) MiB")])
        }
        let source = SpecSourceFile(displayPath: path, relativePath: "openapi.yaml", bytes: bytes)
        let translated = OpenAPIFolder.translate(
            document: source, others: [], folderOnDisk: PathText.deletingLastComponent(of: path), diagnostics: &diagnostics)
        if diagnostics.hasErrors { throw SpecErrors(diagnostics.sorted) }
        let files = translated.map { file in
            (name: file.relativePath, text: banner(for: path) + YAMLWriter.document(file.root))
        }
        // The import must be a spec that loads: check it as it will be read back.
        _ = try SpecLoader.load(files.map { SpecSourceFile(displayPath: $0.name, relativePath: $0.name, bytes: Array($0.text.utf8)) })
        return files
    }

    private static func banner(for path: String) -> String {
        "# Imported from \(PathText.lastComponent(of: path)) by `bindery import`; edit freely: this file is the spec now.\n"
    }
}
