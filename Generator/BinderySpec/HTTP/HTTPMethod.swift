// scripts/fuzz compiles BinderyHTTP's sources into the fuzzer's one module.
#if canImport(BinderyHTTP)
import BinderyHTTP
#endif

/// The HTTP methods, and what the generator needs to know of them: which ones an endpoint may
/// name, and which ones are idempotent.
///
/// Idempotence comes from `IdempotentMethods` (module BinderyHTTP), which the runtime reads
/// too: the decoder fills in an endpoint's ``EndpointSpec/idempotent`` from it when the spec
/// says nothing, the emitter states `isIdempotent:` in a request's descriptor only where the
/// endpoint differs from it, and `bindery diff` compares the endpoints' ``EndpointSpec/idempotent``.
package enum HTTPMethod: String, CaseIterable, Sendable {
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

    /// Whether sending a request with this method twice has the effect of sending it once.
    package var isIdempotent: Bool { IdempotentMethods.contains(rawValue) }

    /// Whether an endpoint with `method` (as the decoder keeps it, upper case) is idempotent
    /// when its spec does not say: false for a name that is no method.
    package static func isIdempotent(_ method: String) -> Bool {
        IdempotentMethods.contains(method)
    }
}
