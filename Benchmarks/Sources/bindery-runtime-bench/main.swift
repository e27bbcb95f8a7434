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
//   bindery-runtime-bench --profile generated|floor|plain|built --size small|large --iterations 2000
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
        "| response | body | clock | plain JSONDecoder | hand-written floor | generated call | overhead per call "
            + "| middle half of rounds | floor's overhead | generated / floor | request built each call |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for benchCase in cases {
        let samples = try await measure(benchCase, rounds: settings.rounds, batchNanoseconds: settings.batchMilliseconds * 1e6)
        for clock in ["CPU", "wall"] {
            func figures(_ side: Side) -> [Double] {
                let sideSamples = samples[side] ?? Samples()
                return clock == "CPU" ? sideSamples.cpu : sideSamples.wall
            }
            let generated = PairedComparison(figures(.generated), over: figures(.plain))
            let floor = PairedComparison(figures(.floor), over: figures(.plain))
            let generatedOverFloor = PairedComparison(figures(.generated), over: figures(.floor))
            let built = PairedComparison(figures(.built), over: figures(.plain))
            print(
                "| \(benchCase.name): `listCouriers`, \(benchCase.couriers) couriers | \(String(format: "%.1f KiB", Double(benchCase.body.count) / 1024)) "
                    + "| \(clock) | \(format(median(figures(.plain)))) | \(format(median(figures(.floor)))) | \(format(median(figures(.generated)))) "
                    + "| \(percent(generated.overhead)) (\(format(generated.difference))) "
                    + "| \(percent(generated.lowerQuartile)) to \(percent(generated.upperQuartile)) "
                    + "| \(percent(floor.overhead)) (\(format(floor.difference))) "
                    + "| \(percent(generatedOverFloor.overhead)) (\(format(generatedOverFloor.difference))) "
                    + "| \(percent(built.overhead)) (\(format(built.difference))) |")
            let prefix = clock == "CPU" ? "" : "wall_"
            for side in Side.allCases {
                print("RESULT \(prefix)\(side)_\(benchCase.name)_ns \(median(figures(side)))")
            }
            print("RESULT \(prefix)overhead_\(benchCase.name) \(generated.overhead)")
            print("RESULT \(prefix)overhead_q1_\(benchCase.name) \(generated.lowerQuartile)")
            print("RESULT \(prefix)overhead_q3_\(benchCase.name) \(generated.upperQuartile)")
            print("RESULT \(prefix)floor_overhead_\(benchCase.name) \(floor.overhead)")
            print("RESULT \(prefix)over_floor_\(benchCase.name) \(generatedOverFloor.overhead)")
            print("RESULT \(prefix)built_overhead_\(benchCase.name) \(built.overhead)")
        }
    }
    print("")
    print("\(settings.rounds) rounds of ~\(Int(settings.batchMilliseconds)) ms per side, the sides interleaved; times per call are "
        + "medians over rounds; the overheads are medians over rounds of each round's own ratio, which cancels "
        + "the machine's drift between rounds; the middle half of rounds: the first and third quartiles of the generated call's. "
        + "CPU: the process's CPU time per call, all threads (less sensitive than wall time to other work on the machine); wall: elapsed time per call. "
        + "The generated call runs with the spec's configuration (envelope, error model, retry policy, 60 s deadline) "
        + "except client-side pacing to 10 calls a second, which only waits. The hand-written floor is the least any client "
        + "built on swift-http-types does: the request with its API key and Accept, the transport's reply, the status check, "
        + "a decoder with the API's date format; none of the generated call's policy. `listCouriers` takes no input, so "
        + "its client builds the request once and reuses it (APIOperation.encodesFixedRequest); the last column is the same "
        + "call with its request built on every call, as every call with parameters does, over plain decoding.")
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
