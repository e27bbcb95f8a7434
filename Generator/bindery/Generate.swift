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
            path:line:column: error: message, all of them, and the exit status is 1.
            """
    )

    @Argument(help: "The spec folder (or a single spec file).")
    var spec: String

    @Option(name: .shortAndLong, help: "The folder to write the Swift files into.")
    var output: String

    @Flag(help: "Write nothing; fail, naming the files, when OUTPUT is not what the spec generates.")
    var check = false

    @Flag(name: .shortAndLong, help: "Print which files were written, kept and removed.")
    var verbose = false

    func run() throws {
        let api = try loadReportingErrors(spec)
        let files = SwiftGenerator.generate(api)
        if check {
            let stale = OutputWriter.staleFiles(files, in: output)
            guard stale.isEmpty else {
                for name in stale { printError("\(output)/\(name): error: generated file is stale; run bindery generate") }
                throw ExitCode(1)
            }
            return
        }
        let summary: OutputWriter.Summary
        do {
            summary = try OutputWriter.write(files, to: output)
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
