import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Responses: success statuses and bodies (JSON, text, server-sent events), headers, and the
/// documented failures.
@Suite("OpenAPI: operation responses")
struct OperationResponseTranslationTests {
    @Test func successBodiesHeadersAndFailures() {
        let text = """
            \(OperationTranslation.header)
            components:
              responses:
                NotFound: { description: The pet does not exist. }
              headers:
                Limit: { schema: { type: integer }, description: Calls per hour. }
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200":
                      description: The pets.
                      headers:
                        Link: { schema: { type: string } }
                        X-RateLimit-Limit: { $ref: "#/components/headers/Limit" }
                        X-Ratio: { schema: { type: number } }
                        X-Beta: { schema: { type: boolean } }
                        Last-Modified: { schema: { type: string, format: date-time } }
                        Content-Type: { schema: { type: string } }
                      content: { application/json: { schema: { type: array, items: { type: string } } } }
                    "304": { description: Not modified. }
                    "404": { $ref: "#/components/responses/NotFound" }
                    default: { description: Something else. }
                post:
                  operationId: createPet
                  responses:
                    "201": { description: Created., content: { application/json; charset=utf-8: { schema: { type: object } } } }
                    "202": { description: Accepted., content: { application/json: { schema: { type: object } } } }
              /readme:
                get:
                  operationId: getReadme
                  responses:
                    "200": { description: The text., content: { text/markdown: { schema: { type: string } } } }
              /archive:
                get:
                  operationId: getArchive
                  responses:
                    "200": { description: The zip., content: { application/zip: { schema: { type: string, format: binary } } } }
              /chat:
                post:
                  operationId: streamChat
                  responses:
                    "200": { description: Events., content: { text/event-stream: { schema: { type: object } } } }
              /ping:
                head:
                  operationId: ping
                  responses:
                    "200": { description: Up., content: { application/json: { schema: { type: object } } } }
            """
        #expect(OperationTranslation.endpoint("listPets", in: text) == """
            {method: "GET", path: "/pets", response: {type: T, docs: "The pets.", headers: {Link: {type: "string"}, \
            X-RateLimit-Limit: {type: "integer", docs: "Calls per hour."}, X-Ratio: {type: "number"}, X-Beta: {type: "boolean"}, \
            Last-Modified: {type: "datetime"}}}, errors: [{status: 304, docs: "Not modified."}, {status: 404, docs: "The pet does not exist."}]}
            """)
        #expect(OperationTranslation.endpoint("createPet", in: text) == """
            {method: "POST", path: "/pets", response: {status: [201, 202], type: T, docs: "Created."}}
            """)
        #expect(OperationTranslation.endpoint("getArchive", in: text) == """
            {method: "GET", path: "/archive", response: {binary: true, docs: "The zip."}}
            """)
        #expect(OperationTranslation.endpoint("getReadme", in: text) == """
            {method: "GET", path: "/readme", response: {text: true, docs: "The text."}}
            """)
        #expect(OperationTranslation.endpoint("streamChat", in: text) == """
            {method: "POST", path: "/chat", response: {type: T, stream: "sse", docs: "Events."}}
            """)
        #expect(OperationTranslation.endpoint("ping", in: text) == "{method: \"HEAD\", path: \"/ping\"}")
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:31:16: warning: status 202 of operation POST /pets returns another body than status 201; the spec language has one success type, so it is read as status 201's",
        ])
        let streamChat = OperationTranslation.decode(text).endpoints.first { $0.name == "streamChat" }
        #expect(streamChat?.response.stream?.value == .sse)
    }

    @Test func responsesTheSpecLanguageReadsInPart() {
        #expect(OperationTranslation.diagnostics("""
            \(OperationTranslation.header)
            paths:
              /chat:
                post:
                  responses:
                    "200":
                      description: A completion, or its events.
                      headers: { X-Request-Id: { schema: { type: string } } }
                      content:
                        application/json: { schema: { type: object } }
                        text/event-stream: { schema: { type: object } }
              /events:
                get:
                  responses:
                    "200":
                      description: Events.
                      headers: { X-Request-Id: { schema: { type: string } } }
                      content: { text/event-stream: { schema: { type: object } } }
              /archive:
                get:
                  responses:
                    "200": { description: The list., content: { application/xml: { schema: { type: object } } } }
              /collaborators:
                put:
                  responses:
                    "201": { description: Invited., content: { application/json: { schema: { type: object } } } }
                    "204": { description: Already a collaborator. }
                    2XX: { description: Anything else. }
                    "101": { description: Switching. }
            """) == [
            "openapi.yaml:19:20: warning: the response headers of operation GET /events are not read: its response is a stream of events, and headers are read with a whole response",
            "openapi.yaml:24:70: warning: the 'application/xml' body of status 200 of operation GET /archive is not read: the spec language reads JSON, text, server-sent events and bytes of a binary string; the call returns nothing",
            "openapi.yaml:29:16: warning: status 204 of operation PUT /collaborators has no body while status 201 has one; the spec language has one success type, so a 204 response is reported as a failure",
            "openapi.yaml:30:14: warning: the range 2XX of operation PUT /collaborators is read as status 200: the spec language lists success statuses one by one",
            "openapi.yaml:30:14: warning: status 200 of operation PUT /collaborators has no body while status 201 has one; the spec language has one success type, so a 200 response is reported as a failure",
            "openapi.yaml:31:16: warning: response '101' of operation PUT /collaborators is left out: the spec language reads statuses from 200 to 599",
        ])
    }

    /// A success that offers server-sent events beside JSON (OpenAI's chat completions) is two
    /// endpoints: the operation's, reading JSON, and `<name>Stream`, reading the events, with the
    /// same parameters, body and failures; the request's `Accept` tells them apart on the wire.
    /// A twin whose name is taken, by an endpoint or a model, is left out with a warning.
    @Test func eventsBesideJSONAreAnEndpointOfTheirOwn() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /chat:
                post:
                  operationId: createChat
                  parameters: [{ name: model, in: query, schema: { type: string } }]
                  requestBody: { content: { application/json: { schema: { type: object, properties: { stream: { type: boolean } } } } } }
                  responses:
                    "200":
                      description: A completion, or its chunks.
                      headers: { X-Request-Id: { schema: { type: string } } }
                      content:
                        application/json: { schema: { type: object, properties: { text: { type: string } } } }
                        text/event-stream: { schema: { $ref: '#/components/schemas/Chunk' } }
                    "429": { description: Slow down. }
              /runs:
                post:
                  operationId: createRun
                  responses:
                    "200":
                      description: A run.
                      content:
                        application/json: { schema: { type: object } }
                        text/event-stream: { schema: { type: object } }
              /runs/stream:
                get:
                  operationId: createRunStream
                  responses:
                    "200": { description: Runs., content: { application/json: { schema: { type: object } } } }
              /jobs:
                post:
                  operationId: createJob
                  responses:
                    "200":
                      description: A job.
                      content:
                        application/json: { schema: { type: object } }
                        text/event-stream: { schema: { type: object } }
            components:
              schemas:
                Chunk: { type: object, properties: { delta: { type: string } } }
                CreateJobStreamRequest: { type: object, properties: { id: { type: string } } }
            """
        #expect(OperationTranslation.endpoint("createChat", in: text) == """
            {method: "POST", path: "/chat", parameters: {model: {in: "query", type: T}}, body: {type: T, swiftName: "body", \
            required: false}, response: {type: T, docs: "A completion, or its chunks.", headers: {X-Request-Id: {type: "string"}}}, \
            errors: [{status: 429, docs: "Slow down."}]}
            """)
        #expect(OperationTranslation.endpoint("createChatStream", in: text) == """
            {method: "POST", path: "/chat", parameters: {model: {in: "query", type: T}}, body: {type: T, swiftName: "body", \
            required: false}, response: {type: T, stream: "sse", docs: "A completion, or its chunks."}, \
            errors: [{status: 429, docs: "Slow down."}]}
            """)
        let endpoints = OperationTranslation.decode(text).endpoints
        #expect(endpoints.first { $0.name == "createChatStream" }?.response.type?.specSpelling == "Chunk")
        #expect(endpoints.map(\.name).sorted() == ["createChat", "createChatStream", "createJob", "createRun", "createRunStream"])
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:23:11: warning: the text/event-stream form of operation 'createRun' is not generated: 'createRunStream' (its request 'CreateRunStreamRequest') is taken; an overlay can add it under another name",
            "openapi.yaml:37:11: warning: the text/event-stream form of operation 'createJob' is not generated: 'createJobStream' (its request 'CreateJobStreamRequest') is taken; an overlay can add it under another name",
        ])
    }

    /// A 204 cannot carry a body (Box's document declares one beside a 200): its content is
    /// not read, and the call keeps the 200's type; a 204 that is the only success returns nothing.
    @Test func aNoContentResponseThatDeclaresABody() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /collaborations/{id}:
                put:
                  operationId: updateCollaboration
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses:
                    "200": { description: Updated., content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
                    "204": { description: Removed., content: { application/json: { schema: { type: object } } } }
              /pings:
                post:
                  operationId: ping
                  responses:
                    "204": { description: Pong., content: { application/json: { schema: { type: object } } } }
            """
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:11:16: warning: status 204 of operation PUT /collaborations/{id} declares a body, which a 204 response cannot carry; its content is not read, and the spec language has one success type, so a 204 response is reported as a failure",
            "openapi.yaml:16:16: warning: status 204 of operation POST /pings declares a body, which a 204 response cannot carry; the call returns nothing",
        ])
        #expect(OperationTranslation.endpoint("updateCollaboration", in: text).contains("response: {type: T"))
        #expect(OperationTranslation.endpoint("ping", in: text).contains("response: {status: [204]}"))
    }

    @Test func theErrorModelTheFailuresAgreeOn() throws {
        let text = """
            \(OperationTranslation.header)
            components:
              schemas:
                Error:
                  type: object
                  required: [error]
                  properties:
                    error:
                      type: object
                      properties: { code: { type: [string, "null"] }, message: { type: string }, param: { type: object } }
                Basic: { type: object, properties: { message: { type: string }, documentation_url: { type: string } } }
                Detail: { allOf: [{ $ref: "#/components/schemas/Basic" }, { properties: { detail: { type: string } } }] }
                NoText: { type: object, properties: { errors: { type: array, items: { type: string } } } }
            paths:
              /a:
                get:
                  responses:
                    "404": { description: A., content: { application/json: { schema: { $ref: "#/components/schemas/Error" } } } }
                    default: { description: B., content: { application/json: { schema: { $ref: "#/components/schemas/Error" } } } }
              /b:
                get:
                  responses:
                    4XX: { description: C., content: { application/json: { schema: { $ref: "#/components/schemas/Basic" } } } }
            """
        var translation = try #require(OperationTranslation.translation(of: text))
        _ = translation.translate()
        let agreed = try #require(translation.operations.errorSchemas.agreed)
        #expect(agreed["$ref"]?.scalar == "#/components/schemas/Error")
        let schemas = try #require(translation.document.root["components"]?["schemas"])
        let errorSchema = try #require(schemas["Error"])
        let errorShape = translation.errorModelShape(of: errorSchema)
        let error = try #require(errorShape)
        #expect(error.envelopeKey == "error" && error.code == "code" && error.message == "message")
        let detailSchema = try #require(schemas["Detail"])
        let detailShape = translation.errorModelShape(of: detailSchema)
        let detail = try #require(detailShape)
        #expect(detail.envelopeKey == nil && detail.code == nil && detail.message == "message")
        let noTextSchema = try #require(schemas["NoText"])
        let noTextShape = translation.errorModelShape(of: noTextSchema)
        #expect(noTextShape == nil)
    }

    @Test func failuresThatDoNotAgree() {
        var tally = OpenAPIErrorSchemaTally()
        let location = SourceLocation(file: "openapi.yaml", line: 1, column: 1)
        tally.count(.text("a", at: location), identity: "A")
        tally.count(.text("b", at: location), identity: "B")
        tally.count(nil, identity: "")
        #expect(tally.agreed == nil)
        tally.count(.text("b", at: location), identity: "B")
        #expect(tally.agreed?.scalar == "b")
    }
}
