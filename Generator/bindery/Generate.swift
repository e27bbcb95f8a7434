import ArgumentParser
import BinderyGenerator

/// `bindery generate`: spec folder in, Swift files out.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate the Swift client of a spec.",
        discussion: """
            Reads every .yaml file of SPEC (a folder, or one file) and writes one Swift file per \
            spec file plus Client.swift into OUTPUT. Files whose content did not change are not \
            rewritten, and generated files no longer produced are removed. Errors are printed as \
            path:line:column: error: message, all of them, and the exit status is 1. With \
            --docc, also writes the module's DocC catalogue (its landing page, a getting-started \
            article and its client's page) into that folder.
            """
    )

    @Argument(help: "The spec folder (or a single spec file).")
    var spec: String

    @Option(name: .shortAndLong, help: "The folder to write the Swift files into.")
    var output: String

    @Option(help: "The folder to write the module's DocC catalogue into (MyAPI.docc).")
    var docc: String?

    @Option(help: "The Swift module's name, which the catalogue's pages link to; the API's name when left out.")
    var module: String?

    @Flag(help: "Write nothing; fail, naming the files, when OUTPUT is not what the spec generates.")
    var check = false

    @Flag(name: .shortAndLong, help: "Print which files were written, kept and removed.")
    var verbose = false

    func run() throws {
        let api = try loadReportingErrors(spec)
        var outputs = [(SwiftGenerator.generate(api), output)]
        if let docc { outputs.append((DocumentationCatalogue.generate(api, module: module ?? api.name), docc)) }
        if check {
            let stale = outputs.flatMap { files, folder in OutputWriter.staleFiles(files, in: folder).map { "\(folder)/\($0)" } }
            guard stale.isEmpty else {
                for path in stale { printError("\(path): error: generated file is stale; run bindery generate") }
                throw ExitCode(1)
            }
            return
        }
        for (files, folder) in outputs { try write(files, to: folder) }
    }

    private func write(_ files: [GeneratedFile], to folder: String) throws {
        let summary: OutputWriter.Summary
        do {
            summary = try OutputWriter.write(files, to: folder)
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        if verbose {
            for name in summary.written { print("wrote \(name)") }
            for name in summary.unchanged { print("kept \(name)") }
            for name in summary.removed { print("removed \(name)") }
        }
    }
}
