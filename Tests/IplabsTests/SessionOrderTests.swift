import BinderyLoopback
import Foundation
import Iplabs
import Testing

/// `POST /v1/orders/session`: an order for a WipeSSO session, through the generated method
/// and the SDK-shaped `submitOrder(id:items:sessionID:)`.
@Suite("Submitting an order with a session id", .timeLimit(.minutes(1)))
struct SessionOrderTests {
    @Test("submitSessionOrder(_:) sends id, items and sessionId, and returns the confirmation")
    func generatedMethod() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.accepted("ECS-001001")])

        let confirmation = try await fake.makeClient().submitSessionOrder(
            SessionOrder(id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID))

        #expect(confirmation.orderID == "ECS-001001")
        try expectOrderWire(fake.onlyRequest(), path: "/v1/orders/session", json: OrderFixture.sessionOrderJSON)
    }

    @Test("submitOrder(id:items:sessionID:) sends the same request and returns the order id")
    func sdkShapedMethod() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.accepted("ECS-001002")])

        let orderID = try await fake.makeClient().submitOrder(
            id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID)

        #expect(orderID == "ECS-001002")
        let request = try fake.onlyRequest()
        try expectOrderWire(request, path: "/v1/orders/session", json: OrderFixture.sessionOrderJSON)
        // A session order carries no user data: ip.labs fetches it from the WipeSSO endpoint.
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(body["userInfo"] == nil)
    }
}
