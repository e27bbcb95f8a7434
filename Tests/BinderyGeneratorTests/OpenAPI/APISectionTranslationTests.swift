import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The `api` section made from `info`, `servers`, `securitySchemes` and `security`.
@Suite("OpenAPI: the api section")
struct APISectionTranslationTests {
    @Test func nameVersionDocsAndServers() {
        let api = OperationTranslation.api("""
            openapi: 3.1.0
            info:
              title: Pet Store API
              version: 2.0.1
              summary: Pets.
              description: Buy and sell pets.
            servers:
              - url: https://{region}.pets.example.com/{base}
                description: Production
                variables:
                  region: { default: eu, enum: [eu, us], description: Where the data lives. }
                  base: { default: v2 }
              - url: https://sandbox.pets.example.com
                description: Sandbox server
              - url: https://other.pets.example.com
                description: A server used by the integration tests of the team
            paths: {}
            """)
        #expect(api == """
            {name: "PetStore", version: "2.0.1", docs: "Pets.\\n\\nBuy and sell pets.", servers: {production: {url: "https://eu.pets.example.com/v2", \
            docs: "Production\\n\\n`region` is `eu` (one of `eu`, `us`): Where the data lives.\\n\\n`base` is `v2`."}, \
            sandbox: {url: "https://sandbox.pets.example.com", docs: "Sandbox server"}, server3: {url: "https://other.pets.example.com", docs: "A server used by the integration tests of the team"}}}
            """.replacingOccurrences(of: "\\n", with: "\n"))
    }

    @Test(arguments: [
        ("OpenAI API", "OpenAI"), ("Stripe API", "Stripe"), ("GitHub's official OpenAPI spec + Octokit extension", "GitHub"),
        ("Swagger Petstore - OpenAPI 3.0", "SwaggerPetstore"), ("the pet-store", "PetStore"), ("", "API"), ("123", "API"), ("API", "API"),
    ])
    func apiNameFromTitle(title: String, name: String) {
        #expect(OpenAPITranslation.apiName(fromTitle: title) == name)
    }

    @Test func serversThatCannotBeCalled() {
        let text = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            servers:
              - url: /v1
              - url: https://{tenant}.example.com
              - description: no url
            paths: {}
            """
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:4:5: warning: server '/v1' of the document is left out: the spec language needs an absolute http(s) URL, and this one is relative to wherever the document is served",
            "openapi.yaml:5:5: warning: server 'https://{tenant}.example.com' of the document is left out: its variable 'tenant' has no default",
            "openapi.yaml:6:5: warning: a server of the document has no 'url'; it is left out",
            "openapi.yaml:4:3: warning: the document names no server with an absolute URL, so the client has no 'Server' list and is made with a base URL that ends in '/v1' (init(baseURL:)); an overlay can name one ('api: servers: production: https://…')",
        ].sorted())
        #expect(OperationTranslation.api(text) == "{name: \"Pets\", version: \"1\"}")
    }

    @Test func aDocumentWithoutServersAndAPlainHTTPServer() {
        #expect(OperationTranslation.diagnostics("""
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            paths: {}
            """) == [
            "openapi.yaml:2:7: warning: the document names no server with an absolute URL, so the client has no 'Server' list and is made with a base URL (init(baseURL:)); an overlay can name one ('api: servers: production: https://…')",
        ])
        let text = """
            openapi: 3.0.3
            info: { title: Pets, version: "1" }
            servers: [{ url: "http://localhost:8080" }]
            paths: {}
            """
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:3:11: warning: server 'http://localhost:8080' is plain http: calls to it, credentials included, are not encrypted",
        ])
        #expect(OperationTranslation.api(text).contains("production: {url: \"http://localhost:8080\", allowInsecureHTTP: true}"))
    }

    @Test func securitySchemesAndTheDocumentsSecurity() {
        let text = """
            \(OperationTranslation.header)
            security:
              - basic: []
              - token: []
              - {}
            components:
              securitySchemes:
                headerKey: { type: apiKey, in: header, name: X-API-Key, description: Your key. }
                queryKey: { type: apiKey, in: query, name: api_key }
                token: { type: http, scheme: bearer, bearerFormat: JWT }
                basic: { type: http, scheme: basic }
                oauth:
                  type: oauth2
                  flows: { clientCredentials: { tokenUrl: "https://pets.example.com/token", scopes: {} } }
                oidc: { type: openIdConnect, openIdConnectUrl: "https://pets.example.com/.well-known" }
                cookieKey: { type: apiKey, in: cookie, name: session }
                digest: { type: http, scheme: digest }
                mtls: { type: mutualTLS }
            paths: {}
            """
        #expect(OperationTranslation.api(text) == """
            {name: "PetStore", version: "1.0", servers: {production: {url: "https://pets.example.com/v1"}}, auth: {\
            headerKey: {type: "apiKeyHeader", name: "X-API-Key", docs: "Your key."}, \
            queryKey: {type: "apiKeyQuery", name: "api_key"}, \
            token: {type: "bearer"}, \
            basic: {type: "basic", optional: true}, \
            oauth: {type: "bearer", docs: "An OAuth 2 access token, sent as a bearer token."}, \
            oidc: {type: "bearer", docs: "An OpenID Connect access token, sent as a bearer token."}}, \
            defaultAuth: ["basic"]}
            """)
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:5:3: warning: the document accepts any one of several credentials (basic, token); the spec language gives a call one, so it sends basic",
            "openapi.yaml:18:16: warning: security scheme 'cookieKey' is left out: the spec language sends API keys in a header or the query, not a cookie",
            "openapi.yaml:19:13: warning: security scheme 'digest' is left out: the spec language has no HTTP 'digest' auth, only bearer tokens and basic",
            "openapi.yaml:20:11: warning: security scheme 'mtls' is left out: the spec language has no 'mutualTLS' auth (it has API keys in a header or the query, bearer tokens and basic)",
        ])
    }

    @Test func securityThatCannotBeSentOrOffersSeveralCredentials() {
        let schemes = """
            components:
              securitySchemes:
                digest: { type: http, scheme: digest }
                key: { type: apiKey, in: header, name: X-Key }
                token: { type: http, scheme: bearer }
            """
        let unsendable = OperationTranslation.diagnostics("""
            \(OperationTranslation.header)
            security:
              - digest: []
              - missing: []
            \(schemes)
            paths: {}
            """)
        #expect(unsendable == [
            "openapi.yaml:5:3: warning: none of the 'security' requirements of the document can be sent by the client (digest, missing), so its calls go without credentials; add an auth scheme in an overlay",
            "openapi.yaml:6:5: warning: the 'security' of the document names 'missing', which components.securitySchemes does not declare; that requirement is not used",
            "openapi.yaml:9:13: warning: security scheme 'digest' is left out: the spec language has no HTTP 'digest' auth, only bearer tokens and basic",
        ])
        let text = """
            \(OperationTranslation.header)
            security:
              - key: []
                token: []
              - token: []
            \(schemes)
            paths: {}
            """
        #expect(OperationTranslation.diagnostics(text).filter { !$0.contains("'digest'") } == [
            "openapi.yaml:5:3: warning: the document accepts any one of several credentials (key + token, token); the spec language gives a call one, so it sends key + token",
        ])
        #expect(OperationTranslation.api(text).hasSuffix("defaultAuth: [\"key\", \"token\"]}"))
    }

    @Test func webhooksAreLeftOut() {
        #expect(OperationTranslation.diagnostics("""
            \(OperationTranslation.header)
            webhooks:
              newPet: { post: { responses: { "200": { description: OK } } } }
            paths: {}
            """) == ["openapi.yaml:5:3: warning: the document's webhooks are left out: a client makes calls and does not receive them"])
    }
}
