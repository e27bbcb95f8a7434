@testable import BinderyRuntime
import Foundation

/// A virtual clock: `sleep` returns at once, records how long it was asked to wait and moves
/// `now()` forward by that much, so back-off and rate-limit waits cost no real time.
final class TestClock: BinderyClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var recorded: [Duration] = []
    private let advancesOnSleep: Bool
    private let onSleep: (@Sendable (Duration) async -> Void)?

    /// 2021-07-01T00:00:00Z by default. With `advancesOnSleep` false, time stands still unless
    /// advanced by hand; `onSleep` runs inside every sleep, after it is recorded.
    init(
        now: Date = Date(timeIntervalSince1970: 1_625_097_600), advancesOnSleep: Bool = true,
        onSleep: (@Sendable (Duration) async -> Void)? = nil
    ) {
        current = now
        self.advancesOnSleep = advancesOnSleep
        self.onSleep = onSleep
    }

    func now() -> Date { lock.withLock { current } }

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(duration)
            if advancesOnSleep { current += duration.seconds }
        }
        await onSleep?(duration)
        try Task.checkCancellation()
    }

    /// Every wait asked for, in order.
    var sleeps: [Duration] { lock.withLock { recorded } }

    /// The waits in seconds.
    var sleepSeconds: [Double] { sleeps.map(\.seconds) }

    /// Moves time forward without anyone sleeping.
    func advance(by seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }
}
