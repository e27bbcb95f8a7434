import Foundation

extension Bench {
    /// Compiles each generator's output in debug, as plain sources of a package on top of the
    /// generator's runtime (built first, not timed): the cost every consumer's clean build pays.
    ///
    /// At the sizes both generators compile, Bindery's output is compiled again after the
    /// peer's, in a package of its own: the mean of its two compiles brackets the peer's in
    /// time, so that the VM's drift over the minutes between them weighs on both sides of the ratio.
    mutating func compile() throws {
        let shared = options.compileSizes.filter { options.sizes.contains($0) }
        for generator in generators {
            if generator == .peer, options.skipPeerCompile { continue }
            let sizes = generator == .bindery ? Array(Set(shared + options.binderyOnlyCompileSizes)).sorted() : shared
            let available = sizes.filter { results.generation(generator, $0) != nil }
            guard !available.isEmpty else { continue }
            let directory = try compilePackage(generator, sizes: available, name: "\(generator.rawValue)-output")
            for size in available {
                log("bindery-bench: debug compile of the \(generator.title) output, N=\(size)")
                let build = try timedCompile(size, in: directory)
                results.compiles.append(.init(
                    generator: generator, operations: size, wall: build.wall, cpu: build.cpu,
                    maxProcessRSS: build.maxProcessRSS, peakTreeRSS: build.peakTreeRSS, noopWall: build.noopWall))
            }
        }

        let bracketed = shared.filter { results.compile(.bindery, $0) != nil && results.compile(.peer, $0) != nil }
        guard !bracketed.isEmpty else { return }
        let directory = try compilePackage(.bindery, sizes: bracketed, name: "bindery-output-after-peer")
        for size in bracketed {
            log("bindery-bench: debug compile of the Bindery output again, after the peer's, N=\(size)")
            let build = try timedCompile(size, in: directory)
            guard let index = results.compiles.firstIndex(where: { $0.generator == .bindery && $0.operations == size })
            else { continue }
            results.compiles[index].wallAfterPeer = build.wall
            results.compiles[index].cpuAfterPeer = build.cpu
        }
    }

    /// A package of `generator`'s output at `sizes` with its runtime built (not timed).
    private func compilePackage(_ generator: Generator, sizes: [Int], name: String) throws -> String {
        let directory = "\(work)/compile/\(name)"
        let outputs = sizes.map { (size: $0, folder: outputDirectory(generator, $0)) }
        try Packages.writeCompilePackage(generator, at: directory, binderyRoot: bindery, outputs: outputs)
        log("bindery-bench: building the \(generator.title) runtime (not timed)")
        try Processes.run(["swift", "package", "resolve"], in: directory)
        for target in Packages.runtimeTargets(generator) {
            try Processes.run(["swift", "build", "--target", target], in: directory)
        }
        return directory
    }

    /// A clean debug build of the `API<size>` target, then a no-op build of it.
    private func timedCompile(
        _ size: Int, in directory: String
    ) throws -> (wall: Double, cpu: Double, maxProcessRSS: Int, peakTreeRSS: Int, noopWall: Double) {
        let build = try Processes.run(["swift", "build", "--target", "API\(size)"], in: directory, sampleTree: true)
        let noop = try Processes.run(["swift", "build", "--target", "API\(size)"], in: directory)
        log("  \(seconds(build.wall)), peak \(mebibytes(build.peakTreeRSS)) (largest process \(mebibytes(build.maxProcessRSS)))")
        return (build.wall, build.cpu, build.maxProcessRSS, build.peakTreeRSS, noop.wall)
    }
}
