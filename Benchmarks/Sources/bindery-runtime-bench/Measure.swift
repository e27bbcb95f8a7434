import AfterShip
import Foundation

// The two sides of a call and the interleaved rounds that time them.

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// CPU time the whole process has used, in nanoseconds: every thread the async call hops to,
/// and none of the time the machine's other work keeps it waiting (a busy sibling core can
/// still slow it).
func cpuNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

@inline(never)
func plainCall(_ body: Data) throws -> Int {
    try JSONDecoder().decode(PlainEnvelope.self, from: body).data.couriers.count
}

@inline(never)
func generatedCall(_ client: AfterShipClient) async throws -> Int {
    try await client.listCouriers().couriers.count
}

struct Case {
    var name: String
    var couriers: Int
    var body: Data
    var client: AfterShipClient
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Per-call figures of one side, one per round.
struct Samples {
    var wall: [Double] = []
    var cpu: [Double] = []
}

/// Nanoseconds per call of each side, wall and CPU, one figure per round.
func measure(_ benchCase: Case, rounds: Int, batchNanoseconds: Double) async throws -> (plain: Samples, generated: Samples) {
    // Warm up and check that both sides see the same list.
    var plainCount = 0
    var generatedCount = 0
    for _ in 0..<20 {
        plainCount = try plainCall(benchCase.body)
        generatedCount = try await generatedCall(benchCase.client)
    }
    precondition(plainCount == benchCase.couriers && generatedCount == benchCase.couriers, "the two sides decode different lists")

    // Size a batch so that it takes about `batchNanoseconds`.
    let start = now()
    var probe = 0
    while Double(now() - start) < batchNanoseconds / 4 {
        _ = try plainCall(benchCase.body)
        probe += 1
    }
    let batch = max(3, probe * 4)

    var plain = Samples()
    var generated = Samples()
    for round in 0..<rounds {
        // Alternate which side goes first, so neither always runs on a warmer cache.
        for side in (round % 2 == 0 ? [0, 1] : [1, 0]) {
            let begin = now()
            let beginCPU = cpuNow()
            if side == 0 {
                for _ in 0..<batch { _ = try plainCall(benchCase.body) }
                plain.wall.append(Double(now() - begin) / Double(batch))
                plain.cpu.append(Double(cpuNow() - beginCPU) / Double(batch))
            } else {
                for _ in 0..<batch { _ = try await generatedCall(benchCase.client) }
                generated.wall.append(Double(now() - begin) / Double(batch))
                generated.cpu.append(Double(cpuNow() - beginCPU) / Double(batch))
            }
        }
    }
    return (plain, generated)
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1e6) : String(format: "%.1f µs", nanoseconds / 1e3)
}
