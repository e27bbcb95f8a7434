@_spi(Generated) import BinderyRuntime
import Foundation

// Small operations written the way the generator writes them.

/// `{"id": "1", "name": "Widget"}`.
struct Item: Codable, Sendable, Equatable {
    var id: String
    var name: String

    static let json = #"{"id":"1","name":"Widget"}"#
}

/// `{"ok": true}`.
struct Ack: Codable, Sendable, Equatable {
    var ok: Bool

    static let json = #"{"ok":true}"#
}

/// `GET /items/{id}`: idempotent.
struct GetItem: APIOperation {
    typealias Response = Item
    static let descriptor = OperationDescriptor(id: "getItem", method: .get, path: "/items/{id}")

    var id: String

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/items/\(id)"
    }
}

/// `POST /orders`: not idempotent.
struct SubmitOrder: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "submitOrder", method: .post, path: "/orders")

    var order: Item

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/orders"
        try request.setJSONBody(order)
    }
}

/// `POST /orders/{key}`, declared idempotent (the key makes a repeat harmless).
struct SubmitOrderOnce: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "submitOrderOnce", method: .post, path: "/orders/{key}", isIdempotent: true)

    var key: String

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/orders/\(key)"
    }
}

/// `GET /ping`: returns nothing.
struct Ping: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "ping", method: .get, path: "/ping")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/ping"
    }
}
