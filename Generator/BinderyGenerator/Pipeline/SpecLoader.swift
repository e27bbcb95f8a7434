import BinderyEmitter
import BinderyOpenAPI
import BinderySpec
import BinderyValidator

/// Loads a spec — every `.yaml`/`.yml` file of one folder — into a validated `APISpec`.
package enum SpecLoader {
    /// The spec files of a folder, sorted by name so that output never depends on the file system.
    package static func specFiles(in directory: String) throws(SpecErrors) -> [String] {
        guard let entry = LocalFiles.entry(at: directory) else {
            throw SpecErrors([Diagnostic(.error, at: .init(file: directory, line: 1, column: 1), "no such spec folder")])
        }
        guard entry.isFolder else { return [directory] }
        let names = LocalFiles.names(inFolder: directory) ?? []
        let files = names.filter { isSpecFileName($0) && !isFolder(PathText.appending($0, to: directory)) }.sorted()
        guard !files.isEmpty else {
            throw SpecErrors([Diagnostic(.error, at: .init(file: directory, line: 1, column: 1), "the folder holds no .yaml spec files")])
        }
        return files.map { PathText.appending($0, to: directory) }
    }

    /// Whether a file of a spec folder is a spec file: `.yaml` or `.yml`, and not hidden (editors
    /// and version control keep their own files beside the spec: `.x.yaml.swp`, `x.yaml~`,
    /// `README.md`, `.DS_Store`). The build plugin keeps the same rule.
    package static func isSpecFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml") || OpenAPIDocument.isDocumentName(name))
    }

    /// The visible files of the visible subfolders of `directory`, at any depth up to eight, by
    /// relative path (`schemas/pet.yaml`), sorted. They are no spec files, but an OpenAPI
    /// document's `$ref`s may name them, so the build plugin watches them beside the spec files,
    /// by the same rule (its `subfolderFiles(in:)`).
    package static func subfolderFiles(in directory: String) -> [String] {
        func files(in folder: String, prefix: String, depth: Int) -> [String] {
            guard depth < 8, let names = LocalFiles.names(inFolder: folder) else { return [] }
            return names.filter { !$0.hasPrefix(".") }.sorted().flatMap { name -> [String] in
                let path = PathText.appending(name, to: folder)
                guard isFolder(path) else { return depth == 0 ? [] : [prefix + name] }
                return files(in: path, prefix: prefix + name + "/", depth: depth + 1)
            }
        }
        return files(in: directory, prefix: "", depth: 0).sorted()
    }

    private static func isFolder(_ path: String) -> Bool {
        LocalFiles.entry(at: path)?.isFolder == true
    }

    /// Reads and loads the spec in `directory` (or the single file it names).
    package static func load(directory: String) throws(SpecErrors) -> APISpec {
        try load(paths: specFiles(in: directory))
    }

    /// Reads and loads the spec files at `paths`, as ``specFiles(in:)`` lists them.
    package static func load(paths: [String]) throws(SpecErrors) -> APISpec {
        // An OpenAPI document's references may name files in subfolders, which only the disk has.
        try load(read(paths), folderOnDisk: paths.first.map(PathText.deletingLastComponent(of:)))
    }

    /// The files at `paths`, each named by its last component; a file that cannot be read, or
    /// is over ``SpecSourceFile/maximumSize``, is an error at it.
    package static func read(_ paths: [String]) throws(SpecErrors) -> [SpecSourceFile] {
        var diagnostics = DiagnosticCollector()
        var files: [SpecSourceFile] = []
        for path in paths {
            do {
                let bytes = try LocalFiles.contents(atPath: path, limit: SpecSourceFile.maximumSize)
                files.append(SpecSourceFile(displayPath: path, relativePath: PathText.lastComponent(of: path), bytes: bytes))
            } catch {
                let message = switch error {
                case .tooLarge: "the file is larger than \(SpecSourceFile.maximumSize >> 20) MiB"
                case .unreadable: "the file cannot be read"
                }
                diagnostics.error(message, at: .init(file: path, line: 1, column: 1))
            }
        }
        if diagnostics.hasErrors { throw SpecErrors(diagnostics.sorted) }
        return files
    }

    /// Loads a spec from files already in memory.
    package static func load(_ files: [SpecSourceFile]) throws(SpecErrors) -> APISpec {
        try load(files, folderOnDisk: nil)
    }

    /// Loads a spec from files already in memory; an OpenAPI document's `$ref`s to files not
    /// among them are read from `folderOnDisk`, when given.
    package static func load(_ files: [SpecSourceFile], folderOnDisk: String?) throws(SpecErrors) -> APISpec {
        // The trees handed to `ReleaseElsewhere` below are freed by the time this returns.
        defer { ReleaseElsewhere.waitUntilReleased() }
        var parseDiagnostics = DiagnosticCollector()
        let documents = files.filter { OpenAPIDocument.isDocumentName($0.relativePath) }
        for extra in documents.dropFirst() {
            parseDiagnostics.error(
                "a spec folder holds one OpenAPI document, and \(documents[0].relativePath) is already there", at: .init(file: extra.displayPath, line: 1, column: 1))
        }
        // The files as the generator names its output after them (`roots`): an OpenAPI document
        // stands for the files it translates into.
        var documentFiles: Set<String> = []
        var roots: [(root: YAMLNode, file: String)] = []
        if let document = documents.first {
            let others = files.filter { !OpenAPIDocument.isDocumentName($0.relativePath) }
            for translated in OpenAPIFolder.translate(
                document: document, others: others, folderOnDisk: folderOnDisk, diagnostics: &parseDiagnostics) {
                roots.append((translated.root, translated.relativePath))
                if !files.contains(where: { $0.relativePath == translated.relativePath }) {
                    documentFiles.insert(translated.relativePath)
                }
            }
        } else {
            // Each file parsed on one of the cores; their diagnostics joined in file order.
            let parsed = ParallelMap.map(count: files.count) { index in
                var diagnostics = DiagnosticCollector()
                let root = YAMLLoader.load(bytes: files[index].bytes, file: files[index].displayPath, diagnostics: &diagnostics)
                return (root: root, diagnostics: diagnostics.diagnostics)
            }
            for (file, result) in zip(files, parsed) {
                parseDiagnostics.append(contentsOf: result.diagnostics)
                if let root = result.root { roots.append((root, file.relativePath)) }
            }
        }
        let specFileNames = roots.map(\.file)
        let decoder = SpecDecoder.decoding(roots)
        // The files' trees, freed while the spec is checked and resolved.
        ReleaseElsewhere.release(consume roots)
        var diagnostics = parseDiagnostics
        diagnostics.append(contentsOf: decoder.diagnostics)
        checkOutputNames(files, diagnostics: &diagnostics)
        guard var declaration = decoder.header?.spec else {
            if !parseDiagnostics.hasErrors, !decoder.sawAPISection {
                let file = files.first?.displayPath ?? "<specs>"
                diagnostics.error("no file of the spec has an 'api:' section (name, servers, ...)", at: .init(file: file, line: 1, column: 1))
            }
            throw SpecErrors(diagnostics.sorted)
        }
        declaration.models = decoder.models
        declaration.endpoints = decoder.endpoints
        declaration.files = specFileNames
        declaration.documentFiles = documentFiles
        // Flattened once, for the checks and the resolver.
        let flattenedModels = ModelComposition.flattened(declaration.models)
        diagnostics.append(contentsOf: SpecValidator.check(declaration, flattenedModels: flattenedModels))
        if diagnostics.hasErrors { throw SpecErrors(diagnostics.sorted) }
        var api = SpecResolver.resolve(declaration, flattenedModels: flattenedModels)
        api.warnings = diagnostics.sorted.filter { $0.severity == .warning }
        return api
    }

    /// Each spec file becomes Swift files of its own name; two that would write the same file
    /// (`a.yaml` and `a.yml`, `a+Calls.yaml` and the calls of `a.yaml`, or `client.yaml` and the
    /// generated `Client.swift` on a file system that ignores case) would overwrite each other.
    private static func checkOutputNames(_ files: [SpecSourceFile], diagnostics: inout DiagnosticCollector) {
        var taken = [SwiftGenerator.clientFileName.lowercased(): "the API-level file"]
        for file in files {
            let outputs = SwiftGenerator.outputNames(forSpecFile: file.relativePath)
            if let output = outputs.first(where: { taken[$0.lowercased()] != nil }), let other = taken[output.lowercased()] {
                diagnostics.error(
                    "this file would generate '\(output)', which clashes with \(other); rename the file",
                    at: .init(file: file.displayPath, line: 1, column: 1))
            }
            for output in outputs where taken[output.lowercased()] == nil {
                taken[output.lowercased()] = "the output of \(file.relativePath)"
            }
        }
    }
}
