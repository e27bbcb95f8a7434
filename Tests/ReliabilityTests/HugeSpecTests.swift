import Foundation
import Testing

/// Huge and wide specs, made at run time (the corpus stays small in git): past the file-size
/// limit, megabytes of text, hundreds of thousands of nodes, aliases that multiply, and specs
/// shaped to make any pass that compares everything with everything take quadratic time —
/// thousands of unknown names with "did you mean" hints, auth schemes, shared parameters, path
/// placeholders, enum defaults and model cycles. Each is answered by `bindery lint` within
/// ``ProcessorBudget/limit`` calibrations of processor time and ``Lint/memoryLimit`` of memory.
@Suite(
    "Huge and wide specs: bindery answers within the bounds", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: Paths.bindery != nil, "needs the built bindery executable next to the tests"))
struct HugeSpecTests {
    static let header = "api:\n  name: Shop\n  servers:\n    production: https://shop.example.com\n"

    /// Writes `text` as `api.yaml` of a new spec folder, runs lint, and returns the diagnostics.
    private func lint(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String] {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("api.yaml"))
        return try await Lint.run(folder, sourceLocation: sourceLocation)
    }

    @Test("a file over the 64 MiB limit is refused before it is read")
    func oversizedFile() async throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("api.yaml")
        // Sparse: 65 MiB long, no disk used.
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        #expect(try await Lint.run(folder) == ["api.yaml:1:1: error: the file is larger than 64 MiB"])
    }

    @Test("ten megabytes of documentation, then a mistake")
    func megabytesOfText() async throws {
        let line = "    A line of documentation, long enough to be a realistic paragraph of prose in a spec.\n"
        let docs = String(repeating: line, count: 10_000_000 / line.utf8.count)
        let diagnostics = try await lint(Self.header + "  docs: |\n" + docs + "  retyr: {}\n")
        #expect(diagnostics == ["api.yaml:112365:3: error: unknown key 'retyr' in 'api'; did you mean 'retry'?"])
    }

    @Test("an OpenAPI document of 50 MB, then a reference to nothing")
    func fiftyMegabyteDocument() async throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = "    A line of documentation, long enough to be a realistic paragraph of prose in a spec.\n"
        var text = "openapi: 3.1.0\ninfo:\n  title: Huge\n  version: '1'\n  description: |\n"
        text += String(repeating: line, count: 50_000_000 / line.utf8.count)
        text += "paths:\n  /pets:\n    get:\n      operationId: listPets\n      responses:\n        '200':\n          description: Pets.\n"
        text += "          content: { application/json: { schema: { $ref: '#/components/schemas/Pets' } } }\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("openapi.yaml"))
        let diagnostics = try await Lint.run(folder)
        #expect(diagnostics.contains { $0.hasSuffix("error: '$ref: #/components/schemas/Pets' leads to nothing: there is no 'components' there") })
    }

    @Test("three hundred thousand nodes, then a mistake")
    func manyNodes() async throws {
        let diagnostics = try await lint(Self.header + "models: {}\nitems: [" + String(repeating: "a,", count: 300_000) + "a]\n")
        #expect(diagnostics == ["api.yaml:6:1: error: unknown key 'items' in a spec file"])
    }

    @Test("aliases that would multiply one anchor into a quarter of a million fields are refused")
    func aliasAmplifiedModels() async throws {
        let fields = (0..<500).map { "f\($0): Missing\($0)" }.joined(separator: ", ")
        var text = Self.header + "x-fields: &fields {\(fields)}\nmodels:\n"
        for index in 0..<500 { text += "  M\(index): { fields: *fields }\n" }
        #expect(try await lint(text) == [
            "api.yaml:106:18: error: the document's aliases expand to more than 100000 nodes; write the repeated parts out, or split them up"
        ])
    }

    @Test("aliases just under their limit: ninety thousand nodes decoded and validated")
    func aliasesUnderTheLimit() async throws {
        let fields = (0..<500).map { "f\($0): Missing\($0)" }.joined(separator: ", ")
        var text = Self.header + "x-fields: &fields {\(fields)}\nmodels:\n"
        for index in 0..<89 { text += "  M\(index): { fields: *fields }\n" }
        let diagnostics = try await lint(text)
        #expect(diagnostics.first == "api.yaml:5:1: error: unknown key 'x-fields' in a spec file")
        // The copies share their positions: one diagnostic per written field.
        #expect(diagnostics.count == 1 + 500)
    }

    @Test("thousands of unknown types among thousands of models: hints stop, the run does not slow")
    func unknownTypesWithHints() async throws {
        var text = Self.header + "models:\n"
        for index in 0..<2_000 { text += "  Model\(index): { fields: { f: Modle\(index) } }\n" }
        let diagnostics = try await lint(text)
        #expect(diagnostics.count == 2_000)
        #expect(diagnostics.first == "api.yaml:6:26: error: unknown type 'Modle0'; did you mean 'Model0'?")
        #expect(diagnostics.last == "api.yaml:2005:29: error: unknown type 'Modle1999'")
    }

    @Test("thousands of endpoints naming unknown auth schemes among thousands")
    func unknownAuthSchemes() async throws {
        var text = Self.header + "  auth:\n"
        for index in 0..<1_500 { text += "    a\(index): { type: bearer }\n" }
        text += "endpoints:\n"
        for index in 0..<1_500 { text += "  e\(index): { method: GET, path: /e\(index), auth: [b\(index)] }\n" }
        let diagnostics = try await lint(text)
        let errors = diagnostics.filter { $0.contains(": error: ") }
        #expect(errors.count == 1_500)
        #expect(errors.first == "api.yaml:1507:40: error: unknown auth scheme 'b0'; did you mean 'a0'?")
        // Each scheme is also one that no endpoint sends.
        #expect(diagnostics.count - errors.count == 1_500)
    }

    @Test("thousands of endpoints naming unknown shared parameters among thousands")
    func unknownSharedParameters() async throws {
        var text = Self.header + "  sharedParameters:\n"
        for index in 0..<1_500 { text += "    s\(index): { in: query }\n" }
        text += "endpoints:\n"
        for index in 0..<1_500 {
            text += "  e\(index): { method: GET, path: /e\(index), sharedParameters: [x\(index)], parameters: { s\(index): { in: query } } }\n"
        }
        let diagnostics = try await lint(text)
        #expect(diagnostics.count == 1_500)
        #expect(diagnostics.first == "api.yaml:1507:52: error: unknown shared parameter 'x0'; did you mean 's0'?")
    }

    @Test("a path of four thousand placeholders, none of them declared")
    func hugePathTemplate() async throws {
        let path = "/" + (0..<4_000).map { "{p\($0)}" }.joined(separator: "/")
        var text = Self.header + "endpoints:\n  e:\n    method: GET\n    path: \"\(path)\"\n    parameters:\n"
        for index in 0..<4_000 { text += "      q\(index): { in: path }\n" }
        let diagnostics = try await lint(text)
        #expect(diagnostics.count == 8_000)
        // The path is quoted abbreviated, not ten thousand times in full.
        #expect(diagnostics.allSatisfy { $0.utf8.count < 400 })
    }

    @Test("thousands of defaults that are not values of a long enum")
    func invalidEnumDefaults() async throws {
        var text = Self.header + "models:\n  E:\n    enum: [" + (0..<2_000).map { "v\($0)" }.joined(separator: ", ") + "]\nendpoints:\n"
        for index in 0..<1_500 {
            text += "  e\(index): { method: GET, path: /e\(index), parameters: { p: { in: query, type: E, default: w\(index) } } }\n"
        }
        let diagnostics = try await lint(text)
        #expect(diagnostics.count == 1_500)
        #expect(diagnostics.first == "api.yaml:9:81: error: the default 'w0' of parameter 'p' is not a valid 'E'; did you mean 'v0'?")
    }

    @Test("a dense web of models that contain each other")
    func denseModelCycles() async throws {
        var text = Self.header + "models:\n"
        for model in 0..<120 {
            let fields = (0..<120).map { "f\($0): { type: M\((model * 7 + $0) % 120), required: true }" }.joined(separator: ", ")
            text += "  M\(model): { fields: { \(fields) } }\n"
        }
        let diagnostics = try await lint(text)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.contains("contains itself") })
        // One report per field that starts a cycle, not one per cycle.
        #expect(Set(diagnostics.map { $0.prefix { $0 != " " } }).count == diagnostics.count)
    }

    @Test("a chain of five thousand models that closes into one cycle")
    func longCycle() async throws {
        var text = Self.header + "models:\n"
        for index in 0..<5_000 { text += "  M\(index): { fields: { n: { type: M\((index + 1) % 5_000), required: true } } }\n" }
        let diagnostics = try await lint(text)
        #expect(diagnostics == [
            "api.yaml:6:19: error: model 'M0' contains itself (M0.n → M1.n → M2.n → … → M4998.n → M4999.n, 5000 fields in all) through fields that are all required and not nullable, so no JSON value of it ends; make one of them optional or nullable"
        ])
    }
}
