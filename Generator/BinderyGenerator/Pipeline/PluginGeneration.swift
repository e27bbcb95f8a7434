import BinderyEmitter
import BinderySpec

/// One run of the build plugin's tool:
/// `generate SPEC --output DIR [--planned FILE]... [--watch DIR] [--docc DIR --module NAME]`.
///
/// `--planned` names the spec files the plugin saw when SwiftPM planned the build, whose outputs
/// it declared (`PlannedOutputs`); `--watch` is the folder of hard links that stands for a spec
/// folder SwiftPM does not watch (`SpecFolderWatch`). Without them every spec file is written
/// under its own name, as `bindery generate` does. `--docc` is the folder of the module's DocC
/// catalogue (`DocumentationCatalogue`), written on the same runs as the Swift; `--module` is
/// the module's name, which the catalogue's pages link to (the API's name when not given).
package struct PluginGeneration: Sendable {
    package var specFolder: String
    package var outputFolder: String
    package var planned: [String]?
    package var watchFolder: String?
    package var catalogueFolder: String?
    package var moduleName: String?

    /// The command line's shape, for a usage message.
    package static let usage = "usage: bindery-generate generate SPEC --output DIR [--planned FILE]... [--watch DIR] [--docc DIR [--module NAME]]"

    /// Reads the arguments after the tool's name; nil when they do not fit `usage`.
    package init?(arguments: [String]) {
        guard arguments.count >= 4, arguments[0] == "generate", arguments[2] == "--output" else { return nil }
        specFolder = arguments[1]
        outputFolder = arguments[3]
        var rest = arguments[4...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch option {
            case "--planned": planned = (planned ?? []) + [value]
            case "--watch": watchFolder = value
            case "--docc": catalogueFolder = value
            case "--module": moduleName = value
            default: return nil
            }
        }
    }

    /// What a run ends with: the tool's exit status and what it prints on standard error.
    package struct Outcome: Equatable, Sendable {
        package var status: Int32
        /// Diagnostics and warnings, one a line (`path:line:column: error: …`).
        package var messages: [String]
    }

    /// Generates; nothing is written when the spec has a mistake, so the last good Swift stays.
    package func run() -> Outcome {
        var messages: [String] = []
        do {
            let specFiles = try SpecLoader.specFiles(in: specFolder)
            // Before loading: a spec file with a mistake must be watched too, so that fixing it
            // in place is seen.
            if let watchFolder,
                let warning = SpecFolderWatch.sync(
                    slotFolder: watchFolder,
                    specFiles: specFiles + SpecLoader.subfolderFiles(in: specFolder).map { PathText.appending($0, to: specFolder) })
            {
                messages.append(warning)
            }
            let api = try SpecLoader.load(paths: specFiles)
            messages += api.warnings.map(\.description)
            let module = moduleName ?? api.name
            // The catalogue is made from the same spec while the Swift is.
            let (generated, catalogue) = Alongside.run(
                { SwiftGenerator.generate(api) },
                alongside: catalogueFolder.map { _ in { DocumentationCatalogue.generate(api, module: module) } })
            var files = generated
            if let planned {
                files = PlannedOutputs.arrange(files, specFiles: api.files, planned: planned, api: api)
            }
            _ = try OutputWriter.write(files, to: outputFolder)
            if let catalogueFolder, let catalogue {
                _ = try OutputWriter.write(catalogue, to: catalogueFolder)
            }
            return Outcome(status: 0, messages: messages)
        } catch let errors as SpecErrors {
            // The `path:line:column: error:` lines SwiftPM and Xcode show at the spec's line.
            return Outcome(status: 1, messages: messages + errors.diagnostics.map(\.description))
        } catch let error as OutputWriter.WriteError {
            return Outcome(status: 1, messages: messages + [error.description])
        } catch {
            return Outcome(status: 1, messages: messages + ["bindery-generate: error: \(error)"])
        }
    }
}
