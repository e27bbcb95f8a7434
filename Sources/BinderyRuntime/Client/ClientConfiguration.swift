import Foundation
import Logging
import Tracing

/// Everything a ``BinderyClient`` needs: where to send, how, and the API's conventions.
///
/// Generated clients build one from their spec (`defaultConfiguration(baseURL:)`); adjust any
/// part before passing it to `init(configuration:)`.
public struct ClientConfiguration: Sendable {
    /// The base URL that paths are appended to.
    public var baseURL: URL
    /// What sends the requests.
    public var transport: any ClientTransport = URLSessionTransport()
    /// Interceptors around every attempt, the first one outermost.
    public var middlewares: [any ClientMiddleware] = []
    /// Credentials by auth scheme name.
    public var credentials: [String: Credential] = [:]
    /// Values injected into the calls that take them, by wire name.
    public private(set) var sharedParameters: [String: SharedParameter] = [:]
    /// Retries of failed attempts.
    public var retryPolicy = RetryPolicy()
    /// Client-side rate limiting.
    public var rateLimitPolicy = RateLimitPolicy()
    /// Rate limits of their own for groups of calls, by name (GitHub's search API has one):
    /// a call whose spec names a bucket is paced by it and not by ``rateLimitPolicy``. Each
    /// bucket keeps its own count and its own account of the server's headers.
    public var rateLimitBuckets: [String: RateLimitPolicy] = [:]
    /// Token providers by auth scheme name, for bearer schemes whose tokens expire (OAuth).
    ///
    /// A call that uses such a scheme, when the client has no fixed credential for it, asks
    /// the provider for a token, and once more (`refreshing: true`) after a 401, then repeats
    /// the call once with the new token. Concurrent calls share one request to the provider.
    public var tokenProviders: [String: any TokenProvider] = [:]
    /// The envelope around response bodies, if the API has one.
    public var envelope: Envelope?
    /// How a failure's body decodes to the API's error model.
    public var errorModel: ErrorModelDecoding?
    /// How the API writes dates.
    public var dateFormat: DateFormat = .iso8601
    /// The longest a call may take, all attempts and back-offs included.
    public var timeout: Duration = .seconds(60)
    /// The largest response body accepted.
    public var maximumResponseSize = 32 << 20
    /// Whether a plain `http://` base URL is allowed; loopback addresses always are.
    public var allowsInsecureHTTP = false
    /// The clock that paces retries and rate limits; tests inject their own.
    public var clock: any BinderyClock = SystemClock()
    /// Where the client logs its calls: each call's outcome, retries and waits, all at
    /// `.debug`, with credentials and `secret` values redacted. The default discards
    /// everything; pass your own `Logger` at `.debug` to see them.
    public var logger = Logger(label: "Bindery", factory: { _ in SwiftLogNoOpLogHandler() })
    /// The tracer that makes each call a span (swift-distributed-tracing): a `client` span named
    /// after the operation id, with the attributes of the call's log records, its waits and
    /// retries as events, its context injected into each attempt's headers. Nil, the default,
    /// takes the tracer the application bootstrapped (`InstrumentationSystem.bootstrap`), read
    /// when the client is made; a `NoOpTracer`, bootstrapped or given here, traces nothing and
    /// costs nothing.
    public var tracer: (any Tracer)?

    /// Creates a configuration with the defaults for `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Shared parameters a call that takes them cannot go without (a path value, Gooten's recipe id).
    public private(set) var requiredSharedParameters: Set<String> = []

    /// Sets (or, with nil, removes) a shared parameter.
    ///
    /// - Parameters:
    ///   - name: The parameter's wire name, as the calls that take it know it.
    ///   - place: Where the calls send it: the path, the query or a header.
    ///   - value: Its value, or nil to remove it.
    ///   - isRequired: When true, a call that takes the parameter fails with
    ///     ``BinderyError/Code/invalidConfiguration`` before anything is sent while it is missing or empty.
    public mutating func setSharedParameter(
        _ name: String, in place: SharedParameter.Place, to value: (some ParameterValue)?, isRequired: Bool = false
    ) {
        sharedParameters[name] = value.map { SharedParameter(place: place, value: $0.parameterText) }
        if isRequired || place == .path {
            requiredSharedParameters.insert(name)
        } else {
            requiredSharedParameters.remove(name)
        }
    }
}

/// A value the client injects into every call that takes it.
public struct SharedParameter: Sendable, Hashable {
    /// Where a shared parameter goes.
    public enum Place: String, Sendable {
        /// A query parameter.
        case query
        /// A header field.
        case header
        /// A path value; the generated `encode(into:)` writes it into the path itself.
        case path
    }

    /// Where it goes.
    public var place: Place
    /// The wire text.
    public var value: String
}

/// A JSON envelope around response bodies: `{"meta": {...}, "data": {...}}`.
public struct Envelope: Sendable, Hashable {
    /// The key that holds the payload.
    public var dataKey: String?
    /// The key that holds the error model.
    public var errorKey: String?
    /// A boolean key that, when true, turns a success status into a failure (`HadError`).
    public var errorFlagKey: String?

    /// Creates an envelope.
    public init(dataKey: String? = nil, errorKey: String? = nil, errorFlagKey: String? = nil) {
        self.dataKey = dataKey
        self.errorKey = errorKey
        self.errorFlagKey = errorFlagKey
    }
}

/// Decodes failure bodies into an API's error model.
public struct ErrorModelDecoding: Sendable {
    let decode: @Sendable (_ body: Data, _ key: String?) -> (any ServerErrorModel)?

    /// Decodes `Model` from the body (under the envelope's error key, when there is one).
    public init<Model: ServerErrorModel>(_ model: Model.Type) {
        decode = { body, key in
            let path: [String] = key.map { [$0] } ?? []
            return try? JSONDecoder().decode(Unwrapped<Model>.self, from: body, configuration: path).value
        }
    }
}
