import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Request bodies: JSON, multipart/form-data (files), and what the spec language cannot send.
@Suite("OpenAPI: operation request bodies")
struct OperationBodyTranslationTests {
    @Test func jsonBodies() {
        let text = """
            \(OperationTranslation.header)
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string } } }
              requestBodies:
                PetBody:
                  required: true
                  content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
            paths:
              /pets:
                post:
                  operationId: createPet
                  requestBody: { $ref: "#/components/requestBodies/PetBody" }
                  responses: { "200": { description: OK } }
                put:
                  operationId: replacePets
                  requestBody:
                    description: The new pets.
                    content:
                      application/xml: { schema: { type: string } }
                      application/merge-patch+json: { schema: { type: array, items: { type: string } } }
                  responses: { "200": { description: OK } }
                patch:
                  operationId: patchPets
                  requestBody: { content: { application/json: {} } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("createPet", in: text) == "{method: \"POST\", path: \"/pets\", body: {type: T}}")
        #expect(OperationTranslation.endpoint("replacePets", in: text) == """
            {method: "PUT", path: "/pets", body: {type: T, swiftName: "body", required: false, docs: "The new pets."}}
            """)
        #expect(OperationTranslation.endpoint("patchPets", in: text) == """
            {method: "PATCH", path: "/pets", body: {type: T, swiftName: "body", required: false}}
            """)
        #expect(OperationTranslation.diagnostics(text) == [])
    }

    @Test func multipartBodies() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /files:
                post:
                  operationId: uploadFile
                  requestBody:
                    required: true
                    description: The file and its purpose.
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file, purpose]
                          properties:
                            file: { type: string, format: binary, description: The bytes. }
                            extras: { type: array, items: { type: string, format: binary } }
                            picture: { type: string, contentMediaType: image/png }
                            purpose: { type: string, enum: [batch, vision] }
                            id: { type: string, readOnly: true }
                            old: { type: string, deprecated: true }
                        encoding: { file: { contentType: text/plain } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("uploadFile", in: text) == """
            {method: "POST", path: "/files", body: {multipart: {file: {type: "file", required: true, docs: "The bytes."}, \
            extras: {type: "[file]"}, picture: {type: "file"}, purpose: {type: T, required: true}, old: {type: T, deprecated: true}}, \
            docs: "The file and its purpose."}}
            """)
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:23:23: warning: the 'encoding' of the multipart/form-data body of operation POST /files is not read: text parts go as text, files with their own content type, objects as JSON",
        ])
        #expect(OperationTranslation.decode(text).endpoints.first?.multipart?.parts.map(\.wireName) == ["file", "extras", "picture", "purpose", "old"])
    }

    @Test func bytesAreABinaryBodyOfTheirMediaType() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /assets:
                post:
                  operationId: uploadAsset
                  requestBody:
                    required: true
                    content: { application/zip: { schema: { type: string, format: binary } } }
                  responses: { "200": { description: OK } }
                put:
                  operationId: replaceAsset
                  requestBody:
                    content: { "*/*": {} }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("uploadAsset", in: text) == """
            {method: "POST", path: "/assets", body: {type: T, encoding: binary, contentType: "application/zip", swiftName: "body"}}
            """)
        #expect(OperationTranslation.endpoint("replaceAsset", in: text) == """
            {method: "PUT", path: "/assets", body: {type: T, encoding: binary, contentType: "application/octet-stream", swiftName: "body", required: false}}
            """)
        #expect(OperationTranslation.diagnostics(text).isEmpty)
        let body = OperationTranslation.decode(text).endpoints.first { $0.name == "uploadAsset" }?.body
        #expect(body?.encoding == .binary)
        #expect(body?.mediaType == "application/zip")
    }

    @Test("text of a string schema, such as GitHub's Markdown, is a text body of its media type")
    func textIsATextBodyOfItsMediaType() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /markdown/raw:
                post:
                  operationId: renderRaw
                  requestBody:
                    content:
                      text/x-markdown: { schema: { type: string } }
                      text/plain: { schema: { type: string } }
                  responses: { "200": { description: OK, content: { text/html: { schema: { type: string } } } } }
              /notes:
                post:
                  operationId: addNote
                  requestBody:
                    required: true
                    content: { text/csv: { schema: { type: object, properties: { a: { type: string } } } } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("renderRaw", in: text) == """
            {method: "POST", path: "/markdown/raw", body: {type: T, encoding: text, contentType: "text/x-markdown", swiftName: "body", required: false}, response: {text: true, docs: "OK"}}
            """)
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:18:30: warning: the request body of operation POST /notes is left out: the spec language sends JSON, multipart/form-data, application/x-www-form-urlencoded, and text or bytes of a string schema, not 'text/csv'",
        ])
        let body = OperationTranslation.decode(text).endpoints.first { $0.name == "renderRaw" }?.body
        #expect(body?.encoding == .text)
        #expect(body?.type == .string)
        #expect(body?.mediaType == "text/x-markdown")
    }

    @Test func bodiesThatCannotBeSent() {
        let text = """
            \(OperationTranslation.header)
            paths:
              /charges:
                get:
                  requestBody:
                    content: { application/x-www-form-urlencoded: { schema: { type: object, properties: {}, additionalProperties: false } } }
                  responses: { "200": { description: OK } }
                post:
                  requestBody:
                    content: { application/x-www-form-urlencoded: { schema: { type: string } } }
                  responses: { "200": { description: OK } }
                put:
                  requestBody:
                    content: { application/xml: { schema: { type: object, properties: { a: { type: string } } } } }
                  responses: { "200": { description: OK } }
                delete:
                  requestBody: { description: nothing }
                  responses: { "200": { description: OK } }
                patch:
                  requestBody:
                    content: { multipart/form-data: { schema: { type: string } } }
                  responses: { "200": { description: OK } }
              /search:
                get:
                  requestBody:
                    content: { application/json: { schema: { type: object, properties: { q: { type: string } } } } }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:12:55: warning: the form body of operation POST /charges is left out: its schema must be an object with properties, one form field each",
            "openapi.yaml:16:37: warning: the request body of operation PUT /charges is left out: the spec language sends JSON, multipart/form-data, application/x-www-form-urlencoded, and text or bytes of a string schema, not 'application/xml'",
            "openapi.yaml:19:20: warning: the request body of operation DELETE /charges has no 'content'; it is left out",
            "openapi.yaml:23:51: warning: the multipart/form-data body of operation PATCH /charges is left out: its schema must be an object with properties, one part each",
            "openapi.yaml:28:9: warning: the request body of operation GET /search is left out: the spec language sends no body with GET",
        ])
        #expect(OperationTranslation.decode(text).endpoints.allSatisfy { $0.body == nil && $0.multipart == nil })
    }

    @Test("a form body is its object's model, sent as a form; an encoding other than exploded is warned of")
    func formBody() {
        let text = OperationTranslation.header + """

            paths:
              /customers:
                post:
                  operationId: createCustomer
                  requestBody:
                    required: true
                    content:
                      application/x-www-form-urlencoded:
                        schema: { type: object, properties: { email: { type: string }, expand: { type: array, items: { type: string } } } }
                        encoding:
                          expand: { style: deepObject, explode: true }
                          email: { style: spaceDelimited, explode: false }
                  responses: { "200": { description: OK } }
            """
        #expect(OperationTranslation.endpoint("createCustomer", in: text).contains("body: {type: T, swiftName: \"body\", encoding: form}"))
        #expect(OperationTranslation.diagnostics(text) == [
            "openapi.yaml:15:22: warning: the form field 'email' of operation POST /customers is sent exploded, nested as 'a[b]' and listed as 'a[]', not with style 'spaceDelimited' and explode false"
        ])
    }
}
