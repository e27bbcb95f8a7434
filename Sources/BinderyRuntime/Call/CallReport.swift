import Tracing

// A call's progress goes to its log records (CallLogging.swift) and to its span
// (CallTracing.swift) alike. Each step is reported here once, to both, so that neither misses
// what the other says. Inlined: the two tests stay in the call's frame, and the records and
// events are built out of line only when a logger or a tracer wants them.
extension BinderyClient {
    /// The call waits `delay` before its first attempt, for `reason`.
    @inline(__always)
    func reportWait(of outgoing: OutgoingRequest, for reason: String, delay: Duration, span: (any Span)?) {
        if logsCalls { logWait(of: outgoing, for: reason, delay: delay) }
        if let span { Self.traceWait(on: span, for: reason, delay: delay) }
    }

    /// Attempt `attempt` failed with `failure`, and the next one starts after `delay`.
    @inline(__always)
    func reportRetry(of outgoing: OutgoingRequest, after failure: BinderyError, attempt: Int, delay: Duration, span: (any Span)?) {
        if logsCalls { logRetry(of: outgoing, after: failure, attempt: attempt, delay: delay) }
        if let span { Self.traceRetry(on: span, after: failure, attempt: attempt, delay: delay) }
    }

    /// The call ended with a response of `status` after `attempts` attempts.
    @inline(__always)
    func reportSuccess(of outgoing: OutgoingRequest, status: Int, attempts: Int, started: Duration, span: (any Span)?) {
        if logsCalls { logSuccess(of: outgoing, status: status, attempts: attempts, started: started) }
        if let span { Self.endSpan(span, status: status, attempts: attempts) }
    }

    /// The call ended in `error`; `outgoing` is nil when the request could not be made, and
    /// `started` nil when no attempt began.
    @inline(__always)
    func reportFailure(_ error: BinderyError, of outgoing: OutgoingRequest?, started: Duration?, span: (any Span)?) {
        if logsCalls { logFailure(error, of: outgoing, started: started) }
        if let span { Self.endSpan(span, failure: error, redactor: outgoing?.redactor) }
    }
}
