import BinderyLoopback
import BinderyTestSupport
import Foundation
import Iplabs
import Testing

/// What the SDK reports as HttpError and ConnectionError: `.server` and `.transport`, with no
/// documented case. An order is a POST that may already have been taken, so neither is retried.
@Suite("Undocumented order failures", .timeLimit(.minutes(1)))
struct UndocumentedFailureTests {
    @Test("an undocumented HTTP 500 is .server with no Failure case, and the order is not sent again",
          arguments: OrderCall.all)
    func internalServerError(call: OrderCall) async throws {
        let fake = try IplabsFake(replies: [
            .json(500, #"{"code":"internal","message":"The order service failed."}"#),
            IplabsReply.accepted("ECS-should-not-be-reached"),
        ])
        let clock = TestClock()

        let error = try await expectBinderyError { try await call.submit(fake.makeClient(clock: clock)) }

        #expect(error.code == .server)
        #expect(error.status == 500)
        #expect(call.classify(error) == nil)
        #expect(error.documentedError == nil)
        #expect(error.serverCode == "internal")
        #expect(error.message == "The order service failed.")
        #expect(error.attempts == 1)
        #expect(fake.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a plain-text 500 from a proxy is .server, keeps its body, and is not retried")
    func plainTextInternalServerError() async throws {
        let fake = try IplabsFake(replies: [.text(500, "Internal Server Error"), IplabsReply.accepted("ECS-x")])

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
        }

        #expect(error.code == .server)
        #expect(error.status == 500)
        #expect(SubmitOrderRequest.Failure(error) == nil)
        #expect(error.serverError == nil)
        #expect(error.responseBody == "Internal Server Error")
        #expect(error.message == "the server answered HTTP 500")
        #expect(fake.requests.count == 1)
    }

    @Test("a connection reset during the answer is .transport with no Failure case, and the order is not sent again",
          arguments: OrderCall.all)
    func connectionReset(call: OrderCall) async throws {
        let fake = try IplabsFake(replies: [
            .resetMidBody(
                status: 201, headers: [("Content-Type", "application/json")], declaredLength: 64,
                sentBody: Data(#"{"orderId":"#.utf8)),
            IplabsReply.accepted("ECS-should-not-be-reached"),
        ])
        let clock = TestClock()

        let error = try await expectBinderyError { try await call.submit(fake.makeClient(clock: clock)) }

        #expect(error.code == .transport)
        #expect(error.status == nil)
        #expect(error.operationID == call.operationID)
        #expect(call.classify(error) == nil)
        #expect(error.attempts == 1)
        #expect(fake.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a connection closed without an answer is .transport too, and is not retried")
    func connectionClosed() async throws {
        let fake = try IplabsFake(replies: [.noResponse(after: .zero), IplabsReply.accepted("ECS-x")])

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID)
        }

        #expect(error.code == .transport)
        #expect(SubmitSessionOrderRequest.Failure(error) == nil)
        #expect(fake.requests.count == 1)
    }
}
