import Foundation
import Iplabs

/// A virtual clock: `sleep` returns at once and records how long it was asked to wait, so a
/// retry back-off costs no real time and shows up in ``sleeps``.
final class TestClock: BinderyClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
    private var recorded: [Duration] = []

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
