import Foundation
import Testing
@testable import BinderyGenerator

/// The spec format's keys are listed in three places: the decoder (what a spec may say),
/// `docs/SPEC-FORMAT.md` (what people are told) and `Fuzz/spec.dict` (what the fuzzer tries).
/// A key added to the decoder and forgotten in either list is a key nobody learns about, or
/// one the fuzzer reaches only by chance. See ``DecoderKeys`` for how the decoder's keys are found.
@Suite("Spec keys are documented and fuzzed")
struct SpecKeyListTests {
    // MARK: - The probe

    /// Each probe must reach its mapping: a probe that stops short (a template the decoder
    /// gives up on first) would report no key as unknown, and so take every candidate for a key.
    @Test(arguments: DecoderKeys.sections)
    func probeReachesItsMapping(_ section: DecoderKeys.Section) throws {
        let diagnostics = try #require(DecoderKeys.decodingDiagnostics(section.spec(probing: DecoderKeys.nonsenseKey)))
        let reported = diagnostics.filter {
            $0.location.line == section.probeLine && $0.message.hasPrefix("unknown key '\(DecoderKeys.nonsenseKey)'")
        }
        #expect(reported.count == 1, "the \(section) probe is not where the decoder reads keys: \(diagnostics)")
        for key in section.present {
            #expect(!diagnostics.contains { $0.message.hasPrefix("unknown key '\(key)'") }, "the \(section) template's '\(key)'")
        }
        #expect(!(DecoderKeys.accepted[section.name] ?? []).isEmpty, "the \(section) mapping accepts no key")
    }

    /// The one list the decoder does keep, its top-level keys, is what the probe finds: the
    /// probe reads the decoder right.
    @Test func probeAgreesWithTheDecodersOwnList() {
        #expect(DecoderKeys.accepted["spec file"] == Set(SpecDecoder.fileKeys))
    }

    @Test func probeTellsKeysFromMisspellings() {
        let pagination = DecoderKeys.accepted["pagination"] ?? []
        #expect(pagination.contains("maxLimit"))
        #expect(!pagination.contains("maxlimit"))
        #expect(!pagination.contains("parameters"))
        #expect(DecoderKeys.accepted["body"]?.contains("multipart") == true)
        #expect(DecoderKeys.accepted["retry acrossCalls"] == ["resetAfter"])
    }

    /// Every `reader.mapping(` call of the decoder is a mapping with keys of its own; each
    /// must have a probe, or a new nested section's keys would go unchecked.
    @Test func everyMappingTheDecoderReadsIsProbed() throws {
        let folder = Paths.packageRoot.appendingPathComponent("Generator/BinderyGenerator/Spec")
        let decoderFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("SpecDecoder") && $0.hasSuffix(".swift") }
        let calls = try decoderFiles.map { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .components(separatedBy: "reader.mapping(").count - 1
        }.reduce(0, +)
        #expect(
            calls == DecoderKeys.mappingsRead,
            "SpecDecoder*.swift reads \(calls) mappings; DecoderKeys probes \(DecoderKeys.mappingsRead): add a section for the new one and update mappingsRead")
    }

    // MARK: - The lists

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
        let accepted = Set(DecoderKeys.sectionsByKey.keys)
        let stale = KeyLists.dictionaryKeys(in: KeyLists.dictionary).subtracting(accepted).sorted()
        #expect(stale == [], "Fuzz/spec.dict offers keys no spec mapping accepts")
    }

    // MARK: - The checks can fail

    /// A key taken out of a copy of each list is reported, with the sections that accept it.
    @Test(arguments: ["maxLimit", "resetAfter", "idempotencyKey"])
    func aKeyRemovedFromACopyIsFound(_ key: String) {
        let sections = DecoderKeys.sectionsByKey[key] ?? []
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

    /// `section: key` for every key the decoder accepts that `isListed` does not find.
    static func missing(from isListed: (String) -> Bool) -> [String] {
        DecoderKeys.sections.flatMap { section in
            (DecoderKeys.accepted[section.name] ?? []).filter { !isListed($0) }.map { "\(section.name): \($0)" }
        }.sorted()
    }
}
