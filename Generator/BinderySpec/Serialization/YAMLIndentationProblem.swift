/// Says in plain words what libyaml reports in its own terms when a line is badly indented
/// ("did not find expected key while parsing a block mapping", "mapping values are not allowed
/// in this context", …): that the line's indentation is off, where the block it is in starts,
/// and how to indent it. Reports it does not recognise are left to libyaml's wording.
struct YAMLIndentationProblem {
    /// The collection the parser was inside when it stopped, 1-based as diagnostics count.
    struct OpenBlock {
        var isMapping: Bool
        var line: Int
        var column: Int
    }

    /// The message, in place of libyaml's.
    var message: String
    /// Where the problem is, 0-based as libyaml counts.
    var line: Int
    var column: Int

    /// The plain-words problem, or nil when libyaml's report is not about indentation.
    /// Positions are 0-based (libyaml's); `openBlock` is the innermost collection read so far,
    /// for the problems where libyaml gives no context.
    init?(
        problem: String, context: String?, at mark: (line: Int, column: Int), contextMark: (line: Int, column: Int),
        openBlock: OpenBlock?, text: UnsafeMutableBufferPointer<UInt8>
    ) {
        guard let lines = SourceLines(text: text, line: mark.line) else { return nil }
        let indentation = lines.problemLine.prefix { $0 == " " }.count
        let content = lines.problemLine.dropFirst(indentation)
        let contextStart = "starts at line \(contextMark.line + 1), column \(contextMark.column + 1)"
        (line, column) = (mark.line, mark.column)
        switch (problem, context) {
        case ("did not find expected key", "while parsing a block mapping") where mark.column == indentation:
            // A line that is no key of the mapping it sits in: deeper than its keys but not under
            // a key that takes it, or a list item among the keys.
            if Self.isListItem(content) {
                let fix = lines.previousIsListItem
                    ? "indent it like the items above it" : "put the list under its key, indented deeper than the key"
                message = "this list item's indentation does not match the block it is in (the block \(contextStart)); \(fix)"
            } else {
                message = "this line's indentation does not match the block it is in (the block \(contextStart)); indent it like the keys above it"
            }
        case ("did not find expected '-' indicator", "while parsing a block collection") where mark.column == indentation:
            message =
                "this line's indentation does not match the list it is in (the list \(contextStart)); begin it with '- ' to make it an item, or indent it like the keys of the item above it"
        case ("mapping values are not allowed in this context", nil):
            let beforeColon = lines.problemLine.dropFirst(indentation).prefix(max(0, mark.column - indentation))
            // A single word before the colon, alone on its line, is a key the writer meant; libyaml
            // refuses it because the line is deep enough to continue the plain text above it.
            // Anything else is a value with ": " in it, which only quotes make text.
            if let block = openBlock, mark.column > indentation, !beforeColon.contains(where: { $0 == " " || $0 == "\t" }) {
                let blockStart = "starts at line \(block.line), column \(block.column)"
                column = indentation
                message = block.isMapping
                    ? "this line is indented deeper than the block it is in, so YAML reads it as more of the value above it (the block \(blockStart)); indent it like the keys above it"
                    : "this line is indented deeper than the list it is in, so YAML reads it as more of the item above it (the list \(blockStart)); begin it with '- ' and indent it like the items above it"
            } else {
                message = "this value contains ': ', which YAML reads as the start of a key; put the whole value in quotes"
            }
        default:
            return nil
        }
    }

    /// Whether a line's content (after its indentation) is a block list item: `- x` or a bare `-`.
    private static func isListItem(_ content: Substring.UnicodeScalarView) -> Bool {
        var scalars = content.makeIterator()
        guard scalars.next() == "-" else { return false }
        let next = scalars.next()
        return next == nil || next == " " || next == "\t"
    }

    /// The problem's line and what precedes it, read from the file's bytes.
    private struct SourceLines {
        /// The line libyaml stopped on, without its line break.
        var problemLine: Substring.UnicodeScalarView
        /// Whether the last line before it with content (neither blank nor a comment) is a list item.
        var previousIsListItem: Bool

        /// Finds 0-based line `line`; nil when the text has fewer lines. Lines end at `\n`, `\r\n`
        /// or `\r`, as libyaml counts them.
        init?(text: UnsafeMutableBufferPointer<UInt8>, line: Int) {
            var number = 0
            var start = 0
            var previous: Range<Int>?
            var index = 0
            while number < line {
                guard index < text.count else { return nil }
                let byte = text[index]
                index += 1
                guard byte == 0x0A || byte == 0x0D else { continue }
                if byte == 0x0D, index < text.count, text[index] == 0x0A { index += 1 }
                let range = start..<(index - 1)
                if Self.hasContent(text, range) { previous = range }
                number += 1
                start = index
            }
            var end = start
            while end < text.count, text[end] != 0x0A, text[end] != 0x0D { end += 1 }
            problemLine = Self.string(text, start..<end).unicodeScalars
            previousIsListItem = previous.map { range in
                let content = Self.string(text, range).unicodeScalars.drop { $0 == " " }
                return YAMLIndentationProblem.isListItem(Substring.UnicodeScalarView(content))
            } ?? false
        }

        private static func string(_ text: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) -> Substring {
            Substring(String(decoding: UnsafeMutableBufferPointer(rebasing: text[range]), as: UTF8.self))
        }

        /// Whether the bytes hold something other than spaces, tabs and a comment.
        private static func hasContent(_ text: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            guard let first = range.first(where: { text[$0] != 0x20 && text[$0] != 0x09 && text[$0] != 0x0D }) else {
                return false
            }
            return text[first] != UInt8(ascii: "#")
        }
    }
}
