import Foundation
import HTTPTypes

// The hook of BinderyTesting's `StubTransport`: `package`, not public, because only a test double
// in this package needs to see an attempt's typed operation and hand back a typed answer.

/// A transport that answers by operation: the client hands each attempt of such a transport an
/// ``OperationExchange`` in its ``TransportContext`` (and no other transport one, so that calls
/// over the network cost nothing for it).
package protocol OperationAnsweringTransport: ClientTransport {}

/// The typed side of one call, for an ``OperationAnsweringTransport``: the operation value the
/// caller passed, and a slot for the answer that replaces decoding the body.
///
/// The request still goes through the real encoding and the middlewares, and the response
/// through the real classification (statuses, the envelope's failure flag, the error model,
/// retries); only the body's decoding is skipped when the transport gave a typed answer for
/// the attempt the client is finishing.
package final class OperationExchange: @unchecked Sendable {
    /// The operation the caller passed.
    package let operation: any APIOperation
    /// The first of the call's success statuses: the status of a typed answer's response.
    package let successStatus: Int
    /// The key of the API's envelope that holds an error model, if any.
    package let errorKey: String?
    /// The client's JSON encoder (its date format), for an error model answered as a body.
    package let encoder: JSONEncoder
    /// Whether the call is a stream (server-sent events, JSON Lines), which takes no typed answer.
    package let isStreaming: Bool

    private let lock = NSLock()
    // Guarded by `lock`: the answer or failure of an attempt, by attempt number, so that a late
    // attempt (one past its deadline) cannot answer the next.
    private var answer: (value: any Sendable, attempt: Int)?
    private var failure: (error: BinderyError, attempt: Int)?

    init<Operation: APIOperation>(_ operation: Operation, setup: ClientSetup, isStreaming: Bool = false) {
        self.operation = operation
        successStatus = Operation.descriptor.successStatuses.first ?? 200
        errorKey = setup.configuration.envelope?.errorKey
        encoder = setup.encoder
        self.isStreaming = isStreaming
    }

    /// Sets the typed answer of `attempt`: the client returns it instead of decoding the body,
    /// when the response it gets back is a success.
    package func answer(_ value: any Sendable, attempt: Int) {
        lock.withLock { answer = (value, attempt) }
    }

    /// Sets the failure of `attempt`: the client reports it as is (its `attempts` set) when the
    /// transport throws, instead of wrapping what was thrown as a `.transport` error.
    package func fail(with error: BinderyError, attempt: Int) {
        lock.withLock { failure = (error, attempt) }
    }

    /// The typed answer of `attempt`, taken out, if there is one of type `T`.
    func takeAnswer<T>(as type: T.Type, attempt: Int) -> T? {
        lock.withLock {
            defer { answer = nil }
            guard let answer, answer.attempt == attempt else { return nil }
            return answer.value as? T
        }
    }

    /// The value of a successful response: the typed answer of `attempt` if there is one, else
    /// the operation's decoding of `context`.
    ///
    /// Out of line: a client whose transport answers no operations never calls it, and so costs
    /// no generic metadata lookup of `Operation.Response?` per call (callgrind: two of the
    /// small call's lookups, 1,300 instructions, when this stood in ``BinderyClient/send(_:)``).
    @inline(never)
    func answerOrDecode<Operation: APIOperation>(
        _ operation: Operation.Type, _ context: ResponseContext, attempt: Int
    ) throws(BinderyError) -> Operation.Response {
        if let answer = takeAnswer(as: Operation.Response.self, attempt: attempt) { return answer }
        return try Operation.decodeResponse(context)
    }

    /// The failure of `attempt`, taken out, if there is one.
    func takeFailure(attempt: Int) -> BinderyError? {
        lock.withLock {
            defer { failure = nil }
            guard let failure, failure.attempt == attempt else { return nil }
            var error = failure.error
            error.attempts = attempt
            return error
        }
    }
}
