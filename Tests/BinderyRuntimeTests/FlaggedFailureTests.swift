import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// Gooten's `Errors`: `[{"PropertyName": "…", "ErrorMessage": "…"}]`.
private struct GootenErrors: ServerErrorModel {
    struct Entry: Decodable, Sendable {
        var PropertyName: String?
        var ErrorMessage: String
    }

    var entries: [Entry]

    init(from decoder: any Decoder) throws {
        entries = try [Entry](from: decoder)
    }

    var serverErrorCode: String? { entries.first?.PropertyName }
    var serverErrorMessage: String? { entries.map(\.ErrorMessage).joined(separator: "; ") }
}

/// Gooten answers `{"Id": "…"}`, or `{"HadError": true, "Errors": […]}`, both with HTTP 200.
private struct CreateOrder: APIOperation {
    struct Created: Decodable, Sendable {
        var Id: String
    }

    typealias Response = Created
    static let descriptor = OperationDescriptor(id: "createOrder", method: .post, path: "/orders", successStatuses: [200, 201])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/orders"
    }
}

@Suite("Failures flagged in a success body (Gooten's HadError)", .timeLimit(.minutes(1)))
struct FlaggedFailureTests {
    private func client(_ server: LoopbackServer) -> BinderyClient {
        makeClient(server.baseURL) {
            $0.envelope = Envelope(errorKey: "Errors", errorFlagKey: "HadError")
            $0.errorModel = ErrorModelDecoding(GootenErrors.self)
        }
    }

    @Test("HadError true with HTTP 200 is a server failure with the decoded errors, and is not retried")
    func flaggedFailure() async throws {
        let body = #"{"HadError": true, "Errors": [{"PropertyName": "ShipToAddress.PostalCode", "ErrorMessage": "Invalid zip code"}]}"#
        let server = try scriptedServer([.json(200, body)])
        defer { server.stop() }

        let error = try await failure { try await client(server).send(CreateOrder()) }

        #expect(error.code == .server)
        #expect(error.status == 200)
        #expect(error.message == "Invalid zip code")
        #expect(error.serverCode == "ShipToAddress.PostalCode")
        #expect((error.serverError as? GootenErrors)?.entries.count == 1)
        #expect(error.responseBody == body)
        #expect(server.recordedRequests.count == 1)
    }

    @Test("HadError true without an error model still fails, with a generic message")
    func flaggedWithoutModel() async throws {
        let server = try scriptedServer([.json(200, #"{"HadError": true}"#)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.envelope = Envelope(errorFlagKey: "HadError") }

        let error = try await failure { try await client.send(CreateOrder()) }

        #expect(error.message == "the server flagged the call as failed")
    }

    @Test("HadError false, or missing, is a success", arguments: [#"{"HadError": false, "Id": "o-1"}"#, #"{"Id": "o-1"}"#])
    func notFlagged(body: String) async throws {
        let server = try scriptedServer([.json(200, body)])
        defer { server.stop() }

        let created = try await client(server).send(CreateOrder())

        #expect(created.Id == "o-1")
    }
}
