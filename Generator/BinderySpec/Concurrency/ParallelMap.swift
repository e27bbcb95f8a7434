import Dispatch

/// Independent pieces of work spread over the machine's cores, their results in order.
///
/// The generator's stages are single-threaded, but the files it writes are independent of each
/// other: Stripe's 28 files and their catalogue take half its run, and a build waits for them.
package enum ParallelMap {
    /// `transform` applied to every index of `0..<count`, on as many threads as there are cores;
    /// the results are in index order, so the output never depends on the scheduling.
    package static func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(index), at: index)
        }
        return slots.results()
    }

    /// Storage for one result per index. Each index is written by exactly one iteration and read
    /// only after `concurrentPerform` has returned, so no two threads touch one slot: the
    /// buffer is shared without a lock.
    private final class Slots<Result>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Result?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        deinit {
            buffer.deinitialize()
            buffer.deallocate()
        }

        func store(_ result: Result, at index: Int) {
            buffer[index] = result
        }

        /// Every stored result, in index order.
        func results() -> [Result] {
            buffer.compactMap { $0 }
        }
    }
}
