import BinderyLoopback
import BinderyTestSupport
import Foundation
import Iplabs

/// A stand-in for an ip.labs order service (the contract Specs/Iplabs defines) on 127.0.0.1.
///
/// Each test scripts the replies, points an `IplabsClient(secret:baseURL:)` at it, so every
/// call goes over HTTP through the real transport `TestTransport.selected` gives, and then inspects ``requests``:
/// every request exactly as it arrived on the wire.
final class IplabsFake: Sendable {
    let server: LoopbackServer

    /// Answers each request with the handler's reply.
    init(handler: @escaping LoopbackServer.Handler) throws {
        server = try LoopbackServer(handler: handler)
    }

    /// Answers with `replies`, one per request, in order. A request beyond the script gets a
    /// 400, which no order call documents or retries, so a stray request shows up as a failure.
    convenience init(replies: [LoopbackReply]) throws {
        try self.init(handler: ReplyScript(replies).handler)
    }

    /// Answers every request with `reply`.
    convenience init(always reply: LoopbackReply) throws {
        try self.init { _ in reply }
    }

    deinit { server.stop() }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { server.baseURL }

    /// Every request received so far, in order.
    var requests: [LoopbackRequest] { server.recordedRequests }

    /// The only request received; throws when there was not exactly one.
    func onlyRequest() throws -> LoopbackRequest { try server.onlyRequest() }

    /// A client as an app creates one: `IplabsClient(secret:baseURL:)`, everything else default.
    func makeClient(secret: String = OrderFixture.secret) -> IplabsClient {
        IplabsClient(secret: secret, baseURL: baseURL, transport: TestTransport.selected.make())
    }

    /// A client on the spec's configuration (3 attempts, 1 s back-off) whose time is `clock`,
    /// so a back-off wait would be recorded instead of slept.
    func makeClient(clock: TestClock, secret: String = OrderFixture.secret) -> IplabsClient {
        var configuration = IplabsClient.defaultConfiguration(baseURL: baseURL)
        configuration.credentials["orderSecret"] = .apiKeyHeader(name: "X-Iplabs-Order-Secret", key: secret)
        configuration.clock = clock
        configuration.transport = TestTransport.selected.make()
        return IplabsClient(configuration: configuration)
    }
}

/// Replies shaped as the order contract defines them.
enum IplabsReply {
    /// An accepted order: `201 {"orderId": …}`.
    static func accepted(_ orderID: String, status: Int = 201) -> LoopbackReply {
        .json(status, #"{"orderId":"\#(orderID)"}"#)
    }

    /// A refusal with the contract's `OrderProblem` body.
    static func problem(_ status: Int, code: String, message: String, extra: String = "") -> LoopbackReply {
        .json(status, #"{"code":"\#(code)","message":"\#(message)"\#(extra)}"#)
    }

    static let duplicateOrderID = problem(
        409, code: "duplicate-order-id", message: "An order with id 1234567 was already submitted.")
    static let invalidSignature = problem(
        401, code: "invalid-signature", message: "The order secret does not match this operator.")
    static func revisionNotFound(_ revision: String) -> LoopbackReply {
        problem(
            422, code: "revision-not-found", message: "Cart project revision \(revision) does not exist.",
            extra: #","revisionId":"\#(revision)""#)
    }
}
