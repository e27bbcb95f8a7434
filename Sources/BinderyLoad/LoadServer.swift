import BinderyLoopback
import Foundation

/// The server side of the benchmark: AfterShip's `getTracking` on 127.0.0.1, with faults
/// injected by a ``FaultPlan``, and a tally of what arrived: attempts per call (each call asks
/// for a tracking number of its own) and when each request came, to check the client's pacing.
final class LoadServer: @unchecked Sendable {
    private let plan: FaultPlan
    private let started = ContinuousClock.now
    private let lock = NSLock()
    // Guarded by `lock`.
    private var attemptsByNumber: [String: Int] = [:]
    private var arrivals: [Duration] = []
    private var faults: [Fault: Int] = [:]
    private var server: LoopbackServer?

    init(plan: FaultPlan) {
        self.plan = plan
    }

    /// Starts listening; returns the base URL.
    func start() throws -> URL {
        let server = try LoopbackServer(recordsRequests: false) { [weak self] request in
            self?.reply(to: request) ?? .text(503, "stopped")
        }
        lock.withLock { self.server = server }
        return server.baseURL
    }

    func stop() {
        let server = lock.withLock { () -> LoopbackServer? in
            defer { self.server = nil }
            return self.server
        }
        server?.stop()
    }

    private func reply(to request: LoopbackRequest) -> LoopbackReply {
        let segments = request.pathSegments
        guard segments.count == 3, segments[0] == "trackings" else { return .text(404, "no such path") }
        let number = segments[2]
        let fault = plan.next()
        let now = ContinuousClock.now - started
        lock.withLock {
            attemptsByNumber[number, default: 0] += 1
            arrivals.append(now)
            if let fault { faults[fault, default: 0] += 1 }
        }
        let body = Data(
            #"{"meta":{"code":200},"data":{"tracking":{"id":"\#(number)","slug":"\#(segments[1])","tracking_number":"\#(number)","title":"Load test parcel","tag":"InTransit","checkpoints":[{"message":"Departed facility","city":"Louisville"},{"message":"Arrived at facility","city":"Memphis"}]}}}"#
                .utf8)
        return fault?.reply(normal: body) ?? .response(status: 200, headers: [("Content-Type", "application/json")], body: body)
    }

    /// What arrived so far.
    var tally: ServerTally {
        lock.withLock { ServerTally(attemptsByNumber: attemptsByNumber, arrivals: arrivals, faults: faults) }
    }
}

/// What the server saw; sent from the server's process to the client's as JSON.
struct ServerTally: Sendable, Codable {
    var attemptsByNumber: [String: Int]
    /// When each request arrived, from the server's start.
    var arrivals: [Duration]
    var faults: [Fault: Int]

    /// The most requests that arrived within any window of `window`.
    func peakArrivals(within window: Duration) -> Int {
        let sorted = arrivals.sorted()
        var peak = 0
        var first = 0
        for (last, arrival) in sorted.enumerated() {
            while arrival - sorted[first] >= window { first += 1 }
            peak = max(peak, last - first + 1)
        }
        return peak
    }
}
