/// The HTTP methods, and which ones an endpoint may name.
///
/// Which are idempotent is `IdempotentMethods` (module BinderyHTTP), which the runtime reads
/// too. The spec core keeps only what a spec declares (``EndpointSpec/declaredIdempotent``) and
/// does not depend on that module, so that the two compile side by side in a cold build
/// (docs/PERFORMANCE.md, "The spec core beside BinderyHTTP"). The validator and `bindery diff`
/// ask `IdempotentMethods.isIdempotent(method:declared:)`, as the runtime's descriptors do; the
/// emitter states `isIdempotent:` only where the declared value differs from the method's.
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
}
