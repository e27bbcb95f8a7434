import Foundation
import HTTPTypes

/// Sends calls of one API: the one runtime path every generated method goes through.
///
/// It builds the request from the operation value, adds shared parameters and credentials,
/// paces it through the rate limiter, runs the middlewares and the transport, retries what
/// the ``RetryPolicy`` allows, and decodes the body or the failure.
public final class BinderyClient: Sendable {
    /// The configuration it was created with.
    public let configuration: ClientConfiguration
    private let rateLimiter: RateLimiter
    private let chain: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)

    /// Creates a client.
    public init(configuration: ClientConfiguration) {
        self.configuration = configuration
        rateLimiter = RateLimiter(policy: configuration.rateLimitPolicy, clock: configuration.clock)
        let transport = configuration.transport
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
    public func send<Operation: APIOperation>(_ operation: Operation) async throws(BinderyError) -> Operation.Response {
        let descriptor = Operation.descriptor
        let prepared = try PreparedRequest(operation, configuration: configuration)
        let started = ContinuousClock.now
        var attempt = 1
        while true {
            guard !Task.isCancelled else { throw cancelled(descriptor, attempts: attempt - 1) }
            try await rateLimiter.acquire(operationID: descriptor.id)
            let remaining = configuration.timeout - (ContinuousClock.now - started)
            let outcome = await transmit(prepared, attempt: attempt, remaining: remaining)
            let failure: BinderyError
            var retryAfter: Duration?
            switch outcome {
            case .success(let (response, body)):
                await rateLimiter.record(response)
                switch classify(response, body: body, prepared: prepared, attempt: attempt) {
                case .success(let context):
                    do {
                        return try Operation.decodeResponse(context)
                    } catch {
                        var error = error
                        error.attempts = attempt
                        throw error
                    }
                case .failure(let error):
                    failure = error
                    retryAfter = error.retryAfter
                    guard configuration.retryPolicy.allowsRetry(status: response.status.code, isIdempotent: descriptor.isIdempotent)
                    else { throw error }
                }
            case .failure(let error):
                failure = error
                guard [.transport, .timedOut].contains(error.code), descriptor.isIdempotent, !Task.isCancelled else { throw error }
            }
            let policy = configuration.retryPolicy
            guard attempt < policy.maxAttempts else { throw failure }
            let delay: Duration
            if let retryAfter {
                guard retryAfter <= policy.maxRetryAfter else { throw failure }
                delay = retryAfter
            } else {
                delay = policy.backoff(afterAttempt: attempt)
            }
            guard ContinuousClock.now - started + delay < configuration.timeout else { throw failure }
            do {
                try await configuration.clock.sleep(for: delay)
            } catch {
                throw cancelled(descriptor, attempts: attempt)
            }
            attempt += 1
        }
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

    /// Every page of a paged call, starting with `first`; `next` gives the following request,
    /// or nil after the last page.
    public func pages<Operation: APIOperation>(
        startingWith first: Operation, next: @escaping @Sendable (Operation, Operation.Response) -> Operation?
    ) -> Pages<Operation> {
        Pages(client: self, first: first, next: next)
    }

    // MARK: - One attempt

    private func transmit(
        _ prepared: PreparedRequest, attempt: Int, remaining: Duration
    ) async -> Result<(HTTPResponse, Data), BinderyError> {
        let context = TransportContext(
            operationID: prepared.operationID, attempt: attempt,
            maximumResponseSize: configuration.maximumResponseSize, timeout: remaining)
        let chain = self.chain
        do {
            let result = try await withThrowingTaskGroup(of: (HTTPResponse, Data).self) { group in
                group.addTask { try await chain(prepared.request, prepared.body, context) }
                group.addTask {
                    try await Task.sleep(for: max(remaining, .zero))
                    throw TimeoutMarker()
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw TimeoutMarker() }
                return first
            }
            return .success(result)
        } catch {
            return .failure(transportError(error, prepared: prepared, attempt: attempt))
        }
    }

    private struct TimeoutMarker: Error {}

    private func transportError(_ error: any Error, prepared: PreparedRequest, attempt: Int) -> BinderyError {
        let id = prepared.operationID
        if Task.isCancelled || error is CancellationError {
            return BinderyError(.cancelled, operationID: id, message: "the call was cancelled", attempts: attempt)
        }
        if error is TimeoutMarker {
            return BinderyError(
                .timedOut, operationID: id, message: "no complete response within \(configuration.timeout)", attempts: attempt)
        }
        if let tooLarge = error as? ResponseTooLargeError {
            return BinderyError(
                .responseTooLarge, operationID: id, message: "the response exceeded \(tooLarge.limit) bytes",
                attempts: attempt, underlying: error)
        }
        if let urlError = error as? URLError, urlError.code == .timedOut {
            return BinderyError(.timedOut, operationID: id, message: "the server stopped answering", attempts: attempt, underlying: error)
        }
        let text = prepared.redactor.redact("\(error)")
        return BinderyError(.transport, operationID: id, message: "the connection failed: \(text)", attempts: attempt, underlying: RedactedError(text))
    }

    // MARK: - Responses

    private func classify(
        _ response: HTTPResponse, body: Data, prepared: PreparedRequest, attempt: Int
    ) -> Result<ResponseContext, BinderyError> {
        let status = response.status.code
        let envelope = configuration.envelope
        let isSuccess = prepared.successStatuses.contains(status)
        if isSuccess, !isFlaggedFailure(body, flagKey: envelope?.errorFlagKey) {
            let path = (envelope?.dataKey.map { [$0] } ?? []) + prepared.unwrapping
            return .success(ResponseContext(
                response: response, body: body, operationID: prepared.operationID, path: path,
                dateFormat: configuration.dateFormat, redactor: prepared.redactor))
        }
        let serverError = configuration.errorModel?.decode(body, envelope?.errorKey)
        let documented = prepared.documentedErrors.first {
            $0.status == status && ($0.code == nil || $0.code == serverError?.serverErrorCode)
        }
        let message = serverError?.serverErrorMessage ?? documented?.summary
            ?? (isSuccess ? "the server flagged the call as failed" : "the server answered HTTP \(status)")
        let retryAfter = response.headerFields[.retryAfter].flatMap { RetryAfter.parse($0, now: configuration.clock.now()) }
        return .failure(BinderyError(
            .server, operationID: prepared.operationID, message: prepared.redactor.redact(message), status: status,
            serverError: serverError, documentedError: documented,
            responseBody: BodyExcerpt.make(body, redactor: prepared.redactor), retryAfter: retryAfter, attempts: attempt))
    }

    /// Whether a success body carries the envelope's failure flag set to true.
    private func isFlaggedFailure(_ body: Data, flagKey: String?) -> Bool {
        guard let flagKey else { return false }
        let decoder = JSONDecoder()
        decoder.userInfo[Unwrapped<Bool>.pathKey] = [flagKey]
        return (try? decoder.decode(Unwrapped<Bool>.self, from: body).value) ?? false
    }

    private func cancelled(_ descriptor: OperationDescriptor, attempts: Int) -> BinderyError {
        BinderyError(.cancelled, operationID: descriptor.id, message: "the call was cancelled", attempts: attempts)
    }
}

/// An error that keeps only a redacted description of the one underneath.
struct RedactedError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
