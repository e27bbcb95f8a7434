import Foundation

// bindery-runtime-bench: what a generated call costs on top of decoding its bytes.
//
// A generated call (`client.listCouriers()`: request building, credentials, the transport
// chain, status classification, envelope unwrapping, JSON decoding) through an in-memory
// transport that returns canned bytes, against plain `JSONDecoder` decoding the same bytes
// into the same generated model inside a two-line envelope struct. Both run side by side,
// interleaved in rounds, so machine load hits both alike; the figure is the ratio of medians.
//
//   bindery-runtime-bench [--rounds 31] [--batch-ms 100] [--couriers 650]
//   bindery-runtime-bench --profile generated|plain --size small|large --iterations 2000
//       (one side alone, a fixed number of times: for valgrind --tool=callgrind)

/// Everything, in a task: the main thread only waits, so that the process starts and ends
/// synchronously (valgrind's callgrind crashes at the exit of an `async` main on Linux).
func runAll(_ settings: Settings) async throws {
    let cases = [settings.smallCount, settings.largeCount].enumerated().map { index, count in
        let body = couriersBody(count: count)
        return Case(name: index == 0 ? "small" : "large", couriers: count, body: body, client: makeClient(body: body))
    }

    if let profileSide = settings.profileSide {
        guard let benchCase = cases.first(where: { $0.name == settings.profileSize }) else { exit(2) }
        var total = 0
        for _ in 0..<settings.iterations {
            if profileSide == "plain" {
                total += try plainCall(benchCase.body)
            } else {
                total += try await generatedCall(benchCase.client)
            }
        }
        print("\(profileSide) \(settings.profileSize): \(settings.iterations) calls, \(total) couriers")
        return
    }

    print("| response | body | clock | plain JSONDecoder | generated call | overhead per call | ratio |")
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: |")
    for benchCase in cases {
        let (plain, generated) = try await measure(benchCase, rounds: settings.rounds, batchNanoseconds: settings.batchMilliseconds * 1e6)
        for (clock, plainSamples, generatedSamples) in [("CPU", plain.cpu, generated.cpu), ("wall", plain.wall, generated.wall)] {
            let plainMedian = median(plainSamples)
            let generatedMedian = median(generatedSamples)
            let overhead = generatedMedian / plainMedian - 1
            print("| \(benchCase.name): `listCouriers`, \(benchCase.couriers) couriers | \(String(format: "%.1f KiB", Double(benchCase.body.count) / 1024)) | \(clock) | "
                + "\(format(plainMedian)) | \(format(generatedMedian)) | \(String(format: "%+.1f%%", overhead * 100)) "
                + "(\(format(generatedMedian - plainMedian))) | \(String(format: "%.3f", generatedMedian / plainMedian)) |")
            let prefix = clock == "CPU" ? "" : "wall_"
            print("RESULT \(prefix)plain_\(benchCase.name)_ns \(plainMedian)")
            print("RESULT \(prefix)generated_\(benchCase.name)_ns \(generatedMedian)")
            print("RESULT \(prefix)overhead_\(benchCase.name) \(overhead)")
        }
    }
    print("")
    print("Median of \(settings.rounds) rounds of ~\(Int(settings.batchMilliseconds)) ms per side, the sides interleaved; "
        + "CPU: the process's CPU time per call, all threads (less sensitive than wall time to other work on the machine); wall: elapsed time per call. "
        + "The generated call runs with the spec's configuration (envelope, error model, retry policy, 60 s deadline) "
        + "except client-side pacing to 10 calls a second, which only waits.")
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
