import Foundation
import HTTPTypes
import Logging
import Tracing

/// Sends calls of one API: the one runtime path every generated method goes through.
///
/// It builds the request from the operation value, adds shared parameters and credentials,
/// paces it through the rate limiter, runs the middlewares and the transport, retries what
/// the ``RetryPolicy`` allows, and decodes the body or the failure: ``send(_:)`` lists the
/// steps in order, with the type that carries each.
public final class BinderyClient: Sendable {
    /// The configuration it was created with.
    public let configuration: ClientConfiguration
    let rateLimiter: RateLimiter
    /// The limiters of the configuration's ``ClientConfiguration/rateLimitBuckets``, by name.
    private let bucketLimiters: [String: RateLimiter]
    /// The back-off calls share, when the retry policy asks for one.
    private let acrossCallsBackoff: AcrossCallsBackoff?
    /// Whether an attempt can run in the caller's task: nothing on its way can hold it past
    /// the deadline (see ``ClientTransport/returnsByDeadline``). Middlewares are the caller's
    /// own code, so they keep an attempt in a task of its own.
    private let runsAttemptsInline: Bool
    /// Whether the transport answers by operation (BinderyTesting's stub): each call then hands
    /// it an ``OperationExchange``; every other client makes none.
    let answersOperations: Bool
    /// What every call shares, worked out once rather than on every call.
    let setup: ClientSetup
    /// The decoder of every response.
    var decoder: JSONDecoder { setup.decoder }
    /// Where the client's calls are logged (`CallLogging.swift`).
    let logger: Logger
    /// Whether the logger keeps `.debug` records.
    let logsCalls: Bool
    /// The tracer that makes each call a span (`CallTracing.swift`); nil when there is none.
    let tracer: (any Tracer)?
    private let chain: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)

    /// Creates a client.
    public init(configuration: ClientConfiguration) {
        self.configuration = configuration
        rateLimiter = RateLimiter(policy: configuration.rateLimitPolicy, clock: configuration.clock)
        bucketLimiters = configuration.rateLimitBuckets.mapValues { RateLimiter(policy: $0, clock: configuration.clock) }
        acrossCallsBackoff = AcrossCallsBackoff(policy: configuration.retryPolicy, clock: configuration.clock)
        let transport = configuration.transport
        runsAttemptsInline = transport.returnsByDeadline && configuration.middlewares.isEmpty
        answersOperations = transport is any OperationAnsweringTransport
        setup = ClientSetup(configuration: configuration)
        logger = configuration.logger
        logsCalls = logger.logLevel <= .debug
        tracer = Self.tracer(for: configuration)
        var next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data) = {
            try await transport.send($0, body: $1, context: $2)
        }
        for middleware in configuration.middlewares.reversed() {
            let inner = next
            next = { try await middleware.intercept($0, body: $1, context: $2, next: inner) }
        }
        chain = next
    }

    /// Sends a call and returns its decoded response.
    ///
    /// A call's life, from operation to decoded value (the types in backticks are internal, in
    /// `Sources/BinderyRuntime/Call/`):
    ///
    /// 0. Once per client, in ``init(configuration:)``: `ClientSetup` works out what every call
    ///    shares: the base URL taken apart, each credential as it goes on the wire, a redactor of
    ///    them all, the JSON decoder and encoder.
    /// 1. The operation: `operation`, an ``APIOperation`` value (a generated `…Request`), with
    ///    its static ``OperationDescriptor``: method, path template, success statuses, auth,
    ///    shared parameters, documented errors, retry safety.
    /// 2. Its encoded parts: its ``APIOperation/encode(into:)`` fills in a ``RequestParts``
    ///    that starts from the client's setup: the path (`EncodedPath`), the query and headers
    ///    (`ParameterValue`s), the body.
    /// 3. The outgoing request: `OutgoingRequest` adds an idempotency key, the shared parameters
    ///    and the credentials to the parts and resolves the base URL: an `HTTPRequest` and a
    ///    body, ready to send and to send again. A call whose type says
    ///    ``APIOperation/encodesFixedRequest`` builds it once (`FixedRequestCache`).
    /// 4. Each attempt waits for the back-off the client's calls share (`AcrossCallsBackoff`)
    ///    and for the rate limit (`RateLimiter`, ``RateLimitPolicy``), then runs the
    ///    ``ClientMiddleware``s and the ``ClientTransport`` with a ``TransportContext``, under
    ///    the call's deadline (``ClientConfiguration/timeout``).
    /// 5. The response: `classify(_:body:outgoing:attempt:)` makes it a ``ResponseContext`` (a
    ///    success status) or a ``BinderyError`` (with the API's error model, the
    ///    ``DocumentedError`` and `Retry-After`). A failure goes back to step 4 after a back-off
    ///    or the server's `Retry-After`, within ``RetryPolicy/maxAttempts`` and the timeout,
    ///    when ``RetryPolicy/allowsRetry(status:isIdempotent:)`` allows its status, or when it
    ///    is a broken connection or a timeout of a call that is safe to retry.
    /// 6. The decoded value: ``APIOperation/decodeResponse(_:)`` turns the ``ResponseContext``
    ///    into `Operation.Response`.
    ///
    /// Each outcome, retry and wait is logged at `.debug` (`CallLogging.swift`).
    ///
    /// ``sendWithResponse(_:)`` returns the status and headers of the response too.
    public func send<Operation: APIOperation>(_ operation: Operation) async throws(BinderyError) -> Operation.Response {
        var head: HTTPResponse?
        return try await send(operation, head: &head)
    }

    /// Sends a call (the steps of ``send(_:)``) and sets `head` to the response the returned
    /// value was decoded from.
    ///
    /// The head is handed out through `inout` rather than in a generic struct or tuple with the
    /// value, so that ``send(_:)`` costs no generic metadata lookup for a head nobody reads.
    /// `pageURL`, a next page's URL that a response gave, replaces the operation's own URL.
    func send<Operation: APIOperation>(
        _ operation: Operation, head: inout HTTPResponse?, pageURL: URL? = nil
    ) async throws(BinderyError) -> Operation.Response {
        let options = CallOptions.current
        let span = tracer.map { Self.startSpan(of: Operation.descriptor.id, tracer: $0) }
        var outgoing: OutgoingRequest
        do {
            outgoing = try setup.fixedRequests.request(for: operation, client: setup)
            if let options, options.changesRequest { outgoing = try outgoing.adjusted(by: options, configuration: configuration) }
            // After the options: a next page is followed on the host the call went to.
            if let pageURL { outgoing = try outgoing.following(pageURL, client: setup) }
        } catch {
            var error = error
            error.attempts = 0
            reportFailure(error, of: nil, started: nil, span: span)
            throw error
        }
        if let span, let tracer {
            Self.describe(outgoing, on: span)
            outgoing = Self.carryingContext(of: span, in: outgoing, tracer: tracer)
        }
        // Offsets rather than `ContinuousClock.Instant`s: see ``MonotonicTime``.
        let started = MonotonicTime.now()
        let descriptor = outgoing.descriptor
        let policy = options?.retryPolicy ?? configuration.retryPolicy
        // A policy given for this call replaces the endpoint's statuses as well as the client's.
        let retryStatuses = options?.retryPolicy == nil ? descriptor.retryStatuses ?? policy.retryableStatuses : policy.retryableStatuses
        let timeout = options?.timeout ?? configuration.timeout
        let rateLimiter = rateLimiter(for: descriptor)
        let tokens = descriptor.auth.isEmpty ? nil : setup.tokenStore(among: descriptor.auth)
        // The token the server refused with a 401, once the call has asked for a new one.
        var rejectedToken: String?
        let exchange = answersOperations ? OperationExchange(operation, setup: setup) : nil
        var attempt = 1
        // One catch logs every way the attempts can fail (in this frame: another async
        // function would cost every call a task allocation).
        do throws(BinderyError) {
            while true {
                guard !Task.isCancelled else { throw cancelled(outgoing.operationID, attempts: attempt - 1) }
                // Retries wait their own back-off below; the shared one holds back new calls.
                if attempt == 1, let acrossCallsBackoff, let wait = acrossCallsBackoff.delayBeforeCall() {
                    reportWait(of: outgoing, for: "back-off shared by the client's calls", delay: wait, span: span)
                    do {
                        try await configuration.clock.sleep(for: wait)
                    } catch {
                        throw cancelled(outgoing.operationID, attempts: 0)
                    }
                }
                do {
                    if let delay = try rateLimiter.reserve(operationID: outgoing.operationID) {
                        reportWait(of: outgoing, for: "rate limit", delay: delay, span: span)
                        try await rateLimiter.wait(for: delay, operationID: outgoing.operationID)
                    }
                } catch {
                    var error = error
                    error.attempts = attempt - 1
                    throw error
                }
                var sent = outgoing
                var token: String?
                if let tokens {
                    do {
                        let current = try await tokens.token(replacing: rejectedToken, operationID: outgoing.operationID)
                        sent = outgoing.carrying(bearer: current)
                        token = current
                    } catch {
                        var error = error
                        error.attempts = attempt - 1
                        throw error
                    }
                }
                // The first attempt starts as the call does: the clock is read once, not twice.
                let remaining = attempt == 1 ? timeout : timeout - (MonotonicTime.now() - started)
                let failure: BinderyError
                let deadline = started + timeout
                switch await transmit(sent, attempt: attempt, remaining: remaining, deadline: deadline, exchange: exchange) {
                case .success(let (response, body)):
                    rateLimiter.record(response)
                    acrossCallsBackoff?.record(status: response.status.code)
                    switch classify(response, body: body, outgoing: sent, attempt: attempt) {
                    case .success(let context):
                        do {
                            let value =
                                if let exchange {
                                    try exchange.answerOrDecode(Operation.self, context, attempt: attempt)
                                } else {
                                    try Operation.decodeResponse(context)
                                }
                            head = response
                            reportSuccess(of: sent, status: response.status.code, attempts: attempt, started: started, span: span)
                            return value
                        } catch {
                            var error = error
                            error.attempts = attempt
                            throw error
                        }
                    case .failure(let error):
                        failure = error
                        let status = response.status.code
                        // A refused token: ask the provider for a new one and send the call
                        // once more with it, whatever the retry policy says; once only.
                        if status == 401, let token, rejectedToken == nil {
                            rejectedToken = token
                            reportRetry(of: sent, after: failure, attempt: attempt, delay: .zero, span: span)
                            attempt += 1
                            continue
                        }
                        let isRateLimit = policy.rateLimitStatuses.contains(status)
                            && (error.retryAfter != nil || rateLimiter.reportsNothingRemaining(response))
                        guard isRateLimit
                            || policy.allowsRetry(status: status, isIdempotent: outgoing.isRetrySafe, among: retryStatuses)
                        else { throw error }
                    }
                case .failure(let error):
                    failure = error
                    guard [.transport, .timedOut].contains(error.code), outgoing.isRetrySafe, !Task.isCancelled
                    else { throw error }
                }
                guard attempt < policy.maxAttempts else { throw failure }
                guard let delay = await retryDelay(after: failure, attempt: attempt, policy: policy, rateLimiter: rateLimiter),
                    MonotonicTime.now() - started + delay < timeout
                else { throw failure }
                reportRetry(of: outgoing, after: failure, attempt: attempt, delay: delay, span: span)
                do {
                    try await configuration.clock.sleep(for: delay)
                } catch {
                    throw cancelled(outgoing.operationID, attempts: attempt)
                }
                attempt += 1
            }
        } catch {
            reportFailure(error, of: outgoing, started: started, span: span)
            throw error
        }
    }

    /// The rate limiter a call waits for: its endpoint group's bucket, or the client's.
    func rateLimiter(for descriptor: OperationDescriptor) -> RateLimiter {
        descriptor.rateLimitBucket.flatMap { bucketLimiters[$0] } ?? rateLimiter
    }

    /// The wait before the next attempt, or nil when the server asks for longer than the
    /// policy's `maxRetryAfter`: its `Retry-After` exactly, or else the back-off; either
    /// stretched to the server's rate-limit reset while it reports nothing remaining, since
    /// the rate limiter would refuse an earlier attempt.
    private func retryDelay(
        after failure: BinderyError, attempt: Int, policy: RetryPolicy, rateLimiter: RateLimiter
    ) async -> Duration? {
        let reset = rateLimiter.exhaustionWait() ?? .zero
        if let retryAfter = failure.retryAfter {
            let wait = max(retryAfter, reset)
            return wait <= policy.maxRetryAfter ? wait : nil
        }
        guard reset <= policy.maxRetryAfter else { return nil }
        return max(policy.backoff(afterAttempt: attempt), reset)
    }

    /// Sends a call and hands the result to `completion`, for callers that are not async.
    ///
    /// - Returns: The task that runs the call; cancel it to cancel the call.
    @discardableResult
    public func send<Operation: APIOperation>(
        _ operation: Operation, completion: @escaping @Sendable (Result<Operation.Response, BinderyError>) -> Void
    ) -> Task<Void, Never> {
        Task {
            do throws(BinderyError) {
                completion(.success(try await send(operation)))
            } catch {
                completion(.failure(error))
            }
        }
    }

    // MARK: - One attempt

    private func transmit(
        _ outgoing: OutgoingRequest, attempt: Int, remaining: Duration, deadline: Duration, exchange: OperationExchange?
    ) async -> Result<(HTTPResponse, Data), BinderyError> {
        let context = TransportContext(
            operationID: outgoing.operationID, attempt: attempt,
            maximumResponseSize: configuration.maximumResponseSize, timeout: remaining, deadline: deadline,
            exchange: exchange)
        let chain = self.chain
        do {
            if runsAttemptsInline {
                // No middlewares: the transport itself, without the chain's closure around it.
                return .success(try await configuration.transport.send(outgoing.request, body: outgoing.body, context: context))
            }
            return .success(try await withDeadline(until: context.deadlineOffset) {
                try await chain(outgoing.request, outgoing.body, context)
            })
        } catch {
            // A stub's failure as it gave it, unless a middleware threw another error instead.
            if let exchange, error is BinderyError, let failure = exchange.takeFailure(attempt: attempt) {
                return .failure(failure)
            }
            return .failure(transportError(error, outgoing: outgoing, attempt: attempt))
        }
    }

    func transportError(_ error: any Error, outgoing: OutgoingRequest, attempt: Int) -> BinderyError {
        let id = outgoing.operationID
        if Task.isCancelled || error is CancellationError {
            return BinderyError(.cancelled, operationID: id, message: "the call was cancelled", attempts: attempt)
        }
        if error is DeadlineExceeded {
            return BinderyError(
                .timedOut, operationID: id, message: "no complete response within \(CallOptions.current?.timeout ?? configuration.timeout)", attempts: attempt)
        }
        if let tooLarge = error as? ResponseTooLargeError {
            return BinderyError(
                .responseTooLarge, operationID: id, message: "the response exceeded \(tooLarge.limit) bytes",
                attempts: attempt, underlying: error)
        }
        // URLError's description holds the URL, and so any key in its query.
        let underlying = outgoing.redactor.redact(error)
        if let urlError = error as? URLError, urlError.code == .timedOut {
            return BinderyError(
                .timedOut, operationID: id, message: "the server stopped answering", attempts: attempt, underlying: underlying)
        }
        let text = outgoing.redactor.redact("\(error)")
        return BinderyError(.transport, operationID: id, message: "the connection failed: \(text)", attempts: attempt, underlying: underlying)
    }

    func cancelled(_ operationID: String, attempts: Int) -> BinderyError {
        BinderyError(.cancelled, operationID: operationID, message: "the call was cancelled", attempts: attempts)
    }
}
