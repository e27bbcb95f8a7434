internal import BinderyHTTP
import HTTPTypes

extension HTTPRequest.Method {
    /// Whether sending a request with this method twice has the effect of sending it once, so
    /// that a call may be repeated after a failure the server may already have acted on (a 5xx,
    /// a timeout, a broken connection): `IdempotentMethods`, which the generator reads too.
    ///
    /// ``OperationDescriptor`` defaults its ``OperationDescriptor/isIdempotent`` to it, and
    /// generated descriptors state `isIdempotent:` only where the spec overrides it.
    var isIdempotent: Bool { IdempotentMethods.contains(rawValue) }
}
