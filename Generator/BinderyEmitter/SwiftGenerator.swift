import BinderySpec

/// One generated Swift file.
package struct GeneratedFile: Hashable, Sendable {
    /// The file name, without a folder.
    package var name: String
    package var contents: String

    /// Creates a file of `name` holding `contents`.
    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Translates a loaded spec into Swift files: three per spec file (its models, its request
/// values, its client methods), plus `Client.swift` for the API-level client, so that an edit to
/// one spec file changes only its own outputs and SwiftPM compiles the files in parallel.
///
/// Three files and not one: SwiftPM's compiler driver cuts a module into batches of at most 25
/// files, one compiler process each, and the emit-module job runs beside the first batch. With
/// only two batches on two cores, the second cannot start before one of the first two jobs
/// ends, and SwiftPM 6.3 can hold it back until the first batch ends: two jobs spawned at the
/// same moment inherit each other's output pipes, so the emit-module job's end is seen only
/// when the batch beside it ends (fixed upstream by swiftlang/swift-package-manager#10510).
/// More, smaller files give more batches, which keep both cores busy either way.
package enum SwiftGenerator {
    /// The name of the API-level file.
    package static let clientFileName = "Client.swift"

    /// The parts of a spec file's output, each a file of its own.
    package enum Section: CaseIterable, Sendable {
        /// Its models and enums: `trackings.swift`.
        case models
        /// Its request values: `trackings+Requests.swift`.
        case requests
        /// Its client methods, in an extension of the client: `trackings+Calls.swift`.
        case calls

        /// The section's word in file names, empty for models.
        package var fileNameWord: String {
            switch self {
            case .models: ""
            case .requests: "Requests"
            case .calls: "Calls"
            }
        }

        /// What a spec file's output name adds for the section: `+Requests`, `+Calls`.
        package var fileSuffix: String {
            self == .models ? "" : "+" + fileNameWord
        }

        /// What the file says when the spec file has nothing for it.
        var emptyNote: String {
            switch self {
            case .models: "declares no models"
            case .requests, .calls: "declares no endpoints"
            }
        }
    }

    /// The output file of one section of a spec file: `trackings.yaml` → `trackings.swift`,
    /// `trackings+Requests.swift`, `trackings+Calls.swift`.
    package static func outputName(forSpecFile file: String, section: Section) -> String {
        let base = PathText.deletingExtension(of: file)
        return (base == "Client" ? "Client+Spec" : base) + section.fileSuffix + ".swift"
    }

    /// Every output file of a spec file, in section order.
    package static func outputNames(forSpecFile file: String) -> [String] {
        Section.allCases.map { outputName(forSpecFile: file, section: $0) }
    }

    /// The Swift files for a spec, in a fixed order; the same spec always gives the same bytes.
    ///
    /// Each file is written on its own, on every core: no file's text depends on another's.
    package static func generate(_ api: APISpec) -> [GeneratedFile] {
        let emitter = FileEmitter(api: api)
        let sections = api.files.flatMap { file in Section.allCases.map { (file: file, section: $0) } }
        // Index 0 is the API-level file; then each spec file's sections, in order.
        return ParallelMap.map(count: sections.count + 1) { index in
            index == 0 ? emitter.clientFile() : emitter.file(sections[index - 1].file, section: sections[index - 1].section)
        }
    }

    /// What writing any one file needs, worked out once for all of them.
    private struct FileEmitter: Sendable {
        let api: APISpec
        let types: SwiftTypeNames
        let models: ModelEmitter
        let operations: OperationEmitter
        // Grouped once: filtering every model for every file grew with files × models.
        let modelsByFile: [String: [ModelSpec]]
        let endpointsByFile: [String: [EndpointSpec]]

        init(api: APISpec) {
            self.api = api
            types = SwiftTypeNames(modelsByName: api.modelsByName)
            models = ModelEmitter(types: types, lenientScalars: api.lenientScalars, dateFormat: api.dateFormat)
            operations = OperationEmitter(api: api, types: types)
            modelsByFile = Dictionary(grouping: api.models, by: \.file)
            endpointsByFile = Dictionary(grouping: api.endpoints, by: \.file)
        }

        func clientFile() -> GeneratedFile {
            var writer = header(for: api, source: nil, reexportsRuntime: true)
            ClientEmitter(api: api, types: types).emit(into: &writer)
            return GeneratedFile(name: clientFileName, contents: writer.text)
        }

        func file(_ file: String, section: Section) -> GeneratedFile {
            let fileModels = modelsByFile[file] ?? []
            let fileEndpoints = endpointsByFile[file] ?? []
            let isEmpty = section == .models ? fileModels.isEmpty : fileEndpoints.isEmpty
            var writer: SwiftWriter
            if isEmpty {
                writer = banner(for: api, source: file)
                writer.line("// \(file) \(section.emptyNote).")
            } else {
                writer = header(for: api, source: file)
                switch section {
                case .models:
                    emitEach(fileModels, into: &writer) { models.emit($0, into: &$1) }
                case .requests:
                    emitEach(fileEndpoints, into: &writer) { operations.emitRequest($0, into: &$1) }
                case .calls:
                    writer.block("extension \(GeneratedTypeNames.client(ofAPI: api.name))") { writer in
                        emitEach(fileEndpoints, into: &writer) { operations.emitMethods($0, into: &$1) }
                    }
                }
            }
            return GeneratedFile(name: outputName(forSpecFile: file, section: section), contents: writer.text)
        }
    }

    /// Emits the declarations one after another, a blank line between two.
    private static func emitEach<Item>(
        _ items: [Item], into writer: inout SwiftWriter, _ emit: (Item, inout SwiftWriter) -> Void
    ) {
        for (index, item) in items.enumerated() {
            if index > 0 { writer.blank() }
            emit(item, &writer)
        }
    }
}
