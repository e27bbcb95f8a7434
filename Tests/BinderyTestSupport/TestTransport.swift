import BinderyRuntime
import Foundation
import Testing

#if AsyncHTTPClient
import BinderyAsyncHTTPClient
#endif

/// A transport the end-to-end suites run over: URLSession's always, and AsyncHTTPClient's in a
/// build with the `AsyncHTTPClient` trait (`swift test --traits AsyncHTTPClient`).
public struct TestTransport: Sendable, CustomTestStringConvertible {
    /// The transport's name, as test results show it.
    public let name: String
    private let makeTransport: @Sendable () -> any ClientTransport

    /// The transport to give a client: a new `URLSessionTransport` each time, or the one
    /// `AsyncHTTPClientTransport` of the test process, shared as a server shares it.
    public func make() -> any ClientTransport { makeTransport() }

    public var testDescription: String { name }

    public static let urlSession = TestTransport(name: "URLSession") { URLSessionTransport() }

    #if AsyncHTTPClient
    public static let asyncHTTPClient = TestTransport(name: "AsyncHTTPClient") { sharedAsyncHTTPClient }

    /// Never shut down: it lives as long as the test process.
    private static let sharedAsyncHTTPClient = AsyncHTTPClientTransport()

    /// Every transport of this build, for suites parametrized by transport.
    public static let all: [TestTransport] = [.urlSession, .asyncHTTPClient]
    #else
    /// Every transport of this build, for suites parametrized by transport.
    public static let all: [TestTransport] = [.urlSession]
    #endif

    /// The transport of the per-API end-to-end suites' fakes: the one `BINDERY_TEST_TRANSPORT`
    /// names (`URLSession`, `AsyncHTTPClient`), URLSession's when it is not set. `.ci/run` runs
    /// those suites once more with `AsyncHTTPClient`; naming a transport this build lacks stops
    /// the test process, so such a run cannot pass on the wrong transport.
    public static let selected: TestTransport = {
        guard let name = ProcessInfo.processInfo.environment["BINDERY_TEST_TRANSPORT"], !name.isEmpty else {
            return .urlSession
        }
        guard let transport = all.first(where: { $0.name == name }) else {
            preconditionFailure(
                "BINDERY_TEST_TRANSPORT=\(name), but this build has \(all.map(\.name)); build with --traits AsyncHTTPClient")
        }
        return transport
    }()
}
