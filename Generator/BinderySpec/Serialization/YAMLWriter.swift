/// Writes YAML node trees as block-style YAML that `YAMLLoader` reads back into the same tree:
/// `bindery import` writes the spec files an OpenAPI document translates into.
package enum YAMLWriter {
    /// The text of `node` as a whole document.
    package static func document(_ node: YAMLNode) -> String {
        var output = ""
        write(node, indent: 0, into: &output, inline: false)
        if !output.hasSuffix("\n") { output += "\n" }
        return output
    }

    /// Writes `node` at `indent`; `inline` when it follows a `key:` or `- ` on the same line;
    /// `continuesDash` when a mapping's first key goes on the line of the `- ` before it.
    private static func write(_ node: YAMLNode, indent: Int, into output: inout String, inline: Bool, continuesDash: Bool = false) {
        let padding = String(repeating: " ", count: indent)
        switch node.content {
        case .scalar(let text, let isPlain):
            output += (inline ? " " : padding) + scalar(text, isPlain: isPlain, indent: indent) + "\n"
        case .sequence(let items) where items.isEmpty:
            output += (inline ? " " : padding) + "[]\n"
        case .mapping(let pairs) where pairs.isEmpty:
            output += (inline ? " " : padding) + "{}\n"
        case .sequence(let items):
            if inline { output += "\n" }
            for item in items {
                output += padding + "-"
                if case .mapping(let pairs) = item.content, !pairs.isEmpty {
                    // The first key on the dash's line, the rest under it.
                    output += " "
                    write(item, indent: indent + 2, into: &output, inline: false, continuesDash: true)
                } else {
                    write(item, indent: indent + 2, into: &output, inline: true)
                }
            }
        case .mapping(let pairs):
            if inline { output += "\n" }
            for (index, (key, value)) in pairs.enumerated() {
                output += (continuesDash && index == 0 ? "" : padding) + Self.key(key.scalar ?? "") + ":"
                write(value, indent: indent + 2, into: &output, inline: true)
            }
        }
    }

    /// A scalar as YAML text: plain when it reads back as the same text (or, for a plain scalar,
    /// as what it means), a literal block for prose of several lines, double-quoted otherwise.
    static func scalar(_ text: String, isPlain: Bool, indent: Int) -> String {
        if isPlain, !text.isEmpty, isSafePlain(text, allowingTyped: true) { return text }
        if isPlain, YAMLNode(.scalar(text, isPlain: true), at: .init(file: "", line: 1, column: 1)).isNull { return "null" }
        if isSafePlain(text, allowingTyped: false) { return text }
        if text.contains("\n"), !text.hasPrefix(" "), !text.hasSuffix("\n"), text.unicodeScalars.allSatisfy(isPrintable) {
            let padding = String(repeating: " ", count: indent + 2)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : padding + $0 }
            return "|-\n" + lines.joined(separator: "\n")
        }
        return quoted(text)
    }

    /// A mapping key: plain when it can be, else double-quoted (never a block).
    private static func key(_ text: String) -> String {
        isSafePlain(text, allowingTyped: false) ? text : quoted(text)
    }

    /// Whether `text` can be written plain: no character YAML gives a meaning to where it stands,
    /// and, unless `allowingTyped`, nothing a plain scalar would read as a number, boolean or null.
    private static func isSafePlain(_ text: String, allowingTyped: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) || first == " " || last == " " { return false }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") || text == "<<" { return false }
        if text.contains("\n") || !text.unicodeScalars.allSatisfy(isPrintable) { return false }
        if allowingTyped { return true }
        return !looksTyped(text)
    }

    /// Whether a plain scalar of this text would be read as something other than text.
    private static func looksTyped(_ text: String) -> Bool {
        let keywords: Set<String> = [
            "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
        ]
        if keywords.contains(text.lowercased()) { return true }
        if text.first == "." { return true }
        return text.first.map { $0.isNumber || $0 == "+" } ?? false
    }

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value))
            && scalar.value != 0xFEFF && scalar.value != 0x2028 && scalar.value != 0x2029
    }

    /// A double-quoted scalar with YAML's escapes.
    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if isPrintable(scalar) {
                    output.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFF {
                    output += "\\x" + hex(scalar.value, width: 2)
                } else if scalar.value <= 0xFFFF {
                    output += "\\u" + hex(scalar.value, width: 4)
                } else {
                    output += "\\U" + hex(scalar.value, width: 8)
                }
            }
        }
        return output + "\""
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
