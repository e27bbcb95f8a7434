import HTTPTypes

extension HTTPRequest.Method {
    /// Whether sending a request with this method twice has the effect of sending it once, so
    /// that a call may be repeated after a failure the server may already have acted on (a 5xx,
    /// a timeout, a broken connection): GET, HEAD, OPTIONS, TRACE, PUT and DELETE
    /// (RFC 9110, section 9.2.2).
    ///
    /// The runtime's one definition of it: ``OperationDescriptor`` defaults its
    /// ``OperationDescriptor/isIdempotent`` to it, and generated descriptors state
    /// `isIdempotent:` only where the spec overrides it (the generator's `HTTPMethod`, which a
    /// test of the generator holds to this rule, decides where that is).
    var isIdempotent: Bool {
        switch self {
        case .get, .head, .options, .trace, .put, .delete: true
        default: false
        }
    }
}
