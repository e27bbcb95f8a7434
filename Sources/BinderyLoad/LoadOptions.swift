import Foundation

/// What one run of the load benchmark does: its command-line options.
struct LoadOptions: Sendable {
    /// Calls to make in all.
    var calls = 10_000
    /// Calls in flight at once.
    var concurrency = 200
    /// The share of requests the server answers with a fault.
    var faultRate = 0.05
    /// The client's local rate limit, in requests per second.
    var requestsPerSecond = 1_000
    /// The client's timeout per call.
    var timeout: Duration = .seconds(15)
    /// The call after which the resident set is first read; the end's must stay within 10% of it.
    var warmUpCalls = 1_000
    /// Seeds the server's choice of faults, so two runs inject the same ones.
    var seed: UInt64 = 1
    /// The transport the client sends with.
    var transport = LoadTransport.urlSession
    /// The most the resident set may grow after warm-up, as a share; nil to report it only.
    var memoryGrowthLimit: Double? = 0.10
    /// Whether this process is the server (started by the benchmark itself, see ``ServerProcess``).
    var serves = false

    static let usage = """
        usage: bindery-load [--calls N] [--concurrency N] [--fault-rate F] [--rate N] [--timeout S]
                            [--warm-up N] [--memory-limit PERCENT|none] [--seed N] [--transport NAME]

        One generated client (AfterShip's getTracking) makes --calls calls with --concurrency in
        flight against a server on 127.0.0.1 that answers --fault-rate of its requests with a
        fault (429 with Retry-After, 503, a reset mid-body, a slow body). Prints the figures and
        exits 1 if a call hung, crashed or ended untyped, a retry broke the policy, the rate
        limiter let more through than its limit, or the resident set grew more than
        --memory-limit (10%) after the first --warm-up calls (1,000). The server runs in a
        process of its own, so the resident set is the client's.
        """

    /// Reads the options from `arguments` (without the program's name).
    init(arguments: [String]) throws(LoadOptionsError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--help" || flag == "-h" { throw .help }
            if flag == "--serve" {
                serves = true
                continue
            }
            guard let value = rest.popFirst() else { throw .invalid("\(flag) needs a value") }
            switch flag {
            case "--calls": calls = try Self.positive(value, flag)
            case "--concurrency": concurrency = try Self.positive(value, flag)
            case "--rate": requestsPerSecond = try Self.positive(value, flag)
            case "--warm-up": warmUpCalls = try Self.positive(value, flag)
            case "--timeout": timeout = .seconds(try Self.positive(value, flag))
            case "--seed":
                guard let seed = UInt64(value) else { throw .invalid("\(flag) takes a whole number, not '\(value)'") }
                self.seed = seed
            case "--transport":
                guard let transport = LoadTransport(rawValue: value) else {
                    throw .invalid("--transport takes one of \(LoadTransport.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'")
                }
                self.transport = transport
            case "--memory-limit":
                if value == "none" {
                    memoryGrowthLimit = nil
                } else if let percent = Double(value), percent >= 0 {
                    memoryGrowthLimit = percent / 100
                } else {
                    throw .invalid("--memory-limit takes a percentage or 'none', not '\(value)'")
                }
            case "--fault-rate":
                guard let rate = Double(value), (0...1).contains(rate) else {
                    throw .invalid("\(flag) takes a share from 0 to 1, not '\(value)'")
                }
                faultRate = rate
            default: throw .invalid("unknown option '\(flag)'")
            }
        }
        guard serves || warmUpCalls < calls else { throw .invalid("--warm-up (\(warmUpCalls)) must be below --calls (\(calls))") }
    }

    private static func positive(_ value: String, _ flag: String) throws(LoadOptionsError) -> Int {
        guard let number = Int(value), number > 0 else { throw .invalid("\(flag) takes a positive whole number, not '\(value)'") }
        return number
    }
}

/// Why the options could not be read.
enum LoadOptionsError: Error {
    case help
    case invalid(String)
}
