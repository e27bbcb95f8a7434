import Foundation

/// The folders a real document is measured in, under `<work>/documents/<name>/`:
///
///     bindery/openapi.<ext>              Bindery's spec folder: the document alone, as a user's
///     peer/openapi.<ext>                 the peer's input, with its generator config
///     peer/openapi-generator-config.yaml
///     generated/<generator>[-<run>]/     each generation run's output
///     compile-<generator>/               the compile package: target `API` holds the output
struct DocumentFolders {
    var root: String
    var document: DocumentSource

    var binderySpec: String { root + "/bindery" }
    var peerSpec: String { root + "/peer" }
    var peerConfig: String { peerSpec + "/openapi-generator-config.yaml" }

    func spec(_ generator: Generator) -> String { generator == .bindery ? binderySpec : peerSpec }
    func documentPath(_ generator: Generator) -> String { spec(generator) + "/" + document.specFileName }
    func output(_ generator: Generator, run: Int = 0) -> String {
        root + "/generated/\(generator.rawValue)" + (run == 0 ? "" : "-\(run)")
    }
    func compilePackage(_ generator: Generator) -> String { root + "/compile-\(generator.rawValue)" }
    /// The compile package's target folder, which the incremental build regenerates into.
    func targetSources(_ generator: Generator) -> String { compilePackage(generator) + "/Sources/\(Self.target)" }

    /// The compile package's one target.
    static let target = "API"

    /// Writes both generators' inputs: the document, byte for byte, under the name each reads.
    func writeInputs(_ contents: [UInt8]) throws {
        for generator in Generator.allCases {
            try FileManager.default.createDirectory(atPath: spec(generator), withIntermediateDirectories: true)
            try Data(contents).write(to: URL(fileURLWithPath: documentPath(generator)))
        }
        try SyntheticAPI.openAPIConfig.write(toFile: peerConfig, atomically: false, encoding: .utf8)
    }

    /// The generator's command for the document, writing into `output`: for Bindery, the plugin
    /// tool with the arguments its build plugin passes for a folder holding one document (which
    /// produce the plugin's sixteen fixed shards per section, and the module's DocC catalogue
    /// beside them); for the peer, its CLI with the config its plugin would read (types and
    /// client, public).
    func command(_ generator: Generator, tool: String, output: String) -> [String] {
        switch generator {
        case .bindery:
            return [
                tool, "generate", binderySpec, "--output", output, "--planned", document.specFileName,
                "--docc", catalogueFolder(besides: output), "--module", Self.target,
            ]
        case .peer:
            return [tool, "generate", documentPath(.peer), "--config", peerConfig, "--output-directory", output]
        }
    }
}

/// What a target's build leaves in a package's build folder.
enum BuildProducts {
    /// The configuration's build folder (`.build/debug` is a link to the triple's folder).
    static func folder(_ package: String, _ configuration: String) -> String {
        URL(fileURLWithPath: package + "/.build/" + configuration).resolvingSymlinksInPath().path
    }

    /// Removes what compiling `target` made (its objects, its module, the driver's dependency
    /// records), so that the next build of it is a clean one while its dependencies stay built.
    /// What SwiftPM wrote when it planned the build (`output-file-map.json`, `sources`) stays:
    /// the build would fail without it.
    static func clean(_ target: String, in package: String, configuration: String) throws {
        let manager = FileManager.default
        let build = folder(package, configuration)
        let intermediates = build + "/\(target).build"
        for entry in (try? manager.contentsOfDirectory(atPath: intermediates)) ?? []
        where !["output-file-map.json", "sources"].contains(entry) {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: intermediates + "/" + entry, isDirectory: &isDirectory), !isDirectory.boolValue {
                try manager.removeItem(atPath: intermediates + "/" + entry)
            }
        }
        for directory in [build, build + "/Modules"] {
            for entry in (try? manager.contentsOfDirectory(atPath: directory)) ?? []
            where entry.hasPrefix("\(target).swift") || entry == "\(target).o" {
                try manager.removeItem(atPath: directory + "/" + entry)
            }
        }
    }

    /// The `.o` files of `target`'s release build: how many, the sum of their sizes, and the sum
    /// of their text and data as `size` counts them (nil when `size` cannot be run).
    static func objectCode(_ target: String, in package: String) throws -> (files: Int, bytes: Int, textData: Int?) {
        let directory = folder(package, "release") + "/\(target).build"
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: directory) else { throw BenchError("no \(directory)") }
        var objects: [String] = []
        var bytes = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".o") else { continue }
            objects.append(directory + "/" + path)
            bytes += (try manager.attributesOfItem(atPath: directory + "/" + path)[.size] as? Int) ?? 0
        }
        guard !objects.isEmpty else { throw BenchError("no .o file in \(directory)") }
        return (objects.count, bytes, textAndData(objects.sorted()))
    }

    /// Berkeley `size` lines: `text data bss dec hex filename`, one per file after the header.
    private static func textAndData(_ objects: [String]) -> Int? {
        guard let result = try? Processes.run(["size"] + objects, check: false), result.succeeded else { return nil }
        var total = 0
        for line in result.output.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).flatMap { $0.split(separator: "\t") }
            guard fields.count >= 2, let text = Int(fields[0]), let data = Int(fields[1]) else { return nil }
            total += text + data
        }
        return total
    }
}

/// The first line of a failed tool's or build's output worth reading: the first that says
/// "error" (from its `error: `, which the peer prints after other text on the same line), else
/// the first that is not empty.
func firstErrorLine(_ output: String) -> String {
    let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    var line = lines.first { $0.range(of: "error", options: .caseInsensitive) != nil } ?? lines.first ?? "(no output)"
    if let range = line.range(of: "error: ") { line = String(line[range.lowerBound...]) }
    return line.count > 300 ? String(line.prefix(300)) + "…" : line
}
