import Foundation
@testable import BinderyGenerator

/// The keys the spec decoder accepts, mapping by mapping, found by asking the decoder itself.
///
/// The decoder keeps no list of its keys that a test could read: each `decode…` function of
/// `SpecDecoder` passes its own `allowed:` array literal to `NodeReader.mapping`, which reports
/// any other key as "unknown key 'x' in …". So each mapping of a spec is probed: a small spec
/// with one candidate key as the only key of that mapping is decoded, and the key is accepted
/// when the decoder does not call it unknown on the probe's line. The candidates are every
/// identifier-like string literal of `Generator/BinderyGenerator` (where a key has to be
/// written), and every key `docs/SPEC-FORMAT.md` and `Fuzz/spec.dict` name.
enum DecoderKeys {
    /// One mapping of a spec whose keys the decoder checks.
    struct Section: Sendable, CustomStringConvertible {
        /// How the docs call it: `pagination`, `multipart part`.
        var name: String
        /// A spec whose line `PROBE` becomes the probe: `"<key>": ~`.
        var template: String
        /// Keys the template's mapping already has (the probe skips them: YAML refuses a key twice).
        var present: [String] = []

        var description: String { name }

        /// The probe's line in the spec, from 1: where an "unknown key" about it is reported.
        var probeLine: Int {
            let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasSuffix("PROBE") } ?? 0) + 1
        }

        /// The spec with `key` as the probe.
        func spec(probing key: String) -> String {
            template.replacingOccurrences(of: "PROBE", with: "\"\(key)\": ~")
        }
    }

    /// What most probes start with: a valid `api:` section.
    static let header = """
        api:
          name: Shop
          servers:
            production: https://api.shop.example
        """

    /// An endpoint the endpoint-level probes go into.
    static let endpoint = """
        endpoints:
          createParcel:
            method: POST
            path: /parcels
        """

    /// `SpecDecoder*.swift` reads this many mappings (`reader.mapping(`), each probed by a
    /// section below (the parameter's twice: shared, and of an endpoint). A new mapping in the
    /// decoder (a new nested section) needs a section here, or its keys go unchecked.
    static let mappingsRead = 21

    /// Every mapping whose keys the decoder checks.
    static let sections: [Section] = [
        Section(name: "spec file", template: "PROBE"),
        Section(name: "api", template: "api:\n  PROBE"),
        Section(name: "server", template: "api:\n  name: Shop\n  servers:\n    production:\n      PROBE"),
        Section(name: "auth scheme", template: "\(header)\n  auth:\n    key:\n      PROBE"),
        Section(name: "shared parameter", template: "\(header)\n  sharedParameters:\n    country:\n      PROBE"),
        Section(name: "retry", template: "\(header)\n  retry:\n    PROBE"),
        Section(name: "retry acrossCalls", template: "\(header)\n  retry:\n    acrossCalls:\n      PROBE"),
        Section(name: "rateLimit", template: "\(header)\n  rateLimit:\n    PROBE"),
        Section(name: "envelope", template: "\(header)\n  envelope:\n    PROBE"),
        Section(name: "errorModel", template: "\(header)\n  errorModel:\n    PROBE"),
        Section(name: "model", template: "\(header)\nmodels:\n  Parcel:\n    PROBE"),
        Section(name: "field", template: "\(header)\nmodels:\n  Parcel:\n    fields:\n      id:\n        PROBE"),
        Section(name: "enum value", template: "\(header)\nmodels:\n  Status:\n    enum:\n      - PROBE"),
        Section(name: "endpoint", template: "\(header)\nendpoints:\n  getParcel:\n    PROBE"),
        Section(name: "parameter", template: "\(header)\n\(endpoint)\n    parameters:\n      id:\n        PROBE"),
        Section(name: "idempotencyKey", template: "\(header)\n\(endpoint)\n    idempotencyKey:\n      PROBE"),
        Section(name: "body", template: "\(header)\n\(endpoint)\n    body:\n      PROBE"),
        Section(
            name: "multipart body", template: "\(header)\n\(endpoint)\n    body:\n      multipart: { photo: file }\n      PROBE",
            present: ["multipart"]),
        Section(
            name: "multipart part", template: "\(header)\n\(endpoint)\n    body:\n      multipart:\n        photo:\n          PROBE"),
        Section(name: "response", template: "\(header)\n\(endpoint)\n    response:\n      PROBE"),
        Section(name: "error", template: "\(header)\n\(endpoint)\n    errors:\n      - PROBE"),
        Section(name: "pagination", template: "\(header)\n\(endpoint)\n    pagination:\n      PROBE"),
    ]

    /// A key no mapping accepts: every section must report it, or its probe never reaches the
    /// mapping (and would take every candidate for accepted).
    static let nonsenseKey = "zzNotABinderyKey"

    /// The diagnostics of decoding `text` (YAML and decoder, without the validator), or nil
    /// when it is not YAML the loader can read.
    static func decodingDiagnostics(_ text: String) -> [Diagnostic]? {
        var diagnostics = DiagnosticCollector()
        guard let root = YAMLLoader.load(text, file: "probe.yaml", diagnostics: &diagnostics) else { return nil }
        var decoder = SpecDecoder()
        decoder.decodeFile(root, file: "probe.yaml")
        return diagnostics.diagnostics + decoder.reader.diagnostics.diagnostics
    }

    /// Whether the decoder accepts `key` in `section`: the probe is YAML it reads, and it
    /// reports no "unknown key" on the probe's line.
    static func accepts(_ key: String, in section: Section) -> Bool {
        guard let diagnostics = decodingDiagnostics(section.spec(probing: key)) else { return false }
        return !diagnostics.contains {
            $0.location.line == section.probeLine && $0.message.hasPrefix("unknown key '\(key)'")
        }
    }

    /// The keys the decoder accepts in each section, by section name.
    static let accepted: [String: Set<String>] = {
        let candidates = DecoderKeys.candidates
        var result: [String: Set<String>] = [:]
        for section in sections {
            var keys = Set(section.present)
            for key in candidates where !keys.contains(key) && accepts(key, in: section) {
                keys.insert(key)
            }
            result[section.name] = keys
        }
        return result
    }()

    /// Every key the decoder accepts somewhere, with the sections that accept it.
    static var sectionsByKey: [String: [String]] {
        var result: [String: [String]] = [:]
        for section in sections {
            for key in accepted[section.name] ?? [] { result[key, default: []].append(section.name) }
        }
        return result
    }

    // MARK: - Candidates

    /// Names a key could have: the generator's identifier-like string literals, and the keys
    /// the format's page and the fuzz dictionary name.
    static let candidates: [String] = {
        var names = Set<String>()
        let generator = Paths.packageRoot.appendingPathComponent("Generator/BinderyGenerator")
        let files = FileManager.default.enumerator(atPath: generator.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: generator.appendingPathComponent(file), encoding: .utf8)) ?? ""
            names.formUnion(matches(of: #""([A-Za-z][A-Za-z0-9_-]*)""#, in: text))
        }
        names.formUnion(KeyLists.yamlKeys(in: KeyLists.specFormat))
        names.formUnion(KeyLists.dictionaryKeys(in: KeyLists.dictionary))
        names.remove(nonsenseKey)
        return names.sorted()
    }()

    /// The first capture group of every match of `pattern` in `text`.
    static func matches(of pattern: String, in text: String) -> Set<String> {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return Set(expression.matches(in: text, range: whole).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }
}

/// The two lists of keys kept by hand: the spec format's page and the fuzzer's dictionary.
enum KeyLists {
    /// `docs/SPEC-FORMAT.md`.
    static var specFormat: String {
        (try? String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/SPEC-FORMAT.md"), encoding: .utf8)) ?? ""
    }

    /// `Fuzz/spec.dict`, the libFuzzer dictionary `scripts/fuzz` passes with `-dict=`.
    static var dictionary: String {
        (try? String(contentsOf: Paths.packageRoot.appendingPathComponent("Fuzz/spec.dict"), encoding: .utf8)) ?? ""
    }

    /// Whether the format's page names `key`: as code (`` `key` ``, `` `key: true` ``), or as a
    /// key in a fenced example (`  key: …`, `{ key: …`, `, key: …`, `- key: …`), not in prose.
    static func documents(_ key: String, in page: String) -> Bool {
        if page.contains("`\(key)`") || page.contains("`\(key):") { return true }
        let escaped = NSRegularExpression.escapedPattern(for: key)
        return !DecoderKeys.matches(of: #"(?:^|[\s{,\-])("# + escaped + #"):(?:\s|$)"#, in: examples(in: page)).isEmpty
    }

    /// The text of the page's fenced code blocks, one after another.
    static func examples(in page: String) -> String {
        var inside = false
        var lines: [Substring] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inside.toggle()
            } else if inside {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The keys the examples of the format's page write: `name:` after indentation, `{`, `,` or `- `.
    static func yamlKeys(in page: String) -> Set<String> {
        DecoderKeys.matches(of: #"(?:^|[\s{,\-])([A-Za-z][A-Za-z0-9_-]*):(?:\s|$)"#, in: page)
    }

    /// The dictionary's entries, unescaped: `"name:"` → `name:`, `"\x0a"` → a line break.
    static func entries(in dictionary: String) -> [String] {
        dictionary.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.hasPrefix("#"), let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""),
                open < close
            else { return nil }
            return unescaped(text[text.index(after: open)..<close])
        }
    }

    /// libFuzzer's escapes: `\\`, `\"` and `\xNN`.
    private static func unescaped(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var rest = Substring(text).utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = rest.first else {
                bytes.append(byte)
                continue
            }
            if next == UInt8(ascii: "x"), rest.count >= 3,
                let value = UInt8(String(decoding: rest.dropFirst().prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                rest = rest.dropFirst(3)
            } else {
                bytes.append(next)
                rest = rest.dropFirst()
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The keys the dictionary offers: entries that start `name:` (`"type: bearer"` offers `type`).
    static func dictionaryKeys(in dictionary: String) -> Set<String> {
        Set(entries(in: dictionary).compactMap { entry in
            guard let colon = entry.firstIndex(of: ":") else { return nil }
            let name = entry[..<colon]
            let rest = entry[entry.index(after: colon)...]
            guard let first = name.first, first.isASCII, first.isLetter,
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }),
                rest.isEmpty || rest.hasPrefix(" ")
            else { return nil }
            return String(name)
        })
    }
}
