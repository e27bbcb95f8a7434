/// Builds Swift source text; owns indentation, blank lines and doc comments so that every
/// emitter produces the same layout.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    private var lastLineWasBlank = true

    /// Writes one line at the current indentation. Content that spans lines (a declaration
    /// wrapped one parameter a line) is indented as a whole: each of its lines at the current
    /// depth plus its own leading spaces.
    mutating func line(_ content: String) {
        if content.isEmpty {
            blank()
            return
        }
        let indentation = String(repeating: "    ", count: depth)
        for part in content.split(separator: "\n", omittingEmptySubsequences: false) {
            text += part.isEmpty ? "\n" : indentation + part + "\n"
        }
        lastLineWasBlank = false
    }

    /// Writes a blank line, never two in a row nor right after an opening brace.
    mutating func blank() {
        guard !lastLineWasBlank else { return }
        text += "\n"
        lastLineWasBlank = true
    }

    /// Writes `header {`, the body one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        lastLineWasBlank = true
        body(&self)
        depth -= 1
        if text.hasSuffix("\n\n") { text.removeLast() }
        line("}")
    }

    /// Writes `header {`, the cases at the header's own depth (as Swift style has it), and `}`.
    mutating func switchBlock(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        lastLineWasBlank = true
        body(&self)
        line("}")
    }

    /// Writes DocC comment lines; nothing when there are no docs.
    mutating func docs(_ docs: String?) {
        guard let docs = docs?.trimmingTrailingWhitespace, !docs.isEmpty else { return }
        for line in docs.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = String(line).trimmingTrailingWhitespace
            self.line(trimmed.isEmpty ? "///" : "/// \(trimmed)")
        }
    }

    /// Writes doc comments that end with a deprecation note, for declarations the generated
    /// code itself uses (fields, enum cases, models), where `@available` would warn in every build.
    mutating func docs(_ docs: String?, deprecated: String?) {
        guard let deprecated else { return self.docs(docs) }
        let note = "- Important: Deprecated" + (deprecated.isEmpty ? "." : ": \(deprecated)")
        self.docs((docs.map { $0.trimmingTrailingWhitespace + "\n\n" } ?? "") + note)
    }

    /// Writes the `@available` line for a deprecation, if any.
    mutating func deprecation(_ message: String?) {
        guard let message else { return }
        line(message.isEmpty ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(message.swiftLiteral))")
    }
}

extension String {
    /// The text with spaces, tabs and newlines at its end removed.
    var trimmingTrailingWhitespace: String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return String(result)
    }

    /// The text as a Swift string literal, escaped.
    public var swiftLiteral: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
