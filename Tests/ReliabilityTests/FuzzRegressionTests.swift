import BinderyGenerator
import Foundation
import Testing

/// The fuzzer's promises, checked on every input kept under `Fuzz/Corpus/` — the hand-made seeds
/// and every input that once crashed the fuzz target (`crash-*`) — in-process, the way
/// `Fuzz/Sources/SpecFuzzer.swift` checks them: the first file read by sections reads as in one
/// pass; the spec loads and generates, or fails with diagnostics that are each one line in a
/// file of the input, at line and column 1 or later.
/// (The fuzzer bounds each input's time; `MalformedSpecTests` bounds the CLI's processor time.)
@Suite("Fuzzing: the corpus and every crash the fuzzer found", .timeLimit(.minutes(2)))
struct FuzzRegressionTests {
    static let corpus = Paths.packageRoot.appendingPathComponent("Fuzz/Corpus")

    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// The line that starts another file of a fuzz input.
    static let separator = Array("\n#<next-file>\n".utf8)

    /// An input's files, split as the fuzz target splits them.
    static func files(_ bytes: [UInt8]) -> [SpecSourceFile] {
        var parts: [[UInt8]] = [[]]
        var index = 0
        while index < bytes.count {
            if parts.count < 8, bytes[index...].starts(with: separator) {
                parts[parts.count - 1].append(0x0A)
                parts.append([])
                index += separator.count
            } else {
                parts[parts.count - 1].append(bytes[index])
                index += 1
            }
        }
        return parts.enumerated().map { index, part in
            SpecSourceFile(displayPath: "spec\(index).yaml", relativePath: "spec\(index).yaml", bytes: part)
        }
    }

    @Test("the corpus is not empty and holds the crashes found")
    func corpusHoldsTheCrashes() {
        #expect(Self.inputs.contains("crash-multiline-diagnostic.yaml"))
        #expect(Self.inputs.contains("crash-indented-first-key.yaml"))
        #expect(Self.inputs.count >= 4)
    }

    @Test("each input keeps the promises", arguments: inputs)
    func input(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(name)))
        let files = Self.files(bytes)
        // Crash 2 (CI's fuzz run of 2026-11-29): indented content before the first key at
        // column 0 was read by sections as a tree where one pass reports an error.
        #expect(YAMLLoader.sectionsDisagreement(files[0].bytes, file: "spec.yaml") == nil)
        var diagnostics: [Diagnostic] = []
        var generated: [GeneratedFile] = []
        do throws(SpecErrors) {
            generated = SwiftGenerator.generate(try SpecLoader.load(files))
        } catch {
            diagnostics = error.diagnostics
        }
        if diagnostics.isEmpty {
            #expect(generated.contains { $0.name == "Client.swift" })
            return
        }
        #expect(diagnostics.contains { $0.severity == .error })
        let paths = Set(files.map(\.displayPath))
        for diagnostic in diagnostics {
            #expect(paths.contains(diagnostic.location.file), "\(diagnostic)")
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
            #expect(
                !diagnostic.description.unicodeScalars.contains {
                    ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
                },
                "a diagnostic that is not one clean line: \(diagnostic.description.debugDescription)")
        }
    }

    /// Crash 1 (the first minute of fuzzing): a quoted type holding line breaks was quoted as
    /// it is, so its diagnostic spanned many lines and its second line looked like anything the
    /// spec's author wanted, another file's error included.
    @Test("a name or type with line breaks or terminal escapes is quoted escaped, on one line")
    func controlCharactersAreEscaped() {
        let text = """
            api:
              name: Shop
              servers:
                production: https://shop.example.com
              "retry\\nspec.yaml:1:1: error: forged": {}
            models:
              Item:
                fields:
                  id: "[Item\\n\\n]"
                  tag: "strin\\u001b[31mg"

            """
        let file = SpecSourceFile(displayPath: "api.yaml", relativePath: "api.yaml", bytes: Array(text.utf8))
        var lines: [String] = []
        do {
            _ = try SpecLoader.load([file])
        } catch {
            lines = error.diagnostics.map(\.description)
        }
        #expect(lines == [
            #"api.yaml:5:3: error: unknown key 'retry\nspec.yaml:1:1: error: forged' in 'api'"#,
            #"api.yaml:9:11: error: invalid type '[Item\n\n]': expected ']'"#,
            #"api.yaml:10:12: error: invalid type 'strin\u{1B}[31mg': unexpected '\u{1B}[31mg' after the type"#,
        ])
    }
}
