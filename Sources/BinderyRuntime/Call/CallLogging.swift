import Logging

/// What a client logs about its calls, through ``ClientConfiguration/logger``.
///
/// Every record is at `.debug`: a library's ordinary work is not the application's news, and a
/// failed call's error reaches its caller anyway, so nothing is logged above `.debug`. Paths,
/// queries and messages go through the call's redactor first, so credentials and `secret`
/// values never reach a log. Each record is built out of line, after a test of a flag the client
/// sets once from the logger's level (a `Logger`'s level is a value: changing it on another copy
/// changes nothing here), so that a client whose logger discards `.debug`, the default, pays a
/// branch per call.
extension BinderyClient {
    @inline(never)
    func logSuccess(of outgoing: OutgoingRequest, status: Int, attempts: Int, started: Duration) {
        var metadata = Self.metadata(of: outgoing)
        metadata["http.response.status_code"] = "\(status)"
        metadata["bindery.attempts"] = "\(attempts)"
        metadata["bindery.duration_ms"] = "\(CallAttributes.milliseconds(MonotonicTime.now() - started))"
        logger.debug("call succeeded", metadata: metadata)
    }

    /// A call that ends in `error`; `outgoing` is nil when the request could not be made.
    @inline(never)
    func logFailure(_ error: BinderyError, of outgoing: OutgoingRequest?, started: Duration?) {
        var metadata = outgoing.map(Self.metadata(of:)) ?? ["bindery.operation": "\(error.operationID)"]
        metadata["bindery.error.code"] = "\(error.code.rawValue)"
        if let status = error.status { metadata["http.response.status_code"] = "\(status)" }
        metadata["bindery.error.message"] = "\(outgoing?.redactor.redact(error.message) ?? error.message)"
        metadata["bindery.attempts"] = "\(error.attempts)"
        if let started { metadata["bindery.duration_ms"] = "\(CallAttributes.milliseconds(MonotonicTime.now() - started))" }
        logger.debug("call failed", metadata: metadata)
    }

    /// Attempt `attempt` failed with `failure`, and the next one starts after `delay`.
    @inline(never)
    func logRetry(of outgoing: OutgoingRequest, after failure: BinderyError, attempt: Int, delay: Duration) {
        var metadata = Self.metadata(of: outgoing)
        metadata["bindery.attempt"] = "\(attempt)"
        metadata["bindery.error.code"] = "\(failure.code.rawValue)"
        if let status = failure.status { metadata["http.response.status_code"] = "\(status)" }
        metadata["bindery.retry_delay_ms"] = "\(CallAttributes.milliseconds(delay))"
        logger.debug("retrying call", metadata: metadata)
    }

    /// The call waits `delay` before its first attempt: for the rate limit, or for the back-off
    /// the client's calls share.
    @inline(never)
    func logWait(of outgoing: OutgoingRequest, for reason: String, delay: Duration) {
        var metadata = Self.metadata(of: outgoing)
        metadata["bindery.wait_reason"] = "\(reason)"
        metadata["bindery.wait_ms"] = "\(CallAttributes.milliseconds(delay))"
        logger.debug("call waits", metadata: metadata)
    }

    private static func metadata(of outgoing: OutgoingRequest) -> Logger.Metadata {
        var metadata: Logger.Metadata = [:]
        for (key, value) in CallAttributes.of(outgoing) { metadata[key] = "\(value)" }
        return metadata
    }
}

/// What describes a call, for its log records (`CallLogging.swift`) and its span
/// (`CallTracing.swift`) alike.
enum CallAttributes {
    /// The call's operation, method and redacted target, named after OpenTelemetry's HTTP
    /// attributes where one fits.
    static func of(_ outgoing: OutgoingRequest) -> [(key: String, value: String)] {
        let request = outgoing.request
        let target = outgoing.redactor.redact(request.path ?? "")
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var attributes = [
            (key: "bindery.operation", value: outgoing.operationID),
            (key: "http.request.method", value: request.method.rawValue),
            (key: "server.address", value: request.authority ?? ""),
            (key: "url.path", value: String(parts[0])),
        ]
        if parts.count > 1 { attributes.append((key: "url.query", value: String(parts[1]))) }
        return attributes
    }

    /// `duration` in milliseconds, to a tenth.
    static func milliseconds(_ duration: Duration) -> Double {
        (duration.seconds * 10_000).rounded() / 10
    }
}
