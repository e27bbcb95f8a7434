import ArgumentParser
import BinderyGenerator
import Foundation

/// `bindery import`: an OpenAPI document in, Bindery YAML out.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert an OpenAPI 3.0 or 3.1 document into Bindery YAML spec files.",
        discussion: """
            Writes the spec files the document translates into (api.yaml, and one file per tag) \
            into OUTPUT, for teams that own the spec from then on. Given the spec folder that \
            holds the document, its overlay files are applied too. The files generate the same \
            Swift as the document (or the folder) read in place. A document that cannot be made \
            a valid spec writes nothing and prints its errors as path:line:column: error: message.
            """
    )

    @Argument(help: "The OpenAPI document (YAML or JSON), or the spec folder that holds it and its overlay files.")
    var document: String

    @Option(name: .shortAndLong, help: "The spec folder to write (Specs/<Name>/).")
    var output: String

    @Flag(help: "Replace spec files that already exist in OUTPUT.")
    var overwrite = false

    func run() throws {
        let files: [(name: String, text: String)]
        do {
            files = try OpenAPIImport.files(of: document)
        } catch {
            for diagnostic in error.diagnostics { printError(diagnostic.description) }
            throw ExitCode(1)
        }
        let folder = URL(fileURLWithPath: output)
        let existing = files.map(\.name).filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
        if !overwrite, !existing.isEmpty {
            printError("\(output): error: \(existing.joined(separator: ", ")) already exist; pass --overwrite to replace them")
            throw ExitCode(1)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
            }
        } catch {
            printError("\(output): error: cannot write the spec files: \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print("wrote \(files.count) spec files to \(output)")
        if let note = OpenAPIImport.overlayNote(document: document, output: output) { printError(note) }
    }
}
