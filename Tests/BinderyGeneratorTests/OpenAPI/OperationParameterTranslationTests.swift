import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Path, query and header parameters, merged from the path item and the operation, with their
/// `style` and `explode`.
@Suite("OpenAPI: operation parameters")
struct OperationParameterTranslationTests {
    @Test func mergedParametersWithDocsRequiredAndDeprecation() {
        let text = """
            \(OperationTranslation.header)
            components:
              parameters:
                limit: { name: limit, in: query, schema: { type: integer, default: 20 }, description: Page size. }
            paths:
              /owners/{owner}/pets:
                parameters:
                  - { name: owner, in: path, required: true, schema: { type: string } }
                  - { name: X-Trace, in: header, schema: { type: string } }
                get:
                  operationId: listPets
                  parameters:
                    - $ref: "#/components/parameters/limit"
                    - { name: X-Trace, in: header, required: true, deprecated: true, schema: { type: string } }
                    - { name: Accept, in: header, schema: { type: string } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("listPets", in: text) == """
            {method: "GET", path: "/owners/{owner}/pets", parameters: {owner: {in: "path", type: T}, \
            X-Trace: {in: "header", type: T, required: true, deprecated: true}, \
            limit: {in: "query", type: T, docs: "Page size.\\n\\nDefault: `20`."}}}
            """.replacingOccurrences(of: "\\n", with: "\n"))
        #expect(OperationTranslation.diagnostics(text) == [])
        let endpoint = OperationTranslation.decode(text).endpoints.first
        #expect(endpoint?.parameters.map(\.swiftName) == ["owner", "xTrace", "limit"])
        #expect(endpoint?.parameters.map(\.required) == [true, true, false])
    }

    @Test func queryListStyles() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - { name: tags, in: query, schema: { type: array, items: { type: string } } }
                    - { name: ids, in: query, explode: false, schema: { type: array, items: { type: integer } } }
                    - { name: kinds, in: query, style: pipeDelimited, explode: false, schema: { type: array, items: { type: string } } }
                    - { name: expand, in: query, style: deepObject, explode: true, schema: { type: array, items: { type: string } } }
                    - { name: colors, in: query, style: spaceDelimited, explode: false, schema: { type: array, items: { type: string } } }
                    - { name: X-Flags, in: header, style: simple, explode: false, schema: { type: array, items: { type: string } } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("listPets", in: text) == """
            {method: "GET", path: "/pets", parameters: {tags: {in: "query", type: T}, ids: {in: "query", type: T, style: "comma"}, \
            kinds: {in: "query", type: T, style: "pipe"}, expand[]: {in: "query", type: T}, colors: {in: "query", type: T}, \
            X-Flags: {in: "header", type: T}}}
            """)
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:13:45: warning: query parameter 'colors' of operation GET /pets has style 'spaceDelimited', which the spec language cannot say; the list is sent repeated ('colors=a&colors=b')",
        ])
        #expect(OperationTranslation.decode(text).endpoints.first?.parameters.first { $0.wireName == "expand[]" }?.swiftName == "expand")
    }

    @Test func objectsInTheQuery() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /charges:
                get:
                  operationId: listCharges
                  parameters:
                    - name: created
                      in: query
                      style: deepObject
                      explode: true
                      schema:
                        anyOf:
                          - type: object
                            properties:
                              gt: { type: integer }
                              lte: { type: integer, description: At most. }
                              nested: { type: object, properties: { a: { type: string } } }
                          - type: integer
                    - name: filter
                      in: query
                      schema: { type: object, properties: { status: { type: string }, owner: { type: string } } }
                    - { name: metadata, in: query, style: deepObject, schema: { type: object, additionalProperties: { type: string } } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("listCharges", in: text) == """
            {method: "GET", path: "/charges", parameters: {created: {in: "query", type: T}, created[gt]: {in: "query", type: T}, \
            created[lte]: {in: "query", type: T, docs: "At most."}, status: {in: "query", type: T}, owner: {in: "query", type: T}}}
            """)
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:19:27: warning: property 'nested' of query parameter 'created' of operation GET /charges is left out: it is an object, and the spec language sends scalars and lists of them in a query",
            "openapi.yaml:24:11: warning: query parameter 'metadata' of operation GET /charges is an object without declared properties, which the spec language cannot send; it is left out",
        ])
        #expect(OperationTranslation.decode(text).endpoints.first?.parameters.map(\.swiftName) == ["created", "createdGt", "createdLte", "status", "owner"])
    }

    @Test func parametersThatCannotBeSent() {
        #expect(OperationTranslation.diagnostics("""
            \(OperationTranslation.header)
            paths:
              /pets/{id}:
                get:
                  parameters:
                    - { name: id, in: path, required: true, style: label, schema: { type: string } }
                    - { name: session, in: cookie, schema: { type: string } }
                    - { name: where, in: body, schema: { type: string } }
                    - { in: query }
                    - { name: q, in: query, content: { application/json: { schema: { type: string } } } }
                    - { name: q, in: header, schema: { type: string } }
                  responses: { "200": { description: OK } }
            """) == [
            "openapi.yaml:8:56: warning: path parameter 'id' of operation GET /pets/{id} has style 'label', which the spec language cannot say; it is sent as a plain path segment ('simple')",
            "openapi.yaml:9:11: warning: parameter 'session' of operation GET /pets/{id} is left out: the spec language has no cookie parameters; send the cookie with a middleware",
            "openapi.yaml:10:11: warning: parameter 'where' of operation GET /pets/{id} is left out: 'in' must be path, query, header or cookie, not 'body'",
            "openapi.yaml:11:11: warning: a parameter of operation GET /pets/{id} is left out: it needs a 'name' and an 'in'",
            "openapi.yaml:12:42: warning: parameter 'q' of operation GET /pets/{id} is described as 'application/json' content, which the spec language cannot encode; it is sent as text",
            "openapi.yaml:13:11: warning: parameter 'q' of operation GET /pets/{id} is left out: another parameter of it has that name, and the spec language names parameters by their wire name alone",
        ])
    }

    @Test func unionsListsOfObjectsAndObjectsOutsideTheQuery() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /workflows/{workflow_id}:
                get:
                  operationId: getWorkflow
                  parameters:
                    - { name: workflow_id, in: path, required: true, schema: { oneOf: [{ type: integer }, { type: string }] } }
                    - name: lines
                      in: query
                      style: deepObject
                      schema: { type: array, items: { type: object, properties: { amount: { type: integer } } } }
                    - name: discounts
                      in: query
                      schema: { anyOf: [{ type: array, items: { type: object } }, { type: string, enum: [""] }] }
                    - { name: X-Filter, in: header, schema: { type: object, properties: { a: { type: string } } } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:10:11: warning: query parameter 'lines' of operation GET /workflows/{workflow_id} is left out: it is a list of objects or lists, and the spec language sends a scalar or a list of scalars in a query",
            "openapi.yaml:14:11: warning: query parameter 'discounts' of operation GET /workflows/{workflow_id} is left out: it is a union of objects or lists and other values, and the spec language sends a scalar or a list of scalars in a query",
            "openapi.yaml:17:11: warning: header parameter 'X-Filter' of operation GET /workflows/{workflow_id} is left out: it is an object, and the spec language sends a scalar or a list of scalars in a header",
        ])
        let parameters = OperationTranslation.decode(text).endpoints.first?.parameters
        #expect(parameters?.map(\.wireName) == ["workflow_id"])
        #expect(parameters?.first?.type == .string)
    }
}
