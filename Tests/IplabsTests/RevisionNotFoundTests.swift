import BinderyLoopback
import BinderyTestSupport
import Foundation
import Iplabs
import Testing

/// 422 revision-not-found: the typed case, and the revision the service did not find.
@Suite("Revision not found", .timeLimit(.minutes(1)))
struct RevisionNotFoundTests {
    @Test("422 revision-not-found → .revisionNotFound, with the unknown revision in OrderProblem.revisionID")
    func revisionNotFound() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.revisionNotFound("rev-9a02-3")])

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
        }

        #expect(SubmitOrderRequest.Failure(error) == .revisionNotFound)
        #expect(error.status == 422)
        #expect(error.serverCode == "revision-not-found")
        #expect(error.message == "Cart project revision rev-9a02-3 does not exist.")
        #expect((error.serverError as? OrderProblem)?.revisionID == RevisionID("rev-9a02-3"))
        #expect(fake.requests.count == 1)
    }

    @Test("the session call reports the unknown revision the same way")
    func revisionNotFoundForSession() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.revisionNotFound("rev-7f1c-1")])

        let error = try await expectBinderyError {
            try await fake.makeClient().submitSessionOrder(
                SessionOrder(id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID))
        }

        #expect(SubmitSessionOrderRequest.Failure(error) == .revisionNotFound)
        #expect(error.serverError as? OrderProblem == OrderProblem(
            code: "revision-not-found", message: "Cart project revision rev-7f1c-1 does not exist.",
            revisionID: RevisionID("rev-7f1c-1")))
        #expect(fake.requests.count == 1)
    }

    @Test("a revision-not-found without a revisionId still maps; the revision is then nil")
    func revisionNotFoundWithoutRevision() async throws {
        let fake = try IplabsFake(replies: [
            IplabsReply.problem(422, code: "revision-not-found", message: "Unknown revision.")
        ])

        let error = try await expectBinderyError {
            try await fake.makeClient().submitOrder(
                id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
        }

        #expect(SubmitOrderRequest.Failure(error) == .revisionNotFound)
        #expect((error.serverError as? OrderProblem)?.revisionID == nil)
    }
}
