// Many concurrent calls through URLSessionTransport against a loopback server, to see whether
// swift-corelibs-foundation's URLSession races (swiftlang/swift-corelibs-foundation#4791, #5016,
// #5321, #5469, PR #5491) show up, and whether sharing one session per process avoids them.
// Not a test: `scripts/urlsession-stress` runs it a few times per mode and counts the crashes.
//
//   swift run bindery-urlsession-stress <mode> [calls] [in flight] [faults]
//
// With `faults`, a third of the answers are a closed connection, and a fifth come after 100 ms,
// past the call's 50 ms deadline, so that the transport cancels the task: the teardown paths
// where most of the reported crashes are.
// Modes: `shared`, one transport (so one URLSession) for every call; `per-client`, a new transport
// for every 10 calls, released after them, as a service does that makes a client per request
// with the default transport; `per-call`, a new transport for every call.
import BinderyLoopback
import BinderyRuntime
import Foundation
import HTTPTypes

enum Mode: String {
    case shared, perClient = "per-client", perCall = "per-call"

    var callsPerTransport: Int? {
        switch self {
        case .shared: nil
        case .perClient: 10
        case .perCall: 1
        }
    }
}

/// What the calls ended with, by outcome.
actor Tally {
    private(set) var outcomes: [String: Int] = [:]

    func record(_ outcome: String) { outcomes[outcome, default: 0] += 1 }
}

let arguments = CommandLine.arguments.dropFirst()
guard let mode = arguments.first.flatMap(Mode.init(rawValue:)) else {
    print("usage: bindery-urlsession-stress shared|per-client|per-call [calls] [in flight] [faults]")
    exit(2)
}
let calls = arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
let inFlight = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 64
let faults = arguments.dropFirst(3).first == "faults"

let server = try LoopbackServer { request in
    let index = Int(request.pathSegments.last ?? "") ?? 0
    guard faults else { return .json(200, #"{"ok":true}"#) }
    if index % 3 == 0 { return .noResponse(after: .zero) }
    if index % 5 == 0 { try? await Task.sleep(for: .milliseconds(100)) }
    return .json(200, #"{"ok":true}"#)
}
let tally = Tally()
let shared = URLSessionTransport()
let started = ContinuousClock.now

/// Sends call `index` through `transport`, or through a transport of its own group of calls.
@Sendable func call(_ index: Int, through transport: URLSessionTransport) async {
    var request = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1:\(server.port)", path: "/item/\(index)")
    request.headerFields[.accept] = "application/json"
    let context = TransportContext(operationID: "stress", deadline: .now + (faults ? .milliseconds(50) : .seconds(30)))
    do {
        let (response, _) = try await transport.send(request, body: nil, context: context)
        await tally.record("HTTP \(response.status.code)")
    } catch {
        await tally.record("error: \(type(of: error)) \((error as? URLError)?.code.rawValue ?? 0)")
    }
}

await withTaskGroup(of: Void.self) { group in
    var groupTransport = URLSessionTransport()
    for index in 0..<calls {
        if index >= inFlight { await group.next() }
        let transport: URLSessionTransport
        if let size = mode.callsPerTransport {
            if index % size == 0 { groupTransport = URLSessionTransport() }
            transport = groupTransport
        } else {
            transport = shared
        }
        group.addTask { await call(index, through: transport) }
    }
}

let seconds = (ContinuousClock.now - started).components.seconds
let outcomes = await tally.outcomes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
print("\(mode.rawValue)\(faults ? " with faults" : ""): \(calls) calls, \(inFlight) in flight, \(seconds) s; \(outcomes.joined(separator: ", "))")
server.stop()
