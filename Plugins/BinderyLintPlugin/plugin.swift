import Foundation
import PackagePlugin

/// `swift package bindery-lint`: checks the Bindery spec of every target of the package with
/// `bindery lint`, without building the targets, so a package that depends on Bindery can lint
/// its specs without installing the tool:
///
/// ```sh
/// swift package bindery-lint                     # every target that has a spec folder
/// swift package bindery-lint --target MyAPI      # only these targets (repeatable)
/// ```
///
/// A plugin cannot see which targets apply BinderyPlugin, so every source module target that has
/// a spec folder is linted, found the way BinderyPlugin finds it: `Specs/<Target>/` at the
/// package root or a `Specs` folder inside the target's folder (one of the two; both is an
/// error). A spec folder whose target the package lacks (`Specs/<Name>` with no such target, or
/// `Sources/<Name>/Specs` of a target SwiftPM dropped for want of a Swift file) is reported with
/// a warning: its spec would never be built. Every problem is printed as `path:line:column: error: message`;
/// when any spec has one, the command fails.
@main
struct BinderyLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            say(Self.usage)
            return
        }
        let requested = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw LintPluginError.unexpectedArguments(extractor.remainingArguments)
        }

        let package = context.package
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }
        for orphan in orphanSpecFolders(in: package, targets: targets) {
            Diagnostics.warning(orphanWarning(orphan.name, folder: orphan.folder, package: package))
        }

        // The targets to lint, each with the spec folders it has (one, or two by mistake).
        var specs: [(target: String, folders: [URL])] = []
        if requested.isEmpty {
            specs = targets.map { ($0.name, specFolders(of: $0, in: package)) }.filter { !$0.folders.isEmpty }
        } else {
            for name in requested {
                guard let target = targets.first(where: { $0.name == name }) else {
                    let linted = targets.filter { !specFolders(of: $0, in: package).isEmpty }.map(\.name)
                    throw LintPluginError.noSuchTarget(name, withSpecs: linted)
                }
                let folders = specFolders(of: target, in: package)
                guard !folders.isEmpty else {
                    throw LintPluginError.noSpecFolder(target: name, looked: specFolderCandidates(of: target, in: package).map(\.path))
                }
                specs.append((name, folders))
            }
        }
        guard !specs.isEmpty else {
            Diagnostics.warning("no target of package '\(package.displayName)' has a Bindery spec folder (Specs/<Target>/ at the package root, or Specs/ inside the target); nothing to lint")
            return
        }

        let tool = try context.tool(named: "bindery").url
        var failed: [String] = []
        for (target, folders) in specs {
            guard let folder = folders.first, folders.count == 1 else {
                // BinderyPlugin refuses to guess which of the two the build should use.
                Diagnostics.error("target '\(target)' has two spec folders, \(folders.map(\.path).joined(separator: " and ")); keep one")
                failed.append(target)
                continue
            }
            // bindery lint prints its `path:line:column: error:` lines itself, to the output the
            // plugin shares with it, which SwiftPM relays. They stay in that form: SwiftPM would
            // print a Diagnostics.error without its file, line and column.
            let status = try run(tool, ["lint", folder.path], in: package.directoryURL)
            let shown = relativePath(of: folder, in: package)
            say("\(target): \(shown) \(status == 0 ? "is valid" : "has errors")")
            if status != 0 { failed.append(target) }
        }
        guard failed.isEmpty else {
            throw LintPluginError.lintFailed(failed, of: specs.count)
        }
    }

    static let usage = """
        OVERVIEW: Check the Bindery specs of the package's targets without building them.

        USAGE: swift package bindery-lint [--target <target> ...]

        OPTIONS:
          --target <target>  Lint only this target's spec (repeatable). By default every
                             target with a spec folder: Specs/<Target>/ at the package root,
                             or Specs/ inside the target's folder.
          --help             Show this help.
        """

    /// Where a target's spec may be.
    ///
    /// This must agree with `BinderyPlugin.specFolder(of:packageRoot:)` in
    /// Plugins/BinderyPlugin/plugin.swift (a plugin cannot share code with another): the same two
    /// folders, exactly one of which may exist. Otherwise the lint checks a spec the build does
    /// not use.
    private func specFolderCandidates(of target: SourceModuleTarget, in package: Package) -> [URL] {
        [
            package.directoryURL.appending(components: "Specs", target.name),
            target.directoryURL.appending(component: "Specs"),
        ]
    }

    /// The spec folders `target` has: none, the one BinderyPlugin generates it from, or two.
    private func specFolders(of target: SourceModuleTarget, in package: Package) -> [URL] {
        specFolderCandidates(of: target, in: package).filter(isDirectory)
    }

    /// Spec folders of targets the package graph lacks, in either layout: `Specs/<Name>` and
    /// `Sources/<Name>/Specs` (a target folder with a spec but no Swift file is dropped by
    /// SwiftPM, so it is missing here too). Each as (target name, folder as people know it).
    private func orphanSpecFolders(in package: Package, targets: [SourceModuleTarget]) -> [(name: String, folder: String)] {
        let targetNames = Set(targets.map(\.name))
        func folders(in parent: String) -> [String] {
            let url = package.directoryURL.appending(component: parent)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { !$0.hasPrefix(".") && !targetNames.contains($0) && isDirectory(url.appending(component: $0)) }.sorted()
        }
        let atRoot = folders(in: "Specs").map { (name: $0, folder: "Specs/\($0)") }
        let inTargets = folders(in: "Sources")
            .filter { isDirectory(package.directoryURL.appending(components: "Sources", $0, "Specs")) }
            .map { (name: $0, folder: "Sources/\($0)/Specs") }
        return atRoot + inTargets
    }

    /// What to write in Package.swift for a spec folder no target uses.
    private func orphanWarning(_ name: String, folder: String, package: Package) -> String {
        // In Bindery's own package the runtime and the plugin are local; elsewhere they come
        // from the dependency that provides them, under its package identity.
        let runtime: String
        let plugin: String
        if package.targets.contains(where: { $0.name == "BinderyRuntime" }) {
            runtime = "\"BinderyRuntime\""
            plugin = "\"BinderyPlugin\""
        } else {
            let bindery = package.dependencies.first { dependency in
                dependency.package.products.contains { $0.name == "BinderyRuntime" }
            }
            let id = bindery?.package.id ?? "bindery"
            runtime = ".product(name: \"BinderyRuntime\", package: \"\(id)\")"
            plugin = ".plugin(name: \"BinderyPlugin\", package: \"\(id)\")"
        }
        return "\(folder) has no target named '\(name)'; add "
            + "`.target(name: \"\(name)\", dependencies: [\(runtime)], plugins: [\(plugin)])` "
            + "with at least one Swift file of its own: SwiftPM drops a target without Swift sources, "
            + "and the plugin never runs"
    }

    /// `folder` relative to the package root when it is inside it, for messages.
    private func relativePath(of folder: URL, in package: Package) -> String {
        let root = package.directoryURL.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Writes a line to standard output at once, so that it comes in order with the tool's lines.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs `executable` to completion with the plugin's standard output and error.
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw LintPluginError.killed(signal: process.terminationStatus)
        }
        return process.terminationStatus
    }
}

/// Why `swift package bindery-lint` failed; SwiftPM prints it and exits non-zero.
enum LintPluginError: Error, CustomStringConvertible {
    case unexpectedArguments([String])
    case noSuchTarget(String, withSpecs: [String])
    case noSpecFolder(target: String, looked: [String])
    case lintFailed([String], of: Int)
    case killed(signal: Int32)

    var description: String {
        switch self {
        case .unexpectedArguments(let arguments):
            "unexpected argument\(arguments.count == 1 ? "" : "s") \(arguments.map { "'\($0)'" }.joined(separator: ", ")); usage: swift package bindery-lint [--target <target> ...]"
        case .noSuchTarget(let name, let withSpecs):
            "the package has no source target named '\(name)'"
                + (withSpecs.isEmpty ? "" : " (targets with a spec folder: \(withSpecs.sorted().joined(separator: ", ")))")
        case .noSpecFolder(let target, let looked):
            "target '\(target)' has no spec folder; looked in \(looked.joined(separator: " and "))"
        case .lintFailed(let targets, let count):
            "bindery lint found errors in \(targets.count) of \(count) spec\(count == 1 ? "" : "s"): \(targets.joined(separator: ", "))"
        case .killed(let signal):
            "bindery lint was killed by signal \(signal)"
        }
    }
}
