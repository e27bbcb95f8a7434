import AfterShip
import BinderyRuntime
import Foundation
import HTTPTypes
import Testing

/// An app's own middleware, tested on its own as the app's tests would: without `@testable`,
/// with a `TransportContext` made through its public initializer.
@Suite("A middleware tested on its own", .timeLimit(.minutes(1)))
struct MiddlewareUnitTests {
    /// Tags every attempt with a request id that says which attempt it is.
    struct RequestIDMiddleware: ClientMiddleware {
        func intercept(
            _ request: HTTPRequest, body: Data?, context: TransportContext,
            next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
        ) async throws -> (HTTPResponse, Data) {
            var request = request
            if let name = HTTPField.Name("request-id") {
                request.headerFields[name] = "\(context.operationID)-\(context.attempt)"
            }
            return try await next(request, body, context)
        }
    }

    @Test("a context made by hand reaches the middleware and the next step as given")
    func contextByHand() async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        let context = TransportContext(operationID: "getTracking", attempt: 2, deadline: deadline)
        #expect(context.maximumResponseSize == 32 << 20)
        #expect(context.timeout == .seconds(60))
        #expect(context.deadline == deadline)

        let request = HTTPRequest(method: .get, scheme: "https", authority: "api.aftership.com", path: "/v4/couriers")
        let (response, _) = try await RequestIDMiddleware().intercept(request, body: nil, context: context) { sent, _, passed in
            #expect(sent.headerFields[HTTPField.Name("request-id")!] == "getTracking-2")
            #expect(passed.attempt == 2)
            return (HTTPResponse(status: .ok), Data())
        }

        #expect(response.status == .ok)
    }
}
