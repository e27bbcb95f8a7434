import Clover
import Foundation

/// A virtual clock: `sleep` returns at once, records how long it was asked to wait and moves
/// `now()` forward by that much, so back-off waits cost no real time.
final class TestClock: BinderyClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var recorded: [Duration] = []

    /// 2021-07-01T00:00:00Z by default: a fixed, realistic "now".
    init(now: Date = Date(timeIntervalSince1970: 1_625_097_600)) {
        current = now
    }

    func now() -> Date { lock.withLock { current } }

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(duration)
            let (seconds, attoseconds) = duration.components
            current += TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
        }
        await Task.yield()
    }

    /// Every wait asked for, in order.
    var sleeps: [Duration] { lock.withLock { recorded } }
}
