// The load benchmark (docs/RELIABILITY.md): one generated client under 200 calls in flight
// against a loopback server that injects faults. A program that prints figures, not a test;
// CI runs a short version of it.
import AfterShip
import BinderyRuntime
import Foundation

let options: LoadOptions
do {
    options = try LoadOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch .help {
    print(LoadOptions.usage)
    exit(0)
} catch .invalid(let message) {
    FileHandle.standardError.write(Data("bindery-load: \(message)\n\n\(LoadOptions.usage)\n".utf8))
    exit(2)
}

if options.serves { try serve(options) }

let server = try ServerProcess(options)
let baseURL = server.baseURL
let client = AfterShipClient(apiKey: "load-test-key", baseURL: baseURL) { configuration in
    configuration.transport = options.transport.make()
    configuration.timeout = options.timeout
    configuration.rateLimitPolicy.requests = options.requestsPerSecond
    configuration.rateLimitPolicy.interval = .seconds(1)
}
let maxAttempts = client.client.configuration.retryPolicy.maxAttempts
print("bindery-load: \(options.calls) calls of getTracking, \(options.concurrency) in flight, \(Int(options.faultRate * 100))% faults, \(options.transport.rawValue), against \(baseURL)\n")

let watchdog = Watchdog(limit: options.timeout * 2)
let tally = await runCalls(options, client: client, watchdog: watchdog)
await LoadTransport.finish(client.client.configuration.transport)
let failures = report(options, client: tally, server: try server.stop(), maxAttempts: maxAttempts)
print(failures.isEmpty ? "\nPASS" : "\nFAIL\n" + failures.map { "- \($0)" }.joined(separator: "\n"))
exit(failures.isEmpty ? 0 : 1)
