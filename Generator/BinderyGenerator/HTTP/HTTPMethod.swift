/// The HTTP methods, and what the generator needs to know of them: which ones an endpoint may
/// name, and which ones are idempotent.
///
/// The generator's one definition of idempotence: the decoder fills in an endpoint's
/// ``EndpointSpec/idempotent`` from it when the spec says nothing, the emitter states
/// `isIdempotent:` in a request's descriptor only where the endpoint differs from it, and
/// `bindery diff` compares the endpoints' ``EndpointSpec/idempotent``. A descriptor that does
/// not state it gets the runtime's default for its method (`HTTPRequest.Method.isIdempotent`
/// in BinderyRuntime), which must be this same rule: a test of the generator holds the two
/// to each other.
enum HTTPMethod: String, CaseIterable, Sendable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
    case connect = "CONNECT"
    case options = "OPTIONS"
    case trace = "TRACE"
    case patch = "PATCH"

    /// The methods an endpoint's `method:` may name, in the order messages list them.
    static let specMethods: [HTTPMethod] = [.get, .post, .put, .patch, .delete, .head]

    /// Whether sending a request with this method twice has the effect of sending it once, so
    /// that a call may be repeated after a failure that the server may already have acted on:
    /// GET, HEAD, OPTIONS, TRACE, PUT and DELETE (RFC 9110, section 9.2.2).
    var isIdempotent: Bool {
        switch self {
        case .get, .head, .options, .trace, .put, .delete: true
        case .post, .connect, .patch: false
        }
    }

    /// Whether an endpoint with `method` (as the decoder keeps it, upper case) is idempotent
    /// when its spec does not say: false for a name that is no method.
    static func isIdempotent(_ method: String) -> Bool {
        HTTPMethod(rawValue: method)?.isIdempotent ?? false
    }
}
