import Foundation

/// The figures of one real OpenAPI document (issue 27), both generators side by side.
struct DocumentRun: Codable {
    /// The document's file name without extension (`stripe`).
    var name: String
    var file: String
    var bytes: Int
    /// The component schema whose description the incremental build edits.
    var editedSchema: String?
    var generations: [DocumentGeneration] = []
    var compiles: [DocumentCompile] = []
    var incrementals: [DocumentIncremental] = []

    func generation(_ generator: Generator) -> DocumentGeneration? { generations.first { $0.generator == generator } }

    /// The compile of `generator` in `configuration` at `jobs` (nil: SwiftPM's default, one per core),
    /// the first of them when Bindery's was taken twice.
    func compile(_ generator: Generator, _ configuration: String, jobs: Int? = nil) -> DocumentCompile? {
        compiles.first { $0.generator == generator && $0.configuration == configuration && $0.jobs == jobs && !$0.afterPeer }
    }

    /// Bindery's same debug compile again, after the peer's.
    func compileAfterPeer(jobs: Int?) -> DocumentCompile? {
        compiles.first { $0.generator == .bindery && $0.configuration == "debug" && $0.jobs == jobs && $0.afterPeer }
    }

    func incremental(_ generator: Generator) -> DocumentIncremental? { incrementals.first { $0.generator == generator } }
}

/// One generator's runs on a document: the release tool, a fresh output folder each run.
struct DocumentGeneration: Codable {
    var generator: Generator
    var walls: [Double] = []
    var cpus: [Double] = []
    var peakRSS = 0
    var count: CodeCount?
    /// The first line of the tool's complaint when it could not generate (the peer on OpenAI's document).
    var failure: String?

    var succeeded: Bool { failure == nil && !walls.isEmpty }
    var medianWall: Double { walls.sorted()[walls.count / 2] }
    var medianCPU: Double { cpus.sorted()[cpus.count / 2] }
}

/// A clean build of the target that holds a generator's output of a document.
struct DocumentCompile: Codable {
    var generator: Generator
    var configuration: String
    /// `swift build -j`; nil: SwiftPM's default (as many as the machine has cores).
    var jobs: Int?
    /// Bindery's compile taken again after the peer's, to bracket it.
    var afterPeer = false
    var wall = 0.0
    var cpu = 0.0
    var maxProcessRSS = 0
    var peakTreeRSS = 0
    /// Release only: the `.o` files in `.build/release/<Target>.build/`, their count and the sum of their sizes.
    var objectFiles: Int?
    var objectBytes: Int?
    /// Release only: text + data of those files as `size` (Berkeley format) counts them: what is
    /// loaded, without symbol tables and debug information.
    var objectTextDataBytes: Int?
    var failure: String?

    var succeeded: Bool { failure == nil }
}

/// One schema's description edited: the generator run again the way its plugin runs it, then
/// the debug build of the target again.
struct DocumentIncremental: Codable {
    var generator: Generator
    /// The release tool on the edited document, writing into the target's folder (files whose
    /// bytes did not change are left alone, by both tools, as under their plugins).
    var generationWall = 0.0
    /// `swift build --target API` (debug) right after.
    var compileWall = 0.0
    var compileCPU = 0.0
    /// Files the generator wrote again (modification time), and those whose bytes changed.
    var filesRewritten: [String] = []
    var filesChanged: [String] = []
    var generatedFiles = 0
    /// Swift files the compiler was asked to compile again (`-primary-file` in the verbose log).
    var filesRecompiled = 0
    var failure: String?

    var totalWall: Double { generationWall + compileWall }
    var succeeded: Bool { failure == nil }
}
