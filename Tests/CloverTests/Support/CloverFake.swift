import BinderyLoopback
import BinderyTestSupport
import Clover
import Foundation

/// A stand-in for Clover's REST host on 127.0.0.1.
///
/// Each test scripts the replies, shaped like Clover's (`{"elements": [...]}` lists, epoch
/// milliseconds, cents, `{"message": ...}` failures), points a `CloverClient` at it, so that every
/// call goes over HTTP through the real transport `TestTransport.selected` gives, and then inspects ``requests``.
final class CloverFake: Sendable {
    let server: LoopbackServer

    /// Answers each request with the handler's reply.
    init(handler: @escaping LoopbackServer.Handler) throws {
        server = try LoopbackServer(handler: handler)
    }

    /// Answers with `replies`, one per request, in order. A request beyond the script gets a
    /// 404, which no call retries, so a stray request shows up as a failure, not a hang.
    convenience init(replies: [LoopbackReply]) throws {
        try self.init(handler: ReplyScript(replies).handler)
    }

    deinit { server.stop() }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { server.baseURL }

    /// Every request received so far, in order.
    var requests: [LoopbackRequest] { server.recordedRequests }

    /// The only request received; throws when there was not exactly one.
    func onlyRequest() throws -> LoopbackRequest { try server.onlyRequest() }

    /// A client as an app creates one, the SDK's `CLVSession(accessToken:domain:merchantId:)`.
    func makeClient(
        accessToken: String = CloverFixture.accessToken, appSecret: String? = nil,
        merchantID: MerchantID = CloverFixture.merchantID
    ) -> CloverClient {
        CloverClient(
            accessToken: accessToken, merchantID: merchantID, baseURL: baseURL, appSecret: appSecret,
            transport: TestTransport.selected.make())
    }

    /// A client on the spec's own configuration (retries, rate limit, errors, dates) whose time
    /// is `clock`, so back-off waits are recorded instead of slept.
    func makeClient(clock: TestClock, deterministicBackoff: Bool = false) -> CloverClient {
        var configuration = CloverClient.defaultConfiguration(baseURL: baseURL)
        configuration.credentials["accessToken"] = .bearer(CloverFixture.accessToken)
        configuration.setSharedParameter("mId", in: .path, to: CloverFixture.merchantID)
        configuration.clock = clock
        configuration.transport = TestTransport.selected.make()
        if deterministicBackoff {
            // The full back-off cap instead of a random wait below it.
            configuration.retryPolicy.jitter = { $0 }
        }
        return CloverClient(configuration: configuration)
    }

    /// A middleware that sends every request here, after the client built it for its own host.
    func redirect() -> RedirectToLoopback {
        RedirectToLoopback(authority: "127.0.0.1:\(server.port)")
    }
}
