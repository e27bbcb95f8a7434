import Foundation

/// The state of ``RetryPolicy/AcrossCalls``: how many calls in a row got a status worth
/// retrying, and until when new calls wait because of it.
///
/// Only clients whose policy asks for it have one, so other APIs pay nothing on their calls.
/// A lock rather than an actor, as in ``RateLimiter``: nothing is awaited while it is held.
final class AcrossCallsBackoff: @unchecked Sendable {
    private let policy: RetryPolicy
    private let resetAfter: TimeInterval
    private let clock: any BinderyClock
    private let lock = NSLock()
    // Guarded by `lock`.
    /// Failures worth retrying since the last success or reset.
    private var failuresInARow = 0
    private var lastFailure: Date?
    /// Before this, a new call waits.
    private var notBefore: Date?

    /// Nil when the policy keeps each call's back-off to itself.
    init?(policy: RetryPolicy, clock: any BinderyClock) {
        guard let acrossCalls = policy.acrossCalls else { return nil }
        self.policy = policy
        self.resetAfter = acrossCalls.resetAfter.seconds
        self.clock = clock
    }

    /// How long a new call waits before its first attempt, or nil to go at once.
    func delayBeforeCall() -> Duration? {
        lock.withLock {
            guard let notBefore, let lastFailure else { return nil }
            let now = clock.now()
            guard now.timeIntervalSince(lastFailure) < resetAfter else {
                reset()
                return nil
            }
            let wait = notBefore.timeIntervalSince(now)
            return wait > 0 ? .seconds(wait) : nil
        }
    }

    /// Learns from a response: a status worth retrying lengthens the back-off, a success ends
    /// it, and anything else (a 404, say) says nothing about the server's load.
    func record(status: Int) {
        if policy.retryableStatuses.contains(status) {
            lock.withLock {
                failuresInARow += 1
                let now = clock.now()
                lastFailure = now
                notBefore = now.addingTimeInterval(policy.backoff(afterAttempt: failuresInARow).seconds)
            }
        } else if (200..<300).contains(status) {
            lock.withLock { if failuresInARow > 0 { reset() } }
        }
    }

    /// Called with the lock held.
    private func reset() {
        failuresInARow = 0
        lastFailure = nil
        notBefore = nil
    }
}
