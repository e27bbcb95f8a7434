import Foundation

extension Bench {
    /// In the debug consumer package (its tool is built already): a first build, a no-op
    /// rebuild, then a rebuild after editing one spec file; counts generator runs from
    /// `swift build -v` and rewritten outputs from their modification times.
    mutating func checkRebuilds() throws {
        for generator in generators {
            let directory = "\(work)/tools/\(generator.rawValue)-debug"
            let spec = SyntheticAPI(operations: incrementalSize, operationsPerFile: options.operationsPerFile)
            if FileManager.default.fileExists(atPath: directory + "/Package.swift") {
                try Packages.writeSpec(generator, at: directory, spec: spec)
            } else {
                try Packages.writeConsumer(generator, at: directory, binderyRoot: bindery, spec: spec)
                try Processes.run(["swift", "package", "resolve"], in: directory)
            }
            log("bindery-bench: plugin rebuilds with \(generator.title), N=\(incrementalSize)")
            // Every build here is verbose: switching `-v` makes SwiftPM plan the build again, and
            // after a new plan it links the plugin's tool again and runs the generation once more.
            let first = try Processes.run(["swift", "build", "-v", "--target", "API"], in: directory)
            guard let outputs = generatedFolder(in: directory) else { throw BenchError("no plugin output in \(directory)") }
            let before = modificationTimes(outputs)
            // File systems with coarse timestamps: make a rewrite visible.
            usleep(1_100_000)
            let noop = try Processes.run(["swift", "build", "-v", "--target", "API"], in: directory)
            let afterNoop = modificationTimes(outputs)
            let contentsBeforeEdit = contents(outputs)

            let edited: String
            switch generator {
            case .bindery: edited = directory + "/Specs/API/items-0000.yaml"
            case .peer: edited = directory + "/Sources/API/openapi.yaml"
            }
            var text = try String(contentsOfFile: edited, encoding: .utf8)
            guard let range = text.range(of: "Creates an item of kind 0.") else { throw BenchError("nothing to edit in \(edited)") }
            text.replaceSubrange(range, with: "Creates an item of kind 0, edited.")
            try text.write(toFile: edited, atomically: false, encoding: .utf8)
            usleep(1_100_000)
            let edit = try Processes.run(["swift", "build", "-v", "--target", "API"], in: directory)
            let afterEdit = modificationTimes(outputs)

            let rewritten = afterEdit.keys.filter { afterEdit[$0] != afterNoop[$0] }.sorted()
            let contentsAfterEdit = contents(outputs)
            let changed = contentsAfterEdit.keys.filter { contentsAfterEdit[$0] != contentsBeforeEdit[$0] }.sorted()
            let incremental = Results.Incremental(
                generator: generator, operations: incrementalSize, firstBuildWall: first.wall, noopWall: noop.wall,
                noopGeneratorRuns: generatorRuns(noop.output, generator),
                noopFilesRewritten: afterNoop.keys.filter { afterNoop[$0] != before[$0] }.count,
                editedFile: (edited as NSString).lastPathComponent, editWall: edit.wall,
                editGeneratorRuns: generatorRuns(edit.output, generator), editFilesRewritten: rewritten,
                editFilesChanged: changed,
                generatedFiles: afterEdit.count, editFilesRecompiled: recompiledFiles(edit.output))
            log("  no-op: \(incremental.noopGeneratorRuns) generator runs; one edit: \(incremental.editGeneratorRuns) runs, "
                + "rewrote \(rewritten.joined(separator: ", ")) of \(afterEdit.count) files")
            results.incrementals.append(incremental)
        }
    }

    /// The folder the plugin writes the API target's sources into.
    func generatedFolder(in package: String) -> String? {
        let root = package + "/.build/plugins/outputs"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return nil }
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix("GeneratedSources"), path.contains("/API/") { return root + "/" + path }
        }
        return nil
    }

    /// The bytes of each generated file, to tell a file whose content changed from one merely
    /// written again.
    func contents(_ folder: String) -> [String: Data] {
        var contents: [String: Data] = [:]
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".swift") {
            contents[file] = FileManager.default.contents(atPath: folder + "/" + file)
        }
        return contents
    }

    func modificationTimes(_ folder: String) -> [String: Date] {
        var times: [String: Date] = [:]
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix(".swift") {
            times[file] = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + file))?[.modificationDate] as? Date
        }
        return times
    }

    /// Invocations of the generator in a verbose build log: each is a command line starting
    /// with the tool's path.
    func generatorRuns(_ log: String, _ generator: Generator) -> Int {
        log.split(separator: "\n").filter { line in
            line.contains("/\(generator.pluginToolName) ") && line.contains(" generate ")
        }.count
    }

    /// Swift files of the targets the compiler was asked to compile, from a verbose build log.
    /// Package manifests are left out: SwiftPM compiles them again whenever it plans the build
    /// again, and they are no part of the generated code (an earlier count of "6 compiled" after
    /// one generated file changed was that file and five manifests).
    func recompiledFiles(_ log: String) -> Int {
        var files = Set<Substring>()
        for line in log.split(separator: "\n") where line.contains("swift-frontend") || line.contains("swiftc") {
            let words = line.split(separator: " ")
            for (index, word) in words.enumerated() where word == "-primary-file" && index + 1 < words.count {
                let file = words[index + 1]
                let name = file.split(separator: "/").last ?? file
                guard !(name == "Package.swift" || name.hasPrefix("Package@swift")) else { continue }
                files.insert(file)
            }
        }
        return files.count
    }
}
