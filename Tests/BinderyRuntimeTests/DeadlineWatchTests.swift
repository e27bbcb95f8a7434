import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

/// The deadlines of all calls in flight, kept by one sleeping task.
///
/// Each test uses a watch of its own, so that calls running in parallel tests cannot change
/// what it holds.
@Suite("The deadline watch", .timeLimit(.minutes(2)))
struct DeadlineWatchTests {
    /// Latest first, each deadline is earlier than the sleeping one and starts a sleeper of its
    /// own; earliest first, the one sleeper fires them all in turn.
    @Test("every deadline fires, earliest first, whatever the order they were added in", arguments: [
        ([300, 200, 100], [2, 1, 0]),
        ([50, 100, 150], [0, 1, 2]),
    ])
    func firesInDeadlineOrder(delays: [Int], expectedOrder: [Int]) async {
        let watch = DeadlineWatch()
        let fired = Box<[Int]>([])
        let now = ContinuousClock.now
        for (index, delay) in delays.enumerated() {
            _ = watch.add(at: now + .milliseconds(delay)) { fired.update { $0.append(index) } }
        }

        await eventually { fired.get.count == delays.count }

        #expect(fired.get == expectedOrder)
        #expect(watch.count == 0)
    }

    @Test("a removed deadline never fires, and the others still do")
    func removedDeadlineDoesNotFire() async throws {
        let watch = DeadlineWatch()
        let fired = Box<[String]>([])
        let now = ContinuousClock.now
        let withdrawn = watch.add(at: now + .milliseconds(50)) { fired.update { $0.append("withdrawn") } }
        _ = watch.add(at: now + .milliseconds(150)) { fired.update { $0.append("kept") } }

        watch.remove(withdrawn)
        #expect(watch.count == 1)
        await eventually { fired.get.count == 1 }
        // Past the withdrawn deadline's sleeper waking up.
        try await Task.sleep(for: .milliseconds(100))

        #expect(fired.get == ["kept"])
    }

    @Test("a deadline already past fires at once")
    func pastDeadline() async {
        let watch = DeadlineWatch()
        let fired = Box(false)

        _ = watch.add(at: .now - .seconds(1)) { fired.update { $0 = true } }

        await eventually { fired.get }
        #expect(watch.count == 0)
    }

    @Test("a call that finishes in time withdraws its deadline")
    func finishedCallWithdrawsItsDeadline() async throws {
        let watch = DeadlineWatch()

        let value = try await withDeadline(until: MonotonicTime.now() + .seconds(600), watch: watch) { 42 }

        #expect(value == 42)
        #expect(watch.count == 0)
    }

    @Test("a call that outlives its deadline throws DeadlineExceeded and is cancelled")
    func expiredCallIsCancelled() async throws {
        let watch = DeadlineWatch()
        let sawCancellation = Box(false)

        await #expect(throws: DeadlineExceeded.self) {
            try await withDeadline(until: MonotonicTime.now() + .milliseconds(50), watch: watch) {
                try? await Task.sleep(for: .seconds(600))
                sawCancellation.update { $0 = Task.isCancelled }
            }
        }

        await eventually { sawCancellation.get }
        #expect(watch.count == 0)
    }
}
