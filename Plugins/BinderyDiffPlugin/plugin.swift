import Foundation
import PackagePlugin

/// `swift package bindery-diff …`: runs `bindery diff …` in the package's folder, so a package
/// that depends on Bindery can check its spec changes without installing the tool:
///
/// ```sh
/// swift package bindery-diff --base main
/// swift package bindery-diff main:Specs/Shop Specs/Shop --format markdown
/// ```
///
/// The arguments are passed on as given; the report goes to standard output. When the tool
/// exits non-zero (1: breaking changes, 2: could not compare), so does the command.
@main
struct BinderyDiffPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "bindery")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["diff"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == 0 else {
            throw DiffFailed(status: status, reason: process.terminationReason)
        }
    }
}

/// The tool did not succeed; SwiftPM prints this and exits non-zero.
struct DiffFailed: Error, CustomStringConvertible {
    var status: Int32
    var reason: Process.TerminationReason

    var description: String {
        if reason == .uncaughtSignal { return "bindery diff was killed by signal \(status)" }
        switch status {
        case 1: return "bindery diff found breaking changes (exit status 1)"
        case 2: return "bindery diff could not compare the specs (exit status 2)"
        default: return "bindery diff failed (exit status \(status))"
        }
    }
}
