import Foundation
import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The spec format's keys are listed in three places: ``SpecKeys`` (what the decoder accepts,
/// which `SpecKeyTableTests` holds it to), `docs/SPEC-FORMAT.md` (what people are told) and
/// `Fuzz/spec.dict` (what the fuzzer tries). A key added to the table and forgotten in either
/// list is a key nobody learns about, or one the fuzzer reaches only by chance.
@Suite("Spec keys are documented and fuzzed")
struct SpecKeyListTests {
    @Test func everyKeyIsInTheSpecFormat() {
        let page = KeyLists.specFormat
        #expect(!page.isEmpty, "docs/SPEC-FORMAT.md is missing")
        #expect(Self.missing(from: { KeyLists.documents($0, in: page) }) == [], "add these keys to docs/SPEC-FORMAT.md")
    }

    @Test func everyKeyIsInTheFuzzDictionary() {
        let offered = KeyLists.dictionaryKeys(in: KeyLists.dictionary)
        #expect(!offered.isEmpty, "Fuzz/spec.dict is missing")
        #expect(Self.missing(from: { offered.contains($0) }) == [], "add these keys to Fuzz/spec.dict as \"key:\"")
    }

    /// The other way round: a key the dictionary offers that no mapping accepts was renamed or
    /// removed from the format, and only fuzzes the unknown-key diagnostic.
    @Test func everyDictionaryKeyIsAKey() {
        let stale = KeyLists.dictionaryKeys(in: KeyLists.dictionary).subtracting(Self.sectionsByKey.keys).sorted()
        #expect(stale == [], "Fuzz/spec.dict offers keys no spec mapping accepts")
    }

    // MARK: - The checks can fail

    /// A key taken out of a copy of each list is reported, with the sections that accept it.
    @Test(arguments: ["maxLimit", "resetAfter", "idempotencyKey"])
    func aKeyRemovedFromACopyIsFound(_ key: String) {
        let sections = Self.sectionsByKey[key] ?? []
        #expect(!sections.isEmpty, "'\(key)' is no longer a key; pick another")

        let page = KeyLists.specFormat.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(key) }.joined(separator: "\n")
        #expect(Self.missing(from: { KeyLists.documents($0, in: page) }) == sections.map { "\($0): \(key)" }.sorted())

        let dictionary = KeyLists.dictionary.split(separator: "\n").filter { !$0.contains("\"\(key):") }.joined(separator: "\n")
        let offered = KeyLists.dictionaryKeys(in: dictionary)
        #expect(Self.missing(from: { offered.contains($0) }) == sections.map { "\($0): \(key)" }.sorted())
    }

    @Test func theChecksReadTheirLists() {
        let yaml = { (example: String) in "```yaml\n\(example)\n```" }
        #expect(KeyLists.documents("maxLimit", in: yaml("      maxLimit: 200        # optional")))
        #expect(KeyLists.documents("in", in: yaml("slug: { in: path, docs: The courier. }")))
        #expect(KeyLists.documents("secret", in: "| `secret` | the value is redacted |"))
        #expect(KeyLists.documents("text", in: "Responses: `text: true` reads a plain-text body"))
        #expect(!KeyLists.documents("limit", in: yaml("      maxLimit: 200")))
        #expect(!KeyLists.documents("text", in: "read as plain\ntext: a string"))
        #expect(KeyLists.dictionaryKeys(in: "# comment\n\"type: bearer\"\n\"url:\"\n\"\\x0a#<next-file>\\x0a\"\n\"<<: *a\"\n\"%TAG ! tag:x,2000:\"")
            == ["type", "url"])
    }

    /// Every key of ``SpecKeys``, with the sections that accept it.
    static var sectionsByKey: [String: [String]] {
        var result: [String: [String]] = [:]
        for (section, keys) in SpecKeys.all {
            for key in keys { result[key, default: []].append(section) }
        }
        return result
    }

    /// `section: key` for every key of ``SpecKeys`` that `isListed` does not find.
    static func missing(from isListed: (String) -> Bool) -> [String] {
        SpecKeys.all.flatMap { section, keys in
            keys.filter { !isListed($0) }.map { "\(section): \($0)" }
        }.sorted()
    }
}
