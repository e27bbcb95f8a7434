import Foundation

extension Bench {
    /// Compiles each generator's output in debug, as plain sources of a package on top of the
    /// generator's runtime (built first, not timed): the cost every consumer's clean build pays.
    mutating func compile() throws {
        let shared = options.compileSizes.filter { options.sizes.contains($0) }
        for generator in generators {
            if generator == .peer, options.skipPeerCompile { continue }
            let sizes = generator == .bindery ? Array(Set(shared + options.binderyOnlyCompileSizes)).sorted() : shared
            let available = sizes.filter { results.generation(generator, $0) != nil }
            guard !available.isEmpty else { continue }
            let directory = "\(work)/compile/\(generator.rawValue)-output"
            let outputs = available.map { (size: $0, folder: outputDirectory(generator, $0)) }
            try Packages.writeCompilePackage(generator, at: directory, binderyRoot: bindery, outputs: outputs)
            log("bindery-bench: building the \(generator.title) runtime (not timed)")
            try Processes.run(["swift", "package", "resolve"], in: directory)
            for target in Packages.runtimeTargets(generator) {
                try Processes.run(["swift", "build", "--target", target], in: directory)
            }
            for size in available {
                log("bindery-bench: debug compile of the \(generator.title) output, N=\(size)")
                let build = try Processes.run(["swift", "build", "--target", "API\(size)"], in: directory, sampleTree: true)
                let noop = try Processes.run(["swift", "build", "--target", "API\(size)"], in: directory)
                log("  \(seconds(build.wall)), peak \(mebibytes(build.peakTreeRSS)) (largest process \(mebibytes(build.maxProcessRSS)))")
                results.compiles.append(.init(
                    generator: generator, operations: size, wall: build.wall, cpu: build.cpu,
                    maxProcessRSS: build.maxProcessRSS, peakTreeRSS: build.peakTreeRSS, noopWall: noop.wall))
            }
        }
    }
}
