import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// What an endpoint that says nothing takes from the API, and what one that names its own keeps.
@Suite struct SpecResolverTests {
    static let spec = SpecText.header + """

          auth:
            key: { type: apiKeyHeader, name: X-Key }
            token: { type: bearer }
          defaultAuth: key
          sharedParameters:
            shop: { in: path }
            locale: { in: query }
        endpoints:
          listItems: { method: GET, path: "/shops/{shop}/items" }
          ping: { method: GET, path: /ping }
          login: { method: POST, path: /login, auth: [], sharedParameters: [] }
          me: { method: GET, path: /me, auth: [token], sharedParameters: [locale] }
        """

    @Test func anEndpointThatSaysNothingTakesTheDefaultAuthAndTheSharedParametersItCan() throws {
        let api = try SpecText.load(Self.spec)
        let byName = Dictionary(uniqueKeysWithValues: api.endpoints.map { ($0.name, $0) })
        #expect(byName["listItems"]?.auth == ["key"])
        #expect(byName["listItems"]?.sharedParameters == ["shop", "locale"])
        // A shared path value goes only where the path uses it.
        #expect(byName["ping"]?.sharedParameters == ["locale"])
    }

    @Test func anEndpointThatNamesItsOwnKeepsThem() throws {
        let api = try SpecText.load(Self.spec)
        let byName = Dictionary(uniqueKeysWithValues: api.endpoints.map { ($0.name, $0) })
        #expect(byName["login"]?.auth == [])
        #expect(byName["login"]?.sharedParameters == [])
        #expect(byName["me"]?.auth == ["token"])
        #expect(byName["me"]?.sharedParameters == ["locale"])
        // The declaration still says what was written, with its places.
        guard case .these(let names)? = byName["me"]?.declaration.auth else {
            Issue.record("'me' names its auth")
            return
        }
        #expect(names.map(\.location.line) == [16])
        #expect(byName["ping"]?.declaration.auth == .inherit)
    }

    @Test func theValidatorOnlyReports() throws {
        let api = try SpecText.load(Self.spec)
        // Checking the resolved spec's declaration again finds nothing and changes nothing.
        #expect(SpecValidator.check(api.declaration).isEmpty)
        #expect(String(reflecting: SpecResolver.resolve(api.declaration).endpoints) == String(reflecting: api.endpoints))
    }
}
