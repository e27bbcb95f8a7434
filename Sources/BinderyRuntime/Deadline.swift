import Foundation

/// Thrown by ``withDeadline(_:_:)`` when the time ran out first.
struct DeadlineExceeded: Error {}

/// Runs `operation` and returns its result, or throws ``DeadlineExceeded`` once `limit` has
/// passed, whichever comes first; the loser is cancelled.
///
/// Unlike a task group, it does not wait for an operation that ignores cancellation: a
/// transport stuck in a blocking call cannot hold the caller past its deadline. Cancelling the
/// calling task throws `CancellationError` at once, for the same reason.
func withDeadline<T: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let race = Race<T>()
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
            let timer = Task {
                try? await Task.sleep(for: max(limit, .zero))
                if !Task.isCancelled { race.finish(.failure(DeadlineExceeded())) }
            }
            race.track(work, timer)
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
    private var tasks: [Task<Void, Never>] = []
    private let lock = NSLock()

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

    /// Keeps the tasks to cancel when the race ends; cancels them at once if it has.
    func track(_ tasks: Task<Void, Never>...) {
        let isOver = lock.withLock {
            self.tasks = tasks
            return result != nil
        }
        if isOver { tasks.forEach { $0.cancel() } }
    }

    /// Ends the race with `outcome`, unless it already ended.
    func finish(_ outcome: Result<T, any Error>) {
        let (continuation, tasks): (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) = lock.withLock {
            guard result == nil else { return (nil, []) }
            result = outcome
            defer {
                self.continuation = nil
                self.tasks = []
            }
            return (self.continuation, self.tasks)
        }
        tasks.forEach { $0.cancel() }
        continuation?.resume(with: outcome)
    }
}
