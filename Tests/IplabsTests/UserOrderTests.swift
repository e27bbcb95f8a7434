import BinderyLoopback
import Foundation
import Iplabs
import Testing

/// `POST /v1/orders`: an order with the user's data, through the generated method and the
/// SDK-shaped `submitOrder(id:items:userInfo:)`.
@Suite("Submitting an order with user info", .timeLimit(.minutes(1)))
struct UserOrderTests {
    @Test("submitOrder(_:) sends the order with the SDK's field names and returns the confirmation")
    func generatedMethod() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.accepted("ECS-000981")])

        let confirmation = try await fake.makeClient().submitOrder(
            UserOrder(id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo))

        #expect(confirmation == OrderConfirmation(orderID: "ECS-000981"))
        try expectOrderWire(fake.onlyRequest(), path: "/v1/orders", json: OrderFixture.userOrderJSON)
    }

    @Test("submitOrder(id:items:userInfo:) sends the same request and returns the order id")
    func sdkShapedMethod() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.accepted("ECS-000982")])

        let orderID = try await fake.makeClient().submitOrder(
            id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)

        #expect(orderID == "ECS-000982")
        try expectOrderWire(fake.onlyRequest(), path: "/v1/orders", json: OrderFixture.userOrderJSON)
    }

    @Test("both success statuses of the contract are accepted", arguments: [200, 201])
    func successStatuses(status: Int) async throws {
        let fake = try IplabsFake(replies: [IplabsReply.accepted("ECS-\(status)", status: status)])

        let orderID = try await fake.makeClient().submitOrder(
            id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)

        #expect(orderID == "ECS-\(status)")
        #expect(fake.requests.count == 1)
    }

    @Test("an order made from an OrderCart carries each project's latest revision")
    func orderFromCart() async throws {
        let fake = try IplabsFake(replies: [IplabsReply.accepted("ECS-000983")])
        var cart = OrderCart()
        cart.add(OrderFixture.project(id: "cp-1", revision: "rev-1-a"), quantity: 3)
        cart.add(OrderFixture.project(id: "cp-1", revision: "rev-1-b"))

        let orderID = try await fake.makeClient().submitOrder(
            id: "order-42", items: cart.orderItems, userInfo: OrderFixture.userInfo)

        #expect(orderID == "ECS-000983")
        try expectOrderWire(
            fake.onlyRequest(), path: "/v1/orders",
            json: #"""
                {"id": "order-42", "items": [{"cartProjectRevisionId": "rev-1-b", "quantity": 3}],
                 "userInfo": \#(OrderFixture.userInfoJSON)}
                """#)
    }
}
