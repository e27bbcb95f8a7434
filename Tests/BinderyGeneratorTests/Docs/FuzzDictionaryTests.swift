import Foundation
import Testing

/// libFuzzer reads its dictionary strictly and refuses to start on a line it cannot parse
/// (`ParseDictionaryFile: error in line N`): an entry is a quoted string whose only escapes
/// are `\\`, `\"` and `\xAB`, so `\n` stops the fuzzer.
@Suite struct FuzzDictionaryTests {
    @Test(arguments: ["Fuzz/spec.dict", "Fuzz/openapi.dict"])
    func everyEntryParsesAsLibFuzzerReadsIt(file: String) throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let entry = try Regex(#"^(?:[A-Za-z0-9_]+=)?"(?:[^"\\]|\\\\|\\"|\\x[0-9A-Fa-f]{2})*"$"#)
        let bad = text.split(separator: "\n", omittingEmptySubsequences: true).enumerated().filter { _, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("#") && trimmed.wholeMatch(of: entry) == nil
        }
        #expect(bad.map { "\(file): \($0.element)" } == [])
        #expect(text.hasSuffix("\n"), "\(file) must end with a newline: scripts/fuzz joins the two files")
    }
}
