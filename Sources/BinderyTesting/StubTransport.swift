@_spi(Generated) import BinderyRuntime
import Foundation
import Testing

/// A transport that answers a generated client's calls from a test, by operation, with typed
/// values or errors, records every call, and fails the test on a call nobody expected.
///
/// Give it to a generated client as its transport, say how each call the code under test makes
/// is answered, and run the code:
///
/// ```swift
/// let stub = StubTransport()
/// stub.on(GetTrackingRequest.self) { request in
///     #expect(request.slug == "ups")
///     return Tracking(trackingNumber: request.trackingNumber, slug: request.slug, tag: .delivered)
/// }
/// let client = AfterShipClient(apiKey: "test", transport: stub)
/// let tracking = try await client.getTracking(slug: "ups", trackingNumber: "1Z999")
/// #expect(stub.calls(of: GetTrackingRequest.self).map(\.trackingNumber) == ["1Z999"])
/// ```
///
/// What runs for real: each call is encoded as on the network (path, query, headers, body,
/// credentials, shared parameters), so an encoding failure still fails it; the middlewares run
/// around the stub; the response is classified by the client (statuses, the envelope's failure
/// flag, the API's error model, retries). Only decoding is skipped for a typed answer: the
/// client returns the value the stub gave, so the API's envelope and the call's unwrap path
/// play no part, and no test writes JSON. A ``StubResponse`` is decoded as a server's response,
/// envelope included.
///
/// How a call is answered:
/// - A typed answer (``on(_:times:sourceLocation:_:)``) gets the request value the code passed
///   and returns the call's `Response`. Its response has the call's first success status and an
///   empty body; middlewares see that.
/// - It may throw a ``StubResponse`` (a raw failure, or ``StubResponse/serverError(_:status:headerFields:)``
///   for the API's error model): the client handles it as the server's response.
/// - It may throw a ``BinderyError``: the call fails with that error, `attempts` set. One with
///   code `.transport` or `.timedOut` is retried as a broken connection or a timeout is, when
///   the call is safe to retry.
/// - Any other error it throws is what a transport throws: a `URLError(.timedOut)` is a
///   timeout, a `CancellationError` a cancellation, the rest a `.transport` failure.
/// - A call with no answer records an `Issue` in the running test, at the place the stub was
///   made, and fails with a ``BinderyError`` of code `.invalidConfiguration` that names the
///   call's operation id; it never reaches a network, and never hangs.
///
/// Retries, rate limits and time: the client's policies apply as over the network. A retried
/// attempt asks the stub again (and is recorded again), so a 503 answer is seen once per
/// attempt, after the real back-off; make the client with
/// `configure: { $0.retryPolicy = RetryPolicy(maxAttempts: 1) }` for a test that wants one
/// attempt, and with `$0.rateLimitPolicy = .none` for one that makes many calls quickly. An
/// answer runs under the call's timeout: one that takes longer makes the call time out.
///
/// Streaming calls (server-sent events, JSON Lines) take a ``StubResponse`` whose body holds the
/// events; a typed answer fails them.
///
/// Give the client the stub itself, not wrapped in another transport, and keep middlewares
/// passing on the ``TransportContext`` they get: the stub finds the typed request in it.
public final class StubTransport: ClientTransport, OperationAnsweringTransport, @unchecked Sendable {
    /// One call's answer, as given to ``on(_:times:sourceLocation:_:)`` or ``on(_:times:respond:sourceLocation:)``.
    private struct Answer {
        enum Kind {
            /// Returns the typed `Response`, or throws.
            case typed(@Sendable (any APIOperation) async throws -> any Sendable)
            /// The same response every time.
            case fixed(StubResponse)
        }

        let operationType: ObjectIdentifier
        let operationID: String
        let typeName: String
        /// How many more calls it answers; nil for every call.
        var remaining: Int?
        let kind: Kind
        let sourceLocation: SourceLocation
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var answers: [Answer] = []
    private var recorded: [RecordedCall] = []
    /// Where the stub was made: where a call nobody expected is reported.
    private let sourceLocation: SourceLocation

    /// Creates a stub that answers nothing until told to.
    ///
    /// - Parameter sourceLocation: Where a call nobody expected is reported; where the stub is made.
    public init(sourceLocation: SourceLocation = #_sourceLocation) {
        self.sourceLocation = sourceLocation
    }

    /// Answers calls of `operation` with a typed value: the code under test gets it as if the
    /// server had sent it.
    ///
    /// Answers given for one operation are used in the order they were given: one with a
    /// `times` count answers that many calls and then gives way to the next; one without answers
    /// every call that reaches it. So `on(X.self, times: 1) { _ in throw StubResponse(status: 500) }`
    /// followed by `on(X.self) { … }` fails the first call and answers the rest.
    ///
    /// - Parameters:
    ///   - operation: The generated request type of the call, such as `GetTrackingRequest.self`.
    ///   - times: How many calls to answer; nil, the default, answers every call.
    ///   - sourceLocation: Where an answer that ``expectAllAnswersUsed(sourceLocation:)`` finds
    ///     unused is reported.
    ///   - answer: Gets the request value the code passed (assert on it here) and returns the
    ///     call's `Response`, or throws a ``StubResponse``, a ``BinderyError`` or a transport's
    ///     error (see ``StubTransport``).
    public func on<Operation: APIOperation>(
        _ operation: Operation.Type, times: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ answer: @escaping @Sendable (Operation) async throws -> Operation.Response
    ) {
        add(
            Operation.self, times: times, sourceLocation: sourceLocation,
            kind: .typed { operation in
                guard let operation = operation as? Operation else {
                    throw BinderyError(
                        .invalidConfiguration, operationID: Operation.descriptor.id,
                        message: "StubTransport got a \(type(of: operation)) for an answer to \(Operation.self)")
                }
                return try await answer(operation)
            })
    }

    /// Answers calls of `operation` with a response as a server would send it: a status, header
    /// fields and a body the client decodes, envelope and all.
    ///
    /// - Parameters:
    ///   - operation: The generated request type of the call, such as `GetTrackingRequest.self`.
    ///   - times: How many calls to answer; nil, the default, answers every call.
    ///   - response: The response, such as `StubResponse(status: 503)`.
    ///   - sourceLocation: Where an answer that ``expectAllAnswersUsed(sourceLocation:)`` finds
    ///     unused is reported.
    public func on<Operation: APIOperation>(
        _ operation: Operation.Type, times: Int? = nil, respond response: StubResponse,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        add(Operation.self, times: times, sourceLocation: sourceLocation, kind: .fixed(response))
    }

    private func add<Operation: APIOperation>(
        _ operation: Operation.Type, times: Int?, sourceLocation: SourceLocation, kind: Answer.Kind
    ) {
        let answer = Answer(
            operationType: ObjectIdentifier(Operation.self), operationID: Operation.descriptor.id,
            typeName: "\(Operation.self)", remaining: times.map { max(0, $0) }, kind: kind, sourceLocation: sourceLocation)
        lock.withLock { answers.append(answer) }
    }

    /// Every attempt the stub got, in the order it got them: a retried call is there once per
    /// attempt.
    public var calls: [RecordedCall] {
        lock.withLock { recorded }
    }

    /// The request values of the calls of `operation` the stub got, one per attempt, in order.
    public func calls<Operation: APIOperation>(of operation: Operation.Type) -> [Operation] {
        calls.compactMap { $0.operation as? Operation }
    }

    /// Records an `Issue` for each answer given with a `times` count that has not answered that
    /// many calls: for a test that must make every call it set up.
    ///
    /// - Parameter sourceLocation: Where the issues are reported; where this is called.
    public func expectAllAnswersUsed(sourceLocation: SourceLocation = #_sourceLocation) {
        let unused = lock.withLock { answers.filter { ($0.remaining ?? 0) > 0 } }
        for answer in unused {
            Issue.record(
                "StubTransport: the answer to \(answer.operationID) (\(answer.typeName)) given at \(answer.sourceLocation) expected \(answer.remaining ?? 0) more call(s)",
                sourceLocation: sourceLocation)
        }
    }

    /// Answers one attempt of a call (the ``ClientTransport`` requirement the client calls).
    public func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        let exchange = context.exchange
        let operationID = context.operationID
        let operationType = exchange.map { ObjectIdentifier(type(of: $0.operation)) }
        let answer: Answer? = lock.withLock {
            recorded.append(
                RecordedCall(
                    operationID: operationID, operation: exchange?.operation, request: request, body: body,
                    attempt: context.attempt))
            guard
                let index = answers.firstIndex(where: { answer in
                    answer.remaining != 0
                        && (operationType.map { answer.operationType == $0 } ?? (answer.operationID == operationID))
                })
            else { return nil }
            if let remaining = answers[index].remaining { answers[index].remaining = remaining - 1 }
            return answers[index]
        }
        guard let answer else {
            let name = exchange.map { " (\(type(of: $0.operation)))" } ?? ""
            let error = BinderyError(
                .invalidConfiguration, operationID: operationID,
                message: "StubTransport has no answer for \(operationID)\(name): add one with stub.on(…)")
            Issue.record("StubTransport: unexpected call \(operationID)\(name): \(request.method) \(request.path ?? "")", sourceLocation: sourceLocation)
            throw fail(error, exchange: exchange, attempt: context.attempt)
        }
        switch answer.kind {
        case .fixed(let response):
            return try wire(response, exchange: exchange, operationID: operationID, attempt: context.attempt)
        case .typed(let handler):
            guard let exchange else {
                throw BinderyError(
                    .invalidConfiguration, operationID: operationID,
                    message: "StubTransport cannot give a typed answer to \(operationID): the client must have the stub itself as its transport, and middlewares must pass on the TransportContext they get")
            }
            let value: any Sendable
            do {
                value = try await handler(exchange.operation)
            } catch let response as StubResponse {
                return try wire(response, exchange: exchange, operationID: operationID, attempt: context.attempt)
            } catch let error as BinderyError {
                throw fail(error, exchange: exchange, attempt: context.attempt)
            }
            guard !exchange.isStreaming else {
                let error = BinderyError(
                    .invalidConfiguration, operationID: operationID,
                    message: "StubTransport: \(operationID) is a streaming call; answer it with a StubResponse whose body holds the events")
                throw fail(error, exchange: exchange, attempt: context.attempt)
            }
            exchange.answer(value, attempt: context.attempt)
            return (HTTPResponse(status: HTTPResponse.Status(code: exchange.successStatus)), Data())
        }
    }

    /// `error`, handed to the client to report as is.
    private func fail(_ error: BinderyError, exchange: OperationExchange?, attempt: Int) -> BinderyError {
        exchange?.fail(with: error, attempt: attempt)
        return error
    }

    private func wire(
        _ response: StubResponse, exchange: OperationExchange?, operationID: String, attempt: Int
    ) throws -> (HTTPResponse, Data) {
        do {
            return try response.wire(errorKey: exchange?.errorKey, encoder: exchange?.encoder, operationID: operationID)
        } catch {
            throw fail(error, exchange: exchange, attempt: attempt)
        }
    }
}

/// One attempt of a call as a ``StubTransport`` got it: the typed request value and the HTTP
/// request the client built from it.
public struct RecordedCall: Sendable {
    /// The call's operation id, as the spec names it: `getTracking`.
    public var operationID: String
    /// The request value the code under test passed, such as a `GetTrackingRequest`; nil when
    /// the client did not hand it over (a streaming call of a client whose transport wraps the stub).
    public var operation: (any APIOperation)?
    /// The HTTP request as it would go on the wire, after the middlewares: method, URL, header
    /// fields (credentials included).
    public var request: HTTPRequest
    /// The request body, if any.
    public var body: Data?
    /// The attempt, starting at 1.
    public var attempt: Int

    /// Creates a record.
    public init(operationID: String, operation: (any APIOperation)?, request: HTTPRequest, body: Data?, attempt: Int) {
        self.operationID = operationID
        self.operation = operation
        self.request = request
        self.body = body
        self.attempt = attempt
    }

    /// The request value, if it is an `Operation`.
    public func operation<Operation: APIOperation>(as type: Operation.Type) -> Operation? {
        operation as? Operation
    }
}
