/// Monotonic time as a `Duration` since a fixed instant of the process.
///
/// `ContinuousClock.Instant` is resilient: its size is known only at run time, so an async
/// function that keeps one across an `await` allocates task memory for it, and so does one
/// that keeps a struct holding one. `Duration` is frozen. The client keeps its call's times as
/// offsets, and makes an instant only for code that asks for one. The functions are never
/// inlined, so that the instants they make stay in their own synchronous frames.
enum MonotonicTime {
    /// The instant every offset counts from: the first time any is asked for.
    private static let origin = ContinuousClock.now

    /// The current time.
    @inline(never)
    static func now() -> Duration {
        origin.duration(to: .now)
    }

    /// The instant `offset` after the origin.
    @inline(never)
    static func instant(at offset: Duration) -> ContinuousClock.Instant {
        origin.advanced(by: offset)
    }

    /// How long after the origin `instant` is; negative before it.
    @inline(never)
    static func offset(of instant: ContinuousClock.Instant) -> Duration {
        origin.duration(to: instant)
    }
}
