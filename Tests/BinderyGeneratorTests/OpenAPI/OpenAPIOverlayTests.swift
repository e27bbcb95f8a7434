import Foundation
import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Overlay files beside a document: merging into the translation, and `exclude`.
@Suite struct OpenAPIOverlayTests {
    private func node(_ text: String, file: String) throws -> YAMLNode {
        var diagnostics = DiagnosticCollector()
        return try #require(YAMLLoader.load(text, file: file, diagnostics: &diagnostics))
    }

    private func overlay(_ text: String, file: String = "bindery.yaml") throws -> (OpenAPIOverlay, [String]) {
        var diagnostics = DiagnosticCollector()
        let overlay = OpenAPIOverlay([(file, try node(text, file: file))], diagnostics: &diagnostics)
        return (overlay, diagnostics.sorted.map(\.description))
    }

    @Test func mergesAPIKeysModelsAndEndpointsByName() throws {
        let translated = [
            TranslatedSpecFile(relativePath: "api.yaml", root: try node("api: { name: Petstore, servers: { production: https://a.example } }", file: "openapi.yaml")),
            TranslatedSpecFile(relativePath: "pets.yaml", root: try node("""
                models:
                  Pet: { fields: { id: string } }
                endpoints:
                  listPets: { method: GET, path: /pets }
                """, file: "openapi.yaml")),
        ]
        let (overlay, problems) = try overlay("""
            api: { name: Pets, retry: { maxAttempts: 3 } }
            models:
              Pet: { swiftName: Animal }
              Extra: { fields: { x: string } }
            endpoints:
              listPets: { pagination: { style: link } }
            """)
        #expect(problems.isEmpty)
        var diagnostics = DiagnosticCollector()
        let merged = overlay.apply(to: translated, diagnostics: &diagnostics)
        #expect(merged.map(\.relativePath) == ["api.yaml", "bindery.yaml", "pets.yaml"])
        #expect(merged[0].root["api"]?["name"]?.scalar == "Pets")
        #expect(merged[0].root["api"]?["servers"]?["production"]?.scalar == "https://a.example")
        #expect(merged[0].root["api"]?["retry"]?["maxAttempts"]?.scalar == "3")
        #expect(merged[2].root["models"]?["Pet"]?["swiftName"]?.scalar == "Animal")
        #expect(merged[2].root["models"]?["Pet"]?["fields"]?["id"]?.scalar == "string")
        #expect(merged[2].root["endpoints"]?["listPets"]?["pagination"]?["style"]?.scalar == "link")
        #expect(merged[2].root["endpoints"]?["listPets"]?["path"]?.scalar == "/pets")
        // What names nothing translated stays in the overlay file, with its own locations.
        #expect(merged[1].root["models"]?["Extra"] != nil)
        #expect(merged[1].root["models"]?["Pet"] == nil)
        #expect(merged[1].root["models"]?["Extra"]?.location.file == "bindery.yaml")
    }

    @Test func anOverlayNamedAsATranslatedFileJoinsIt() throws {
        let translated = [TranslatedSpecFile(relativePath: "api.yaml", root: try node("api: { name: A }\nmodels: { X: { fields: { a: string } } }", file: "openapi.yaml"))]
        let (overlay, _) = try overlay("models: { Y: { fields: { b: string } } }", file: "api.yaml")
        var diagnostics = DiagnosticCollector()
        let merged = overlay.apply(to: translated, diagnostics: &diagnostics)
        #expect(merged.map(\.relativePath) == ["api.yaml"])
        #expect(merged[0].root["models"]?.entries.map(\.key) == ["X", "Y"])
    }

    @Test func reportsKeysAnOverlayCannotHave() throws {
        let problems = try overlay("exclude: { operation: [a] }\nmodel: {}").1
        #expect(problems == [
            "bindery.yaml:1:12: error: unknown key 'operation' in 'exclude'; did you mean 'operations'?",
            "bindery.yaml:2:1: error: unknown key 'model' in an overlay file beside an OpenAPI document; did you mean 'models'?",
        ])
        #expect(try overlay("exclude: [a]").1 == ["bindery.yaml:1:10: error: 'exclude' must be a mapping of 'operations', 'tags' and 'paths', not a list"])
        #expect(try overlay("exclude: { tags: [[a]] }").1 == ["bindery.yaml:1:19: error: 'exclude.tags' must list text, not a list"])
    }

    private let petstore = """
        openapi: 3.0.3
        paths:
          /pets:
            parameters: [{ $ref: '#/components/parameters/Limit' }]
            get: { operationId: listPets, tags: [pets], responses: { '200': { content: { application/json: { schema: { $ref: '#/components/schemas/Pets' } } } } } }
            post: { operationId: createPet, tags: [admin], requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/NewPet' } } } } }
          /stores/{id}:
            get: { operationId: getStore, tags: [stores], responses: { '200': { content: { application/json: { schema: { $ref: '#/components/schemas/Store' } } } } } }
        components:
          parameters:
            Limit: { name: limit, in: query, schema: { $ref: '#/components/schemas/Limit' } }
          schemas:
            Pets: { type: array, items: { $ref: '#/components/schemas/Pet' } }
            Pet: { type: object, properties: { owner: { $ref: '#/components/schemas/Owner' } } }
            NewPet: { type: object, properties: { pet: { $ref: '#/components/schemas/Pet' }, tag: { $ref: '#/components/schemas/Tag' } } }
            Owner: { type: object }
            Tag: { type: string }
            Store: { type: object }
            Limit: { type: integer }
            Webhook: { type: object }
        """

    private func excluding(_ overlayText: String) throws -> (OpenAPIDocument, [String]) {
        var diagnostics = DiagnosticCollector()
        var document = try #require(OpenAPIDocument.load(bytes: Array(petstore.utf8), path: "openapi.yaml", folder: "/nonexistent", diagnostics: &diagnostics))
        let (overlay, problems) = try overlay(overlayText)
        #expect(problems.isEmpty)
        document.exclude(overlay.exclusions, diagnostics: &diagnostics)
        return (document, diagnostics.sorted.map(\.description))
    }

    private func operations(_ document: OpenAPIDocument) -> [String] {
        document.root["paths"]?.entries.flatMap { path in
            path.value.entries.compactMap { $0.value["operationId"]?.scalar }
        } ?? []
    }

    private func schemas(_ document: OpenAPIDocument) -> [String] {
        document.root["components"]?["schemas"]?.entries.map(\.key) ?? []
    }

    @Test func excludesByIdTagAndPathWithTheSchemasOnlyTheyUse() throws {
        let (byID, problems) = try excluding("exclude: { operations: [createPet] }")
        #expect(problems.isEmpty)
        #expect(operations(byID) == ["listPets", "getStore"])
        // NewPet and Tag were createPet's alone; Pet is listPets' too; Webhook no operation's.
        #expect(schemas(byID) == ["Pets", "Pet", "Owner", "Store", "Limit", "Webhook"])

        let (byTag, _) = try excluding("exclude: { tags: [pets, admin] }")
        #expect(operations(byTag) == ["getStore"])
        // A path left with no operation goes whole, with its shared parameters and their Limit.
        #expect(schemas(byTag) == ["Store", "Webhook"])
        #expect(byTag.root["paths"]?["/pets"] == nil)

        let (byPath, _) = try excluding("exclude: { paths: ['/stores/{id}'] }")
        #expect(operations(byPath) == ["listPets", "createPet"])
        #expect(!schemas(byPath).contains("Store"))
    }

    @Test func onlyKeepsWhatItNamesLessWhatIsExcluded() throws {
        let (byID, problems) = try excluding("only: { operations: [getStore, createPet] }")
        #expect(problems.isEmpty)
        #expect(operations(byID) == ["createPet", "getStore"])
        #expect(schemas(byID) == ["Pet", "NewPet", "Owner", "Tag", "Store", "Limit", "Webhook"])
        let (byTag, _) = try excluding("only: { tags: [pets, admin] }\nexclude: { operations: [createPet] }")
        #expect(operations(byTag) == ["listPets"])
        #expect(!schemas(byTag).contains("Store"))
        let (byPath, warnings) = try excluding("only: { paths: ['/stores/{id}', /nowhere] }")
        #expect(operations(byPath) == ["getStore"])
        #expect(warnings == ["bindery.yaml:1:33: warning: 'only.paths' names '/nowhere', which the document does not have"])
    }

    @Test func anExclusionThatNamesNothingIsAWarning() throws {
        let (_, problems) = try excluding("exclude: { operations: [deletePet], tags: [pets] }")
        #expect(problems == ["bindery.yaml:1:25: warning: 'exclude.operations' names 'deletePet', which the document does not have"])
    }
}
