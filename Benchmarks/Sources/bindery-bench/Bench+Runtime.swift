import Foundation

extension Bench {
    mutating func runRuntimeBenchmark() throws {
        // Benchmarks/ inside the copy, so that `..` is the copy too.
        let package = bindery + "/Benchmarks"
        if options.snapshot {
            try recreate(package)
            let source = checkout + "/Benchmarks"
            for item in ["Package.swift", "Sources"] {
                try FileManager.default.copyItem(atPath: source + "/" + item, toPath: package + "/" + item)
            }
        }
        let scratch = work + "/runtime-bench"
        log("bindery-bench: release build of bindery-runtime-bench")
        try Processes.run(
            ["swift", "build", "-c", "release", "--product", "bindery-runtime-bench", "--scratch-path", scratch],
            in: package)
        log("bindery-bench: per-call benchmark")
        let run = try Processes.run([scratch + "/release/bindery-runtime-bench"] + options.runtimeArguments)
        var table: [Substring] = []
        for line in run.output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("RESULT ") {
                let parts = line.split(separator: " ")
                if parts.count == 3, let value = Double(parts[2]) { results.runtimeFigures[String(parts[1])] = value }
            } else {
                table.append(line)
            }
        }
        results.runtime = table.joined(separator: "\n")
        log(results.runtime ?? "")
    }
}
