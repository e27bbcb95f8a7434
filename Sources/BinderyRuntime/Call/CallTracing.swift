import HTTPTypes
import Instrumentation
import Tracing

/// A span per call, for ``ClientConfiguration/tracer`` or the tracer the application
/// bootstrapped (swift-distributed-tracing's `InstrumentationSystem`).
///
/// The span is a `client` span named after the operation id. It carries the attributes the call's
/// log records carry (`CallLogging.swift`): the operation, method, server, redacted path and
/// query, status, attempts; waits for the rate limit or a shared back-off and each retry are
/// events on it; a failed call records its ``BinderyError`` and ends with status `error`. Each
/// attempt's request carries the span's context in the headers the tracer injects
/// (`traceparent`, for a W3C tracer), so the server's spans join the trace.
///
/// With no tracer (the default `NoOpTracer`), the client keeps none and each of these steps is a
/// branch on nil: no span, no attribute, no header.
extension BinderyClient {
    /// The tracer a client uses: the configuration's, else the bootstrapped one; nil for a
    /// `NoOpTracer`, so that a client without tracing pays nothing for it.
    static func tracer(for configuration: ClientConfiguration) -> (any Tracer)? {
        let tracer = configuration.tracer ?? InstrumentationSystem.tracer
        return tracer is NoOpTracer ? nil : tracer
    }

    /// Starts the span of a call of `operationID`, a child of the task's current context.
    @inline(never)
    static func startSpan(of operationID: String, tracer: any Tracer) -> any Span {
        let span = tracer.startSpan(operationID, context: InstrumentationContext.current ?? .topLevel, ofKind: .client)
        span.attributes["bindery.operation"] = operationID
        return span
    }

    /// Sets the attributes of the request the call sends: as its log records name them.
    @inline(never)
    static func describe(_ outgoing: OutgoingRequest, on span: any Span) {
        for (key, value) in CallAttributes.of(outgoing) {
            span.attributes[key] = value
        }
    }

    /// `outgoing`, with the span's context in the headers the tracer injects.
    @inline(never)
    static func carryingContext(of span: any Span, in outgoing: OutgoingRequest, tracer: any Tracer) -> OutgoingRequest {
        var fields = HTTPFields()
        tracer.inject(span.context, into: &fields, using: HTTPFieldsInjector())
        guard !fields.isEmpty else { return outgoing }
        return outgoing.adding(fields)
    }

    /// Ends the span of a call that returned a response with `status` after `attempts` attempts.
    @inline(never)
    static func endSpan(_ span: any Span, status: Int, attempts: Int) {
        span.attributes["http.response.status_code"] = status
        span.attributes["bindery.attempts"] = attempts
        span.end()
    }

    /// Ends the span of a call that failed with `error`.
    @inline(never)
    static func endSpan(_ span: any Span, failure error: BinderyError, redactor: Redactor?) {
        if let status = error.status { span.attributes["http.response.status_code"] = status }
        span.attributes["bindery.error.code"] = error.code.rawValue
        span.attributes["bindery.attempts"] = error.attempts
        let message = redactor?.redact(error.message) ?? error.message
        span.recordError(error)
        span.setStatus(SpanStatus(code: .error, message: message))
        span.end()
    }

    /// An event: the call waits `delay` for `reason` before its first attempt.
    @inline(never)
    static func traceWait(on span: any Span, for reason: String, delay: Duration) {
        var event = SpanEvent(name: "wait")
        event.attributes["bindery.wait_reason"] = reason
        event.attributes["bindery.wait_ms"] = CallAttributes.milliseconds(delay)
        span.addEvent(event)
    }

    /// An event: attempt `attempt` failed with `failure`, and the next starts after `delay`.
    @inline(never)
    static func traceRetry(on span: any Span, after failure: BinderyError, attempt: Int, delay: Duration) {
        var event = SpanEvent(name: "retry")
        event.attributes["bindery.attempt"] = attempt
        event.attributes["bindery.error.code"] = failure.code.rawValue
        if let status = failure.status { event.attributes["http.response.status_code"] = status }
        event.attributes["bindery.retry_delay_ms"] = CallAttributes.milliseconds(delay)
        span.addEvent(event)
    }
}

/// Writes a tracer's context into a request's header fields.
private struct HTTPFieldsInjector: Injector {
    func inject(_ value: String, forKey key: String, into carrier: inout HTTPFields) {
        guard let name = HTTPField.Name(key) else { return }
        carrier[name] = value
    }
}
