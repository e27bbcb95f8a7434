import Foundation

extension Bench {
    /// Builds each generator's tool cold, as its build-tool plugin does, and keeps the release
    /// builds for the generation timings.
    mutating func buildTools() throws {
        let configurations = Array(Set(options.toolConfigurations + ["release"])).sorted()
        for generator in generators {
            for configuration in configurations {
                let directory = "\(work)/tools/\(generator.rawValue)-\(configuration)"
                let existing = "\(directory)/.build/\(configuration)/\(generator.pluginToolName)"
                if options.reuseTools, FileManager.default.isExecutableFile(atPath: existing) {
                    log("bindery-bench: reusing \(existing) (not timed)")
                    if configuration == "release" { releaseTools[generator] = existing }
                    continue
                }
                let spec = SyntheticAPI(
                    operations: configuration == "debug" ? incrementalSize : 1, operationsPerFile: options.operationsPerFile)
                try Packages.writeConsumer(generator, at: directory, binderyRoot: bindery, spec: spec)
                log("bindery-bench: resolving \(directory)")
                try Processes.run(["swift", "package", "resolve"], in: directory)
                log("bindery-bench: cold \(configuration) build of the \(generator.title) plugin tool")
                let build = try Processes.run(
                    ["swift", "build", "-c", configuration, "--target", "Noop"], in: directory, timestampLines: true, sampleTree: true)
                let linked = build.lineTimes.last { $0.1.contains("Linking \(generator.pluginToolName)") }?.0
                let tool = "\(directory)/.build/\(configuration)/\(generator.pluginToolName)"
                guard FileManager.default.isExecutableFile(atPath: tool) else {
                    throw BenchError("the \(configuration) build made no \(tool)")
                }
                log("  \(seconds(build.wall)), peak \(mebibytes(build.peakRSS))")
                results.toolBuilds.append(.init(
                    generator: generator, configuration: configuration, wall: build.wall, cpu: build.cpu,
                    peakRSS: build.peakRSS, toolLinkedAt: linked,
                    log: build.lineTimes.map { String(format: "%7.1f ", $0.0) + $0.1 }))
                if configuration == "release" { releaseTools[generator] = tool }
            }
        }
    }
}
