import BinderySpec

/// Builds Swift source text; owns indentation, blank lines and doc comments so that every
/// emitter produces the same layout.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    private var lastLineWasBlank = true
    /// Whether the text ends with an empty line (so that a closing brace can take its place).
    private var endsWithBlankLine = false

    /// Writes one line at the current indentation. Content that spans lines (a declaration
    /// wrapped one parameter a line) is indented as a whole: each of its lines at the current
    /// depth plus its own leading spaces.
    mutating func line(_ content: String) {
        if content.isEmpty {
            blank()
            return
        }
        // Byte-wise rather than by Character: writing is most of the generator's time, and
        // grapheme breaking of every line cost a third of it.
        // A native string's bytes are contiguous: scanning the buffer is a tight loop, where
        // the generic `utf8.contains` was 5% of generating.
        let spansLines =
            content.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) }
            ?? content.utf8.contains(UInt8(ascii: "\n"))
        if !spansLines {
            appendIndentation()
            text += content
            text += "\n"
        } else {
            for part in content.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                if !part.isEmpty {
                    appendIndentation()
                    text += Substring(part)
                }
                text += "\n"
            }
        }
        lastLineWasBlank = false
        endsWithBlankLine = false
    }

    /// Writes `head` and `tail` on one line, a space between them, or `tail` on the next line one
    /// level deeper when the one line would be longer than `DeclarationWrapping.lineLimit`.
    mutating func line(_ head: String, breakingBefore tail: String) {
        if indentation + head.utf8.count + 1 + tail.utf8.count > DeclarationWrapping.lineLimit {
            line(head + "\n    " + tail)
        } else {
            line(head + " " + tail)
        }
    }

    /// The width of the current indentation, in spaces.
    var indentation: Int { depth * 4 }

    private mutating func appendIndentation() {
        for _ in 0..<depth { text += "    " }
    }

    /// Writes a blank line, never two in a row nor right after an opening brace.
    mutating func blank() {
        guard !lastLineWasBlank else { return }
        text += "\n"
        lastLineWasBlank = true
        endsWithBlankLine = true
    }

    /// Writes `header {`, the body one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        lastLineWasBlank = true
        body(&self)
        depth -= 1
        if endsWithBlankLine {
            text.removeLast()
            endsWithBlankLine = false
        }
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
        guard var docs = docs?.trimmingTrailingWhitespace, !docs.isEmpty else { return }
        // Scanned as a buffer, as `line` does: the generic `utf8.contains` costs generation time.
        let isControl: (UInt8) -> Bool = { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
        if docs.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isControl) }) ?? docs.utf8.contains(where: isControl) {
            docs = Self.commentSafe(docs)
        }
        let isMultiline = docs.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\n")) } ?? docs.utf8.contains(UInt8(ascii: "\n"))
        // One line (an enum value's, most fields'), already trimmed: splitting it cost a third of
        // writing docs.
        guard isMultiline else { return line("/// " + docs) }
        var started = false
        for line in docs.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let trimmed = Substring(line).trimmingTrailingWhitespace
            // Blank lines before the text would open the comment with empty `///` lines.
            guard started || !trimmed.isEmpty else { continue }
            started = true
            self.line(trimmed.isEmpty ? "///" : "/// " + trimmed)
        }
    }

    /// The text with line breaks as `\n` alone and other control characters as spaces: Swift
    /// ends a `///` comment at a carriage return too, and the text after it would become code.
    static func commentSafe(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\r": result.append("\n")
            case "\n" where afterCarriageReturn: continue
            case "\n", "\t": result.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{7F}": result.append(" ")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Writes doc comments that end with a deprecation note, for declarations the generated
    /// code itself uses (fields, enum cases, models), where `@available` would warn in every build.
    mutating func docs(_ docs: String?, deprecated: String?) {
        guard let deprecated else { return self.docs(docs) }
        let note = "- Important: Deprecated" + (deprecated.isEmpty ? "." : ": \(deprecated)")
        self.docs((DocText.nonEmpty(docs).map { $0.trimmingTrailingWhitespace + "\n\n" } ?? "") + note)
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
        // Nearly every text ends in a letter or a full stop: it is itself, not a copy.
        if let last = utf8.last, Substring.endsNoWhitespace(last) { return self }
        return Substring(self).trimmingTrailingWhitespace
    }
}

extension Substring {
    /// The text with spaces, tabs and newlines at its end removed.
    var trimmingTrailingWhitespace: String {
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard [0x20, 0x09, 0x0A, 0x0D].contains(utf8[before]) else { break }
            end = before
        }
        if end > utf8.startIndex, Self.endsNoWhitespace(utf8[utf8.index(before: end)]) { return String(self[..<end]) }
        // Other whitespace (a no-break space, say) ends a line rarely: the Character check takes it.
        var result = Substring(self[..<end])
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return String(result)
    }

    /// Whether a text whose last byte is `byte` ends in something other than whitespace, known
    /// from the byte alone: an ASCII byte that is not white space ends a character that is not
    /// (a character ending in one is that byte, or that byte after a prefix mark, never after a space).
    static func endsNoWhitespace(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
}
