import Foundation
import PackagePlugin

/// Generates a target's Swift client from its Bindery spec on every build that needs it.
///
/// The spec of target `X` is the `.yaml` files of `Specs/X/` at the package root (or, failing
/// that, of a `Specs` folder inside the target). Every spec file and the generator are declared
/// as inputs and every output is known up front, so a no-op build runs nothing and any edit to
/// a spec regenerates.
@main
struct BinderyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let candidates = [
            context.package.directoryURL.appending(components: "Specs", target.name),
            target.directoryURL.appending(component: "Specs"),
        ]
        guard let specFolder = candidates.first(where: isDirectory) else {
            throw PluginError.noSpecFolder(target: target.name, looked: candidates.map(\.path))
        }
        let specFiles = try FileManager.default.contentsOfDirectory(atPath: specFolder.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
        let output = context.pluginWorkDirectoryURL.appending(component: "GeneratedSources")
        let generator = try context.tool(named: "bindery-generate").url
        // Must match SwiftGenerator.outputNames(forSpecFile:) and SwiftGenerator.clientFileName:
        // each spec file gives its models, its request values and its calls.
        let outputs = ["Client.swift"] + specFiles.flatMap { file -> [String] in
            let stem = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            let base = stem == "Client" ? "Client+Spec" : stem
            return [base + ".swift", base + "+Requests.swift", base + "+Calls.swift"]
        }
        return [
            .buildCommand(
                displayName: "Generating \(target.name) from \(specFiles.count) Bindery spec files",
                executable: generator,
                arguments: ["generate", specFolder.path, "--output", output.path],
                inputFiles: specFiles.map { specFolder.appending(component: $0) } + [generator],
                outputFiles: outputs.map { output.appending(component: $0) }
            )
        ]
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// Why the plugin could not plan the generation.
enum PluginError: Error, CustomStringConvertible {
    case noSpecFolder(target: String, looked: [String])

    var description: String {
        switch self {
        case .noSpecFolder(let target, let looked):
            "target '\(target)' applies BinderyPlugin but has no spec folder; looked in \(looked.joined(separator: " and "))"
        }
    }
}
