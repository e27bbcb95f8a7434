import AfterShip
import BinderyRuntime
import Foundation
import HTTPTypes

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

/// `listCouriers` with its request built on every call, as every call with parameters does:
/// a call without input reuses the one its client built on the first call
/// (`APIOperation.encodesFixedRequest`).
struct ListCouriersBuiltEachCall: AfterShipOperation {
    typealias Response = CourierList
    static var descriptor: OperationDescriptor { ListCouriersRequest.descriptor }

    func encode(into request: inout RequestParts) throws(BinderyError) {
        try ListCouriersRequest().encode(into: &request)
    }
}

@inline(never)
func builtCall(_ client: AfterShipClient) async throws -> Int {
    try await client.client.send(ListCouriersBuiltEachCall()).couriers.count
}

/// What the least a client built on swift-http-types costs: the hand-written minimum a call
/// needs (the request with its API key and `Accept`, the transport's reply, the status check,
/// a decoder with the API's date format), with none of a generated call's policy (rate limit,
/// retries, deadline, redaction, documented errors). The generated call's overhead over it is
/// what Bindery itself adds; its overhead over plain decoding is a floor no client goes under.
@inline(never)
func floorCall(_ transport: CannedTransport) async throws -> Int {
    var request = HTTPRequest(method: .get, scheme: "https", authority: "api.aftership.com", path: "/v4/couriers")
    request.headerFields[apiKeyField] = "0123456789abcdef"
    request.headerFields[.accept] = "application/json"
    let (response, body) = try await transport.reply(to: request)
    guard response.status == .ok else { throw URLError(.badServerResponse) }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(PlainEnvelope.self, from: body).data.couriers.count
}

struct Case {
    var name: String
    var couriers: Int
    var body: Data
    var client: AfterShipClient
    var transport: CannedTransport
}

/// The sides of a case.
enum Side: CaseIterable {
    case plain, floor, generated
    /// The generated call with its request built on every call (``ListCouriersBuiltEachCall``).
    case built
}

/// Per-call figures of one side, one per round: the `i`th figure of every side comes from the
/// same round.
struct Samples {
    var wall: [Double] = []
    var cpu: [Double] = []
}

/// Nanoseconds per call of each side, wall and CPU, one figure per round.
func measure(_ benchCase: Case, rounds: Int, batchNanoseconds: Double) async throws -> [Side: Samples] {
    // Warm up and check that every side sees the same list.
    var counts: [Side: Int] = [:]
    for _ in 0..<20 {
        for side in Side.allCases { counts[side] = try await call(side, benchCase) }
    }
    precondition(Side.allCases.allSatisfy { counts[$0] == benchCase.couriers }, "the sides decode different lists")

    // Size a batch so that it takes about `batchNanoseconds`.
    let start = now()
    var probe = 0
    while Double(now() - start) < batchNanoseconds / 4 {
        _ = try plainCall(benchCase.body)
        probe += 1
    }
    let batch = max(3, probe * 4)

    var samples: [Side: Samples] = [:]
    let sides = Side.allCases
    for round in 0..<rounds {
        // Rotate which side goes first, so none always runs on a warmer cache.
        for offset in 0..<sides.count {
            let side = sides[(round + offset) % sides.count]
            let begin = now()
            let beginCPU = cpuNow()
            switch side {
            case .plain: for _ in 0..<batch { _ = try plainCall(benchCase.body) }
            case .floor: for _ in 0..<batch { _ = try await floorCall(benchCase.transport) }
            case .generated: for _ in 0..<batch { _ = try await generatedCall(benchCase.client) }
            case .built: for _ in 0..<batch { _ = try await builtCall(benchCase.client) }
            }
            samples[side, default: Samples()].wall.append(Double(now() - begin) / Double(batch))
            samples[side, default: Samples()].cpu.append(Double(cpuNow() - beginCPU) / Double(batch))
        }
    }
    return samples
}

/// One call of `side`, for warming up and profiling.
func call(_ side: Side, _ benchCase: Case) async throws -> Int {
    switch side {
    case .plain: try plainCall(benchCase.body)
    case .floor: try await floorCall(benchCase.transport)
    case .generated: try await generatedCall(benchCase.client)
    case .built: try await builtCall(benchCase.client)
    }
}

func percent(_ fraction: Double) -> String {
    String(format: "%+.1f%%", fraction * 100)
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1e6) : String(format: "%.1f µs", nanoseconds / 1e3)
}
