import BinderyTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time a malformed or huge spec may cost, in units of this machine's speed that
/// day: a fixed piece of work, the calibration, is timed beside the tests, and `bindery` may
/// spend ``limit`` times what it took.
///
/// A limit in seconds held on a quiet machine and failed on a slow VM: one commit's lint of one
/// spec took from 0.94 s to 1.50 s of processor time on one day. A ratio to work measured beside
/// it moves far less with the machine, and still catches what these tests are for: a pass that
/// compares everything with everything took minutes. On that VM one calibration took 42–57 ms
/// and the costliest specs 14–32 calibrations, hence the limit of 50 (about 2.5 s there).
///
/// The calibration is Bindery-free (hashing, sorting and fresh pages, as a loader's work is), so
/// a Bindery that became slower everywhere still fails.
actor ProcessorBudget {
    static let shared = ProcessorBudget()

    /// How many calibrations' worth of processor time one run of `bindery` may cost.
    static let limit = 50.0

    /// Runs over the limit are run again, up to this many in all, and the cheapest counts: noise
    /// only ever adds processor time.
    static let runs = 3

    private var calibration: Duration?

    /// Checks that `cost`, the processor time of one run, is within the limit; when it is not,
    /// calls `rerun` for a new run and measures the machine again before each, so that a slow
    /// moment does not fail the test. A run over three times the limit is not repeated.
    static func expectWithin(
        _ name: String, cost: Duration, sourceLocation: SourceLocation = #_sourceLocation,
        rerun: () async throws -> Duration
    ) async rethrows {
        var cheapest = (cost: cost, unit: await shared.measured())
        var ratio: Double { cheapest.cost / cheapest.unit }
        var runs = 1
        while ratio >= limit, ratio < 3 * limit, runs < Self.runs {
            let unit = await shared.remeasured()
            let cost = try await rerun()
            if cost / unit < ratio { cheapest = (cost, unit) }
            runs += 1
        }
        #expect(
            ratio < limit,
            """
            \(name): \(cheapest.cost) of processor time, \(ratio.formatted(.number.precision(.fractionLength(1)))) \
            calibrations of \(cheapest.unit) (limit \(limit)), the cheapest of \(runs) runs
            """,
            sourceLocation: sourceLocation)
    }

    /// The calibration, measured at first use.
    func measured() async -> Duration {
        if let calibration { return calibration }
        return await remeasured()
    }

    /// The calibration measured now: the cheapest of three runs, each alone among the tests'
    /// children.
    func remeasured() async -> Duration {
        await ChildSlots.shared.acquire()
        defer { Task { await ChildSlots.shared.release() } }
        var cheapest = Duration.seconds(1_000)
        for _ in 0..<3 {
            let time = (try? await OwnThread.run(Self.timedCalibration)) ?? cheapest
            cheapest = min(cheapest, time)
        }
        calibration = cheapest
        return cheapest
    }

    /// The processor time of one calibration on this thread.
    @Sendable private static func timedCalibration() -> Duration {
        let start = threadProcessorTime()
        let checksum = calibrationWork()
        let end = threadProcessorTime()
        // Used, so that no optimizer removes the work.
        precondition(checksum != 0)
        return end - start
    }

    /// Fresh pages, as a file read is; strings hashed into a dictionary and sorted, as a loader and
    /// a validator do.
    private static func calibrationWork() -> Int {
        var pages = [UInt8](repeating: 0, count: 4 << 20)
        for offset in stride(from: 0, to: pages.count, by: 4096) { pages[offset] = UInt8(truncatingIfNeeded: offset >> 12) }
        var table: [String: Int] = [:]
        for index in 0..<6_000 { table["field \(index) of a model"] = index }
        let names = table.keys.sorted()
        return names.count + Int(pages[4096]) + (table[names[0]] ?? 0)
    }

    private static func threadProcessorTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
