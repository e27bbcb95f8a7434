import Foundation

// bindery-bench: Bindery against swift-openapi-generator on the same synthetic API, on the
// three clocks that matter (generate, compile the output, call), plus the plugin's rebuilds.
// docs/PERFORMANCE.md holds the latest table and says how to reproduce it.

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
Processes.verbose = options.verbose
do {
    if let path = options.reportFrom {
        let results = try JSONDecoder().decode(Results.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        print(Report(results: results, options: options).markdown())
    } else {
        var bench = Bench(options: options)
        try bench.run()
    }
} catch {
    log("bindery-bench: error: \(error)")
    exit(1)
}
