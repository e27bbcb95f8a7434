import AfterShip
import BinderyRuntime
import Foundation

/// How one call ended.
struct CallOutcome: Sendable {
    /// nil for a value, else the error's code.
    var failure: BinderyError.Code?
    /// The attempts the client reported for a failure (a value does not say).
    var attempts: Int?
    var duration: Duration
}

/// What the client side saw.
struct ClientTally: Sendable {
    var outcomes: [CallOutcome] = []
    /// The resident set once the warm-up calls had ended, and at the end.
    var residentAfterWarmUp: Int?
    var residentAtEnd: Int?
    /// The resident set after each tenth of the calls, to tell a leak (steady growth) from a
    /// one-off rise.
    var residentSamples: [(calls: Int, bytes: Int)] = []
    var wallTime: Duration = .zero
}

/// Makes `options.calls` calls of `getTracking` with `options.concurrency` in flight, each asking
/// for a tracking number of its own, and records how each ended.
func runCalls(_ options: LoadOptions, client: AfterShipClient, watchdog: Watchdog) async -> ClientTally {
    var tally = ClientTally()
    tally.outcomes.reserveCapacity(options.calls)
    let started = ContinuousClock.now
    await withTaskGroup(of: CallOutcome.self) { group in
        var next = 0
        func startCall() {
            let number = "LOAD\(next)"
            next += 1
            group.addTask {
                let begun = ContinuousClock.now
                do throws(BinderyError) {
                    _ = try await client.getTracking(slug: "ups", trackingNumber: number)
                    return CallOutcome(failure: nil, attempts: nil, duration: ContinuousClock.now - begun)
                } catch {
                    return CallOutcome(failure: error.code, attempts: error.attempts, duration: ContinuousClock.now - begun)
                }
            }
        }
        for _ in 0..<min(options.concurrency, options.calls) { startCall() }
        while let outcome = await group.next() {
            tally.outcomes.append(outcome)
            watchdog.callEnded()
            if tally.outcomes.count == options.warmUpCalls { tally.residentAfterWarmUp = residentMemory() }
            if tally.outcomes.count % max(1, options.calls / 10) == 0, let bytes = residentMemory() {
                tally.residentSamples.append((tally.outcomes.count, bytes))
            }
            if next < options.calls { startCall() }
        }
    }
    tally.wallTime = ContinuousClock.now - started
    tally.residentAtEnd = residentMemory()
    return tally
}

/// Ends the process when no call has ended for `limit`: a hung call must fail the run, not
/// stall it. Its own thread, so that a starved task pool cannot silence it.
final class Watchdog: @unchecked Sendable {
    private let limit: Duration
    private let lock = NSLock()
    // Guarded by `lock`.
    private var lastEnd = ContinuousClock.now
    private var ended = 0

    init(limit: Duration) {
        self.limit = limit
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    func callEnded() {
        lock.withLock {
            lastEnd = ContinuousClock.now
            ended += 1
        }
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            let (quiet, ended) = lock.withLock { (ContinuousClock.now - lastEnd, self.ended) }
            if quiet > limit {
                print("FAIL: no call ended for \(quiet) after \(ended) calls: a call hangs")
                exit(1)
            }
        }
    }
}
