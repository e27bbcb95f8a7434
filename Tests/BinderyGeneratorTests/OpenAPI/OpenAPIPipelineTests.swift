import Foundation
import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// A document in a spec folder, end to end through the generator's pipeline: loading with an
/// overlay, `bindery import`, and the build plugin's fixed outputs.
@Suite struct OpenAPIPipelineTests {
    static let document = """
        openapi: 3.1.0
        info: { title: Pet Store, version: "1.0", description: The pets of a store. }
        servers: [{ url: "https://pets.example.com/v1" }]
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              summary: Lists the pets.
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
              responses:
                "200":
                  description: A page of pets.
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } }
            post:
              operationId: createPet
              tags: [pets]
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: "#/components/schemas/NewPet" } } }
              responses:
                "201":
                  description: The pet.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
          /stores/{storeId}:
            get:
              operationId: getStore
              tags: [stores]
              parameters:
                - { name: storeId, in: path, required: true, schema: { type: string } }
              responses:
                "200":
                  description: The store.
                  content: { application/json: { schema: { $ref: "#/components/schemas/Store" } } }
        components:
          schemas:
            Pet:
              type: object
              required: [id, name]
              properties:
                id: { type: string, format: uuid }
                name: { type: string, description: The pet's name. }
                owner: { $ref: "#/components/schemas/Owner" }
                status: { type: string, enum: [open, closed] }
            NewPet:
              type: object
              required: [name]
              properties: { name: { type: string } }
            Owner:
              type: object
              properties: { name: { type: string }, pets: { type: array, items: { $ref: "#/components/schemas/Pet" } } }
            Store:
              type: object
              properties:
                id: { type: string }
                owner: { $ref: "#/components/schemas/Owner" }
                status: { type: string, enum: [open, closed], description: Whether it sells today. }
        """

    static let overlay = """
        api:
          name: PetStore
        endpoints:
          listPets:
            pagination: { style: link }
        """

    /// A spec folder holding the document and the overlay.
    private func folder(document: String = Self.document, overlay: String? = Self.overlay) throws -> URL {
        let folder = try Paths.temporaryFolder()
        try Data(document.utf8).write(to: folder.appendingPathComponent("openapi.yaml"))
        if let overlay { try Data(overlay.utf8).write(to: folder.appendingPathComponent("bindery.yaml")) }
        return folder
    }

    @Test func aDocumentLoadsIntoFilesByTagWithTheOverlayApplied() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let api = try SpecLoader.load(directory: folder.path)
        #expect(api.name == "PetStore")
        #expect(api.declaration.files == ["api.yaml", "bindery.yaml", "pets.yaml", "schemas.yaml", "stores.yaml"])
        #expect(api.declaration.documentFiles == ["api.yaml", "pets.yaml", "schemas.yaml", "stores.yaml"])
        let listPets = try #require(api.endpoints.first { $0.name == "listPets" })
        #expect(listPets.pagination != nil)
        #expect(listPets.file == "pets.yaml")
        // NewPet is used by pets' operations alone; Owner by both tags', and Pet through it
        // (Store → Owner → Pet): shared.
        let files = Dictionary(api.declaration.models.map { ($0.name, $0.file) }, uniquingKeysWith: { first, _ in first })
        #expect(files["NewPet"] == "pets.yaml")
        #expect(files["Owner"] == "schemas.yaml")
        #expect(files["Pet"] == "schemas.yaml")
        #expect(files["Store"] == "stores.yaml")
    }

    @Test func aMistakeTheValidatorFindsIsReportedInTheDocument() throws {
        let broken = Self.document.replacingOccurrences(of: "/stores/{storeId}:", with: "/stores/{store}:")
        let folder = try folder(document: broken)
        defer { try? FileManager.default.removeItem(at: folder) }
        let diagnostics = SpecText.diagnostics(try SpecLoader.specFiles(in: folder.path).map { path in
            SpecText.file((path as NSString).lastPathComponent, try String(contentsOfFile: path, encoding: .utf8))
        })
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.hasPrefix("openapi.yaml:") }, "\(diagnostics)")
    }

    @Test func theImportGeneratesTheSameSwiftAsTheDocument() throws {
        let folder = try folder(overlay: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try OpenAPIImport.files(of: folder.appendingPathComponent("openapi.yaml").path)
        #expect(imported.map(\.name) == ["api.yaml", "pets.yaml", "schemas.yaml", "stores.yaml"])
        #expect(imported.allSatisfy { $0.text.hasPrefix("# Imported from openapi.yaml by `bindery import`") })
        let fromDocument = SwiftGenerator.generate(try SpecLoader.load(directory: folder.path))
        // An inline enum of another's values is an alias of it, in another file (stores.yaml).
        #expect(try #require(imported.first { $0.name == "stores.yaml" }).text.contains("alias: PetStatus"))
        let fromImport = SwiftGenerator.generate(
            try SpecLoader.load(imported.map { SpecText.file($0.name, $0.text) }))
        #expect(fromDocument.map(\.name) == fromImport.map(\.name))
        for (document, imported) in zip(fromDocument, fromImport) {
            #expect(document.contents == imported.contents, "\(document.name) differs")
        }
    }

    /// A team that bound a document with an overlay and now owns the spec imports the folder:
    /// the import holds what the overlay said (the name, the pages), and generates the same
    /// Swift as the folder. The document alone leaves the overlay out, and the note says so.
    @Test func theImportOfAFolderAppliesItsOverlay() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try OpenAPIImport.files(of: folder.path)
        #expect(imported.map(\.name) == ["api.yaml", "bindery.yaml", "pets.yaml", "schemas.yaml", "stores.yaml"])
        let fromFolder = SwiftGenerator.generate(try SpecLoader.load(directory: folder.path))
        let fromImport = SwiftGenerator.generate(try SpecLoader.load(imported.map { SpecText.file($0.name, $0.text) }))
        #expect(fromFolder.map(\.name) == fromImport.map(\.name))
        for (inPlace, imported) in zip(fromFolder, fromImport) {
            #expect(inPlace.contents == imported.contents, "\(inPlace.name) differs")
        }
        #expect(try #require(fromImport.first { $0.name == "pets+Calls.swift" }).contents.contains("listPetsPages"))

        let document = folder.appendingPathComponent("openapi.yaml").path
        let alone = try OpenAPIImport.files(of: document)
        #expect(try #require(alone.first { $0.name == "pets.yaml" }).text.contains("pagination") == false)
        #expect(OpenAPIImport.overlayNote(document: document, output: "Specs/PetStore") == """
            note: bindery.yaml beside the document is not applied; import the folder to apply it: \
            bindery import \(folder.path) --output Specs/PetStore
            """)
        #expect(OpenAPIImport.overlayNote(document: folder.path, output: "Specs/PetStore") == nil)
        let bare = try self.folder(overlay: nil)
        defer { try? FileManager.default.removeItem(at: bare) }
        #expect(OpenAPIImport.overlayNote(document: bare.appendingPathComponent("openapi.yaml").path, output: "Specs/PetStore") == nil)
        // A file the document's `$ref`s name is part of it, not an overlay.
        let parted = try self.folder(
            document: Self.document.replacingOccurrences(of: "components:\n", with: "components:\n  parameters: { $ref: \"parts.yaml#/parameters\" }\n"),
            overlay: nil)
        defer { try? FileManager.default.removeItem(at: parted) }
        try Data("parameters: {}\n".utf8).write(to: parted.appendingPathComponent("parts.yaml"))
        #expect(OpenAPIImport.overlayNote(document: parted.appendingPathComponent("openapi.yaml").path, output: "Specs/PetStore") == nil)
        // A folder with no document is an error at the folder.
        let plain = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: plain) }
        try Data(Self.overlay.utf8).write(to: plain.appendingPathComponent("api.yaml"))
        #expect(throws: SpecErrors.self) { try OpenAPIImport.files(of: plain.path) }
        // A document that is not there is an error at it, as the loader says it.
        let missing = plain.appendingPathComponent("openapi.yaml").path
        do {
            _ = try OpenAPIImport.files(of: missing)
            Issue.record("a missing document was imported")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["\(missing):1:1: error: the file cannot be read"])
        }
    }

    /// A relative server (valid OpenAPI: relative to wherever the document is served) makes a
    /// client of a base URL only, which compiles and calls; an overlay's servers silence it.
    @Test func aDocumentWithARelativeServerMakesAClientOfABaseURL() throws {
        let relative = Self.document.replacingOccurrences(
            of: "servers: [{ url: \"https://pets.example.com/v1\" }]", with: "servers: [{ url: /v1 }]")
        let folder = try folder(document: relative)
        defer { try? FileManager.default.removeItem(at: folder) }
        let api = try SpecLoader.load(directory: folder.path)
        #expect(api.servers.isEmpty)
        #expect(api.warnings.map { String($0.description.dropFirst(folder.path.count + 1)) } == [
            "openapi.yaml:3:11: warning: server '/v1' of the document is left out: the spec language needs an absolute http(s) URL, and this one is relative to wherever the document is served",
            "openapi.yaml:3:10: warning: the document names no server with an absolute URL, so the client has no 'Server' list and is made with a base URL that ends in '/v1' (init(baseURL:)); an overlay can name one ('api: servers: production: https://…')",
        ].sorted())
        let client = try #require(SwiftGenerator.generate(api).first { $0.name == "Client.swift" }).contents
        #expect(!client.contains("enum Server"))
        #expect(client.contains("/// Creates a client of the API at `baseURL`."))
        #expect(client.contains("    public init(\n        baseURL: URL,\n"))

        let named = try self.folder(document: relative, overlay: "api:\n  name: PetStore\n  servers: { production: https://pets.example.com/v1 }\n")
        defer { try? FileManager.default.removeItem(at: named) }
        let withServers = try SpecLoader.load(directory: named.path)
        #expect(withServers.servers.map(\.url) == ["https://pets.example.com/v1"])
        #expect(withServers.warnings.isEmpty, "\(withServers.warnings)")
    }

    /// Stripe's document accepts basic or bearer auth on every call; the client sends the first.
    /// The other is left out of the client, with a warning at it, unless an overlay names it.
    @Test func aSchemeNoCallSendsIsLeftOutUnlessTheOverlayNamesIt() throws {
        let either = Self.document.replacingOccurrences(
            of: "components:\n", with: """
            security: [{ basic: [] }, { token: [] }]
            components:
              securitySchemes:
                basic: { type: http, scheme: basic }
                token: { type: http, scheme: bearer }

            """)
        let folder = try folder(document: either)
        defer { try? FileManager.default.removeItem(at: folder) }
        let api = try SpecLoader.load(directory: folder.path)
        #expect(api.authSchemes.map(\.name) == ["basic"])
        #expect(api.warnings.map { String($0.description.dropFirst(folder.path.count + 1)) } == [
            "openapi.yaml:36:11: warning: the document accepts any one of several credentials (basic, token); the spec language gives a call one, so it sends basic",
            "openapi.yaml:40:12: warning: auth scheme 'token' is left out of the client: no operation sends it; name it in an overlay's 'defaultAuth' or an endpoint's 'auth' to send it",
        ])
        let client = try #require(SwiftGenerator.generate(api).first { $0.name == "Client.swift" }).contents
        #expect(client.contains("basic: BasicCredentials,"))
        #expect(!client.contains("token"))
        // The import says the same: the Swift of both is one.
        let imported = try OpenAPIImport.files(of: folder.appendingPathComponent("openapi.yaml").path)
        #expect(try #require(imported.first { $0.name == "api.yaml" }).text.contains("token") == false)

        let bearer = try self.folder(document: either, overlay: "api:\n  name: PetStore\n  defaultAuth: [token]\n")
        defer { try? FileManager.default.removeItem(at: bearer) }
        let chosen = try SpecLoader.load(directory: bearer.path)
        #expect(chosen.authSchemes.map(\.name) == ["token"])
        // The overlay chose: no warning says the calls send basic, which is left out in turn.
        #expect(chosen.warnings.map { String($0.description.dropFirst(bearer.path.count + 1)) } == [
            "openapi.yaml:39:12: warning: auth scheme 'basic' is left out of the client: no operation sends it; name it in an overlay's 'defaultAuth' or an endpoint's 'auth' to send it",
        ])
        let written = try self.folder(
            document: either, overlay: "api:\n  name: PetStore\n  auth: { basic: { type: basic }, token: { type: bearer } }\n  defaultAuth: [basic]\n")
        defer { try? FileManager.default.removeItem(at: written) }
        let own = try SpecLoader.load(directory: written.path)
        #expect(own.authSchemes.map(\.name) == ["basic", "token"])
        #expect(own.warnings.contains { $0.description.contains("auth scheme 'token' is sent by no endpoint") })
    }

    @Test func theImportOfABrokenDocumentIsItsErrors() throws {
        let folder = try folder(document: "openapi: 2.0\n", overlay: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("openapi.yaml").path
        #expect(throws: SpecErrors.self) { try OpenAPIImport.files(of: path) }
    }

    @Test func thePluginsOutputsAreTheFixedShards() throws {
        let folder = try folder()
        let output = try Paths.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let planned = ["bindery.yaml", "openapi.yaml"]
        let generation = try #require(PluginGeneration(
            arguments: ["generate", folder.path, "--output", output.path] + planned.flatMap { ["--planned", $0] }))
        let outcome = generation.run()
        #expect(outcome.status == 0, "\(outcome.messages)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let declared = PlannedOutputs.declaredNames(planned: planned)
        #expect(written == declared.sorted())
        let parts = declared.filter { $0.hasPrefix("+OpenAPI") }
        #expect(parts.count == 48)
        // Sorted as SwiftPM passes them to the compiler, each part's models file leads its two
        // others, so consecutive batches of files get the same number of models files.
        let sortedParts = parts.sorted()
        #expect(sortedParts.prefix(6) == [
            "+OpenAPI01.swift", "+OpenAPI01_Calls.swift", "+OpenAPI01_Requests.swift",
            "+OpenAPI02.swift", "+OpenAPI02_Calls.swift", "+OpenAPI02_Requests.swift",
        ])
        #expect(sortedParts.suffix(3) == ["+OpenAPI16.swift", "+OpenAPI16_Calls.swift", "+OpenAPI16_Requests.swift"])
        #expect(sortedParts.enumerated().allSatisfy { index, name in (index % 3 == 0) == !name.contains("_") })
        // Every translated file's Swift is in exactly one shard.
        let shards = try parts.filter { !$0.contains("_") }
            .map { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) }
        #expect(shards.filter { $0.contains("public struct Pet:") }.count == 1)
        #expect(shards.filter { $0.contains("public struct Store:") }.count == 1)
    }

    /// Files go to shards heaviest first, each into the lightest: the compiler's batches get
    /// about the same work, and an edit of docs moves nothing.
    @Test func shardsAreBalancedByDeclarationsAndStableUnderDocEdits() throws {
        func spec(_ docs: String) throws -> APISpec {
            var files = [SpecText.file("api.yaml", "api: { name: Big, servers: { production: https://big.example.com } }")]
            let light = Array(repeating: 3, count: PlannedOutputs.openAPIShards.count)
            for (index, count) in ([40] + light + [20]).enumerated() {
                let models = (0..<count).map { "  M\(index)x\($0): { docs: \(docs), fields: { a: string, b: integer } }" }
                files.append(SpecText.file("tag\(index).yaml", "models:\n" + models.joined(separator: "\n")))
            }
            return try SpecLoader.load(files)
        }
        let api = try spec("One.")
        let files = (0..<PlannedOutputs.openAPIShards.count + 2).map { "tag\($0).yaml" }
        let shards = PlannedOutputs.openAPIShards(of: files, api: api)
        // The two heavy files get shards of their own; the light ones share the others.
        #expect(shards[files[0]] == "+OpenAPI01")
        #expect(shards[files[files.count - 1]] == "+OpenAPI02")
        #expect(Set(files.dropFirst().dropLast().compactMap { shards[$0] }).isDisjoint(with: ["+OpenAPI01", "+OpenAPI02"]))
        #expect(PlannedOutputs.openAPIShards(of: files.reversed(), api: try spec("Another and longer text.")) == shards)
    }
}
