import BinderyRuntime
import Foundation

/// A virtual clock: `sleep` returns at once, records the wait and moves `now()` on by it, so
/// back-off and `Retry-After` cost no real time.
final class TestClock: BinderyClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_625_097_600)
    private var recorded: [Duration] = []

    func now() -> Date { lock.withLock { current } }

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(duration)
            current += duration.seconds
        }
        await Task.yield()
    }

    /// Every wait asked for, in order.
    var sleeps: [Duration] { lock.withLock { recorded } }
}

/// A clock whose every sleep lasts until the task is cancelled: a retry waits "forever", so a
/// test can cancel the call in the middle of its back-off.
struct EndlessSleepClock: BinderyClock {
    func now() -> Date { Date() }

    func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: .seconds(3_600))
    }
}
