import Foundation

// bindery-runtime-bench: what a generated call costs on top of decoding its bytes.
//
// A generated call (`client.listCouriers()`: request building, credentials, the transport
// chain, status classification, envelope unwrapping, JSON decoding) through an in-memory
// transport that returns canned bytes, against plain `JSONDecoder` decoding the same bytes
// into the same generated model inside a two-line envelope struct, and against the least a
// hand-written client on swift-http-types does (`floorCall`). All run side by side,
// interleaved in rounds, so machine load hits them alike; the figures are ratios of medians.
//
//   bindery-runtime-bench [--rounds 301] [--batch-ms 10] [--couriers 650]
//   bindery-runtime-bench --profile generated|floor|plain --size small|large --iterations 2000
//       (one side alone, a fixed number of times: for valgrind --tool=callgrind)

/// Everything, in a task: the main thread only waits, so that the process starts and ends
/// synchronously (valgrind's callgrind crashes at the exit of an `async` main on Linux).
func runAll(_ settings: Settings) async throws {
    let cases = [settings.smallCount, settings.largeCount].enumerated().map { index, count in
        let body = couriersBody(count: count)
        let transport = CannedTransport(body: body)
        return Case(
            name: index == 0 ? "small" : "large", couriers: count, body: body, client: makeClient(transport),
            transport: transport)
    }

    if let profileSide = settings.profileSide {
        guard let benchCase = cases.first(where: { $0.name == settings.profileSize }),
            let side = Side.allCases.first(where: { "\($0)" == profileSide })
        else { exit(2) }
        var total = 0
        for _ in 0..<settings.iterations { total += try await call(side, benchCase) }
        print("\(profileSide) \(settings.profileSize): \(settings.iterations) calls, \(total) couriers")
        return
    }

    print(
        "| response | body | clock | plain JSONDecoder | hand-written floor | generated call | overhead per call | ratio "
            + "| floor's overhead | generated / floor |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for benchCase in cases {
        let samples = try await measure(benchCase, rounds: settings.rounds, batchNanoseconds: settings.batchMilliseconds * 1e6)
        for clock in ["CPU", "wall"] {
            func middle(_ side: Side) -> Double {
                let sideSamples = samples[side] ?? Samples()
                return median(clock == "CPU" ? sideSamples.cpu : sideSamples.wall)
            }
            let plain = middle(.plain)
            let floor = middle(.floor)
            let generated = middle(.generated)
            let overhead = generated / plain - 1
            let floorOverhead = floor / plain - 1
            print(
                "| \(benchCase.name): `listCouriers`, \(benchCase.couriers) couriers | \(String(format: "%.1f KiB", Double(benchCase.body.count) / 1024)) "
                    + "| \(clock) | \(format(plain)) | \(format(floor)) | \(format(generated)) "
                    + "| \(String(format: "%+.1f%%", overhead * 100)) (\(format(generated - plain))) | \(String(format: "%.3f", generated / plain)) "
                    + "| \(String(format: "%+.1f%%", floorOverhead * 100)) (\(format(floor - plain))) "
                    + "| \(String(format: "%+.1f%%", (generated / floor - 1) * 100)) (\(format(generated - floor))) |")
            let prefix = clock == "CPU" ? "" : "wall_"
            print("RESULT \(prefix)plain_\(benchCase.name)_ns \(plain)")
            print("RESULT \(prefix)floor_\(benchCase.name)_ns \(floor)")
            print("RESULT \(prefix)generated_\(benchCase.name)_ns \(generated)")
            print("RESULT \(prefix)overhead_\(benchCase.name) \(overhead)")
            print("RESULT \(prefix)floor_overhead_\(benchCase.name) \(floorOverhead)")
        }
    }
    print("")
    print("Median of \(settings.rounds) rounds of ~\(Int(settings.batchMilliseconds)) ms per side, the sides interleaved; "
        + "CPU: the process's CPU time per call, all threads (less sensitive than wall time to other work on the machine); wall: elapsed time per call. "
        + "The generated call runs with the spec's configuration (envelope, error model, retry policy, 60 s deadline) "
        + "except client-side pacing to 10 calls a second, which only waits. The hand-written floor is the least any client "
        + "built on swift-http-types does: the request with its API key and Accept, the transport's reply, the status check, "
        + "a decoder with the API's date format; none of the generated call's policy.")
}

let settings = Settings.parse(Array(CommandLine.arguments.dropFirst()))
let done = DispatchSemaphore(value: 0)
Task.detached {
    do {
        try await runAll(settings)
    } catch {
        FileHandle.standardError.write(Data("bindery-runtime-bench: \(error)\n".utf8))
        exit(1)
    }
    done.signal()
}
done.wait()
