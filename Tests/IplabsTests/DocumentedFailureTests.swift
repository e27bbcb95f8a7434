import BinderyLoopback
import BinderyTestSupport
import Foundation
import Iplabs
import Testing

/// Every documented refusal of an order is a typed error, sent once and never retried.
@Suite("Documented order failures", .timeLimit(.minutes(1)))
struct DocumentedFailureTests {
    @Test("each documented refusal maps to its Failure case, for every way of submitting",
          arguments: OrderCall.all, DocumentedOrderFailure.all)
    func mapsToFailureCase(call: OrderCall, failure: DocumentedOrderFailure) async throws {
        let fake = try IplabsFake(replies: [failure.reply, IplabsReply.accepted("ECS-should-not-be-reached")])
        let clock = TestClock()

        let error = try await expectBinderyError { try await call.submit(fake.makeClient(clock: clock)) }

        #expect(call.classify(error) == failure.expected)
        #expect(error.code == .server)
        #expect(error.operationID == call.operationID)
        #expect(error.status == failure.status)
        #expect(error.serverCode == failure.code)
        #expect(error.documentedError == DocumentedError(status: failure.status, code: failure.code, summary: failure.summary))
        #expect((error.serverError as? OrderProblem)?.code == failure.code)
        #expect(error.attempts == 1)
        #expect(fake.requests.count == 1)
        #expect(fake.requests.first?.path == call.path)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("409 duplicate-order-id → SubmitOrderRequest.Failure .duplicateOrderID, with the server's message")
    func duplicateOrderID() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.duplicateOrderID])

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
        }

        #expect(SubmitOrderRequest.Failure(error) == .duplicateOrderID)
        // Another call's Failure enum does not claim it.
        #expect(SubmitSessionOrderRequest.Failure(error) == nil)
        #expect(error.message == "An order with id 1234567 was already submitted.")
        #expect(error.serverError as? OrderProblem == OrderProblem(
            code: "duplicate-order-id", message: "An order with id 1234567 was already submitted."))
        #expect(fake.requests.count == 1)
    }

    @Test("401 invalid-signature → SubmitSessionOrderRequest.Failure .invalidSignature")
    func invalidSignature() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.invalidSignature])

        let error = try await expectBinderyError {
            try await fake.makeClient(secret: "00000000-0000-0000-0000-000000000000").submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID)
        }

        #expect(SubmitSessionOrderRequest.Failure(error) == .invalidSignature)
        #expect(SubmitOrderRequest.Failure(error) == nil)
        #expect(error.status == 401)
        #expect(String(describing: error) == "submitSessionOrder: HTTP 401, code invalid-signature: The order secret does not match this operator.")
        #expect(fake.requests.count == 1)
    }

    @Test("401 with the code of another failure is not .invalidSignature: the code decides, not the status alone")
    func statusWithForeignCode() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.problem(401, code: "session-expired", message: "Log in again.")])

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID)
        }

        #expect(SubmitSessionOrderRequest.Failure(error) == nil)
        #expect(error.code == .server)
        #expect(error.documentedError == nil)
        #expect(error.serverCode == "session-expired")
    }
}
