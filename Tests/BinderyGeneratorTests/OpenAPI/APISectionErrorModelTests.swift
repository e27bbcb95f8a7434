import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The error model the document's failures agree on, through the loader and validator.
@Suite("OpenAPI: the error model")
struct APISectionErrorModelTests {
    static func load(_ text: String) throws -> APISpec {
        try SpecLoader.load([SpecSourceFile(displayPath: "openapi.yaml", relativePath: "openapi.yaml", bytes: Array(text.utf8))])
    }

    @Test func anErrorInsideAnErrorKeyIsTheEnvelopesErrorAndTheModel() throws {
        let api = try Self.load("""
            \(OperationTranslation.header)
            components:
              schemas:
                ErrorResponse:
                  type: object
                  required: [error]
                  properties: { error: { $ref: "#/components/schemas/Error" } }
                Error:
                  type: object
                  properties: { code: { type: string, nullable: true }, message: { type: string }, param: { type: string } }
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200": { description: OK }
                    default: { description: Failed., content: { application/json: { schema: { $ref: "#/components/schemas/ErrorResponse" } } } }
            """)
        #expect(api.envelope?.errorKey == "error")
        // `Error` would shadow Swift's own: the schemas stage names the model `ErrorModel`.
        #expect(api.errorModel?.model == "ErrorModel")
        #expect(api.errorModel?.codeField?.value == "code")
        #expect(api.errorModel?.messageFields.map(\.value) == ["message"])
    }

    @Test func aFlatErrorIsTheModelOfMostFailures() throws {
        let schemas = """
            components:
              schemas:
                BasicError: { type: object, properties: { message: { type: string }, documentation_url: { type: string } } }
                ValidationError: { type: object, properties: { message: { type: string }, errors: { type: array, items: { type: string } } } }
            """
        func document(_ statuses: String) -> String {
            """
            \(OperationTranslation.header)
            \(schemas)
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    "200": { description: OK }
            \(statuses)
            """
        }
        let basic = "{ description: E., content: { application/json: { schema: { $ref: \"#/components/schemas/BasicError\" } } } }"
        let validation = "{ description: E., content: { application/json: { schema: { $ref: \"#/components/schemas/ValidationError\" } } } }"
        let agreeing = try Self.load(document("        \"404\": \(basic)\n        \"403\": \(basic)\n        \"422\": \(validation)"))
        #expect(agreeing.envelope == nil)
        #expect(agreeing.errorModel?.model == "BasicError")
        #expect(agreeing.errorModel?.codeField == nil)
        #expect(agreeing.errorModel?.messageFields.map(\.value) == ["message"])
        let disagreeing = try Self.load(document("        \"404\": \(basic)\n        \"422\": \(validation)\n        \"500\": \(validation)"))
        #expect(disagreeing.errorModel?.model == "ValidationError")
        let none = try Self.load(document("        \"404\": { description: E., content: { application/json: { schema: { type: object, properties: { errors: { type: array, items: { type: string } } } } } } }"))
        #expect(none.errorModel == nil)
    }

    @Test func aStreamAndAMultipartUploadGenerate() throws {
        let api = try Self.load("""
            \(OperationTranslation.header)
            paths:
              /chat:
                post:
                  operationId: streamChat
                  requestBody:
                    required: true
                    content: { application/json: { schema: { type: object, properties: { prompt: { type: string } } } } }
                  responses:
                    "200": { description: Events., content: { text/event-stream: { schema: { type: object, properties: { text: { type: string } } } } } }
              /files:
                post:
                  operationId: uploadFile
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema: { type: object, required: [file], properties: { file: { type: string, format: binary }, purpose: { type: string } } }
                  responses:
                    "201": { description: Stored., content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }
            """)
        let stream = Snippet.endpoint("streamChat", in: api).methods
        #expect(stream.contains("public func streamChat(body: StreamChatBody) -> EventStream<ServerSentEvent<StreamChatEvent>>"))
        let upload = Snippet.endpoint("uploadFile", in: api).methods
        #expect(upload.contains("public func uploadFile(\n"))
        #expect(upload.contains("file: MultipartFile,"))
        #expect(upload.contains("purpose: String? = nil"))
        #expect(upload.contains(") async throws(BinderyError) -> UploadFileResponse"))
    }
}
