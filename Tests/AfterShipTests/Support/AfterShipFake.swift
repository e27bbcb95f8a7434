import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation

/// A stand-in for `https://api.aftership.com/v4` on 127.0.0.1.
///
/// Each test scripts the replies (shaped like the real v4 API: the `meta`/`data` envelope) and
/// then inspects ``requests``: every request exactly as it arrived on the wire. Clients reach it
/// through the real transport `TestTransport.selected` gives, over HTTP.
final class AfterShipFake: Sendable {
    let server: LoopbackServer
    /// `http://127.0.0.1:<port>/v4`: the base URL clients are pointed at, with the real API's
    /// version prefix so paths look like production ones.
    let baseURL: URL

    /// Answers each request with the handler's reply.
    init(handler: @escaping LoopbackServer.Handler) throws {
        server = try LoopbackServer(handler: handler)
        baseURL = server.baseURL.appendingPathComponent("v4")
    }

    /// Answers with `replies`, one per request, in order. A request beyond the script gets a
    /// 400 that no client retries, so a stray request shows up as a failure, not a hang.
    convenience init(replies: [LoopbackReply]) throws {
        try self.init(handler: ReplyScript(replies).handler)
    }

    /// Answers every request with `reply`.
    convenience init(always reply: LoopbackReply) throws {
        try self.init { _ in reply }
    }

    deinit { server.stop() }

    /// Every request received so far, in order.
    var requests: [LoopbackRequest] { server.recordedRequests }

    /// A client as an app creates one: `AfterShipClient(apiKey:baseURL:)`, everything else default.
    func makeClient(apiKey: String = Fixture.apiKey) -> AfterShipClient {
        AfterShipClient(apiKey: apiKey, baseURL: baseURL, transport: TestTransport.selected.make())
    }

    /// A client on the spec's own configuration (retries, rate limit, envelope, errors) whose
    /// time is `clock`, so back-off and rate-limit waits are recorded instead of slept.
    func makeClient(
        clock: TestClock, rateLimitPolicy: RateLimitPolicy? = nil, apiKey: String = Fixture.apiKey
    ) -> AfterShipClient {
        var configuration = AfterShipClient.defaultConfiguration(baseURL: baseURL)
        configuration.credentials["apiKey"] = .apiKeyHeader(name: "aftership-api-key", key: apiKey)
        configuration.clock = clock
        configuration.transport = TestTransport.selected.make()
        if let rateLimitPolicy { configuration.rateLimitPolicy = rateLimitPolicy }
        return AfterShipClient(configuration: configuration)
    }
}

/// AfterShip-shaped replies.
enum AfterShipReply {
    /// A success: `{"meta":{"code":<status>},"data":<data>}`.
    static func success(_ data: String, status: Int = 200, headers: [(String, String)] = []) -> LoopbackReply {
        .json(status, #"{"meta":{"code":\#(status)},"data":\#(data)}"#, headers: headers)
    }

    /// A failure as the real API sends it: the meta says what went wrong, `data` is empty.
    static func failure(
        status: Int, code: Int, type: String, message: String, headers: [(String, String)] = []
    ) -> LoopbackReply {
        .json(
            status, #"{"meta":{"code":\#(code),"type":"\#(type)","message":"\#(message)"},"data":{}}"#,
            headers: headers)
    }

    /// The real API's answer for an unknown tracking.
    static let trackingDoesNotExist = failure(
        status: 404, code: 4004, type: "NotFound", message: "Tracking does not exist.")
}
