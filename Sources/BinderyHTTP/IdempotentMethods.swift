/// Which HTTP methods are idempotent: the one definition that the generator and the runtime
/// both act on.
///
/// Sending a request with one of these methods twice has the effect of sending it once, so a
/// call may be repeated after a failure the server may already have acted on (a 5xx, a
/// timeout, a broken connection): GET, HEAD, OPTIONS, TRACE, PUT and DELETE (RFC 9110, section
/// 9.2.2). The generator defaults an endpoint's idempotency to it and writes `isIdempotent:`
/// into a descriptor only where the spec overrides it; the runtime gives a descriptor that does
/// not say the same default. Both read this list, so the two cannot disagree.
package enum IdempotentMethods {
    /// The methods' names, upper case, as on the wire.
    package static let names: Set<String> = ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"]

    /// Whether a request with the method named `method` (upper case) is idempotent; false for
    /// a name that is no method.
    package static func contains(_ method: String) -> Bool {
        names.contains(method)
    }

    /// Whether a call is idempotent: as its spec or descriptor declares (`declared`), or else
    /// as its method (upper case) is.
    package static func isIdempotent(method: String, declared: Bool?) -> Bool {
        declared ?? contains(method)
    }
}
