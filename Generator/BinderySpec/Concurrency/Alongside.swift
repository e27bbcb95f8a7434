import Dispatch

/// A second piece of work, done on another thread while the caller does its own.
///
/// The module's DocC catalogue is made from the same spec as its Swift files: made after them,
/// it kept one core of two idle for a tenth of Stripe's run.
package enum Alongside {
    /// `main()` on this thread, and `work()` on another at the same time; returns when both
    /// have ended (also when `main` throws). `work`'s result is nil when there is no `work`.
    package static func run<Main, Other: Sendable>(
        _ main: () throws -> Main, alongside work: (@Sendable () -> Other)?
    ) rethrows -> (Main, Other?) {
        guard let work else { return (try main(), nil) }
        let box = Box<Other>()
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { box.value = work() }
        let result: Main
        do {
            result = try main()
        } catch {
            group.wait()
            throw error
        }
        group.wait()
        return (result, box.value)
    }

    /// The other thread's result: written by that thread alone, read only after the group
    /// has seen it end, so it needs no lock.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
    }
}
