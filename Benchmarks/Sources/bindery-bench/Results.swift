import Foundation

/// Every figure of one run.
struct Results: Codable {
    struct ToolBuild: Codable {
        var generator: Generator
        var configuration: String
        var wall: Double
        var cpu: Double
        var peakRSS: Int
        /// Seconds until the tool was linked (from the build's own progress lines).
        var toolLinkedAt: Double?
        /// The build's progress lines, each prefixed with the seconds since it started.
        var log: [String] = []
    }

    struct Generation: Codable {
        var generator: Generator
        var operations: Int
        var walls: [Double]
        /// User + system CPU seconds of each run, all threads: the work done, which other work on
        /// the machine changes less than the wall time.
        var cpus: [Double]
        var peakRSS: Int
        var count: CodeCount
        var medianWall: Double { walls.sorted()[walls.count / 2] }
        var medianCPU: Double { cpus.sorted()[cpus.count / 2] }
    }

    struct Compile: Codable {
        var generator: Generator
        var operations: Int
        var wall: Double
        var cpu: Double
        var maxProcessRSS: Int
        var peakTreeRSS: Int
        /// A no-op `swift build` of the same target right after: SwiftPM's own floor.
        var noopWall: Double
        /// Bindery's same compile again, after the peer's (at the sizes both compile).
        var wallAfterPeer: Double?
        var cpuAfterPeer: Double?

        /// The mean of the wall times before and after the peer's, when there are two: what the
        /// ratio to the peer uses, so that the machine's drift between them cancels.
        var bracketedWall: Double { Self.mean(wall, wallAfterPeer) }

        static func mean(_ before: Double, _ after: Double?) -> Double { after.map { ($0 + before) / 2 } ?? before }
    }

    struct Incremental: Codable {
        var generator: Generator
        var operations: Int
        var firstBuildWall: Double
        var noopWall: Double
        var noopGeneratorRuns: Int
        var noopFilesRewritten: Int
        var editedFile: String
        var editWall: Double
        var editGeneratorRuns: Int
        var editFilesRewritten: [String]
        /// The files whose bytes the edit changed; nil in runs saved before it was recorded.
        var editFilesChanged: [String]?
        var generatedFiles: Int
        var editFilesRecompiled: Int
    }

    var machine: Machine
    var options: [String]
    var toolBuilds: [ToolBuild] = []
    var generations: [Generation] = []
    var compiles: [Compile] = []
    var incrementals: [Incremental] = []
    var runtime: String?
    var runtimeFigures: [String: Double] = [:]
    /// Real OpenAPI documents; nil in runs without them (and in files saved before they were measured).
    var documents: [DocumentRun]?

    func generation(_ generator: Generator, _ operations: Int) -> Generation? {
        generations.first { $0.generator == generator && $0.operations == operations }
    }

    func compile(_ generator: Generator, _ operations: Int) -> Compile? {
        compiles.first { $0.generator == generator && $0.operations == operations }
    }

    func toolBuild(_ generator: Generator, _ configuration: String) -> ToolBuild? {
        toolBuilds.first { $0.generator == generator && $0.configuration == configuration }
    }

    func incremental(_ generator: Generator) -> Incremental? {
        incrementals.first { $0.generator == generator }
    }
}

// MARK: - Formatting

func seconds(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f s", value) }
    if value >= 10 { return String(format: "%.1f s", value) }
    if value >= 1 { return String(format: "%.2f s", value) }
    return String(format: "%.0f ms", value * 1000)
}

func mebibytes(_ bytes: Int) -> String {
    String(format: "%.0f MiB", Double(bytes) / 1_048_576)
}

func ratio(_ value: Double, _ reference: Double) -> String {
    guard reference > 0 else { return "–" }
    let ratio = value / reference
    if ratio < 0.1 { return String(format: "%.3f (1/%.0f)", ratio, 1 / ratio) }
    if ratio < 1 { return String(format: "%.2f (1/%.1f)", ratio, 1 / ratio) }
    return String(format: "%.2f", ratio)
}

func grouped(_ value: Int) -> String {
    let text = String(value)
    var result = ""
    for (index, character) in text.enumerated() {
        if index > 0, (text.count - index) % 3 == 0 { result += "," }
        result.append(character)
    }
    return result
}
