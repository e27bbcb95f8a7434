import Foundation
import PackagePlugin

/// Generates a target's Swift client from its Bindery spec on every build that needs it.
///
/// The spec of target `X` is the `.yaml` files of `Specs/X/` at the package root, or of a
/// `Specs` folder inside the target's folder. SwiftPM asks a build-tool plugin for its commands
/// only when it plans the build, and it plans again only when `Package.swift` or the file list of
/// a target's folder changes (docs/PLUGIN.md). So the command declared here must stay right
/// while spec files are added, removed and renamed:
/// - its outputs are the three files of each spec file seen now, plus three files that hold any
///   spec file added later (`PlannedOutputs` in the generator writes exactly these);
/// - inside the target's folder, SwiftPM plans again on every added or removed file, so the spec
///   files themselves are the inputs (which also tells SwiftPM they are handled);
/// - at the package root, a removed input would fail the build until SwiftPM plans again, so the
///   inputs are the folder itself (its `stat` changes when a file is added, removed or renamed)
///   and hard links to its files, which the generator keeps up to date (`SpecFolderWatch`).
@main
struct BinderyPlugin: BuildToolPlugin {
    /// Slots for spec files added to a package-root spec folder before SwiftPM plans again.
    static let spareWatchSlots = 8

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = try specFolder(of: target, packageRoot: context.package.directoryURL)
        let entries = try visibleFiles(in: folder.url)
        let specFiles = entries.filter(isSpecFileName).sorted()
        guard !specFiles.isEmpty else {
            throw PluginError.noSpecFiles(target: target.name, folder: folder.url.path)
        }
        let output = context.pluginWorkDirectoryURL.appending(component: "GeneratedSources")
        let generator = try context.tool(named: "bindery-generate").url
        // The module's DocC catalogue, written beside the Swift and declared as no output: SwiftPM
        // would make declared Markdown files resources of the module. `swift package
        // generate-documentation --target X <this folder>` reads it (scripts/docs).
        let catalogue = context.pluginWorkDirectoryURL.appending(component: "\(target.name).docc")
        var arguments = ["generate", folder.url.path, "--output", output.path, "--docc", catalogue.path, "--module", target.name]
        arguments += specFiles.flatMap { ["--planned", $0] }
        // Files in subfolders are what an OpenAPI document's `$ref`s name (`schemas/pet.yaml`):
        // an edit to one must regenerate as an edit to the document does.
        let nested = subfolderFiles(in: folder.url)
        var inputs: [URL]
        if folder.isInsideTarget {
            inputs = (entries + nested).map { folder.url.appending(path: $0) }
        } else {
            let watch = context.pluginWorkDirectoryURL.appending(component: "SpecWatch")
            let slots = try makeWatchSlots(
                in: watch, linkingTo: (specFiles + nested).map { folder.url.appending(path: $0) }, spares: Self.spareWatchSlots)
            arguments += ["--watch", watch.path]
            inputs = [folder.url] + slots
        }
        return [
            .buildCommand(
                // SwiftPM prints the first word and the last path component of this name.
                displayName: "Generating \(target.name)",
                executable: generator,
                arguments: arguments,
                inputFiles: inputs + [generator],
                outputFiles: declaredOutputs(planned: specFiles).map { output.appending(component: $0) }
            )
        ]
    }

    /// Where a target's spec is: one of the two places, never both.
    private func specFolder(of target: SourceModuleTarget, packageRoot: URL) throws -> SpecFolder {
        let atRoot = SpecFolder(
            url: packageRoot.appending(components: "Specs", target.name), isInsideTarget: false,
            displayPath: "Specs/\(target.name)")
        let inTarget = SpecFolder(
            url: target.directoryURL.appending(component: "Specs"), isInsideTarget: true,
            displayPath: "\(target.directoryURL.lastPathComponent)/Specs")
        switch (isDirectory(atRoot.url), isDirectory(inTarget.url)) {
        case (true, false): return atRoot
        case (false, true): return inTarget
        case (true, true): throw PluginError.twoSpecFolders(target: target.name, atRoot.url.path, inTarget.url.path)
        case (false, false): throw PluginError.noSpecFolder(target: target.name, looked: [atRoot.url.path, inTarget.url.path])
        }
    }

    /// The files of a folder that are not hidden (SwiftPM ignores hidden files too).
    private func visibleFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") && !isDirectory(folder.appending(component: $0)) }
            .sorted()
    }

    /// The visible files of the visible subfolders of `folder`, at any depth up to eight, by
    /// relative path (`schemas/pet.yaml`), sorted: `SpecLoader.subfolderFiles(in:)`'s rule.
    private func subfolderFiles(in folder: URL, prefix: String = "", depth: Int = 0) -> [String] {
        guard depth < 8, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { !$0.hasPrefix(".") }.sorted().flatMap { name -> [String] in
            let url = folder.appending(component: name)
            guard isDirectory(url) else { return depth == 0 ? [] : [prefix + name] }
            return subfolderFiles(in: url, prefix: prefix + name + "/", depth: depth + 1)
        }.sorted()
    }

    /// Makes the numbered watch slots that do not exist yet: slot N a hard link to the N-th spec
    /// file, the spares empty. The generator keeps them pointed at the files present; linking
    /// them here, before the first build, spares its first run changing inputs of its own
    /// command. Where a link cannot be made, the slot starts empty and the generator
    /// links it (or warns).
    private func makeWatchSlots(in folder: URL, linkingTo specFiles: [URL], spares: Int) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (0..<(specFiles.count + spares)).map { rank in
            let slot = folder.appending(component: String(rank))
            if !FileManager.default.fileExists(atPath: slot.path) {
                let linked = rank < specFiles.count
                    && (try? FileManager.default.linkItem(at: specFiles[rank].resolvingSymlinksInPath(), to: slot)) != nil
                if !linked { _ = FileManager.default.createFile(atPath: slot.path, contents: Data()) }
            }
            return slot
        }
    }

    // The plugin cannot link the generator's library, so these rules (and `subfolderFiles`
    // above) are restated from `SpecLoader.isSpecFileName`, `SpecLoader.subfolderFiles`,
    // `OpenAPIDocument.fileNames` and `PlannedOutputs.declaredNames`
    // (with `openAPIShards` and `openAPIShardFileName`); the consumer-package tests build through
    // this plugin and fail when they disagree.

    private static let openAPIDocumentNames = ["openapi.yaml", "openapi.yml", "openapi.json"]

    private func isSpecFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml") || Self.openAPIDocumentNames.contains(name))
    }

    private func declaredOutputs(planned: [String]) -> [String] {
        let suffixes = ["", "+Requests", "+Calls"]
        func outputs(of file: String) -> [String] {
            let stem = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            let base = stem == "Client" ? "Client+Spec" : stem
            return suffixes.map { base + $0 + ".swift" }
        }
        // An OpenAPI document's sixteen parts, two digits each: the models file first in sorted
        // order (`_` after `.`).
        let openAPIParts = (1...16).flatMap { part -> [String] in
            let base = part < 10 ? "+OpenAPI0\(part)" : "+OpenAPI\(part)"
            return ["", "_Requests", "_Calls"].map { base + $0 + ".swift" }
        }
        let perFile = planned.flatMap { file -> [String] in
            Self.openAPIDocumentNames.contains(file) ? openAPIParts : outputs(of: file)
        }
        return ["Client.swift"] + perFile + suffixes.map { "+NewSpecFiles" + $0 + ".swift" }
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// A target's spec folder and how SwiftPM sees it.
struct SpecFolder {
    var url: URL
    /// Inside the target's folder, SwiftPM plans the build again when a file is added or removed.
    var isInsideTarget: Bool
    /// The folder as people know it, for the build log.
    var displayPath: String
}

/// Why the plugin could not plan the generation.
enum PluginError: Error, CustomStringConvertible {
    case noSpecFolder(target: String, looked: [String])
    case twoSpecFolders(target: String, String, String)
    case noSpecFiles(target: String, folder: String)

    var description: String {
        switch self {
        case .noSpecFolder(let target, let looked):
            "target '\(target)' applies BinderyPlugin but has no spec folder; looked in \(looked.joined(separator: " and "))"
        case .twoSpecFolders(let target, let first, let second):
            "target '\(target)' has two spec folders, \(first) and \(second); keep one"
        case .noSpecFiles(let target, let folder):
            "\(folder): error: the spec folder of target '\(target)' holds no .yaml spec files; add one, or remove BinderyPlugin from the target"
        }
    }
}
