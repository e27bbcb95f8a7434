import BinderyRuntime

/// The transports the benchmark can load.
enum LoadTransport: String, CaseIterable, Sendable {
    case urlSession = "urlsession"

    /// A new transport of this kind.
    func make() -> any ClientTransport {
        switch self {
        case .urlSession: URLSessionTransport()
        }
    }
}
