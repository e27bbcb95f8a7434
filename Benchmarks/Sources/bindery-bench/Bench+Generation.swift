import Foundation

extension Bench {
    func specDirectory(_ operations: Int) -> String { "\(work)/specs/\(operations)" }
    func outputDirectory(_ generator: Generator, _ operations: Int) -> String {
        "\(work)/generated/\(generator.rawValue)-\(operations)"
    }

    mutating func generate() throws {
        for operations in allSizes {
            let api = SyntheticAPI(operations: operations, operationsPerFile: options.operationsPerFile)
            try api.writeBindery(to: specDirectory(operations) + "/bindery")
            try api.writeOpenAPI(to: specDirectory(operations) + "/openapi")
            for generator in generators where generator == .bindery || options.sizes.contains(operations) {
                guard let tool = releaseTools[generator] else { throw BenchError("no release tool for \(generator.title)") }
                var runs = options.repeats ?? (operations <= 500 ? 5 : 3)
                var walls: [Double] = []
                var cpus: [Double] = []
                var peak = 0
                var run = 0
                while run < runs {
                    let output = outputDirectory(generator, operations) + (run == 0 ? "" : "-\(run)")
                    try removeOutput(output)
                    try recreate(output)
                    let result = try Processes.run(command(generator, tool: tool, operations: operations, output: output))
                    walls.append(result.wall)
                    cpus.append(result.cpu)
                    // ru_maxrss from wait4: this run's process alone.
                    peak = max(peak, result.maxProcessRSS)
                    if run > 0 { try removeOutput(output) }
                    // A run of minutes varies by little: one is enough (the peer at N=2000).
                    if run == 0, options.repeats == nil, result.wall > Options.longRun { runs = 1 }
                    run += 1
                }
                let generation = Results.Generation(
                    generator: generator, operations: operations, walls: walls, cpus: cpus, peakRSS: peak,
                    count: CodeCount(directory: outputDirectory(generator, operations)))
                log("bindery-bench: \(generator.title) N=\(operations): \(seconds(generation.medianWall)) wall, \(seconds(generation.medianCPU)) CPU "
                    + "(runs \(walls.map(seconds).joined(separator: ", "))), peak \(mebibytes(peak)), "
                    + "\(grouped(generation.count.lines)) lines in \(generation.count.files) files")
                results.generations.append(generation)
            }
        }
    }

    func command(_ generator: Generator, tool: String, operations: Int, output: String) -> [String] {
        switch generator {
        case .bindery:
            // As the build plugin runs it: the DocC catalogue too, beside the Swift.
            return [
                tool, "generate", specDirectory(operations) + "/bindery", "--output", output,
                "--docc", catalogueFolder(besides: output), "--module", "API\(operations)",
            ]
        case .peer:
            let spec = specDirectory(operations) + "/openapi"
            return [
                tool, "generate", spec + "/openapi.yaml", "--config", spec + "/openapi-generator-config.yaml",
                "--output-directory", output,
            ]
        }
    }
}
