import Foundation

/// Time as the client sees it: the wall clock for rate-limit resets, and sleeping for back-off.
public protocol BinderyClock: Sendable {
    /// The current time.
    func now() -> Date
    /// Sleeps for `duration`; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The real clock.
public struct SystemClock: BinderyClock {
    /// Creates the real clock.
    public init() {}

    /// The wall clock's time.
    public func now() -> Date { Date() }

    /// Sleeps with `Task.sleep`; throws `CancellationError` when the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
