import BinderyLoopback
import Foundation

/// The faults the server injects, one of which a faulty request gets.
enum Fault: String, CaseIterable, Sendable, Codable, CodingKeyRepresentable {
    /// 429 with `Retry-After: 1`.
    case rateLimited = "429 Retry-After"
    /// 503 with no advice: the client backs off.
    case unavailable = "503"
    /// The head and part of the body, then a TCP reset.
    case reset = "reset mid-body"
    /// The whole body, slowly: eight pieces 40 ms apart.
    case slowBody = "slow body"
}

/// Decides, request by request, whether the server injects a fault and which: a seeded
/// generator, so that two runs with one seed inject the same faults in the same order of
/// arrival.
final class FaultPlan: @unchecked Sendable {
    private let rate: Double
    private let lock = NSLock()
    // Guarded by `lock`.
    private var state: UInt64

    init(rate: Double, seed: UInt64) {
        self.rate = rate
        state = seed | 1
    }

    /// The fault for the next request, or nil for a normal answer.
    func next() -> Fault? {
        let (draw, pick) = lock.withLock { (uniform(), uniform()) }
        guard draw < rate else { return nil }
        return Fault.allCases[min(Int(pick * Double(Fault.allCases.count)), Fault.allCases.count - 1)]
    }

    /// A number in 0..<1 from a xorshift64* generator; call with the lock held.
    private func uniform() -> Double {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Double((state &* 2_685_821_657_736_338_717) >> 11) / Double(1 << 53)
    }
}

extension Fault {
    /// The server's reply for this fault, around the body a normal answer would have.
    func reply(normal body: Data) -> LoopbackReply {
        let json = [("Content-Type", "application/json")]
        switch self {
        case .rateLimited:
            return .json(429, #"{"meta":{"code":429,"type":"TooManyRequests","message":"slow down"},"data":{}}"#, headers: [("Retry-After", "1")])
        case .unavailable:
            return .json(503, #"{"meta":{"code":503,"type":"ServiceUnavailable","message":"try later"},"data":{}}"#)
        case .reset:
            return .resetMidBody(status: 200, headers: json, declaredLength: body.count, sentBody: body.prefix(body.count / 2))
        case .slowBody:
            return .slowBody(status: 200, headers: json, body: body, chunkSize: max(1, body.count / 8 + 1), delay: .milliseconds(40))
        }
    }
}
