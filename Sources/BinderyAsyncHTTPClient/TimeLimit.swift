#if AsyncHTTPClient
import BinderyRuntime
import Foundation
import NIOCore

/// When an attempt must be over, and the error it ends with then: the call's deadline
/// (``DeadlineExceeded``), or `context.timeout` from now when that is earlier (a server that
/// stopped answering, `URLError(.timedOut)`), as the client reports each.
struct TimeLimit: Sendable {
    let instant: ContinuousClock.Instant
    let error: any Error

    init(_ context: TransportContext, now: ContinuousClock.Instant = .now) {
        let idle = now + context.timeout
        if idle < context.deadline {
            instant = idle
            error = URLError(.timedOut)
        } else {
            instant = context.deadline
            error = DeadlineExceeded()
        }
    }

    /// The same instant for SwiftNIO, which AsyncHTTPClient keeps as well (it also bounds the
    /// wait for a connection from the pool).
    var nioDeadline: NIODeadline { .from(instant) }
}

extension NIODeadline {
    /// The NIO deadline at a continuous-clock instant.
    static func from(_ instant: ContinuousClock.Instant, now: ContinuousClock.Instant = .now) -> NIODeadline {
        let remaining = max(.zero, now.duration(to: instant)).components
        let nanoseconds = remaining.seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !nanoseconds.overflow else { return .distantFuture }
        return .now() + .nanoseconds(nanoseconds.partialValue + remaining.attoseconds / 1_000_000_000)
    }
}
#endif
