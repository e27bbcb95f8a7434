import Foundation

/// Thrown by ``withDeadline(_:_:)`` when the time ran out first, and by a transport that keeps
/// the deadline itself (``URLSessionTransport``, BinderyAsyncHTTPClient's) when it ends a request
/// there: the client reports it as ``BinderyError/Code/timedOut``.
package struct DeadlineExceeded: Error {
    package init() {}
}

/// Runs `operation` and returns its result, or throws ``DeadlineExceeded`` once `deadline` (a
/// ``MonotonicTime`` offset) has passed, whichever comes first; the loser is cancelled.
///
/// Unlike a task group, it does not wait for an operation that ignores cancellation: a
/// transport stuck in a blocking call cannot hold the caller past its deadline. Cancelling the
/// calling task throws `CancellationError` at once, for the same reason.
///
/// The deadline is kept by ``DeadlineWatch``, one sleeping task for all calls, rather than a
/// timer task per call: starting and cancelling a timer task cost more than a small call itself.
func withDeadline<T: Sendable>(
    until deadline: Duration, watch: DeadlineWatch = .shared, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let race = Race<T>(watch: watch)
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.start(continuation)
            let work = Task {
                do {
                    race.finish(.success(try await operation()))
                } catch {
                    race.finish(.failure(error))
                }
            }
            let ticket = watch.add(at: MonotonicTime.instant(at: deadline)) {
                race.finish(.failure(DeadlineExceeded()))
            }
            race.track(work, ticket: ticket)
        }
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
}

/// The state of one ``withDeadline(_:_:)``: the first result wins, the rest are dropped.
private final class Race<T: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var continuation: CheckedContinuation<T, any Error>?
    private var result: Result<T, any Error>?
    private var work: Task<Void, Never>?
    private var ticket: DeadlineWatch.Ticket?
    private let lock = NSLock()
    private let watch: DeadlineWatch

    init(watch: DeadlineWatch) {
        self.watch = watch
    }

    /// Hands over the continuation; resumes it at once if a result came first.
    func start(_ continuation: CheckedContinuation<T, any Error>) {
        let early: Result<T, any Error>? = lock.withLock {
            guard let result else {
                self.continuation = continuation
                return nil
            }
            return result
        }
        if let early { continuation.resume(with: early) }
    }

    /// Keeps the work to cancel and the deadline to withdraw when the race ends; does both at
    /// once if it has ended.
    func track(_ work: Task<Void, Never>, ticket: DeadlineWatch.Ticket) {
        let isOver = lock.withLock {
            guard result == nil else { return true }
            self.work = work
            self.ticket = ticket
            return false
        }
        if isOver {
            work.cancel()
            watch.remove(ticket)
        }
    }

    /// Ends the race with `outcome`, unless it already ended.
    func finish(_ outcome: Result<T, any Error>) {
        let ended: (CheckedContinuation<T, any Error>?, Task<Void, Never>?, DeadlineWatch.Ticket?)? = lock.withLock {
            guard result == nil else { return nil }
            result = outcome
            defer {
                continuation = nil
                work = nil
                ticket = nil
            }
            return (continuation, work, ticket)
        }
        guard let (continuation, work, ticket) = ended else { return }
        if let ticket { watch.remove(ticket) }
        // A finished operation needs no cancelling, and cancelling a task is not free.
        if case .failure = outcome { work?.cancel() }
        continuation?.resume(with: outcome)
    }
}
