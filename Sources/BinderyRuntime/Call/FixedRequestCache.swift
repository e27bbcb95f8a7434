import Foundation

/// The outgoing requests of one client's calls that take no input
/// (``APIOperation/encodesFixedRequest``), built on each one's first call and reused after.
///
/// Building a request (the operation's parts, the credential, the target, a validated
/// `HTTPRequest`) is most of what a small call costs besides decoding; a call without
/// parameters sends the same one every time, so it need not pay for it again.
final class FixedRequestCache: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`. Keyed by operation type: one entry per call of the API at most.
    private var requests: [ObjectIdentifier: OutgoingRequest] = [:]

    /// The request of `Operation`, built once; or built now, every time, when it may not be reused.
    func request<Operation: APIOperation>(
        for operation: Operation, client: ClientSetup
    ) throws(BinderyError) -> OutgoingRequest {
        guard Operation.encodesFixedRequest else { return try OutgoingRequest(operation, client: client) }
        let key = ObjectIdentifier(Operation.self)
        if let cached = lock.withLock({ requests[key] }) { return cached }
        // Built outside the lock: two first calls at once each build one, and either is right.
        // A failure is not kept, so that every call reports it.
        let outgoing = try OutgoingRequest(operation, client: client)
        // An idempotency key is made per call, so that request is never reused. Checked here,
        // where the lookup missed, not before it: reading the descriptor there would cost every
        // fixed call (87 instructions in callgrind) to spare the rare keyed call a lock.
        if outgoing.descriptor.idempotencyKeyHeader == nil { lock.withLock { requests[key] = outgoing } }
        return outgoing
    }
}
