import BinderyTestSupport
import Foundation
import Testing

extension Tag {
    /// Tests that build whole packages through the build-tool plugin with `swift build`: minutes,
    /// not seconds. `swift test --skip PluginRegenerationTests` leaves them out while iterating.
    @Tag static var packageBuild: Self
}

/// A package in a temporary folder, built with `swift build` as a person would, and what each
/// build did to the target that applies the plugin.
struct ScratchPackage {
    let root: URL
    /// The target that applies BinderyPlugin.
    let target: String

    /// What one `swift build` did.
    struct Build {
        var succeeded: Bool
        /// Everything `swift build` printed.
        var log: String
        /// Whether the plugin's command ran the generator.
        var generated: Bool
        /// The target's files the compiler compiled (file names).
        var compiled: Set<String>
        /// The generated files written anew or removed (file names).
        var written: Set<String>
    }

    /// The manifest of a consumer package whose `bindery` folder links to this checkout, with
    /// `targets` (lines of a manifest's target list, such as `pluginTarget(_:)`).
    static func consumerManifest(name: String, targets: [String]) -> String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [.package(path: "../bindery")],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """
    }

    /// A target that applies the plugin, as lines of a manifest's target list.
    static func pluginTarget(_ name: String) -> String {
        """
                .target(
                    name: "\(name)",
                    dependencies: [.product(name: "BinderyRuntime", package: "bindery")],
                    plugins: [.plugin(name: "BinderyPlugin", package: "bindery")]
                ),
        """
    }

    /// Writes `text` to `path` (relative to the package root), making folders as needed.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Appends `text` to the file at `path` in place, as an editor that does not replace files does.
    func append(_ path: String, _ text: String) throws {
        let handle = try FileHandle(forWritingTo: root.appendingPathComponent(path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    func move(_ from: String, to: String) throws {
        try FileManager.default.moveItem(at: root.appendingPathComponent(from), to: root.appendingPathComponent(to))
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// The folder the plugin writes the target's Swift into.
    var generatedFolder: URL? {
        let outputs = root.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "GeneratedSources", url.path.contains("/\(target)/") { return url }
        }
        return nil
    }

    /// The generated Swift, all files joined, for checks on what it declares.
    func generatedText() throws -> String {
        guard let folder = generatedFolder else { return "" }
        return try snapshot(folder).keys.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    /// Runs `swift` with `arguments` in the package (`["package", "bindery-lint"]`).
    func swift(_ arguments: [String]) async throws -> Subprocess {
        try await Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: root)
    }

    /// Runs `swift build` for the target, noting what it generated and compiled.
    func build() async throws -> Build {
        let before = try generatedFolder.map(snapshot) ?? [:]
        let result = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--target", target], in: root)
        let after = try generatedFolder.map(snapshot) ?? [:]
        let log = result.standardOutput + result.standardError
        let compiledPrefix = "Compiling \(target) "
        var compiled: Set<String> = []
        for line in log.split(separator: "\n") {
            guard let range = line.range(of: compiledPrefix) else { continue }
            compiled.insert(String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces))
        }
        let written = Set(after.keys.filter { after[$0] != before[$0] } + before.keys.filter { after[$0] == nil })
        return Build(
            succeeded: result.status == 0, log: log,
            generated: log.contains("Generating \(target)"), compiled: compiled, written: written)
    }

    /// Builds until a build runs nothing: SwiftPM plans a new package twice, and after a file is
    /// added to or removed from a spec folder at the package root the generator runs once more
    /// to watch the new files (docs/PLUGIN.md). That one extra build must write and compile
    /// nothing; the build after it must not even run the generator.
    func expectSettled(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let first = try await build()
        #expect(first.succeeded, "\(comment): \(first.log)", sourceLocation: sourceLocation)
        #expect(first.written.isEmpty, "\(comment): \(first.written)", sourceLocation: sourceLocation)
        #expect(first.compiled.isEmpty, "\(comment): \(first.compiled)", sourceLocation: sourceLocation)
        guard first.generated else { return }
        let second = try await build()
        #expect(second.succeeded && !second.generated && second.compiled.isEmpty, "\(comment): \(second.log)", sourceLocation: sourceLocation)
    }

    /// File name → modification time and size, for the Swift files of a folder.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".swift") {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[name] = "\(date) \(attributes[.size] ?? 0)"
        }
        return result
    }
}
