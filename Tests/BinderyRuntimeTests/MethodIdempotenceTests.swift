import Foundation
import HTTPTypes
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `OPTIONS /items`, as written without `isIdempotent:`.
private struct ItemOptions: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "itemOptions", method: .options, path: "/items")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/items"
    }
}

/// `TRACE /items`, as written without `isIdempotent:`.
private struct TraceItems: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "traceItems", method: .trace, path: "/items")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/items"
    }
}

@Suite("Which methods are idempotent", .timeLimit(.minutes(1)))
struct MethodIdempotenceTests {
    @Test("GET, HEAD, OPTIONS, TRACE, PUT and DELETE are idempotent (RFC 9110, section 9.2.2); others are not")
    func rule() throws {
        let idempotent: [HTTPRequest.Method] = [.get, .head, .options, .trace, .put, .delete]
        let others: [HTTPRequest.Method] = [.post, .patch, .connect, try #require(HTTPRequest.Method("PURGE"))]
        let descriptors = { (methods: [HTTPRequest.Method]) in
            methods.map { OperationDescriptor(id: "x", method: $0, path: "/").isIdempotent }
        }
        #expect(descriptors(idempotent) == [true, true, true, true, true, true])
        #expect(descriptors(others) == [false, false, false, false])
    }

    /// OPTIONS was idempotent here before, as RFC 9110 has it; TRACE was not, and now is.
    @Test("a descriptor defaults OPTIONS and TRACE to idempotent; the spec can still say otherwise")
    func descriptorDefaults() {
        #expect(ItemOptions.descriptor.isIdempotent)
        #expect(TraceItems.descriptor.isIdempotent)
        #expect(!OperationDescriptor(id: "x", method: .trace, path: "/", isIdempotent: false).isIdempotent)
        #expect(!OperationDescriptor(id: "x", method: .options, path: "/", isIdempotent: false).isIdempotent)
    }

    @Test("an OPTIONS or a TRACE call is retried after a 503, as a GET is")
    func retriedAfterServerError() async throws {
        let attempts = Box(0)
        let transport = ClosureTransport { _, _, _ in
            let attempt = attempts.update { count in
                count += 1
                return count
            }
            return (HTTPResponse(status: attempt % 2 == 1 ? .serviceUnavailable : .ok), Data())
        }
        let client = makeClient(URL(validated: "https://api.example.com")) { $0.transport = transport }

        try await client.send(ItemOptions())
        try await client.send(TraceItems())

        #expect(attempts.get == 4)
    }
}
