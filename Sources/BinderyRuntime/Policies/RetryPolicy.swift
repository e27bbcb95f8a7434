import Foundation

/// When and how long to wait before trying a failed call again.
///
/// A 429 is retried for every call, since the server did not act on it. A 5xx, a broken
/// connection or a timeout is retried only for idempotent calls, since the server may have
/// acted. Back-off grows exponentially with full jitter (a random wait between zero and the
/// cap), and a `Retry-After` from the server replaces it.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included; 1 turns retries off.
    public var maxAttempts: Int
    /// The back-off cap before the second attempt; it doubles for each attempt after.
    public var initialDelay: Duration
    /// The largest back-off cap.
    public var maxDelay: Duration
    /// The longest `Retry-After` honoured; a server asking for more ends the retries.
    public var maxRetryAfter: Duration
    /// Failure statuses worth another attempt (429 and 5xx by default).
    public var retryableStatuses: Set<Int>
    /// Picks a wait between zero and the cap, in seconds; replace it to make back-off predictable.
    public var jitter: @Sendable (_ cap: Double) -> Double
    /// Back-off that outlasts the call, or nil (the default) for each call to back off alone.
    public var acrossCalls: AcrossCalls?
    /// Failure statuses that are a rate limit when the response says so (GitHub's 403): with a
    /// `Retry-After`, or with the rate limit's ``RateLimitPolicy/remainingHeader`` at 0. Such a
    /// response is retried as a 429 is, for any call: after its `Retry-After` or the reset.
    /// Without either it is an ordinary failure. Empty by default.
    public var rateLimitStatuses: Set<Int> = []

    /// Back-off shared by a client's calls, for APIs that ask clients to slow down as a whole
    /// (AfterShip's SDKs): after a call gets a status in ``RetryPolicy/retryableStatuses``
    /// (a 429, a 5xx), every later call first waits out a back-off that grows with each such
    /// failure in a row, as a retry would. A success ends it, and so does `resetAfter`
    /// without such a failure.
    public struct AcrossCalls: Sendable, Hashable {
        /// How long after the last failure the back-off ends, successes or not.
        public var resetAfter: Duration

        /// Creates the setting.
        public init(resetAfter: Duration) {
            self.resetAfter = resetAfter
        }
    }

    /// Creates a policy.
    public init(
        maxAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(500),
        maxDelay: Duration = .seconds(30),
        maxRetryAfter: Duration = .seconds(120),
        retryableStatuses: Set<Int> = [429, 500, 502, 503, 504],
        jitter: @escaping @Sendable (_ cap: Double) -> Double = { Double.random(in: 0...max($0, 0)) },
        acrossCalls: AcrossCalls? = nil
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.retryableStatuses = retryableStatuses
        self.jitter = jitter
        self.acrossCalls = acrossCalls
    }

    /// No retries.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The back-off cap after `attempt` failed attempts: `initialDelay × 2^(attempt-1)`, at most `maxDelay`.
    public func backoffCap(afterAttempt attempt: Int) -> Duration {
        let exponent = min(max(attempt - 1, 0), 30)
        let cap = initialDelay.seconds * Double(1 << exponent)
        return .seconds(min(cap, maxDelay.seconds))
    }

    /// The jittered wait after `attempt` failed attempts.
    public func backoff(afterAttempt attempt: Int) -> Duration {
        let cap = backoffCap(afterAttempt: attempt).seconds
        return .seconds(min(max(jitter(cap), 0), cap))
    }

    /// Whether a response with `status` may be retried for a call of this idempotence.
    public func allowsRetry(status: Int, isIdempotent: Bool) -> Bool {
        allowsRetry(status: status, isIdempotent: isIdempotent, among: retryableStatuses)
    }

    /// ``allowsRetry(status:isIdempotent:)`` with a call's own retryable statuses.
    func allowsRetry(status: Int, isIdempotent: Bool, among statuses: Set<Int>) -> Bool {
        guard statuses.contains(status) else { return false }
        return status == 429 || isIdempotent
    }
}

/// Reads `Retry-After`: delta-seconds (digits, a fraction tolerated) or an HTTP date.
enum RetryAfter {
    static func parse(_ value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingWhitespace
        let isNumber = !trimmed.isEmpty && trimmed.utf8.allSatisfy { (48...57).contains($0) || $0 == UInt8(ascii: ".") }
        if isNumber, let seconds = Double(trimmed), seconds.isFinite { return .seconds(seconds) }
        guard let date = HTTPDate.parse(String(trimmed)) else { return nil }
        return .seconds(max(0, date.timeIntervalSince(now)))
    }
}
