import ArgumentParser
import BinderyDiff
import BinderyGenerator
import Foundation

/// `bindery diff`: what a spec change does to apps already shipped and to Swift code using
/// the generated library.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Classify spec changes as breaking on the wire and/or in Swift source.",
        discussion: """
            Compares two versions of a spec on the resolved model (after names, defaults \
            and references are resolved: moving a model to another file or reordering \
            keys is not a change) and gives every change two verdicts:

              wire    Does it break apps already shipped against the API?
                      (In which direction: request or response.)
              source  Does it break Swift code written against the generated
                      library?

            Renames are recognised as renames, with the new Swift name to migrate to; \
            a change to a shared model is reported once, with every endpoint it \
            reaches. docs/DIFF.md lists every rule, the reasoning behind its verdicts, \
            and an example of each.

            WHAT TO COMPARE
              OLD and NEW are spec folders, or REV:PATH for a folder at a git revision.
                bindery diff main:Specs/Shop Specs/Shop
                bindery diff old/Shop Specs/Shop
              --base REV compares the working tree with the merge base of REV and
              HEAD: the given folders, or every spec folder (Specs/<Name>,
              Sources/<Name>/Specs).
                bindery diff --base main
                bindery diff --base main Specs/Shop --format markdown

            ACKNOWLEDGING INTENTIONAL BREAKS
              --acknowledgements FILE names breaking changes made on purpose, by the
              id every report shows:
                acknowledgements:
                  - change: endpoint.parameter.removed:addToCart.amount
                    reason: The server has ignored it since 2023.
                    expires: 2025-12-31     # optional; then it fails again
              Expired entries, and entries that match no change, are reported.

            EXIT STATUS
              0   no breaking change fails the check (--fail-on, after
                  acknowledgements)
              1   breaking changes found
              2   could not compare: a spec does not load (its errors are
                  printed), a bad git revision or path, an unreadable
                  acknowledgement file, or nothing to compare
              64  bad command-line usage
            """
    )

    @Argument(help: "OLD and NEW: spec folders (or files), or REV:PATH for a folder at a git revision. With --base: the working-tree folders to compare (default: every spec folder, Specs/<Name> and Sources/<Name>/Specs).")
    var specs: [String] = []

    @Option(name: .long, help: ArgumentHelp("Compare the working tree with the merge base of REV and HEAD.", valueName: "REV"))
    var base: String?

    @Option(name: .long, help: ArgumentHelp("text (default), markdown (a pull-request comment), json (schema bindery-diff/1), or github (Actions annotations).", valueName: "format"))
    var format: String = "text"

    @Flag(name: .long, help: "Show the changes as release notes, grouped by endpoint (text or markdown).")
    var releaseNotes = false

    @Option(name: .long, help: ArgumentHelp("Which breaking changes fail the run: wire, source, any (default) or none.", valueName: "kind"))
    var failOn: String = "any"

    @Option(name: .long, help: ArgumentHelp("A YAML file of intentional breaking changes (see above).", valueName: "file"))
    var acknowledgements: String?

    @Option(name: .long, help: .hidden)
    var today: String?

    func validate() throws {
        guard ReportFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(format)'")
        }
        guard FailPolicy(rawValue: failOn) != nil else {
            throw ValidationError("--fail-on must be one of \(FailPolicy.allCases.map(\.rawValue).joined(separator: ", ")), not '\(failOn)'")
        }
        if releaseNotes, format != "text", format != "markdown" {
            throw ValidationError("--release-notes is a text or markdown view; use it without --format \(format)")
        }
        if base == nil, specs.count != 2 {
            throw ValidationError("give two specs to compare (OLD NEW), or --base REV")
        }
    }

    func run() throws {
        let sides: DiffSides
        if let base {
            sides = .base(revision: base, paths: specs)
        } else {
            sides = .pair(old: SpecSource(argument: specs[0]), new: SpecSource(argument: specs[1]))
        }
        let report: DiffReport
        do {
            var entries: [Acknowledgement] = []
            if let acknowledgements {
                do {
                    entries = try AcknowledgementFile.load(path: acknowledgements)
                } catch {
                    for diagnostic in error.diagnostics { printError(diagnostic.description) }
                    printError("bindery diff: could not compare: the acknowledgement file has errors")
                    throw ExitCode(2)
                }
            }
            report = try DiffRunner.run(
                sides, failOn: FailPolicy(rawValue: failOn) ?? .any, acknowledgements: entries,
                today: today ?? AcknowledgementFile.today())
        } catch let failure as DiffFailure {
            if case .specErrors(let side, let label, let diagnostics) = failure {
                for diagnostic in diagnostics { printError(diagnostic.description) }
                printError("bindery diff: could not compare: the \(side.rawValue) spec (\(label)) does not load")
            } else {
                printError("bindery diff: could not compare: \(failure)")
            }
            throw ExitCode(2)
        }
        let output = DiffRenderer.render(report, format: ReportFormat(rawValue: format) ?? .text, releaseNotes: releaseNotes)
        FileHandle.standardOutput.write(Data(output.utf8))
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
