import Foundation
import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The build plugin's tool on its own: outputs fitted to the plan, the watch links, and the bad
/// input a spec folder can hold. `PluginRegenerationTests` drives the same through SwiftPM.
@Suite("Plugin generation")
struct PluginGenerationTests {
    static let api = "api:\n  name: Pets\n  servers:\n    main: https://pets.example\n"
    static let pets = "models:\n  Pet:\n    fields:\n      name: { type: string }\n"
    static let owners = "models:\n  Owner:\n    fields:\n      name: { type: string }\n"

    private func write(_ text: String, to folder: URL, _ name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func text(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    private func generation(_ specs: URL, _ output: URL, planned: [String]? = nil, watch: URL? = nil) throws -> PluginGeneration {
        var arguments = ["generate", specs.path, "--output", output.path]
        arguments += (planned ?? []).flatMap { ["--planned", $0] }
        if let watch { arguments += ["--watch", watch.path] }
        return try #require(PluginGeneration(arguments: arguments))
    }

    @Test func writesExactlyTheOutputsDeclaredWhenTheBuildWasPlanned() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("Specs")
        let output = folder.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try write(Self.api, to: specs, "api.yaml")
        try write(Self.owners, to: specs, "owners.yaml")
        // Planned with pets.yaml, which has gone since; owners.yaml came after.
        let planned = ["api.yaml", "pets.yaml"]
        #expect(try generation(specs, output, planned: planned).run() == .init(status: 0, messages: []))

        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == PlannedOutputs.declaredNames(planned: planned).sorted())
        #expect(try text(output, "pets.swift").contains("pets.yaml is no longer in the spec folder"))
        #expect(try text(output, "+NewSpecFiles.swift").contains("public struct Owner"))
        #expect(try text(output, "+NewSpecFiles+Calls.swift").contains("owners.yaml declares no endpoints"))
        #expect(try text(output, "api.swift").hasPrefix(OutputWriter.marker))
    }

    @Test func writesTheModulesCatalogueWithItsSwiftAndKeepsItAfterAMistake() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("Specs")
        let output = folder.appendingPathComponent("Generated")
        let catalogue = folder.appendingPathComponent("PetStore.docc")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try write(Self.api, to: specs, "api.yaml")
        try write(Self.pets, to: specs, "pets.yaml")
        let arguments = ["generate", specs.path, "--output", output.path, "--docc", catalogue.path, "--module", "PetStore"]
        let generation = try #require(PluginGeneration(arguments: arguments))
        #expect(generation.run() == .init(status: 0, messages: []))

        let written = try FileManager.default.contentsOfDirectory(atPath: catalogue.path).sorted()
        #expect(written == ["GettingStarted.md", "PetStore.md", "PetsClient.md"])
        #expect(try text(catalogue, "PetStore.md").hasPrefix("# ``PetStore``\n"))
        #expect(try text(catalogue, "PetStore.md").contains("- ``Pet``"))

        // A spec with a mistake leaves the last good catalogue, as it leaves the last good Swift.
        try write("models:\n  Pet: {", to: specs, "pets.yaml")
        #expect(generation.run().status == 1)
        #expect(try text(catalogue, "PetStore.md").contains("- ``Pet``"))
    }

    @Test func declaredNamesFollowTheGeneratorsNaming() {
        #expect(PlannedOutputs.declaredNames(planned: ["Client.yaml", "a.yml"]) == [
            "Client.swift", "Client+Spec.swift", "Client+Spec+Requests.swift", "Client+Spec+Calls.swift",
            "a.swift", "a+Requests.swift", "a+Calls.swift",
            "+NewSpecFiles.swift", "+NewSpecFiles+Requests.swift", "+NewSpecFiles+Calls.swift",
        ])
    }

    @Test func watchLinksFollowEditsAndOutliveARemovedFile() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("Specs")
        let slots = folder.appendingPathComponent("Watch")
        for made in [specs, slots] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        for rank in 0..<3 { try write("", to: slots, String(rank)) }
        try write(Self.api, to: specs, "api.yaml")
        try write(Self.pets, to: specs, "pets.yaml")
        let files = ["api.yaml", "pets.yaml"].map { specs.appendingPathComponent($0).path }
        #expect(SpecFolderWatch.sync(slotFolder: slots.path, specFiles: files) == nil)
        #expect(try text(slots, "1") == Self.pets)
        #expect(try text(slots, "2") == "")

        // An edit in place shows through the link; removing the spec file leaves the link.
        let handle = try FileHandle(forWritingTo: specs.appendingPathComponent("pets.yaml"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("      age: { type: integer }\n".utf8))
        try handle.close()
        #expect(try text(slots, "1").hasSuffix("age: { type: integer }\n"))
        try FileManager.default.removeItem(at: specs.appendingPathComponent("pets.yaml"))
        #expect(FileManager.default.fileExists(atPath: slots.appendingPathComponent("1").path))

        // The next sync empties the slot of the removed file; a fourth file has no slot left.
        #expect(SpecFolderWatch.sync(slotFolder: slots.path, specFiles: [files[0]]) == nil)
        #expect(try text(slots, "1") == "")
        let many = (0..<4).map { specs.appendingPathComponent("f\($0).yaml").path }
        for path in many { try Data(path.utf8).write(to: URL(fileURLWithPath: path)) }
        let warning = try #require(SpecFolderWatch.sync(slotFolder: slots.path, specFiles: many))
        #expect(warning.hasPrefix("warning: Bindery cannot watch f3.yaml for edits until SwiftPM plans the build again"))
    }

    @Test func aFolderThatBecameEmptyIsAnErrorAndKeepsTheLastSwift() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("Specs")
        let output = folder.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try write(Self.api + Self.pets, to: specs, "api.yaml")
        #expect(try generation(specs, output, planned: ["api.yaml"]).run().status == 0)
        let before = try text(output, "api.swift")

        try FileManager.default.removeItem(at: specs.appendingPathComponent("api.yaml"))
        try write("# notes", to: specs, "README.md")
        let outcome = try generation(specs, output, planned: ["api.yaml"]).run()
        #expect(outcome == .init(status: 1, messages: ["\(specs.path):1:1: error: the folder holds no .yaml spec files"]))
        #expect(try text(output, "api.swift") == before)
    }

    @Test func filesThatAreNotSpecsAreLeftAlone() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs.appendingPathComponent("old.yaml"), withIntermediateDirectories: true)
        try write(Self.api, to: specs, "api.yaml")
        for name in ["README.md", ".DS_Store", "pets.yaml~", ".pets.yaml.swp", ".hidden.yaml"] {
            try write("not: [a spec", to: specs, name)
        }
        // A spec file may be a symbolic link to one elsewhere.
        try write(Self.pets, to: folder, "shared-pets.yaml")
        try FileManager.default.createSymbolicLink(
            at: specs.appendingPathComponent("pets.yaml"), withDestinationURL: folder.appendingPathComponent("shared-pets.yaml"))
        #expect(try SpecLoader.specFiles(in: specs.path).map { ($0 as NSString).lastPathComponent } == ["api.yaml", "pets.yaml"])
        let output = folder.appendingPathComponent("Generated")
        #expect(try generation(specs, output).run() == .init(status: 0, messages: []))
        #expect(try text(output, "pets.swift").contains("public struct Pet"))
    }

    @Test func aBrokenLinkOrAnUnreadableFileIsAnErrorAtThatFile() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(Self.api, to: folder, "api.yaml")
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("gone.yaml"), withDestinationURL: folder.appendingPathComponent("nowhere.yaml"))
        let outcome = try generation(folder, folder.appendingPathComponent("out")).run()
        let gone = folder.appendingPathComponent("gone.yaml").path
        #expect(outcome == .init(status: 1, messages: ["\(gone):1:1: error: the file cannot be read"]))
    }

    @Test(arguments: [
        ["generate", "Specs"],
        ["generate", "Specs", "--out", "x"],
        ["generate", "Specs", "--output", "x", "--planned"],
        ["generate", "Specs", "--output", "x", "--colour", "red"],
        ["generate", "Specs", "--output", "x", "--docc"],
    ])
    func argumentsOutsideTheUsageAreRefused(arguments: [String]) {
        #expect(PluginGeneration(arguments: arguments) == nil)
    }
}
