import Foundation
import HTTPTypes
import Tracing

/// Streaming calls: the events of a response (server-sent events, JSON Lines) handed out as
/// they arrive.
///
/// What holds for them, where it differs from ``BinderyClient/send(_:)``:
/// - Deadline: ``ClientConfiguration/timeout`` limits the wait for the response head; the
///   stream may then run as long as the server sends, each wait between two pieces of the body
///   limited by it as well (the transport's idle timeout).
/// - Retries: a streaming call is sent once; a failure status is reported, not retried, since
///   events already handed out cannot be taken back. The rate limiter paces it as any call.
/// - Middlewares run around the request and the response head: they see and may change the
///   request, and see the head with an empty body; the events go past them.
/// - Errors: a failure status is read whole and reported as any call's (the API's error model,
///   redacted); a broken connection is a `.transport` error; an event that does not decode is a
///   `.decoding` error with a redacted excerpt of the event. Each ends the sequence.
/// - Cancelling the iterating task, or dropping the iterator, ends the HTTP request.
/// - The API's envelope and an `at` path do not apply: each event is decoded whole.
extension BinderyClient {
    /// The server-sent events of a call, each event's data decoded as the call's `Response`.
    ///
    /// - Parameters:
    ///   - operation: The call's request value.
    ///   - terminator: The data of the event that ends the stream (`[DONE]`): it is
    ///     not decoded, and the request ends there.
    public func serverSentEvents<Operation: APIOperation>(
        _ operation: Operation, terminator: String? = nil
    ) -> EventStream<ServerSentEvent<Operation.Response>> where Operation.Response: Decodable {
        EventStream(
            open: { () async throws(BinderyError) -> OpenedStream in try await self.openStream(operation, accept: "text/event-stream") },
            format: .serverSentEvents(terminator: terminator),
            decode: { event, opened throws(BinderyError) in
                ServerSentEvent(
                    data: try opened.decode(Operation.Response.self, from: event.data), type: event.type, id: event.id,
                    retry: event.retry)
            })
    }

    /// The JSON Lines of a call (one JSON value a line, NDJSON), each decoded as the call's
    /// `Response`.
    public func jsonLines<Operation: APIOperation>(
        _ operation: Operation
    ) -> EventStream<Operation.Response> where Operation.Response: Decodable {
        EventStream(
            open: { () async throws(BinderyError) -> OpenedStream in try await self.openStream(operation, accept: nil) },
            format: .jsonLines,
            decode: { event, opened throws(BinderyError) in try opened.decode(Operation.Response.self, from: event.data) })
    }

    /// Sends a streaming call and returns its response once the head says success; logs the
    /// outcome at `.debug` as any call's, and its span (`CallTracing.swift`) ends with the head.
    func openStream<Operation: APIOperation>(_ operation: Operation, accept: String?) async throws(BinderyError) -> OpenedStream {
        let started = MonotonicTime.now()
        let span = tracer.map { Self.startSpan(of: Operation.descriptor.id, tracer: $0) }
        do throws(BinderyError) {
            let opened = try await sendStreaming(operation, accept: accept, span: span)
            reportSuccess(of: opened.call, status: opened.head.status.code, attempts: 1, started: started, span: span)
            return opened
        } catch {
            reportFailure(error, of: nil, started: started, span: span)
            throw error
        }
    }

    /// The steps of ``openStream(_:accept:)``.
    private func sendStreaming<Operation: APIOperation>(
        _ operation: Operation, accept: String?, span: (any Span)?
    ) async throws(BinderyError) -> OpenedStream {
        // What ``send(_:)`` does before an attempt, once: a stream is never sent twice.
        let options = CallOptions.current
        let timeout = options?.timeout ?? configuration.timeout
        var outgoing: OutgoingRequest
        let rateLimiter = rateLimiter(for: Operation.descriptor)
        do throws(BinderyError) {
            outgoing = try setup.fixedRequests.request(for: operation, client: setup)
            if let options, options.changesRequest { outgoing = try outgoing.adjusted(by: options, configuration: configuration) }
            outgoing = outgoing.streaming(accept: accept)
            if let span, let tracer {
                Self.describe(outgoing, on: span)
                outgoing = Self.carryingContext(of: span, in: outgoing, tracer: tracer)
            }
            guard !Task.isCancelled else { throw cancelled(outgoing.operationID, attempts: 0) }
            if let delay = try rateLimiter.reserve(operationID: outgoing.operationID) {
                reportWait(of: outgoing, for: "rate limit", delay: delay, span: span)
                try await rateLimiter.wait(for: delay, operationID: outgoing.operationID)
            }
            let descriptor = outgoing.descriptor
            if !descriptor.auth.isEmpty, let tokens = setup.tokenStore(among: descriptor.auth) {
                outgoing = outgoing.carrying(bearer: try await tokens.token(replacing: nil, operationID: outgoing.operationID))
            }
        } catch {
            var error = error
            error.attempts = 0
            throw error
        }
        let context = TransportContext(
            operationID: outgoing.operationID, attempt: 1, maximumResponseSize: configuration.maximumResponseSize,
            timeout: timeout, deadline: MonotonicTime.now() + timeout,
            exchange: answersOperations ? OperationExchange(operation, setup: setup, isStreaming: true) : nil)
        let held = HeldBody()
        let head: HTTPResponse
        do {
            let chain = streamingChain(holding: held)
            let (request, body) = (outgoing.request, outgoing.body)
            head = try await withDeadline(until: context.deadlineOffset) { try await chain(request, body, context).0 }
        } catch {
            if let exchange = context.exchange, error is BinderyError, let failure = exchange.takeFailure(attempt: 1) {
                throw failure
            }
            throw transportError(error, outgoing: outgoing, attempt: 1)
        }
        rateLimiter.record(head)
        guard let body = held.take() else {
            throw BinderyError(.transport, operationID: outgoing.operationID, message: "the transport gave no body", attempts: 1)
        }
        guard outgoing.successStatuses.contains(head.status.code) else {
            let whole = await Self.collect(body, limit: configuration.maximumResponseSize)
            switch classify(head, body: whole, outgoing: outgoing, attempt: 1) {
            case .failure(let error): throw error
            case .success: throw BinderyError(.server, operationID: outgoing.operationID, message: "the server answered HTTP \(head.status.code)", status: head.status.code, attempts: 1)
            }
        }
        let call = outgoing
        return OpenedStream(
            head: head, body: body, call: call, decoder: decoder, lineLimit: configuration.maximumResponseSize,
            failure: { [self] error in transportError(error, outgoing: call, attempt: 1) })
    }

    /// The middlewares around the transport's streaming path: the innermost step opens the
    /// stream, keeps its body in `held`, and hands the middlewares the head with an empty body.
    private func streamingChain(
        holding held: HeldBody
    ) -> @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data) {
        let transport = configuration.transport
        var next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data) = { request, body, context in
            if let streaming = transport as? any StreamingClientTransport {
                let (head, stream) = try await streaming.stream(request, body: body, context: context)
                held.put(stream)
                return (head, Data())
            }
            // A transport that cannot stream: the whole body, handed out as one piece.
            let (head, data) = try await transport.send(request, body: body, context: context)
            let (stream, continuation) = ResponseBodyStream.makeStream()
            continuation.yield(data)
            continuation.finish()
            held.put(stream)
            return (head, Data())
        }
        for middleware in configuration.middlewares.reversed() {
            let inner = next
            next = { try await middleware.intercept($0, body: $1, context: $2, next: inner) }
        }
        return next
    }

    /// A failure's body, read whole up to `limit` bytes, for its error.
    private static func collect(_ body: ResponseBodyStream, limit: Int) async -> Data {
        var data = Data()
        do {
            for try await piece in body {
                data.append(piece.prefix(limit - data.count))
                if data.count >= limit { break }
            }
        } catch {
            // What arrived before the break is the excerpt.
        }
        return data
    }
}

/// The body of the last stream a middleware chain opened (a middleware may send again).
private final class HeldBody: @unchecked Sendable {
    private let lock = NSLock()
    private var body: ResponseBodyStream?

    func put(_ body: ResponseBodyStream) { lock.withLock { self.body = body } }
    func take() -> ResponseBodyStream? { lock.withLock { defer { body = nil }; return body } }
}

extension OutgoingRequest {
    /// The request of a streaming call: `Accept` set to the stream's media type when the call
    /// asks for the client's default, and no unwrap path, since each event is decoded whole.
    func streaming(accept: String?) -> OutgoingRequest {
        var request = self.request
        if let accept, request.headerFields[.accept] == ClientSetup.accept.value {
            request.headerFields[.accept] = accept
        }
        return OutgoingRequest(
            descriptor: descriptor, request: request, body: body, unwrapPath: [], redactor: redactor,
            isRetrySafe: isRetrySafe, secretFields: secretFields, relativePath: relativePath)
    }
}
