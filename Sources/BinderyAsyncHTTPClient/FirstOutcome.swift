#if AsyncHTTPClient
import Foundation

/// The outcome of one exchange, delivered once to the waiting call: by AsyncHTTPClient, the
/// time limit or a cancellation, whichever comes first; the others find it taken.
final class FirstOutcome<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var continuation: CheckedContinuation<Value, any Error>?
    private var outcome: Result<Value, any Error>?
    private let lock = NSLock()

    /// Hands over the waiting call; resumes it at once if the outcome came first.
    func start(_ continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = lock.withLock {
            guard let outcome else {
                self.continuation = continuation
                return nil
            }
            return outcome
        }
        if let early { continuation.resume(with: early) }
    }

    /// Sets the outcome, unless one was set; returns whether this one was.
    @discardableResult
    func finish(_ result: Result<Value, any Error>) -> Bool {
        let (won, waiting): (Bool, CheckedContinuation<Value, any Error>?) = lock.withLock {
            guard outcome == nil else { return (false, nil) }
            outcome = result
            defer { continuation = nil }
            return (true, continuation)
        }
        waiting?.resume(with: result)
        return won
    }
}
#endif
