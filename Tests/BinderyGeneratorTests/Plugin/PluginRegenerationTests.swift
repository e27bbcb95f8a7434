import BinderyTestSupport
import Foundation
import Testing

/// Every edit a person makes to a spec folder regenerates the bindings on the next `swift build`,
/// with no touch of `Package.swift`, and a no-op build runs nothing: in a consumer's package
/// that depends on this checkout by path as the README shows (both spec layouts), and in a copy
/// of this package on its own `Specs/AfterShip`.
@Suite(.tags(.packageBuild))
struct PluginRegenerationTests {
    /// Where a spec layout keeps a target's spec, and how files added to it are generated.
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        /// `Specs/<Target>/` at the package root, outside every target: SwiftPM does not plan
        /// again when a file is added, so the new file's Swift goes into `+NewSpecFiles*.swift`.
        case packageRoot
        /// `Sources/<Target>/Specs/`: SwiftPM plans again, and the new file gets its own files.
        case insideTarget

        var testDescription: String { rawValue }

        func specFolder(of target: String) -> String {
            switch self {
            case .packageRoot: "Specs/\(target)"
            case .insideTarget: "Sources/\(target)/Specs"
            }
        }

        /// The generated files that change when `owners.yaml` is added: its own, or the ones
        /// that hold files added since planning.
        var outputsOfAddedFile: Set<String> {
            switch self {
            case .packageRoot: outputs(of: "+NewSpecFiles")
            case .insideTarget: outputs(of: "owners")
            }
        }

        /// The generated files that change when `owners.yaml` becomes `people.yaml`.
        var outputsOfRenamedFile: Set<String> {
            switch self {
            case .packageRoot: outputs(of: "+NewSpecFiles")
            case .insideTarget: outputs(of: "owners").union(outputs(of: "people"))
            }
        }

        /// The generated file of the models of `people.yaml`.
        var modelsOfRenamedFile: String {
            switch self {
            case .packageRoot: "+NewSpecFiles.swift"
            case .insideTarget: "people.swift"
            }
        }

        func outputs(of base: String) -> Set<String> {
            [base + ".swift", base + "+Requests.swift", base + "+Calls.swift"]
        }
    }

    @Test("a consumer package regenerates on every spec edit", arguments: Layout.allCases)
    func consumerPackage(layout: Layout) async throws {
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-consumer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try Self.consumerPackage(in: folder)
        try package.write("\(layout.specFolder(of: "PetsAPI"))/api.yaml", Self.apiSection)
        try await runEditSequence(on: package, specFolder: layout.specFolder(of: "PetsAPI"), layout: layout, handWrittenFile: "Sources/PetsAPI/PetNames.swift")
    }

    @Test("this package regenerates on every edit of a copy of Specs/AfterShip")
    func thisPackage() async throws {
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-copy")
        defer { try? FileManager.default.removeItem(at: folder) }
        let listing = try await Subprocess.git(["ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: BuildProducts.packageRoot)
        for path in listing.split(separator: "\0").map(String.init) {
            let source = BuildProducts.packageRoot.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let destination = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
        let package = ScratchPackage(root: folder, target: "AfterShip")
        try await runEditSequence(on: package, specFolder: "Specs/AfterShip", layout: .packageRoot, handWrittenFile: "Sources/AfterShip/PetNames.swift")
    }

    @Test("swift package bindery-lint lints every target's spec and names spec folders SwiftPM drops")
    func lintFromAConsumerPackage() async throws {
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-lint")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try Self.consumerPackage(in: folder)
        try package.write("Specs/PetsAPI/api.yaml", Self.apiSection + Self.pets)
        try package.write("Sources/PetsAPI/PetNames.swift", Self.handWritten)
        // A spec with no target, and one in a target folder with no Swift file: SwiftPM drops both.
        try package.write("Specs/Orphan/api.yaml", Self.apiSection)
        try package.write("Sources/Dropped/Specs/api.yaml", Self.apiSection)

        let clean = try await package.swift(["package", "bindery-lint"])
        let cleanLog = clean.standardOutput + clean.standardError
        #expect(clean.status == 0, "\(cleanLog)")
        #expect(cleanLog.contains("PetsAPI: Specs/PetsAPI is valid"))
        #expect(cleanLog.contains("warning: Specs/Orphan has no target named 'Orphan'"))
        #expect(cleanLog.contains("warning: Sources/Dropped/Specs has no target named 'Dropped'"))
        #expect(cleanLog.contains("with at least one Swift file of its own"))

        try package.append("Specs/PetsAPI/api.yaml", "      age: { type: int }\n")
        let broken = try await package.swift(["package", "bindery-lint"])
        let brokenLog = broken.standardOutput + broken.standardError
        #expect(broken.status != 0)
        let line = "Specs/PetsAPI/api.yaml:10:20: error: unknown type 'int'; did you mean 'integer'?"
        #expect(brokenLog.contains(line), "\(line) not in \(brokenLog)")
    }

    /// Cold build, no-op, a field added, a file added and used, a file renamed, a file removed, a
    /// mistake and its fix; after each, a build that runs nothing.
    private func runEditSequence(on package: ScratchPackage, specFolder: String, layout: Layout, handWrittenFile: String) async throws {
        try package.write("\(specFolder)/pets.yaml", Self.pets)
        try package.write("\(specFolder)/stores.yaml", Self.stores)
        try package.write(handWrittenFile, Self.handWritten)

        let cold = try await package.build()
        try #require(cold.succeeded, "cold build: \(cold.log)")
        #expect(try package.generatedText().contains("public struct Store"))
        try await package.expectSettled("after the cold build")

        try package.append("\(specFolder)/pets.yaml", "      age: { type: integer }\n")
        let fieldAdded = try await package.build()
        #expect(fieldAdded.succeeded, "\(fieldAdded.log)")
        #expect(fieldAdded.written == ["pets.swift"])
        #expect(fieldAdded.compiled.contains("pets.swift") && !fieldAdded.compiled.contains("stores.swift"), "\(fieldAdded.compiled)")
        #expect(try package.generatedText().contains("public var age: Int?"))
        try await package.expectSettled("after a field was added")

        try package.write("\(specFolder)/owners.yaml", Self.owners)
        try package.write(handWrittenFile, Self.handWritten + "public func ownerName(_ owner: Owner) -> String { owner.name ?? \"\" }\n")
        let fileAdded = try await package.build()
        #expect(fileAdded.succeeded, "\(fileAdded.log)")
        #expect(fileAdded.written == layout.outputsOfAddedFile)
        #expect(fileAdded.compiled.isSuperset(of: layout.outputsOfAddedFile.union([URL(fileURLWithPath: handWrittenFile).lastPathComponent])), "\(fileAdded.compiled)")
        #expect(!fileAdded.compiled.contains("stores.swift"))
        try await package.expectSettled("after a file was added")

        try package.move("\(specFolder)/owners.yaml", to: "\(specFolder)/people.yaml")
        let renamed = try await package.build()
        #expect(renamed.succeeded, "\(renamed.log)")
        #expect(renamed.written == layout.outputsOfRenamedFile)
        #expect(renamed.compiled.isSuperset(of: layout.outputsOfRenamedFile.subtracting(layout.outputs(of: "owners"))), "\(renamed.compiled)")
        #expect(try package.generatedText().contains("from file people.yaml"))
        #expect(try !package.generatedText().contains("from file owners.yaml"))
        try await package.expectSettled("after a file was renamed")

        // people.yaml is edited in place after the rename: a file that was not there when SwiftPM
        // planned is watched too.
        try package.append("\(specFolder)/people.yaml", "      phone: { type: string }\n")
        let renamedEdited = try await package.build()
        #expect(renamedEdited.succeeded && renamedEdited.generated, "\(renamedEdited.log)")
        #expect(renamedEdited.written == [layout.modelsOfRenamedFile])
        #expect(renamedEdited.compiled.contains(layout.modelsOfRenamedFile), "\(renamedEdited.compiled)")
        #expect(try package.generatedText().contains("public var phone: String?"))
        try await package.expectSettled("after the renamed file was edited")

        try package.remove("\(specFolder)/stores.yaml")
        let removed = try await package.build()
        #expect(removed.succeeded, "\(removed.log)")
        // At the package root the three files stay, as notes, until SwiftPM plans again.
        #expect(removed.written == layout.outputs(of: "stores"))
        if layout == .packageRoot {
            // Inside the target the compiler driver builds the module again when a file leaves
            // its list (docs/PLUGIN.md); at the package root the list stays as planned.
            #expect(!removed.compiled.contains("pets.swift"), "\(removed.compiled)")
        }
        #expect(try !package.generatedText().contains("public struct Store"))
        try await package.expectSettled("after a file was removed")

        try package.append("\(specFolder)/pets.yaml", "      weight: { type: integr }\n")
        let mistake = try await package.build()
        #expect(!mistake.succeeded)
        #expect(mistake.written.isEmpty)
        let expectedLine = "\(specFolder)/pets.yaml:7:23: error: "
        #expect(mistake.log.contains(expectedLine), "\(expectedLine) not in \(mistake.log)")
        #expect(try package.generatedText().contains("public var age: Int?"), "a failed generation keeps the last good Swift")

        try package.write("\(specFolder)/pets.yaml", Self.pets + "      age: { type: integer }\n      weight: { type: number }\n")
        let fixed = try await package.build()
        #expect(fixed.succeeded, "\(fixed.log)")
        #expect(fixed.written == ["pets.swift"])
        #expect(fixed.compiled.contains("pets.swift") && !fixed.compiled.contains("people.swift"), "\(fixed.compiled)")
        #expect(try package.generatedText().contains("public var weight: Double?"))
        try await package.expectSettled("after the mistake was fixed")
    }

    /// A consumer package `PetStore` in `folder`, with the README's manifest and target
    /// `PetsAPI`, beside a link to this checkout: the README's dependency names the package
    /// `bindery`, and a path dependency takes its name from the folder.
    static func consumerPackage(in folder: URL) throws -> ScratchPackage {
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("bindery"), withDestinationURL: BuildProducts.packageRoot)
        let package = ScratchPackage(root: folder.appendingPathComponent("PetStore"), target: "PetsAPI")
        try package.write("Package.swift", consumerManifest)
        return package
    }

    static let consumerManifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "PetStore",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [
                .package(path: "../bindery"),
            ],
            targets: [
                .target(
                    name: "PetsAPI",
                    dependencies: [.product(name: "BinderyRuntime", package: "bindery")],
                    plugins: [.plugin(name: "BinderyPlugin", package: "bindery")]
                ),
            ]
        )

        """

    /// Uses a generated model, and writes a middleware and a transport with nothing but
    /// `import BinderyRuntime`: the HTTP types, `Data` and `URL` they are written in come with it.
    static let handWritten = """
        import BinderyRuntime

        public func petName(_ pet: Pet) -> String { pet.name ?? "" }

        struct UserAgentMiddleware: ClientMiddleware {
            func intercept(
                _ request: HTTPRequest, body: Data?, context: TransportContext,
                next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
            ) async throws -> (HTTPResponse, Data) {
                var request = request
                request.headerFields[.userAgent] = "PetStore/1.0"
                return try await next(request, body, context)
            }
        }

        struct CannedTransport: ClientTransport {
            func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
                var fields = HTTPFields()
                fields[.contentType] = "application/json"
                return (HTTPResponse(status: .ok, headerFields: fields), Data("{}".utf8))
            }
        }

        """

    static let apiSection = """
        api:
          name: Pets
          servers:
            main: https://pets.example

        """

    static let pets = """
        models:
          Pet:
            docs: A pet.
            fields:
              name: { type: string }

        """

    static let stores = """
        models:
          Store:
            fields:
              city: { type: string }
        endpoints:
          getStore:
            method: GET
            path: /stores/{id}
            parameters:
              id: { in: path }
            response: Store

        """

    static let owners = """
        models:
          Owner:
            fields:
              name: { type: string }

        """
}
