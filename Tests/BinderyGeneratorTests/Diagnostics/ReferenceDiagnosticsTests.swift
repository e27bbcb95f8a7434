import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// References that do not resolve, and settings that do not fit together.
@Suite("Diagnostics: references and settings")
struct ReferenceDiagnosticsTests {
    @Test func unknownAuthScheme() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              auth:
                apiKey: { type: apiKeyHeader, name: X-Key }
                token: { type: bearr }
              defaultAuth: [apikey]
            endpoints:
              listItems: { method: GET, path: /items, auth: [apiKey, session] }
            """)
        #expect(diagnostics == [
            "api.yaml:7:20: error: 'type' must be one of apiKeyHeader, apiKeyQuery, bearer, basic, not 'bearr'; did you mean 'bearer'?",
            "api.yaml:8:17: error: unknown auth scheme 'apikey'; did you mean 'apiKey'?",
            "api.yaml:10:58: error: unknown auth scheme 'session'",
        ])
    }

    /// A scheme that no endpoint sends is a warning at the scheme: the client would take its
    /// credential and never send it.
    @Test func authSchemeNoEndpointSends() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
              auth:
                key: { type: apiKeyHeader, name: X-Key }
                token: { type: bearer }
                session: { type: apiKeyQuery, name: session }
              defaultAuth: [token]
            endpoints:
              list: { method: GET, path: /items }
              find: { method: GET, path: /find, auth: [] }
            """)
        #expect(spec.warnings.map(\.description) == [
            "api.yaml:6:5: warning: auth scheme 'key' is sent by no endpoint, so its credential would never be sent; list it in 'defaultAuth' (endpoints without 'auth') or in an endpoint's 'auth'",
            "api.yaml:8:5: warning: auth scheme 'session' is sent by no endpoint, so its credential would never be sent; list it in 'defaultAuth' (endpoints without 'auth') or in an endpoint's 'auth'",
        ])
    }

    /// `defaultAuth` counts only when some endpoint takes it; an endpoint's own `auth` counts
    /// always; a spec without endpoints is not warned of.
    @Test(arguments: [
        "  defaultAuth: [key]\nendpoints:\n  list: { method: GET, path: /items }\n",
        "endpoints:\n  list: { method: GET, path: /items, auth: [key] }\n",
        "models:\n  Item: { fields: { id: string } }\n",
    ])
    func authSchemeSentIsNotWarnedOf(rest: String) throws {
        let spec = try SpecText.load(SpecText.header + "\n  auth:\n    key: { type: apiKeyHeader, name: X-Key }\n" + rest)
        #expect(spec.warnings.map(\.description) == [])
    }

    @Test func defaultAuthNoEndpointTakes() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
              auth:
                key: { type: apiKeyHeader, name: X-Key }
              defaultAuth: [key]
            endpoints:
              list: { method: GET, path: /items, auth: [] }
            """)
        #expect(spec.warnings.map(\.description) == [
            "api.yaml:6:5: warning: auth scheme 'key' is sent by no endpoint, so its credential would never be sent; list it in 'defaultAuth' (endpoints without 'auth') or in an endpoint's 'auth'"
        ])
    }

    @Test func unknownSharedParameter() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              sharedParameters:
                tenant: { in: header }
            endpoints:
              listItems: { method: GET, path: /items, sharedParameters: [tenat] }
            """)
        #expect(diagnostics == ["api.yaml:8:62: error: unknown shared parameter 'tenat'; did you mean 'tenant'?"])
    }

    @Test func sharedParameterThatCannotBeShared() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              sharedParameters:
                shop: { in: path }
                tags: { in: query, type: "[string]" }
            """)
        #expect(diagnostics == [
            "api.yaml:7:30: error: shared parameter 'tags' must be a single value, not the list '[string]'",
        ])
    }

    @Test func sharedPathValueMustBeTakenByTheEndpoint() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              sharedParameters:
                merchant: { in: path }
            endpoints:
              listOrders: { method: GET, path: "/merchants/{merchant}/orders" }
              listItems: { method: GET, path: "/merchants/{merchant}/items", sharedParameters: [] }
            """)
        #expect(diagnostics == [
            "api.yaml:9:35: error: path '/merchants/{merchant}/items' uses '{merchant}' but no parameter 'merchant' is 'in: path'",
        ])
    }

    @Test func plainHTTPServerNeedsConsent() {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: Shop
              servers:
                local: http://localhost:8080
                allowed: { url: "http://127.0.0.1:8080", allowInsecureHTTP: true }
                ftp: ftp://files.shop.example
            """)
        #expect(diagnostics == [
            "api.yaml:4:5: error: server 'local' uses plain http; add 'allowInsecureHTTP: true' to it if that is intended",
            "api.yaml:6:5: error: server 'ftp' needs an absolute http(s) URL, not 'ftp://files.shop.example'",
        ])
    }

    @Test func getRequestWithBody() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Query: { fields: { text: string } }
            endpoints:
              search: { method: GET, path: /search, body: Query }
            """)
        #expect(diagnostics == ["api.yaml:8:47: error: a GET request cannot have a body"])
    }

    @Test func paginationThatDoesNotFitTheEndpoint() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Page: { fields: { items: "[string]", total: integer } }
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  page: { in: query, type: string }
                response: Page
                pagination: { style: page, limit: per_page, items: itms }
              count:
                method: GET
                path: /count
                parameters:
                  offset: { in: query, type: integer }
                response: Page
                pagination: { style: offset }
            """)
        #expect(diagnostics == [
            "api.yaml:14:17: error: pagination parameter 'page' must be an 'integer', not 'string'",
            "api.yaml:14:39: error: pagination uses 'per_page' but 'list' has no query parameter 'per_page'",
            "api.yaml:14:56: error: response model 'Page' has no field 'itms'; did you mean 'items'?",
            "api.yaml:21:17: error: pagination needs 'items', the response field that holds a page's items, unless the response is a list",
        ])
    }

    @Test func paginationMaxLimitWithoutLimitOrInRange() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  offset: { in: query, type: integer }
                  limit: { in: query, type: integer }
                response: "[string]"
                pagination: { style: offset, maxLimit: 100 }
              more:
                method: GET
                path: /more
                parameters:
                  offset: { in: query, type: integer }
                  limit: { in: query, type: integer }
                response: "[string]"
                pagination: { style: offset, limit: limit, maxLimit: 0 }
            """)
        #expect(diagnostics == [
            "api.yaml:13:44: error: pagination 'maxLimit' caps the page size, so it needs 'limit', the page-size parameter",
            "api.yaml:21:58: error: 'maxLimit' must be a whole number from 1 to 1000000000",
        ])
    }

    @Test(arguments: [
        ("https://exa mple.com", "holds characters a URL cannot (spaces, quotes, braces, non-ASCII); percent-encode them"),
        ("https://api.example.com/{version}", "holds characters a URL cannot (spaces, quotes, braces, non-ASCII); percent-encode them"),
        ("https://[::1", "is not a valid URL"),
        ("https://api.example.com:-1", "is not a valid URL"),
        ("https://a@b@api.example.com", "is not a valid URL"),
        ("https://[::1.2.3]/v1", "is not a valid URL"),
        ("https://", "has no host"),
        ("https:///v1", "has no host"),
        ("https://api.example.com:99999", "has a port outside 1 to 65535"),
        ("https://user:pw@api.example.com", "must not carry credentials; declare them under 'auth'"),
        ("https://api.example.com/v1?key=1", "must not have a query or a fragment; declare query parameters instead"),
        ("https://api.example.com/v1#top", "must not have a query or a fragment; declare query parameters instead"),
    ])
    func serverAndBaseURLsThatAClientCouldNotUse(url: String, problem: String) {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: Shop
              servers:
                production: "\(url)"
            endpoints:
              geo:
                method: GET
                path: /ip
                baseURL: "\(url)"
            """)
        #expect(diagnostics == [
            "api.yaml:4:5: error: server 'production' URL '\(url)' \(problem)",
            "api.yaml:9:14: error: 'baseURL' '\(url)' \(problem)",
        ])
    }

    @Test func urlsThatAClientCanUseAreAccepted() {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: Shop
              servers:
                production: https://api.example.com:8443/v1/
                local: { url: "http://[::1]:8080/api%20v2", allowInsecureHTTP: true }
            endpoints:
              geo: { method: GET, path: /ip, baseURL: "https://geo.example.com" }
            """)
        #expect(diagnostics == [])
    }

    @Test func headerNamesHTTPWouldRefuse() {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: Shop
              servers:
                production: https://api.shop.example
              auth:
                key: { type: apiKeyHeader, name: "Api Key" }
              rateLimit: { requests: 5, perSeconds: 1, remainingHeader: "X-Remaining:" }
              sharedParameters:
                "X Tenant": { in: header }
            endpoints:
              find:
                method: GET
                path: /find
                auth: [key]
                parameters:
                  "X Request Id": { in: header }
                  "x-request-ok": { in: header }
            """)
        let allowed = "use letters, digits and !#$%&'*+-.^_`|~ only"
        #expect(diagnostics == [
            "api.yaml:6:5: error: the header of auth scheme 'key' 'Api Key' is not a valid HTTP header name: \(allowed)",
            "api.yaml:7:14: error: the rate limit's header 'X-Remaining:' is not a valid HTTP header name: \(allowed)",
            "api.yaml:9:5: error: shared header parameter 'X Tenant' is not a valid HTTP header name: \(allowed)",
            "api.yaml:16:7: error: header parameter 'X Request Id' is not a valid HTTP header name: \(allowed)",
        ])
    }

    @Test(arguments: ["My Shop", "2Shop", "shop-api", "_Shop", ""])
    func apiNamesThatAreNotSwiftNames(name: String) {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: "\(name)"
              servers:
                production: https://api.shop.example
            """)
        #expect(diagnostics == [
            "api.yaml:2:9: error: the API's 'name' prefixes the generated types ('\(name)Client'), so it must be a Swift name: letters, digits and '_', starting with a letter"
        ])
    }

    @Test func retrySettingsThatDoNotFitTogether() {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: Shop
              servers:
                production: https://api.shop.example
              retry:
                initialDelay: 10
                maxDelay: 1
                acrossCalls: { reset: 60 }
            """)
        #expect(diagnostics == [
            "api.yaml:7:15: error: 'maxDelay' (1) is shorter than 'initialDelay' (10); the back-off would never reach the initial delay",
            "api.yaml:8:18: error: 'acrossCalls' is missing 'resetAfter'",
            "api.yaml:8:20: error: unknown key 'reset' in 'acrossCalls'",
        ])
    }

    @Test func localDateTimeIsForBodiesOnly() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              since:
                method: GET
                path: /since
                parameters:
                  after: { in: query, type: localdatetime, default: "2021-07-05" }
            """)
        #expect(diagnostics == [
            "api.yaml:10:33: error: query parameter 'after' must be a scalar, an enum or a list of them, not 'localdatetime'",
            "api.yaml:10:57: error: parameter 'after' cannot have a default: a 'localdatetime' has no default the client can fill in",
        ])
    }

    @Test func envelopeKeysThatAreEmpty() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              envelope: { data: "", error: meta, errorFlag: "" }
            """)
        #expect(diagnostics == [
            "api.yaml:5:21: error: the envelope's 'data' must name a key of the body, not be empty",
            "api.yaml:5:49: error: the envelope's 'errorFlag' must name a key of the body, not be empty",
        ])
    }

    @Test func responsesThatCannotBeRead() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Thing: { fields: { id: string } }
            endpoints:
              check: { method: HEAD, path: /thing, response: Thing }
              make: { method: POST, path: /things, response: { status: [201, 204], type: Thing } }
              list: { method: GET, path: /things, response: { status: [], type: "[Thing]" } }
              find: { method: GET, path: /find, response: { type: Thing, at: "data..thing" } }
              near: { method: GET, path: /near, response: { type: Thing, at: "" } }
              fetch:
                method: GET
                path: /things/{id}
                parameters: { id: { in: path, required: false } }
            """)
        #expect(diagnostics == [
            "api.yaml:8:50: error: a HEAD response has no body, so it cannot have a 'type'",
            "api.yaml:9:50: error: a 204 response has no body, so a response with a 'type' cannot list it as a success",
            "api.yaml:10:59: error: a success 'status' list needs at least one status; leave it out for 200",
            "api.yaml:11:66: error: 'at' 'data..thing' has an empty key; write the keys to descend through joined by single dots, such as 'data.tracking'",
            "api.yaml:12:66: error: 'at' '' has an empty key; write the keys to descend through joined by single dots, such as 'data.tracking'",
            "api.yaml:16:45: error: a path parameter is always required; leave 'required' out",
        ])
    }

    @Test func errorModelMessagePathsThatDoNotResolve() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              errorModel:
                model: Problem
                message: [detail, errors.txt, code.text, errors.text.more, errors.count, "errors."]
            models:
              Problem: { fields: { detail: string, code: integer, errors: "[Cause]" } }
              Cause: { fields: { text: string, count: "[integer]" } }
            """)
        #expect(diagnostics == [
            "api.yaml:7:23: error: error model 'Cause' has no field 'txt'; did you mean 'text'?",
            "api.yaml:7:35: error: error model field 'code' is 'integer'; a message inside it needs an object or a list of objects",
            "api.yaml:7:46: error: error model 'message' 'errors.text.more' must be a field, or a field of an object or list-of-objects field: 'message' or 'errors.message'",
            "api.yaml:7:64: error: error model field 'count' is '[integer]'; the code and message must be a string, a number, a boolean or an enum",
            "api.yaml:7:78: error: error model 'message' 'errors.' must be a field, or a field of an object or list-of-objects field: 'message' or 'errors.message'",
        ])
    }

    @Test func errorModelFieldsThatDoNotExist() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              errorModel: { model: Problem, code: cod, message: text }
            models:
              Problem: { fields: { code: integer, detail: string } }
            """)
        #expect(diagnostics == [
            "api.yaml:5:39: error: error model 'Problem' has no field 'cod'; did you mean 'code'?",
            "api.yaml:5:53: error: error model 'Problem' has no field 'text'",
        ])
    }

    @Test func parameterNamedCompletion() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              finish:
                method: POST
                path: /finish
                parameters:
                  completion: { in: query, type: boolean }
            """)
        #expect(diagnostics == [
            "api.yaml:10:7: error: parameter 'completion' becomes 'completion', the label of the generated completion handler; give it another 'swiftName'"
        ])
    }

    @Test func defaultsThatAreNotValuesOfTheirType() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Sort: { enum: [name, price] }
            endpoints:
              list:
                method: GET
                path: /items
                parameters:
                  limit: { in: query, type: integer, default: ten }
                  sort: { in: query, type: Sort, default: prise }
                  since: { in: query, type: datetime, default: "2024-01-01" }
                  ratio: { in: query, type: number, default: inf }
            """)
        #expect(diagnostics == [
            "api.yaml:12:51: error: the default 'ten' of parameter 'limit' is not a valid 'integer'",
            "api.yaml:13:47: error: the default 'prise' of parameter 'sort' is not a valid 'Sort'; did you mean 'price'?",
            "api.yaml:14:52: error: parameter 'since' cannot have a default: a 'datetime' has no default the client can fill in",
            "api.yaml:15:50: error: the default 'inf' of parameter 'ratio' is not a valid 'number'",
        ])
    }

    @Test func textResponseOfAnotherType() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              count: { method: GET, path: /count, response: { text: true, type: integer } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:49: error: a 'text: true' response is a string, not 'integer'; leave 'type' out or make it 'string'"
        ])
    }
}
