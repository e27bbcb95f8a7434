import BinderyTestSupport
import Foundation
import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in a spec file's bytes and YAML, before its content means anything.
@Suite("Diagnostics: YAML input", .timeLimit(.minutes(2)))
struct YAMLInputDiagnosticsTests {
    @Test func emptyFileReportsTheMissingAPISection() {
        let diagnostics = SpecText.diagnostics([SpecSourceFile(displayPath: "api.yaml", relativePath: "api.yaml", bytes: [])])
        #expect(diagnostics == ["api.yaml:1:1: error: no file of the spec has an 'api:' section (name, servers, ...)"])
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        let bytes = Array("api:\n  name: Sh".utf8) + [0xFF] + Array("op\n".utf8)
        let nul = Array("api:\n  name: Shop\n  docs: a".utf8) + [0x00] + Array("b\n".utf8)
        let truncated = Array("api:\n  name: \"Caf".utf8) + [0xC3] + Array("\"\n".utf8)
        #expect(SpecText.diagnostics([SpecSourceFile(displayPath: "a.yaml", relativePath: "a.yaml", bytes: bytes)]) == [
            "a.yaml:2:11: error: the file is not valid UTF-8 YAML text: invalid leading UTF-8 octet (byte 0xFF); save the file as UTF-8"
        ])
        #expect(SpecText.diagnostics([SpecSourceFile(displayPath: "b.yaml", relativePath: "b.yaml", bytes: nul)]) == [
            "b.yaml:3:10: error: the file is not valid UTF-8 YAML text: control characters are not allowed (byte 0x00); remove it"
        ])
        #expect(SpecText.diagnostics([SpecSourceFile(displayPath: "c.yaml", relativePath: "c.yaml", bytes: truncated)]) == [
            "c.yaml:2:13: error: the file is not valid UTF-8 YAML text: invalid trailing UTF-8 octet (byte 0xC3 starts a sequence that byte 0x22 does not continue); save the file as UTF-8"
        ])
    }

    @Test func tabIndentationIsExplained() {
        let diagnostics = SpecText.diagnostics("api:\n\tname: Shop\n")
        #expect(diagnostics == [
            "api.yaml:2:1: error: invalid YAML: found character that cannot start any token while scanning for the next token (tabs cannot indent YAML; use spaces)"
        ])
    }

    @Test func invalidSyntaxPointsAtTheProblemAndWhereItsContextStarts() {
        let diagnostics = SpecText.diagnostics("""
            api:
              name: [Shop
            models: {}
            """)
        #expect(diagnostics == [
            "api.yaml:3:7: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence that starts at line 2, column 9"
        ])
    }

    @Test func aCommaThatCutsTextInsideBracesIsExplained() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Forecast:
                fields:
                  high: { type: number, docs: The highest temperature, in °C. }
                  low:
                    type: number
                    max value:
            """)
        #expect(diagnostics == [
            "api.yaml:8:60: error: unknown key 'in °C.' in field 'high' of model 'Forecast'; inside '{ }' a comma ends a value: put the text of 'docs' in quotes",
            // A key of words alone on its line is not the rest of a value: no such hint.
            "api.yaml:11:9: error: unknown key 'max value' in field 'low' of model 'Forecast'",
        ])
    }

    @Test func secondDocumentIsRefused() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            ---
            models: {}
            """)
        #expect(diagnostics == ["api.yaml:5:1: error: a spec file holds one YAML document; split the others into files of their own"])
    }

    @Test func everyDuplicateKeyIsReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              name: Other
            models:
              Item:
                fields:
                  id: string
                  id: integer
            """)
        #expect(diagnostics == [
            "api.yaml:5:3: error: duplicate key 'name' (first written at line 2)",
            "api.yaml:10:7: error: duplicate key 'id' (first written at line 9)",
        ])
    }

    /// Small mappings find a duplicate by comparing keys, large ones through a dictionary:
    /// both report the first place the key was written.
    @Test(arguments: [3, 15, 16, 40])
    func aDuplicateKeyIsReportedInAMappingOfAnySize(fields: Int) {
        let names = (0..<fields).map { "field\($0)" }
        let lines = (names + [names[fields / 2]]).map { "          \($0): string" }
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Item:
                fields:
            \(lines.joined(separator: "\n"))
            """)
        #expect(diagnostics == [
            "api.yaml:\(8 + fields):11: error: duplicate key 'field\(fields / 2)' (first written at line \(8 + fields / 2))",
        ])
    }

    @Test func mappingKeyMustBeAName() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              ? [A, B]
              : { fields: { a: string } }
            """)
        #expect(diagnostics == ["api.yaml:6:5: error: a mapping key must be a plain name, not a list"])
    }

    @Test func anchorsAndAliasesShareParts() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              getItem:
                method: GET
                path: /items/{id}
                parameters: &itemParameters
                  id: { in: path }
                  fields: { in: query, type: "[string]" }
              deleteItem:
                method: DELETE
                path: /items/{id}
                parameters: *itemParameters
            """)
        #expect(spec.endpoints.map(\.name) == ["getItem", "deleteItem"])
        #expect(spec.endpoints[1].parameters.map(\.wireName) == ["id", "fields"])
        #expect(spec.endpoints[1].parameters.map(\.place) == [.path, .query])
    }

    @Test func unknownAliasIsReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              docs: *nowhere
            """)
        #expect(diagnostics == ["api.yaml:5:9: error: unknown alias '*nowhere'"])
    }

    @Test func exponentialAliasExpansionIsRefusedQuickly() {
        // Ten levels of ten aliases each: 10^10 nodes once expanded.
        var text = SpecText.header + "\nlaughs:\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        // Refused by the alias budget, counted in nodes: the work is bounded without a clock.
        #expect(SpecText.diagnostics(text) == [
            "api.yaml:10:47: error: the document's aliases expand to more than 100000 nodes; write the repeated parts out, or split them up"
        ])
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let text = "api: " + String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000) + "\n"
        #expect(SpecText.diagnostics(text) == ["api.yaml:1:205: error: the document nests deeper than 200 levels"])
    }

    @Test func tenMegabytesOfDocumentationLoadQuickly() async throws {
        let line = "    A line of documentation, long enough to be a realistic paragraph of prose in a spec.\n"
        let docs = String(repeating: line, count: 10_000_000 / line.utf8.count)
        let text = SpecText.header + "\n  docs: |\n" + docs
        #expect(text.utf8.count > 9_900_000)
        // Seconds of work in a debug build: on a thread of its own, not one of the pool's.
        let spec = try await OwnThread.run { try SpecText.load(text) }
        #expect(spec.docs?.utf8.count == docs.utf8.count - docs.utf8.count / line.utf8.count * 4)
    }

    @Test func tenMegabytesOfTinyNodesAreRefusedQuickly() async throws {
        // Five million one-letter list items: far past the node limit, and nothing breaks.
        let text = SpecText.header + "\nitems: [" + String(repeating: "a,", count: 5_000_000) + "a]\n"
        #expect(text.utf8.count > 10_000_000)
        // Seconds of work in a debug build: on a thread of its own, not one of the pool's.
        let diagnostics = try await OwnThread.run { SpecText.diagnostics(text) }
        #expect(diagnostics == ["api.yaml:5:3999991: error: the document has more than 2000000 nodes; split the spec into smaller files"])
    }
}
