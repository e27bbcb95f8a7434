internal import BinderyHTTP
import HTTPTypes

/// One call of an API as a value: what the generated `…Request` types conform to, and step 1
/// of a call's life (see ``BinderyClient/send(_:)``).
///
/// A generated client method builds the value and hands it to ``BinderyClient/send(_:)``;
/// callers can do the same when they want to keep or adjust a request before sending it.
/// The generator writes the conformances: what an implementation of ``encode(into:)`` and
/// ``descriptor`` calls is `@_spi(Generated)`.
public protocol APIOperation: Sendable {
    /// What a successful call returns, after the envelope is unwrapped.
    associatedtype Response: Sendable

    /// The call's fixed facts: method, path template, statuses, auth, retry safety.
    static var descriptor: OperationDescriptor { get }

    /// Writes the call's path, query, headers and body (step 2 of ``BinderyClient/send(_:)``).
    func encode(into request: inout RequestParts) throws(BinderyError)

    /// Whether ``encode(into:)`` writes the same request for every value of the type, every
    /// time: true only when it reads nothing that can change between calls.
    ///
    /// A client then builds the request once, on the type's first successful call, and sends
    /// the same one on every later call (unless the call carries an idempotency key, which is
    /// new on every call). Generated requests of calls without parameters say true; the default
    /// is false.
    static var encodesFixedRequest: Bool { get }

    /// Turns a successful response into `Response` (the last step of ``BinderyClient/send(_:)``).
    static func decodeResponse(_ response: ResponseContext) throws(BinderyError) -> Response
}

extension APIOperation {
    /// False: the request is built on every call.
    public static var encodesFixedRequest: Bool { false }
}

extension APIOperation where Response: Decodable {
    /// Decodes the JSON body (inside the API's envelope and the call's unwrap path).
    ///
    /// Inlinable, like ``ResponseContext/decodeJSON(_:)``: specialized in the API's module for
    /// its concrete response type, so that no call looks up generic metadata at run time.
    @inlinable
    public static func decodeResponse(_ response: ResponseContext) throws(BinderyError) -> Response {
        try response.decodeUnwrapped(Response.self)
    }
}

extension APIOperation where Response == Void {
    /// Ignores the body of a call that returns nothing.
    public static func decodeResponse(_ response: ResponseContext) throws(BinderyError) {}
}

/// The fixed facts of one call, as the spec states them.
///
/// Public because every generated request type names it (`static let descriptor`); only its
/// ``id`` is for apps (to tell which call an error came from, as ``BinderyError/operationID``
/// does); the rest, and making one, is `@_spi(Generated)`.
///
/// A value with copy-on-write storage: every call reads its operation's descriptor, and a
/// struct of this many strings and arrays would cost a retain and a release of each on every
/// read, where one shared box costs one.
public struct OperationDescriptor: Sendable {
    /// The fields, shared between copies until one changes.
    private struct Fields {
        var id: String
        var method: HTTPRequest.Method
        var path: String
        var successStatuses: [Int]
        var unwrapping: [String]
        var isIdempotent: Bool
        var auth: [String]
        var sharedParameters: [String]
        var baseURL: String?
        var documentedErrors: [DocumentedError]
        var idempotencyKeyHeader: String?
        var secretFields: [String]
        var retryStatuses: Set<Int>?
        var rateLimitBucket: String?
        var optionalAuth: [String]
    }

    private final class Box: @unchecked Sendable {
        // Written only while uniquely referenced (copy on write), so never while shared.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The fields, for a change: the box is copied first when another descriptor shares it.
    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// The endpoint's name in the spec, used in errors and logs: `getTracking`.
    public var id: String {
        get { box.fields.id }
        set { fields.id = newValue }
    }
    /// The HTTP method.
    @_spi(Generated) public var method: HTTPRequest.Method {
        get { box.fields.method }
        set { fields.method = newValue }
    }
    /// The path template, for messages: `/trackings/{slug}/{tracking_number}`.
    @_spi(Generated) public var path: String {
        get { box.fields.path }
        set { fields.path = newValue }
    }
    /// The statuses that mean success; any other is a failure.
    @_spi(Generated) public var successStatuses: [Int] {
        get { box.fields.successStatuses }
        set { fields.successStatuses = newValue }
    }
    /// Keys to descend through, after the API's envelope, to reach the response value.
    @_spi(Generated) public var unwrapping: [String] {
        get { box.fields.unwrapping }
        set { fields.unwrapping = newValue }
    }
    /// Whether the call may be repeated after the server may have acted on it.
    @_spi(Generated) public var isIdempotent: Bool {
        get { box.fields.isIdempotent }
        set { fields.isIdempotent = newValue }
    }
    /// The auth schemes the call uses, by name.
    @_spi(Generated) public var auth: [String] {
        get { box.fields.auth }
        set { fields.auth = newValue }
    }
    /// The shared parameters the call takes, by wire name.
    @_spi(Generated) public var sharedParameters: [String] {
        get { box.fields.sharedParameters }
        set { fields.sharedParameters = newValue }
    }
    /// A base URL that replaces the client's for this call.
    @_spi(Generated) public var baseURL: String? {
        get { box.fields.baseURL }
        set { fields.baseURL = newValue }
    }
    /// The failures the spec documents.
    @_spi(Generated) public var documentedErrors: [DocumentedError] {
        get { box.fields.documentedErrors }
        set { fields.documentedErrors = newValue }
    }
    /// The header that carries the call's idempotency key (`Idempotency-Key`), when the API
    /// takes one. A call that carries a key may be retried like an idempotent one, since the
    /// server acts on one request per key; the client makes a key when the request has none,
    /// once per call, so that every attempt sends the same one.
    @_spi(Generated) public var idempotencyKeyHeader: String? {
        get { box.fields.idempotencyKeyHeader }
        set { fields.idempotencyKeyHeader = newValue }
    }
    /// JSON keys whose values are secrets (card data, payment nonces, access tokens), in the
    /// request body or a response body: they are redacted from errors, like credentials, should
    /// a server echo them or a response that holds them fail to decode.
    @_spi(Generated) public var secretFields: [String] {
        get { box.fields.secretFields }
        set { fields.secretFields = newValue }
    }

    /// The failure statuses this call retries, replacing the client's
    /// ``RetryPolicy/retryableStatuses``; nil keeps the client's. A ``CallOptions/retryPolicy``
    /// given for one call replaces both.
    @_spi(Generated) public var retryStatuses: Set<Int>? {
        get { box.fields.retryStatuses }
        set { fields.retryStatuses = newValue }
    }
    /// The rate-limit bucket the call counts against (``ClientConfiguration/rateLimitBuckets``);
    /// nil, or a bucket the client does not have, is the client's own ``RateLimitPolicy``.
    @_spi(Generated) public var rateLimitBucket: String? {
        get { box.fields.rateLimitBucket }
        set { fields.rateLimitBucket = newValue }
    }
    /// The auth schemes of ``auth`` the call may go without: their credential is sent when the
    /// client has one, and the call goes anonymous when it has none.
    @_spi(Generated) public var optionalAuth: [String] {
        get { box.fields.optionalAuth }
        set { fields.optionalAuth = newValue }
    }

    /// Creates a descriptor; `isIdempotent` defaults to the method's idempotence (GET, HEAD,
    /// OPTIONS, TRACE, PUT and DELETE, as RFC 9110 has it).
    @_spi(Generated) public init(
        id: String,
        method: HTTPRequest.Method,
        path: String,
        successStatuses: [Int] = [200],
        unwrapping: [String] = [],
        isIdempotent: Bool? = nil,
        auth: [String] = [],
        sharedParameters: [String] = [],
        baseURL: String? = nil,
        documentedErrors: [DocumentedError] = [],
        idempotencyKeyHeader: String? = nil,
        secretFields: [String] = [],
        retryStatuses: Set<Int>? = nil,
        rateLimitBucket: String? = nil,
        optionalAuth: [String] = []
    ) {
        box = Box(
            Fields(
                id: id, method: method, path: path, successStatuses: successStatuses, unwrapping: unwrapping,
                isIdempotent: IdempotentMethods.isIdempotent(method: method.rawValue, declared: isIdempotent), auth: auth,
                sharedParameters: sharedParameters, baseURL: baseURL, documentedErrors: documentedErrors,
                idempotencyKeyHeader: idempotencyKeyHeader, secretFields: secretFields,
                retryStatuses: retryStatuses, rateLimitBucket: rateLimitBucket, optionalAuth: optionalAuth))
    }
}

/// A failure the spec documents for a call.
public struct DocumentedError: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// The server's own code, when it tells failures with one status apart.
    public var code: String?
    /// What the failure means.
    public var summary: String?

    /// Creates a documented failure.
    public init(status: Int, code: String? = nil, summary: String? = nil) {
        self.status = status
        self.code = code
        self.summary = summary
    }
}
