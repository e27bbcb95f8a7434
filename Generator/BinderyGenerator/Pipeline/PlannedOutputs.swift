import BinderyEmitter
import BinderyOpenAPI
import BinderySpec

/// Fits the generated files to the outputs the build plugin declared when SwiftPM last planned
/// the build.
///
/// SwiftPM 6.3 plans a build again, and asks the plugin for its outputs again, only when
/// `Package.swift`, `Package.resolved` or the file list of a target's folder changes
/// (docs/PLUGIN.md). A spec folder at the package root is outside every target, so a spec file
/// added, removed or renamed there is seen by the generator long before SwiftPM plans again.
/// SwiftPM compiles exactly the declared outputs, so the generator writes exactly those: each
/// planned spec file keeps its own three files (a note when the file is gone), and every spec
/// file added since planning goes into three shared files declared for that purpose.
package enum PlannedOutputs {
    /// The base name of the three files that hold spec files added since the build was planned.
    package static let newSpecFilesBase = "+NewSpecFiles"

    /// Every output the plugin declares for `planned` spec files, in a fixed order.
    package static func declaredNames(planned: [String]) -> [String] {
        [SwiftGenerator.clientFileName]
            + planned.flatMap(plannedOutputNames)
            + SwiftGenerator.Section.allCases.map(newSpecFilesName)
    }

    /// The outputs of one planned file: its own three, or an OpenAPI document's shards.
    private static func plannedOutputNames(_ file: String) -> [String] {
        OpenAPIDocument.isDocumentName(file)
            ? openAPIShards.flatMap { shard in SwiftGenerator.Section.allCases.map { openAPIShardFileName(shard, section: $0) } }
            : SwiftGenerator.outputNames(forSpecFile: file)
    }

    /// The parts that hold an OpenAPI document's code. How many tags a document has is not known
    /// when the build is planned (the plugin does not read it), so its files are spread over this
    /// fixed number of parts, three files each. The build plugin restates the names.
    ///
    /// Sixteen, so that a document's target has over 50 files and the compiler's driver makes
    /// three batches of it at two cores, not two (it makes the larger of the job count and one
    /// batch per 25 files). When SwiftPM starts the second batch only as the first ends (the
    /// pipe behaviour in `SwiftGenerator`'s comment), the last two can still run side by side;
    /// the measurements are in docs/PERFORMANCE.md, "Sixteen parts". Two digits, so that the
    /// parts sort in order and each models file before its part's others.
    package static let openAPIShards = (1...16).map { $0 < 10 ? "+OpenAPI0\($0)" : "+OpenAPI\($0)" }

    /// The file of `section` of an OpenAPI part: `+OpenAPI04.swift` (models),
    /// `+OpenAPI04_Requests.swift`, `+OpenAPI04_Calls.swift`.
    ///
    /// The models file must sort first among its part's three. The compiler's driver cuts a
    /// module's files, in the order SwiftPM sorts them, into consecutive batches of equal count,
    /// and the models are nine tenths of a document's code. With the spec files' `+Requests` and
    /// `+Calls` (a `+` sorts before the `.` of `.swift`), each part's models file came last, and
    /// the files in front (the target's own, the three `+NewSpecFiles`) gave the batches unequal
    /// numbers of models files (docs/PERFORMANCE.md, "Debug batches"). An `_` sorts after the `.`.
    package static func openAPIShardFileName(_ shard: String, section: SwiftGenerator.Section) -> String {
        switch section {
        case .models: shard + ".swift"
        case .requests, .calls: shard + "_" + section.fileNameWord + ".swift"
        }
    }

    /// Which shard each file translated from an OpenAPI document goes to: the heaviest file first
    /// into the lightest shard, so that the compiler's batches get about the same work (by the
    /// hash of a name, OpenAI's document put 81,000 of its 140,000 lines in one shard, and one
    /// core compiled it while the other waited).
    ///
    /// A file's weight counts its declarations, fields and parameters, not its bytes, so an edit
    /// of docs moves no file and recompiles one shard; adding or removing a declaration may move
    /// files between shards.
    static func openAPIShards(of files: [String], api: APISpec) -> [String: String] {
        var weights: [String: Int] = Dictionary(files.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
        for model in api.declaration.models where weights[model.file] != nil {
            // An alias is one line, whatever its enum holds.
            weights[model.file, default: 0] += model.aliasOf == nil ? 2 + model.kind.memberCount : 1
        }
        for endpoint in api.declaration.endpoints where weights[endpoint.file] != nil {
            weights[endpoint.file, default: 0] += 6 + endpoint.parameters.count
        }
        var loads = Array(repeating: 0, count: openAPIShards.count)
        var assignment: [String: String] = [:]
        for file in files.sorted(by: { (weights[$0] ?? 0, $1) > (weights[$1] ?? 0, $0) }) {
            // The first of the lightest shards: ties go the same way on every run.
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) } ?? 0
            loads[lightest] += max(1, weights[file] ?? 0)
            assignment[file] = openAPIShards[lightest]
        }
        return assignment
    }

    /// The file of `section` that holds the spec files added since planning.
    package static func newSpecFilesName(_ section: SwiftGenerator.Section) -> String {
        newSpecFilesBase + section.fileSuffix + ".swift"
    }

    /// Rearranges `generated` (the output of `SwiftGenerator.generate` for `specFiles`) into
    /// exactly `declaredNames(planned:)`.
    package static func arrange(
        _ generated: [GeneratedFile], specFiles: [String], planned: [String], api: APISpec
    ) -> [GeneratedFile] {
        let byName = Dictionary(generated.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let present = Set(specFiles)
        var files = generated.filter { $0.name == SwiftGenerator.clientFileName }
        // An OpenAPI document planned: the files it translates into fill its shards.
        var shardedFiles: Set<String> = []
        if planned.contains(where: OpenAPIDocument.isDocumentName) {
            let translated = specFiles.filter { api.declaration.documentFiles.contains($0) }
            shardedFiles = Set(translated)
            let shardOf = openAPIShards(of: translated, api: api)
            let byShard = Dictionary(grouping: translated) { shardOf[$0] ?? openAPIShards[0] }
            for shard in openAPIShards {
                for section in SwiftGenerator.Section.allCases {
                    let name = openAPIShardFileName(shard, section: section)
                    let parts = (byShard[shard] ?? []).compactMap { byName[SwiftGenerator.outputName(forSpecFile: $0, section: section)]?.contents }
                    files.append(parts.isEmpty ? note(name, api: api, "No file of the OpenAPI document falls in this part.") : GeneratedFile(name: name, contents: parts.joined(separator: "\n")))
                }
            }
        }
        for file in planned where !OpenAPIDocument.isDocumentName(file) {
            for name in SwiftGenerator.outputNames(forSpecFile: file) {
                if present.contains(file), let output = byName[name] {
                    files.append(output)
                } else {
                    let text = "\(file) is no longer in the spec folder; this file goes when SwiftPM next plans the build."
                    files.append(note(name, api: api, text))
                }
            }
        }
        let plannedSet = Set(planned)
        let added = specFiles.filter { !plannedSet.contains($0) && !shardedFiles.contains($0) }
        for section in SwiftGenerator.Section.allCases {
            let name = newSpecFilesName(section)
            let parts = added.compactMap { byName[SwiftGenerator.outputName(forSpecFile: $0, section: section)]?.contents }
            if parts.isEmpty {
                files.append(note(name, api: api, "No spec file was added since SwiftPM planned the build."))
            } else {
                // Each part is a whole generated file: its banner says which spec file it comes
                // from, and a repeated `import` is valid Swift.
                files.append(GeneratedFile(name: name, contents: parts.joined(separator: "\n")))
            }
        }
        return files
    }

    private static func note(_ name: String, api: APISpec, _ text: String) -> GeneratedFile {
        GeneratedFile(name: name, contents: SwiftGenerator.placeholder(for: api, saying: text))
    }
}
