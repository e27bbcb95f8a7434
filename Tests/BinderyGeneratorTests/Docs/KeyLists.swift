import Foundation

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
        return !matches(of: #"(?:^|[\s{,\-])("# + escaped + #"):(?:\s|$)"#, in: examples(in: page)).isEmpty
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
        matches(of: #"(?:^|[\s{,\-])([A-Za-z][A-Za-z0-9_-]*):(?:\s|$)"#, in: page)
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

    /// The first capture group of every match of `pattern` in `text`.
    static func matches(of pattern: String, in text: String) -> Set<String> {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return Set(expression.matches(in: text, range: whole).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }
}
