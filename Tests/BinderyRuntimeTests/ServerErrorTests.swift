import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// AfterShip's `meta`: `{"code": 4004, "message": "…", "type": "NotFound"}`.
private struct Meta: ServerErrorModel, Equatable {
    var code: Int
    var message: String?
    var type: String?

    var serverErrorCode: String? { String(code) }
    var serverErrorMessage: String? { message }
}

/// `GET /trackings/{id}` with failures the spec documents.
private struct GetTracking: APIOperation {
    typealias Response = Item
    static let descriptor = OperationDescriptor(
        id: "getTracking", method: .get, path: "/trackings/{id}",
        documentedErrors: [
            .init(status: 404, summary: "Not found."),
            .init(status: 404, code: "4004", summary: "Tracking does not exist."),
            .init(status: 400, code: "4001", summary: "Bad tracking number."),
        ])

    var id: String

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/trackings/\(id)"
    }
}

@Suite("Server failures: error model, documented errors, bodies", .timeLimit(.minutes(1)))
struct ServerErrorTests {
    private func client(_ server: LoopbackServer) -> BinderyClient {
        makeClient(server.baseURL) {
            $0.envelope = Envelope(dataKey: "data", errorKey: "meta")
            $0.errorModel = ErrorModelDecoding(Meta.self)
            $0.retryPolicy = .never
        }
    }

    @Test("the error model is decoded from the envelope's error key")
    func errorModelFromEnvelope() async throws {
        let server = try scriptedServer([
            .json(404, #"{"meta":{"code":4004,"message":"Tracking does not exist.","type":"NotFound"},"data":{}}"#),
        ])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(GetTracking(id: "x")) }

        #expect(error.code == .server)
        #expect(error.status == 404)
        #expect(error.serverCode == "4004")
        #expect(error.message == "Tracking does not exist.")
        #expect(error.serverError as? Meta == Meta(code: 4004, message: "Tracking does not exist.", type: "NotFound"))
        #expect(error.description == "getTracking: HTTP 404, code 4004: Tracking does not exist.")
        // What an alert shows of any `Error`.
        #expect((error as any Error).localizedDescription == "getTracking: HTTP 404, code 4004: Tracking does not exist.")
        #expect(error.debugDescription.hasPrefix("BinderyError.server getTracking: HTTP 404"))
        #expect(error.debugDescription.contains(#"body: {"meta":{"code":4004"#))
    }

    @Test("a documented error listed with the server's code wins over one listed for the status alone")
    func documentedByStatusAndCode() async throws {
        let server = try scriptedServer([.json(404, #"{"meta":{"code":4004}}"#)])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(GetTracking(id: "x")) }

        #expect(error.documentedError == DocumentedError(status: 404, code: "4004", summary: "Tracking does not exist."))
        // The model has no message: the documented summary stands in.
        #expect(error.message == "Tracking does not exist.")
    }

    @Test("an undocumented code falls back to the entry for the status alone")
    func documentedByStatus() async throws {
        let server = try scriptedServer([.json(404, #"{"meta":{"code":4099,"message":"Gone fishing."}}"#)])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(GetTracking(id: "x")) }

        #expect(error.documentedError == DocumentedError(status: 404, summary: "Not found."))
        #expect(error.message == "Gone fishing.")
    }

    @Test("no documented error when neither status nor code match")
    func undocumented() async throws {
        let server = try scriptedServer([.json(400, #"{"meta":{"code":4002}}"#)])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(GetTracking(id: "x")) }

        #expect(error.documentedError == nil)
        #expect(error.serverCode == "4002")
        #expect(error.message == "the server answered HTTP 400")
    }

    @Test("a body that is not JSON: no model, a generic message, the body kept")
    func nonJSONBody() async throws {
        let html = "<html><body><h1>502 Bad Gateway</h1></body></html>"
        let server = try scriptedServer([.response(status: 502, headers: [("Content-Type", "text/html")], body: Data(html.utf8))])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(GetTracking(id: "x")) }

        #expect(error.code == .server)
        #expect(error.status == 502)
        #expect(error.serverError == nil)
        #expect(error.serverCode == nil)
        #expect(error.message == "the server answered HTTP 502")
        #expect(error.responseBody == html)
        #expect(error.description == "getTracking: HTTP 502: the server answered HTTP 502")
    }

    @Test("an empty failure body leaves responseBody nil")
    func emptyBody() async throws {
        let server = try scriptedServer([.response(status: 500)])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(GetTracking(id: "x")) }

        #expect(error.status == 500)
        #expect(error.responseBody == nil)
    }

    @Test("a status the call does not list as success is a failure, even a 2xx")
    func unlistedSuccessStatus() async throws {
        let server = try scriptedServer([.json(202, #"{"data":{"id":"1","name":"a"}}"#)])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(GetTracking(id: "x")) }

        #expect(error.code == .server)
        #expect(error.status == 202)
    }

    @Test("a description without a status or code has just the message")
    func descriptionShapes() {
        let plain = BinderyError(.transport, operationID: "getItem", message: "the connection failed: reset")
        #expect(plain.description == "getItem: the connection failed: reset")
        let decoding = BinderyError(.decoding, operationID: "getItem", message: "a required key is missing", status: 200, codingPath: "data.id", attempts: 2)
        #expect(decoding.description == "getItem: HTTP 200: a required key is missing at 'data.id' (after 2 attempts)")
    }
}
