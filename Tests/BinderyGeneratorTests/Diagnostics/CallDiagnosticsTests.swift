import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in headers both ways, resilience per endpoint and optional auth.
@Suite("Diagnostics: headers, resilience, auth")
struct CallDiagnosticsTests {
    @Test func constantHeaderNamesAndValues() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              headers:
                X Version: "1"
                X-Empty: ""
                X-Break: "a\\nb"
                X-Space: " padded"
                Accept: application/json
                accept: text/plain
            """)
        #expect(diagnostics == [
            "api.yaml:6:5: error: constant header 'X Version' is not a valid HTTP header name: use letters, digits and !#$%&'*+-.^_`|~ only",
            "api.yaml:7:5: error: the value of constant header 'X-Empty' is empty; leave the header out instead",
            "api.yaml:8:5: error: the value of constant header 'X-Break' must be visible ASCII text on one line: no line breaks, tabs, control or non-ASCII characters",
            "api.yaml:9:5: error: the value of constant header 'X-Space' must not start or end with a space",
            "api.yaml:11:5: error: constant header 'accept' is set twice (first at api.yaml:10:5); HTTP header names ignore case",
        ])
    }

    @Test func constantHeaderCarryingACredential() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              auth:
                key: { type: apiKeyHeader, name: X-Key }
              headers:
                x-key: abc
                Authorization: Bearer abc
            """)
        #expect(diagnostics == [
            "api.yaml:8:5: error: constant header 'x-key' carries the credential of auth scheme 'key'; credentials are passed to the client, never written in the spec",
            "api.yaml:9:5: error: constant header 'Authorization' carries a credential; declare an auth scheme (type bearer or basic) and pass the credential to the client",
        ])
    }

    @Test func constantHeaderThatIsAlsoAParameterOrTheIdempotencyKey() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              sharedParameters:
                X-Tenant: { in: header }
              headers:
                X-Tenant: acme
            endpoints:
              createItem:
                method: POST
                path: /items
                idempotencyKey: { header: Idempotency-Key }
                parameters:
                  X-Trace: { in: header }
                headers:
                  X-Trace: fixed
                  Idempotency-Key: once
            """)
        #expect(diagnostics == [
            "api.yaml:8:5: error: constant header 'X-Tenant' is also shared parameter 'X-Tenant'; send it one way: drop the constant or the parameter",
            "api.yaml:8:5: error: constant header 'X-Tenant' is also parameter 'X-Tenant' of endpoint 'createItem'; a header is sent constant or passed per call: drop one",
            "api.yaml:17:7: error: constant header 'X-Trace' is also parameter 'X-Trace' of endpoint 'createItem'; a header is sent constant or passed per call: drop one",
            "api.yaml:18:7: error: constant header 'Idempotency-Key' is the idempotency key of endpoint 'createItem', which must be new for every call; drop the constant",
        ])
    }

    @Test func responseHeaderMistakes() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              getItem:
                method: GET
                path: /item
                response:
                  headers:
                    Bad Name: string
                    X-List: "[string]"
                    ETag: string
                    etag: string
                    X-A: { type: integer, swiftName: same }
                    X-B: { type: integer, swiftName: same }
              getItemWithResponse: { method: GET, path: /other }
            """)
        #expect(diagnostics == [
            "api.yaml:6:3: error: endpoint 'getItemWithResponse' has the name of the generated 'getItemWithResponse' of endpoint 'getItem', which declares response headers; give one a 'swiftName'",
            "api.yaml:11:9: error: response header 'Bad Name' is not a valid HTTP header name: use letters, digits and !#$%&'*+-.^_`|~ only",
            "api.yaml:12:17: error: response header 'X-List' must be one of string, integer, number, boolean, datetime, not '[string]'; read other forms as string",
            "api.yaml:14:9: error: response header 'etag' is declared twice (first at api.yaml:13:9); HTTP header names ignore case",
            "api.yaml:16:9: error: header 'X-B' of the response of endpoint 'getItem' becomes 'same' in Swift, as 'X-A' does; give one a 'swiftName'",
        ])
    }

    @Test func retryStatusMistakes() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              retry:
                statuses: [503, 200, 503]
                rateLimitStatuses: [403, 429]
            endpoints:
              createItem:
                method: POST
                path: /items
                retry: { statuses: [409] }
              listItems:
                method: GET
                path: /items
                retry: { statuses: [429] }
            """)
        #expect(diagnostics == [
            "api.yaml:6:21: error: a status in 'statuses' must be a failure status from 400 to 599, not '200'",
            "api.yaml:6:26: error: status 503 is listed twice in 'statuses'",
            "api.yaml:7:24: error: 429 is always a rate limit; leave it out of 'rateLimitStatuses', which lists the statuses that are one only with 'Retry-After' or nothing remaining",
            "api.yaml:12:24: error: endpoint 'createItem' is not idempotent, so it is retried only after a 429; mark it 'idempotent: true', give it an 'idempotencyKey', or list only 429",
        ])
    }

    @Test func rateLimitBucketMistakes() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              rateLimits:
                search: { requests: 30, perSeconds: 60 }
                core: { limitHeader: X-Limit }
                odd: { requests: 5 }
            endpoints:
              searchItems: { method: GET, path: /search, rateLimit: serch }
            """)
        #expect(diagnostics == [
            "api.yaml:7:5: error: rate limit 'core' limits nothing: give it 'requests' and 'perSeconds', or a 'remainingHeader' the server reports",
            "api.yaml:8:10: error: rate limit 'odd' needs both 'requests' and 'perSeconds' (the limit is requests per that many seconds)",
            "api.yaml:10:57: error: unknown rate limit 'serch'; did you mean 'search'?",
        ])
    }

    @Test func bucketWithoutRateLimits() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              searchItems: { method: GET, path: /search, rateLimit: search }
            """)
        #expect(diagnostics == [
            "api.yaml:6:57: error: endpoint 'searchItems' counts against rate limit 'search', but the API declares no 'rateLimits'",
        ])
    }

    @Test func optionalMustBeABoolean() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              auth:
                token: { type: bearer, optional: sometimes }
            """)
        #expect(diagnostics == ["api.yaml:6:38: error: 'optional' must be true or false"])
    }

    @Test func tokenProviderOnlyForBearerAndWithADistinctLabel() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              auth:
                key: { type: apiKeyHeader, name: X-Key, tokenProvider: true }
                token: { type: bearer, tokenProvider: true }
                tokenProvider: { type: apiKeyQuery, name: tp }
            """)
        #expect(diagnostics == [
            "api.yaml:6:60: error: 'tokenProvider' is for bearer schemes, whose tokens expire and are refreshed; auth scheme 'key' is apiKeyHeader",
            "api.yaml:7:5: error: the token provider of auth scheme 'token' and auth scheme 'tokenProvider' both become the client initializer's argument 'tokenProvider'; give one a 'swiftName'",
        ])
    }
}
