import Foundation
import Testing

/// Runs the built `bindery` on a spec folder as a build would, and checks the promise it makes
/// for any spec, however broken: a non-zero exit (not a signal), nothing but
/// `path:line:column: error: message` lines on standard error, nothing on standard output, and
/// bounded processor time (see ``ProcessorBudget``) and memory.
enum Lint {
    /// The data (heap) a malformed spec may cost; the executable itself takes about 25 MiB. Run
    /// under this limit, a bindery that needed more would fail, not pass.
    static let memoryLimit = 300 << 20

    /// `bindery lint <folder>`, checked; returns its diagnostics with `folder/` removed from paths.
    static func run(
        _ folder: URL, command: [String] = ["lint"], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String] {
        let bindery = try #require(Paths.bindery, sourceLocation: sourceLocation)
        let lint = { try await ChildProcess.run(bindery, command + [folder.path], dataLimit: memoryLimit) }
        let result = try await lint()
        let name = folder.lastPathComponent
        #expect(!result.wasKilledByWatchdog, "\(name): bindery hung and was killed", sourceLocation: sourceLocation)
        #expect(result.signal == nil, "\(name): bindery died of signal \(result.signal ?? 0)", sourceLocation: sourceLocation)
        #expect(result.exitStatus == 1, "\(name): exit status \(result.exitStatus.map(String.init) ?? "none")", sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, "\(name): printed on standard output: \(result.standardOutput.prefix(500))", sourceLocation: sourceLocation)
        try await ProcessorBudget.expectWithin(name, cost: result.cpuTime, sourceLocation: sourceLocation) { try await lint().cpuTime }
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "", "\(name): standard error does not end with a line break", sourceLocation: sourceLocation)
        let diagnostics = Array(lines.dropLast())
        #expect(!diagnostics.isEmpty, "\(name): no diagnostic", sourceLocation: sourceLocation)
        for line in diagnostics {
            #expect(isDiagnosticLine(line), "\(name): not a diagnostic line: \(line.prefix(300).debugDescription)", sourceLocation: sourceLocation)
        }
        return diagnostics.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    /// `^[^:]+:\d+:\d+: (error|warning): .+$`, with line and column from 1 (a warning: what an
    /// OpenAPI document says that the client cannot).
    static func isDiagnosticLine(_ line: String) -> Bool {
        guard let match = line.wholeMatch(of: /([^:]+):([0-9]+):([0-9]+): (?:error|warning): (.+)/) else { return false }
        return (Int(match.2) ?? 0) >= 1 && (Int(match.3) ?? 0) >= 1
            && !line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }
    }
}
