import BinderyLoopback
import Foundation
import Iplabs
import Testing

/// One way of submitting an order, with the `Failure` enum of the request it sends.
struct OrderCall: Sendable, CustomTestStringConvertible {
    var name: String
    var operationID: String
    var path: String
    var submit: @Sendable (IplabsClient) async throws -> String
    /// `<Call>Request.Failure(error)?.rawValue`.
    var classify: @Sendable (BinderyError) -> String?

    var testDescription: String { name }

    static let all: [OrderCall] = [
        OrderCall(
            name: "submitOrder(_:)", operationID: "submitOrder", path: "/v1/orders",
            submit: {
                try await $0.submitOrder(
                    UserOrder(id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
                ).orderID
            },
            classify: { SubmitOrderRequest.Failure($0)?.rawValue }),
        OrderCall(
            name: "submitOrder(id:items:userInfo:)", operationID: "submitOrder", path: "/v1/orders",
            submit: {
                try await $0.submitOrder(id: OrderFixture.orderID, items: OrderFixture.items, userInfo: OrderFixture.userInfo)
            },
            classify: { SubmitOrderRequest.Failure($0)?.rawValue }),
        OrderCall(
            name: "submitSessionOrder(_:)", operationID: "submitSessionOrder", path: "/v1/orders/session",
            submit: {
                try await $0.submitSessionOrder(
                    SessionOrder(id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID)
                ).orderID
            },
            classify: { SubmitSessionOrderRequest.Failure($0)?.rawValue }),
        OrderCall(
            name: "submitOrder(id:items:sessionID:)", operationID: "submitSessionOrder", path: "/v1/orders/session",
            submit: {
                try await $0.submitOrder(id: OrderFixture.orderID, items: OrderFixture.items, sessionID: OrderFixture.sessionID)
            },
            classify: { SubmitSessionOrderRequest.Failure($0)?.rawValue }),
    ]
}

/// One failure the SDK documents (OrderResult's DuplicateOrderIdError, InvalidSignatureError,
/// RevisionIdNotFoundError), as the contract answers it.
struct DocumentedOrderFailure: Sendable, CustomTestStringConvertible {
    var status: Int
    var code: String
    /// The `Failure` case's name, taken from the typed case so a typo does not compile.
    var expected: String
    var summary: String
    var reply: LoopbackReply

    var testDescription: String { "\(status) \(code) → .\(expected)" }

    static let all: [DocumentedOrderFailure] = [
        .init(status: 409, code: "duplicate-order-id", expected: SubmitOrderRequest.Failure.duplicateOrderID.rawValue,
              summary: "An order with this id was already submitted.", reply: IplabsReply.duplicateOrderID),
        .init(status: 401, code: "invalid-signature", expected: SubmitOrderRequest.Failure.invalidSignature.rawValue,
              summary: "The order secret is wrong.", reply: IplabsReply.invalidSignature),
        .init(status: 422, code: "revision-not-found", expected: SubmitOrderRequest.Failure.revisionNotFound.rawValue,
              summary: "An item's revision id is unknown; order the project's latest revision.",
              reply: IplabsReply.revisionNotFound("rev-7f1c-1")),
    ]
}
