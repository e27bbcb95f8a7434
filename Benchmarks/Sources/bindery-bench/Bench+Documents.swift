import Foundation

extension Bench {
    /// The documents folder: the one asked for, or `shared/openapi` beside the checkout.
    var documentsFolder: String {
        options.documentsFolder.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? URL(fileURLWithPath: checkout).deletingLastPathComponent().appendingPathComponent("shared/openapi").path
    }

    /// Each real document, one after the other: both generators on it, both outputs compiled in
    /// debug and release, then one schema's description edited and the debug build done again.
    mutating func measureDocuments() throws {
        let documents = try DocumentSource.list(in: documentsFolder, names: options.documentNames)
        guard !documents.isEmpty else { throw BenchError("no OpenAPI document (.yaml, .yml, .json) in \(documentsFolder)") }
        log("bindery-bench: documents \(documents.map(\.name).joined(separator: ", ")) from \(documentsFolder)")
        results.documents = []
        for document in documents {
            let folders = DocumentFolders(root: "\(work)/documents/\(document.name)", document: document)
            try recreate(folders.root)
            let contents = try [UInt8](Data(contentsOf: URL(fileURLWithPath: document.path)))
            try folders.writeInputs(contents)
            var run = DocumentRun(name: document.name, file: (document.path as NSString).lastPathComponent, bytes: contents.count)
            run.editedSchema = DocumentEdit.schema(in: contents, document: document, asked: options.editSchemas[document.name])
            for generator in generators {
                run.generations.append(try generateDocument(generator, folders))
            }
            if !options.skipCompile {
                try compileDocument(&run, folders)
                try rebuildAfterEdit(&run, folders, original: contents)
            }
            results.documents?.append(run)
        }
    }

    /// The release tool on the document: a fresh output folder each run, the first kept.
    private func generateDocument(_ generator: Generator, _ folders: DocumentFolders) throws -> DocumentGeneration {
        guard let tool = releaseTools[generator] else { throw BenchError("no release tool for \(generator.title)") }
        var generation = DocumentGeneration(generator: generator)
        var runs = options.repeats ?? 3
        var run = 0
        while run < runs {
            let output = folders.output(generator, run: run)
            try removeOutput(output)
            try recreate(output)
            let result = try Processes.run(folders.command(generator, tool: tool, output: output), check: false)
            if !result.succeeded {
                generation.failure = firstErrorLine(result.output)
                log("bindery-bench: \(generator.title) cannot generate \(folders.document.name): \(generation.failure ?? "")")
                return generation
            }
            generation.walls.append(result.wall)
            generation.cpus.append(result.cpu)
            generation.peakRSS = max(generation.peakRSS, result.maxProcessRSS)
            if run > 0 { try removeOutput(output) }
            if run == 0, options.repeats == nil, result.wall > Options.longRun { runs = 1 }
            run += 1
        }
        let count = CodeCount(directory: folders.output(generator))
        generation.count = count
        log("bindery-bench: \(generator.title) on \(folders.document.name): \(seconds(generation.medianWall)) wall, "
            + "\(seconds(generation.medianCPU)) CPU (runs \(generation.walls.map(seconds).joined(separator: ", "))), "
            + "peak \(mebibytes(generation.peakRSS)), \(grouped(count.lines)) lines in \(count.files) files")
        return generation
    }
}
