import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Operations become endpoints: names, files by tag, docs, methods, paths, servers and auth.
@Suite("OpenAPI: operations")
struct OperationTranslationTests {
    static let document = """
        \(OperationTranslation.header)
        security: [{ key: [] }]
        components:
          securitySchemes:
            key: { type: apiKey, in: header, name: X-Key }
            token: { type: http, scheme: bearer }
        paths:
          /pets:
            summary: The pets.
            get:
              operationId: listPets
              tags: [Pet Store, other]
              description: Lists every pet.
              externalDocs: { url: "https://docs.example.com/pets", description: The guide }
              responses: { "200": { description: OK } }
            post:
              operationId: create-pet
              summary: Adds a pet.
              description: Adds a pet.
              deprecated: true
              security: [{ token: [] }, {}]
              responses: { "201": { description: Created } }
          /pets/{id}:
            servers: [{ url: "https://files.example.com" }]
            get:
              tags: [client]
              security: []
              responses: { "200": { description: OK } }
            delete:
              operationId: 2delete
              security: [{ key: [] }]
              servers: [{ url: "https://pets.example.com/v1" }]
              responses: { "204": { description: Gone } }
            put:
              operationId: listPets
              responses: { "200": { description: OK } }
            options:
              responses: { "200": { description: OK } }
        """

    @Test func endpointsByTagWithNamesDocsAndAuth() {
        let (files, _) = OperationTranslation.translate(Self.document)
        #expect(files.map(\.relativePath) == ["api.yaml", "client-operations.yaml", "pet-store.yaml", "pets.yaml"])
        #expect(OperationTranslation.endpoint("listPets", in: Self.document) == """
            {docs: "The pets.\\n\\nLists every pet.\\n\\n[The guide](https://docs.example.com/pets)", method: "GET", path: "/pets"}
            """.replacingOccurrences(of: "\\n", with: "\n"))
        #expect(OperationTranslation.endpoint("create-pet", in: Self.document) == """
            {docs: "Adds a pet.", deprecated: true, method: "POST", path: "/pets", response: {status: [201]}, auth: ["token"]}
            """)
        #expect(OperationTranslation.endpoint("get_pets_id", in: Self.document) == """
            {method: "GET", path: "/pets/{id}", baseURL: "https://files.example.com", auth: []}
            """)
        #expect(OperationTranslation.endpoint("2delete", in: Self.document) == """
            {swiftName: "operation2delete", method: "DELETE", path: "/pets/{id}", response: {status: [204]}}
            """)
        #expect(OperationTranslation.endpoint("listPets2", in: Self.document) == """
            {method: "PUT", path: "/pets/{id}", baseURL: "https://files.example.com"}
            """)
        #expect(OperationTranslation.api(Self.document).contains("token: {type: \"bearer\", optional: true}"))
    }

    @Test func decodedEndpoints() {
        let (_, endpoints, _) = OperationTranslation.decode(Self.document)
        #expect(endpoints.map(\.swiftName) == ["getPetsID", "listPets", "createPet", "operation2delete", "listPets2"])
        #expect(endpoints.map(\.file) == ["client-operations.yaml", "pet-store.yaml", "pets.yaml", "pets.yaml", "pets.yaml"])
        let createPet = endpoints.first { $0.name == "create-pet" }
        #expect(createPet?.deprecated != nil)
        #expect(createPet?.auth == .these([Located("token", at: SourceLocation(file: "openapi.yaml", line: 23, column: 17))]))
    }

    @Test func operationsThatAreLeftOutOrRenamed() {
        #expect(OperationTranslation.diagnostics(Self.document) == [
            "openapi.yaml:37:20: warning: operationId 'listPets' is already the name of another operation; this one is named 'listPets2'",
            "openapi.yaml:40:7: warning: operation OPTIONS /pets/{id} is left out: the spec language has no OPTIONS method (it has GET, POST, PUT, PATCH, DELETE and HEAD)",
        ])
    }

    @Test(arguments: [
        ("Pets", "pets.yaml"), ("Fine-tuning", "fine-tuning.yaml"), ("Pet Store", "pet-store.yaml"), ("Client", "client-operations.yaml"),
        ("a+Calls", "a-calls.yaml"), ("--", "untagged.yaml"), ("Ünïcode", "n-code.yaml"), ("snake_case", "snake_case.yaml"),
    ])
    func tagFileNames(tag: String, file: String) {
        #expect(OpenAPITranslation.tagFileName(tag) == file)
    }

    /// Untagged operations go to the file of their path's first resource (Stripe tags none).
    @Test(arguments: [
        ("/v1/customers/{id}", "customers.yaml"), ("/api/v2.1/Payment-Intents", "payment-intents.yaml"),
        ("/{tenant}/orders", "orders.yaml"), ("/v1", "untagged.yaml"), ("/", "untagged.yaml"),
        // Only `v`, digits and dot-separated digits make a version segment.
        ("/v1.2.3/vaults", "vaults.yaml"), ("/v/items", "v.yaml"), ("/v1./items", "v1.yaml"), ("/v.1/items", "v-1.yaml"),
        ("/v1x/items", "v1x.yaml"), ("/V1/items", "v1.yaml"), ("/videos/v2", "videos.yaml"),
    ])
    func untaggedOperationsGoByPath(path: String, file: String) {
        #expect(OpenAPITranslation.operationFileName(tag: nil, path: path) == file)
        #expect(OpenAPITranslation.operationFileName(tag: "Pets", path: path) == "pets.yaml")
    }

    @Test func pathsWithAQueryAndOtherKeys() {
        #expect(OperationTranslation.diagnostics("""
            \(OperationTranslation.header)
            paths:
              /responses?beta=true:
                post: { responses: { "200": { description: OK } } }
              /pets:
                connect: { responses: { "200": { description: OK } } }
                x-internal: true
              /cats:
                get:
                  callbacks: { onEvent: {} }
                  responses: { "200": { description: OK } }
            """) == [
            "openapi.yaml:6:11: warning: operation POST /responses?beta=true is left out: its path has a query or fragment, which a path of the spec language cannot hold; add the call in an overlay",
            "openapi.yaml:8:14: warning: 'connect' of path '/pets' is not an HTTP method of OpenAPI (get, put, post, delete, options, head, patch, trace); it is left out",
            "openapi.yaml:12:18: warning: the callbacks of operation GET /cats are left out: a client makes calls and does not receive them",
        ])
    }

    @Test func aDocumentThroughTheLoaderAndGenerator() throws {
        let api = try SpecLoader.load([SpecSourceFile(displayPath: "openapi.yaml", relativePath: "openapi.yaml", bytes: Array("""
            \(OperationTranslation.header)
            paths:
              /pets:
                get:
                  operationId: listPets
                  tags: [pets]
                  summary: Lists the pets.
                  responses:
                    "200":
                      description: The pets.
                      content: { application/json: { schema: { type: array, items: { type: object } } } }
                    "404": { description: No pets. }
            """.utf8))])
        #expect(api.name == "PetStore")
        #expect(api.files == ["api.yaml", "pets.yaml"])
        let swift = Snippet.endpoint("listPets", in: api)
        #expect(swift.methods.contains("public func listPets() async throws(BinderyError) ->"))
        #expect(swift.methods.contains("  - 404: No pets."))
    }
}
