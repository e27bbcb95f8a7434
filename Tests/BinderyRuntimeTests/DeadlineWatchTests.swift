import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

/// The deadlines of all calls in flight, kept by one sleeping task.
///
/// Each test uses a watch of its own, so that calls running in parallel tests cannot change
/// what it holds.
@Suite("The deadline watch", .timeLimit(.minutes(1)))
struct DeadlineWatchTests {
    @Test("deadlines added latest first all fire, earliest first")
    func firesInDeadlineOrder() async {
        let watch = DeadlineWatch()
        let fired = Box<[Int]>([])
        let now = ContinuousClock.now
        // Each added deadline is earlier than the sleeper's, so each starts a sleeper of its own.
        for (index, delay) in [300, 200, 100].enumerated() {
            _ = watch.add(at: now + .milliseconds(delay)) { fired.update { $0.append(index) } }
        }

        await eventually { fired.get.count == 3 }

        #expect(fired.get == [2, 1, 0])
        #expect(watch.count == 0)
    }

    @Test("deadlines added earliest first are all fired by the one sleeper")
    func laterDeadlinesFollowTheFirst() async {
        let watch = DeadlineWatch()
        let fired = Box<[Int]>([])
        let now = ContinuousClock.now
        for (index, delay) in [50, 100, 150].enumerated() {
            _ = watch.add(at: now + .milliseconds(delay)) { fired.update { $0.append(index) } }
        }

        await eventually { fired.get.count == 3 }

        #expect(fired.get == [0, 1, 2])
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

        let value = try await withDeadline(.seconds(600), watch: watch) { 42 }

        #expect(value == 42)
        #expect(watch.count == 0)
    }

    @Test("a call that outlives its deadline throws DeadlineExceeded and is cancelled")
    func expiredCallIsCancelled() async throws {
        let watch = DeadlineWatch()
        let sawCancellation = Box(false)

        await #expect(throws: DeadlineExceeded.self) {
            try await withDeadline(.milliseconds(50), watch: watch) {
                try? await Task.sleep(for: .seconds(600))
                sawCancellation.update { $0 = Task.isCancelled }
            }
        }

        await eventually { sawCancellation.get }
        #expect(watch.count == 0)
    }
}
