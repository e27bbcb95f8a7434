import Foundation

extension Bench {
    /// The job count at which Bindery's debug compile is taken again after the peer's: the
    /// largest both sides are compiled at.
    var bracketJobs: Int? { Set(options.documentJobs).intersection(options.documentPeerJobs).max() }

    /// Compiles each generator's output of the document in a package of its own (runtime built
    /// first, not timed): clean debug builds at each job count, a clean release build and its
    /// object code; Bindery's debug build again after the peer's, so that the machine's drift
    /// over the peer's minutes weighs on both sides.
    mutating func compileDocument(_ run: inout DocumentRun, _ folders: DocumentFolders) throws {
        let release = !options.skipDocumentRelease
        let compiled = generators.filter { generator in
            run.generation(generator)?.succeeded == true && !(generator == .peer && options.skipPeerCompile)
        }
        for generator in compiled {
            try prepareCompilePackage(generator, folders, release: release)
            for jobs in generator == .bindery ? options.documentJobs : options.documentPeerJobs {
                run.compiles.append(try timedDocumentBuild(generator, folders, configuration: "debug", jobs: jobs))
            }
            if release { run.compiles.append(try timedDocumentBuild(generator, folders, configuration: "release", jobs: nil)) }
        }
        if let jobs = bracketJobs, compiled.contains(.bindery), run.compile(.peer, "debug", jobs: jobs)?.succeeded == true {
            log("bindery-bench: Bindery's debug compile of \(folders.document.name) again, after the peer's")
            var again = try timedDocumentBuild(.bindery, folders, configuration: "debug", jobs: jobs)
            again.afterPeer = true
            run.compiles.append(again)
        }
    }

    /// Writes the compile package of `generator`'s output and builds its runtime (not timed).
    private func prepareCompilePackage(_ generator: Generator, _ folders: DocumentFolders, release: Bool) throws {
        let package = folders.compilePackage(generator)
        try Packages.writeCompilePackage(
            generator, at: package, binderyRoot: bindery, targets: [(DocumentFolders.target, folders.output(generator))])
        log("bindery-bench: building the \(generator.title) runtime for \(folders.document.name) (not timed)")
        try Processes.run(["swift", "package", "resolve"], in: package)
        for configuration in release ? ["debug", "release"] : ["debug"] {
            for target in Packages.runtimeTargets(generator) {
                try Processes.run(["swift", "build", "-c", configuration, "--target", target], in: package)
            }
        }
    }

    /// A clean build of the target in `configuration` at `jobs` (nil: SwiftPM's default); a
    /// failed build (the compiler out of memory, say) is recorded, and the run goes on.
    private func timedDocumentBuild(
        _ generator: Generator, _ folders: DocumentFolders, configuration: String, jobs: Int?
    ) throws -> DocumentCompile {
        let package = folders.compilePackage(generator)
        let target = DocumentFolders.target
        try planBuild(generator, package, configuration: configuration)
        try BuildProducts.clean(target, in: package, configuration: configuration)
        let arguments = ["swift", "build", "-c", configuration, "--target", target] + (jobs.map { ["-j", "\($0)"] } ?? [])
        log("bindery-bench: \(configuration) compile of the \(generator.title) output of \(folders.document.name)"
            + (jobs.map { ", -j\($0)" } ?? ""))
        let build = try Processes.run(arguments, in: package, check: false, sampleTree: true)
        var compile = DocumentCompile(
            generator: generator, configuration: configuration, jobs: jobs, wall: build.wall, cpu: build.cpu,
            maxProcessRSS: build.maxProcessRSS, peakTreeRSS: build.peakTreeRSS)
        guard build.succeeded else {
            compile.failure = firstErrorLine(build.output)
            log("  failed after \(seconds(build.wall)): \(compile.failure ?? "")")
            return compile
        }
        var objects = ""
        if configuration == "release" {
            let code = try BuildProducts.objectCode(target, in: package)
            compile.objectFiles = code.files
            compile.objectBytes = code.bytes
            compile.objectTextDataBytes = code.textData
            objects = ", \(code.files) .o files, \(kibibytes(code.bytes))"
        }
        log("  \(seconds(build.wall)), CPU \(seconds(build.cpu)), peak \(mebibytes(build.peakTreeRSS)) "
            + "(largest process \(mebibytes(build.maxProcessRSS)))\(objects)")
        return compile
    }

    /// SwiftPM plans a package's build again when the configuration changes (running every
    /// build plugin of its graph: Bindery's package applies its own to five targets), or when a
    /// target's folder gains, loses or replaces a file. A no-op build of the runtime, not timed,
    /// leaves the timed build with only its own work, as in a consumer's build.
    private func planBuild(_ generator: Generator, _ package: String, configuration: String) throws {
        guard let runtime = Packages.runtimeTargets(generator).first else { return }
        try Processes.run(["swift", "build", "-c", configuration, "--target", runtime], in: package)
    }

    /// Edits one component schema's description in both generators' copies of the document,
    /// runs each generator again into its own output folder (as its plugin would: only files
    /// whose bytes change are written), copies the changed files into the compile package's
    /// target in place (so that SwiftPM does not plan the build again, as it does not for a
    /// plugin's outputs), then builds the target in debug again.
    mutating func rebuildAfterEdit(_ run: inout DocumentRun, _ folders: DocumentFolders, original: [UInt8]) throws {
        guard let schema = run.editedSchema else {
            log("bindery-bench: no described component schema to edit in \(folders.document.name); no incremental build")
            return
        }
        try folders.writeInputs(try DocumentEdit.edit(original, schema: schema, isJSON: folders.document.isJSON))
        for generator in generators {
            // The debug build the edit starts from: the last one taken, complete.
            guard let last = run.compiles.last(where: { $0.generator == generator && $0.configuration == "debug" }),
                last.succeeded, let tool = releaseTools[generator]
            else { continue }
            log("bindery-bench: \(generator.title): \(folders.document.name)'s schema \(schema) edited, generate and build again")
            let package = folders.compilePackage(generator)
            try planBuild(generator, package, configuration: "debug")
            // The first run's output folder: the same files as the target's.
            let output = folders.output(generator)
            let timesBefore = modificationTimes(output)
            let contentsBefore = contents(output)
            // File systems with coarse timestamps: make a rewrite visible.
            usleep(1_100_000)
            var incremental = DocumentIncremental(generator: generator)
            let generation = try Processes.run(folders.command(generator, tool: tool, output: output), check: false)
            incremental.generationWall = generation.wall
            let timesAfter = modificationTimes(output)
            let contentsAfter = contents(output)
            incremental.filesRewritten = timesAfter.keys.filter { timesAfter[$0] != timesBefore[$0] }.sorted()
            incremental.filesChanged = contentsAfter.keys.filter { contentsAfter[$0] != contentsBefore[$0] }.sorted()
            incremental.generatedFiles = timesAfter.count
            for file in incremental.filesChanged {
                try overwrite(folders.targetSources(generator) + "/" + file, with: contentsAfter[file] ?? Data())
            }
            if generation.succeeded {
                let build = try Processes.run(["swift", "build", "-v", "--target", DocumentFolders.target], in: package, check: false)
                incremental.compileWall = build.wall
                incremental.compileCPU = build.cpu
                incremental.filesRecompiled = recompiledFiles(build.output)
                if !build.succeeded { incremental.failure = firstErrorLine(build.output) }
            } else {
                incremental.failure = firstErrorLine(generation.output)
            }
            log("  generation \(seconds(incremental.generationWall)) (\(incremental.filesChanged.count) of "
                + "\(incremental.generatedFiles) files changed, \(incremental.filesRewritten.count) rewritten), "
                + "build \(seconds(incremental.compileWall)) (\(incremental.filesRecompiled) files recompiled)"
                + (incremental.failure.map { ": failed: \($0)" } ?? ""))
            run.incrementals.append(incremental)
        }
    }

    /// Writes `data` into the file at `path` in place (same file, no rename), creating it if needed.
    private func overwrite(_ path: String, with data: Data) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            try data.write(to: URL(fileURLWithPath: path))
            return
        }
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
    }
}
