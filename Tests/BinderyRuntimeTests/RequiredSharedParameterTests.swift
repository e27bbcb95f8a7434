import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /merchants/{mId}/orders`: the merchant id is a shared path value, `recipe` a required query value.
private struct ListOrders: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(
        id: "listOrders", method: .get, path: "/merchants/{mId}/orders", sharedParameters: ["mId", "recipe"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/merchants/\(request.sharedPathValue("mId"))/orders"
    }
}

@Suite("Required shared parameters and shared path values", .timeLimit(.minutes(1)))
struct RequiredSharedParameterTests {
    @Test("a shared path value is written into the path, percent-encoded as one segment")
    func pathValue() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.setSharedParameter("mId", in: .path, to: "M/1 2")
            $0.setSharedParameter("recipe", in: .query, to: "r-9", isRequired: true)
        }

        try await client.send(ListOrders())

        #expect(server.recordedRequests.map(\.target) == ["/merchants/M%2F1%202/orders?recipe=r-9"])
    }

    @Test("a missing or empty required value fails before anything is sent", arguments: [nil, ""] as [String?])
    func missingRequired(recipe: String?) async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.setSharedParameter("mId", in: .path, to: "M1")
            $0.setSharedParameter("recipe", in: .query, to: recipe, isRequired: true)
        }

        let error = try await failure(of: { try await client.send(ListOrders()) })

        #expect(error.code == .invalidConfiguration)
        #expect(error.message == "the call needs 'recipe', and the client has no value for it")
        #expect(error.attempts == 0)
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("a shared path value is required by the calls that use it")
    func missingPathValue() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.setSharedParameter("mId", in: .path, to: "")
            $0.setSharedParameter("recipe", in: .query, to: "r-9", isRequired: true)
        }

        let error = try await failure(of: { try await client.send(ListOrders()) })

        #expect(error.code == .invalidConfiguration)
        #expect(error.message == "the call needs 'mId', and the client has no value for it")
        #expect(server.recordedRequests.isEmpty)
    }
}
