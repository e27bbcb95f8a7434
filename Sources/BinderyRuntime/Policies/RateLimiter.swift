import Foundation
import HTTPTypes

/// Client-side rate limiting.
///
/// Two sources: the spec's documented limit (`requests` per `interval`), enforced by a token
/// bucket that makes calls wait their turn; and the server's own account in its rate-limit
/// headers: once it reports nothing remaining, calls fail at once with
/// ``BinderyError/Code/rateLimited`` until the reset, instead of spending a request on a 429.
public struct RateLimitPolicy: Sendable {
    /// Requests allowed per `interval`, or nil for no local limit.
    public var requests: Int?
    /// The window of `requests`.
    public var interval: Duration?
    /// The header with the server's limit.
    public var limitHeader: String?
    /// The header with the requests left.
    public var remainingHeader: String?
    /// The header with the reset time: epoch seconds (or milliseconds), or seconds from now
    /// when small.
    public var resetHeader: String?

    /// Creates a policy.
    public init(
        requests: Int? = nil, per interval: Duration? = nil, limitHeader: String? = nil,
        remainingHeader: String? = nil, resetHeader: String? = nil
    ) {
        self.requests = requests
        self.interval = interval
        self.limitHeader = limitHeader
        self.remainingHeader = remainingHeader
        self.resetHeader = resetHeader
    }

    /// No rate limiting.
    public static let none = RateLimitPolicy()
}

/// Keeps the state of one client's rate limit across its calls.
///
/// The local limit is a token bucket that lends against the future: a call that finds no
/// token takes one anyway and sleeps until it would have been refilled, so concurrent callers
/// queue in order, and the wait never depends on the clock moving during the sleep.
///
/// A lock rather than an actor: every call consults it twice, and two actor hops cost more
/// than the bookkeeping itself; nothing is awaited while the lock is held.
final class RateLimiter: @unchecked Sendable {
    private let policy: RateLimitPolicy
    private let clock: any BinderyClock
    /// The policy's header names, parsed once rather than on every response.
    private let remainingName: HTTPField.Name?
    private let resetName: HTTPField.Name?
    private let lock = NSLock()
    // Guarded by `lock`.
    /// Tokens available; negative when calls are waiting for tokens not yet refilled.
    private var tokens: Double
    private var lastRefill: Date?
    /// Set when the server reported no requests remaining, until its reset.
    private var exhaustedUntil: Date?

    init(policy: RateLimitPolicy, clock: any BinderyClock) {
        self.policy = policy
        self.clock = clock
        remainingName = policy.remainingHeader.flatMap { HTTPField.Name($0) }
        resetName = policy.resetHeader.flatMap { HTTPField.Name($0) }
        tokens = Double(policy.requests ?? 0)
    }

    /// Takes the call's token without waiting: how long to wait for it, or nil when the call
    /// may go at once. Throws while the server's budget is spent. Most calls need no wait, and
    /// deciding that synchronously spares them an async call.
    func reserve(operationID: String) throws(BinderyError) -> Duration? {
        try locked { () throws(BinderyError) -> Duration? in
            try checkServerBudget(operationID: operationID)
            return takeToken()
        }
    }

    /// Sleeps for a token ``reserve(operationID:)`` lent, then checks the server's budget again.
    func wait(for wait: Duration, operationID: String) async throws(BinderyError) {
        do {
            try await clock.sleep(for: wait)
        } catch {
            lock.withLock { tokens += 1 }
            throw BinderyError(.cancelled, operationID: operationID, message: "the call was cancelled", attempts: 0)
        }
        try locked { () throws(BinderyError) in try checkServerBudget(operationID: operationID) }
    }

    /// Takes a token, lent against the future when none is left: how long to wait for it, or
    /// nil at once. Called with the lock held.
    private func takeToken() -> Duration? {
        guard let requests = policy.requests, let interval = policy.interval, requests > 0 else { return nil }
        let rate = Double(requests) / max(interval.seconds, 1e-6)
        refill(capacity: Double(requests), rate: rate)
        tokens -= 1
        return tokens < 0 ? .seconds(-tokens / rate) : nil
    }

    /// How long until the server's reported reset, while it says nothing remains.
    func exhaustionWait() -> Duration? {
        lock.withLock { exhaustionWaitLocked() }
    }

    private func exhaustionWaitLocked() -> Duration? {
        guard let until = exhaustedUntil else { return nil }
        let wait = until.timeIntervalSince(clock.now())
        guard wait > 0 else {
            exhaustedUntil = nil
            return nil
        }
        return .seconds(wait)
    }

    private func checkServerBudget(operationID: String) throws(BinderyError) {
        guard let wait = exhaustionWaitLocked() else { return }
        throw BinderyError(
            .rateLimited, operationID: operationID,
            message: "the API's rate limit is spent; the client refuses calls until it resets",
            retryAfter: wait, attempts: 0)
    }

    private func refill(capacity: Double, rate: Double) {
        let now = clock.now()
        if let last = lastRefill {
            // A wall clock set back refills nothing, rather than draining the bucket.
            tokens = min(capacity, tokens + max(0, now.timeIntervalSince(last)) * rate)
        }
        lastRefill = now
    }

    /// `NSLock.withLock` with a typed throw, which Foundation's untyped `rethrows` loses.
    private func locked<T>(_ body: () throws(BinderyError) -> T) throws(BinderyError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Whether a response reports nothing remaining in the policy's ``RateLimitPolicy/remainingHeader``.
    func reportsNothingRemaining(_ response: HTTPResponse) -> Bool {
        guard let remainingName, let remaining = response.headerFields.firstValue(for: remainingName).flatMap(Self.integer)
        else { return false }
        return remaining <= 0
    }

    /// Learns the server's account from a response's headers.
    func record(_ response: HTTPResponse) {
        guard let remainingName,
            let remaining = response.headerFields.firstValue(for: remainingName).flatMap(Self.integer)
        else { return }
        guard remaining <= 0 else {
            lock.withLock { exhaustedUntil = nil }
            return
        }
        guard let resetName,
            let reset = response.headerFields.firstValue(for: resetName).flatMap({ Double($0.trimmingWhitespace) }),
            reset.isFinite, reset >= 0
        else { return }
        let until = Self.resetDate(reset, now: clock.now())
        lock.withLock { exhaustedUntil = until }
    }

    /// A count such as `9` or ` 9 `: read as it is first, and trimmed only when that fails,
    /// since servers seldom pad it and trimming costs more than the read.
    private static func integer(_ text: String) -> Int? {
        Int(text) ?? Int(text.trimmingWhitespace)
    }

    /// Large values are Unix timestamps (AfterShip's seconds, or milliseconds); small ones
    /// are seconds from now.
    static func resetDate(_ reset: Double, now: Date) -> Date {
        if reset > 100_000_000_000 { return Date(timeIntervalSince1970: reset / 1000) }
        if reset > 1_000_000_000 { return Date(timeIntervalSince1970: reset) }
        return now.addingTimeInterval(reset)
    }
}
