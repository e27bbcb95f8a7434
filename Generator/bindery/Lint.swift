import ArgumentParser
import BinderyGenerator

/// `bindery lint`: check specs without writing anything.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs and report every mistake.",
        discussion: """
            Loads and validates each SPEC folder as `generate` would, printing every problem as \
            path:line:column: error: message. Exits 0 when all specs are valid, 1 otherwise.
            """
    )

    @Argument(help: "Spec folders (or single spec files).")
    var specs: [String]

    func run() throws {
        var failed = false
        for spec in specs {
            do {
                _ = try loadReportingErrors(spec)
            } catch {
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
