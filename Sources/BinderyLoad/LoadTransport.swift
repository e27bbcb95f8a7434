import BinderyRuntime

#if AsyncHTTPClient
import BinderyAsyncHTTPClient
#endif

/// The transports the benchmark can load: URLSession always, AsyncHTTPClient when the package
/// is built with the trait `AsyncHTTPClient`.
enum LoadTransport: String, CaseIterable, Sendable {
    case urlSession = "urlsession"
    #if AsyncHTTPClient
    case asyncHTTPClient = "asynchttpclient"
    #endif

    /// A new transport of this kind.
    func make() -> any ClientTransport {
        switch self {
        case .urlSession: URLSessionTransport()
        #if AsyncHTTPClient
        case .asyncHTTPClient: AsyncHTTPClientTransport()
        #endif
        }
    }

    /// Closes what `transport` holds open, once the run is over.
    static func finish(_ transport: any ClientTransport) async {
        #if AsyncHTTPClient
        if let transport = transport as? AsyncHTTPClientTransport { try? await transport.shutdown() }
        #endif
    }
}
