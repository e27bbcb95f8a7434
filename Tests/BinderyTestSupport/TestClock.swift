import BinderyRuntime
import Foundation

/// A virtual clock: `sleep` returns at once, records how long it was asked to wait and moves
/// `now()` forward by that much, so back-off and rate-limit waits cost no real time.
public final class TestClock: BinderyClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var recorded: [Duration] = []
    private let advancesOnSleep: Bool
    private let onSleep: (@Sendable (Duration) async -> Void)?

    /// 2021-07-01T00:00:00Z by default. With `advancesOnSleep` false, time stands still unless
    /// advanced by hand; `onSleep` runs inside every sleep, after it is recorded (a test can
    /// make a back-off last until the call is cancelled).
    public init(
        now: Date = Date(timeIntervalSince1970: 1_625_097_600), advancesOnSleep: Bool = true,
        onSleep: (@Sendable (Duration) async -> Void)? = nil
    ) {
        current = now
        self.advancesOnSleep = advancesOnSleep
        self.onSleep = onSleep
    }

    public func now() -> Date { lock.withLock { current } }

    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(duration)
            if advancesOnSleep { current += duration.timeInterval }
        }
        if let onSleep { await onSleep(duration) } else { await Task.yield() }
        try Task.checkCancellation()
    }

    /// Every wait asked for, in order.
    public var sleeps: [Duration] { lock.withLock { recorded } }

    /// The waits in seconds.
    public var sleepSeconds: [Double] { sleeps.map(\.timeInterval) }

    /// Moves time forward without anyone sleeping.
    public func advance(by seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }
}

extension Duration {
    /// The duration in seconds.
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
