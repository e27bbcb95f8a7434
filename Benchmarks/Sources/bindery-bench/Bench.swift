import Foundation

/// The phases of one run, in order: snapshot, cold tool builds, generation, compilation,
/// plugin rebuilds, real documents, per-call cost, report. Each phase is in a file `Bench+<Phase>.swift`.
struct Bench {
    let options: Options
    let work: String
    let checkout: String
    var results: Results

    /// The Bindery the measurements use: a copy of the checkout, or the checkout itself.
    var bindery: String

    /// The release tools the generation timings run.
    var releaseTools: [Generator: String] = [:]

    var generators: [Generator] { options.skipPeer ? [.bindery] : [.bindery, .peer] }
    var allSizes: [Int] { Array(Set(options.sizes + options.binderyOnlySizes)).sorted() }
    var incrementalSize: Int { options.incrementalSize ?? options.sizes.min() ?? 50 }

    init(options: Options) {
        self.options = options
        // This file is Benchmarks/Sources/bindery-bench/Bench.swift.
        let benchmarks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        checkout = options.binderyRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? benchmarks.deletingLastPathComponent().path
        work = options.workDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? NSTemporaryDirectory() + "bindery-bench-\(getpid())"
        bindery = checkout
        results = Results(machine: Machine.describe(checkout: checkout, revision: options.revision),
                          options: Array(CommandLine.arguments.dropFirst()))
    }

    mutating func run() throws {
        log("bindery-bench: scratch folder \(work)")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        if options.snapshot { try takeSnapshot() }
        try buildTools()
        if !options.documentsOnly {
            try generate()
            if !options.skipCompile { try compile() }
            if !options.skipIncremental { try checkRebuilds() }
        }
        if options.measureDocuments { try measureDocuments() }
        if !options.documentsOnly, !options.skipRuntime { try runRuntimeBenchmark() }
        results.machine.loadAfter = Machine.loadAverage()

        let report = Report(results: results, options: options)
        let markdown = report.markdown()
        print(markdown)
        if let path = options.markdownPath { try markdown.write(toFile: path, atomically: true, encoding: .utf8) }
        if let path = options.jsonPath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(results).write(to: URL(fileURLWithPath: path))
        }
        if !options.keep, options.workDirectory == nil { try? FileManager.default.removeItem(atPath: work) }
    }

    /// Copies the checkout without its build folders and history (or exports a revision of
    /// it), so that every phase measures the same sources even while people keep editing it.
    mutating func takeSnapshot() throws {
        let destination = work + "/bindery"
        try recreate(destination)
        if let revision = options.revision {
            log("bindery-bench: exporting \(revision) of \(checkout) to \(destination)")
            try Processes.run([
                "/bin/sh", "-c", "git -C \"$0\" archive --format=tar \"$1\" | tar -C \"$2\" -xf -",
                checkout, revision, destination,
            ])
        } else {
            log("bindery-bench: copying \(checkout) to \(destination)")
            try Processes.run([
                "/bin/sh", "-c",
                "tar -C \"$0\" --exclude=./.build --exclude='./.build-*' --exclude='./.build_*' --exclude=./.git "
                    + "--exclude=./.swiftpm --exclude=./Benchmarks/.build --exclude=./Package.resolved -cf - . "
                    + "| tar -C \"$1\" -xf -",
                checkout, destination,
            ])
        }
        bindery = destination
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
