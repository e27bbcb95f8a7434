import BinderyRuntime
import Foundation

/// Prints the figures of a run and returns the checks that failed.
func report(_ options: LoadOptions, client: ClientTally, server: ServerTally, maxAttempts: Int) -> [String] {
    var failures: [String] = []
    let calls = client.outcomes.count
    let seconds = client.wallTime.seconds
    let requests = server.arrivals.count
    let faults = server.faults.values.reduce(0, +)

    print("calls                 \(calls) (\(options.concurrency) in flight)")
    print("wall time             \(String(format: "%.2f", seconds)) s, \(String(format: "%.0f", Double(calls) / seconds)) calls/s")
    print("requests received     \(requests) (\(requests - calls) retries)")
    print("faults injected       \(faults) (\(String(format: "%.1f", 100 * Double(faults) / Double(max(requests, 1))))% of requests)")
    for fault in Fault.allCases { print("  \(fault.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0))\(server.faults[fault, default: 0])") }

    var byOutcome: [String: Int] = [:]
    for outcome in client.outcomes { byOutcome[outcome.failure.map { "\($0)" } ?? "value", default: 0] += 1 }
    print("outcomes")
    for (name, count) in byOutcome.sorted(by: { $0.value > $1.value }) {
        print("  \(name.padding(toLength: 20, withPad: " ", startingAt: 0))\(count)")
    }

    let durations = client.outcomes.map(\.duration).sorted()
    func percentile(_ share: Double) -> String {
        guard !durations.isEmpty else { return "-" }
        let value = durations[min(durations.count - 1, Int(share * Double(durations.count)))]
        return String(format: "%.0f ms", value.seconds * 1_000)
    }
    print("call time             median \(percentile(0.5)), p99 \(percentile(0.99)), max \(percentile(1))")

    let attempts = server.attemptsByNumber.values
    let mostAttempts = attempts.max() ?? 0
    print("attempts per call     at most \(mostAttempts) (policy: \(maxAttempts))")

    let peak = server.peakArrivals(within: .seconds(1))
    let mean = Double(requests) / seconds
    print("rate limit            \(options.requestsPerSecond)/s; peak \(peak) in any second, mean \(String(format: "%.0f", mean))/s")

    if let warm = client.residentAfterWarmUp, let end = client.residentAtEnd {
        let growth = Double(end) / Double(warm) - 1
        print("resident set          \(warm >> 20) MiB after \(options.warmUpCalls) calls, \(end >> 20) MiB at the end (\(String(format: "%+.1f", growth * 100))%)")
        print("  by calls ended      " + client.residentSamples.map { "\($0.calls): \($0.bytes >> 20)" }.joined(separator: ", "))
        if let limit = options.memoryGrowthLimit, growth > limit {
            failures.append("the resident set grew \(String(format: "%.1f", growth * 100))% after warm-up (limit \(String(format: "%.0f", limit * 100))%)")
        }
    } else {
        print("resident set          not measured (no /proc)")
    }

    // Every call ended, and ended typed (a failure is a BinderyError by the method's type; its
    // code must be one these faults can cause).
    if calls != options.calls { failures.append("\(options.calls - calls) calls never ended") }
    let expectedCodes: Set<BinderyError.Code> = [.server, .transport, .timedOut, .rateLimited]
    for (code, count) in Dictionary(grouping: client.outcomes.compactMap(\.failure), by: { $0 }).mapValues(\.count)
    where !expectedCodes.contains(code) {
        failures.append("\(count) calls failed with \(code), which no injected fault causes")
    }
    let overran = client.outcomes.filter { $0.duration > options.timeout + .seconds(2) }.count
    if overran > 0 { failures.append("\(overran) calls ran past their timeout (\(options.timeout)) by over 2 s") }
    // Retries stay within the policy: never more attempts than it allows, and a retry only
    // after a fault.
    if mostAttempts > maxAttempts { failures.append("a call made \(mostAttempts) attempts; the policy allows \(maxAttempts)") }
    if requests - calls > faults { failures.append("\(requests - calls) retries for \(faults) faults: some call retried a success") }
    if let most = client.outcomes.compactMap(\.attempts).max(), most > maxAttempts {
        failures.append("an error reports \(most) attempts; the policy allows \(maxAttempts)")
    }
    // The limiter paces: a token bucket of one second's requests lets at most twice the rate
    // through in any second (a full bucket, then its refill), and the rate on average.
    if peak > 2 * options.requestsPerSecond + options.concurrency {
        failures.append("\(peak) requests arrived within one second; the limit is \(options.requestsPerSecond)/s")
    }
    if Double(requests) > Double(options.requestsPerSecond) * (seconds + 1) * 1.05 {
        failures.append("\(requests) requests in \(String(format: "%.1f", seconds)) s exceed the limit of \(options.requestsPerSecond)/s")
    }
    return failures
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
