import CYAML

/// Turns libyaml's report of why it stopped into a diagnostic's message and position.
struct YAMLProblem {
    /// The message, starting with what kind of problem it is.
    var message: String
    /// Where the problem is, 0-based as libyaml counts.
    var line: Int
    var column: Int

    /// Reads the problem of a parser that failed on `text`; `openBlock` is the innermost
    /// collection it had started, for problems libyaml reports without one.
    init(_ parser: yaml_parser_t, text: UnsafeMutableBufferPointer<UInt8>, openBlock: YAMLIndentationProblem.OpenBlock? = nil) {
        let problem = Self.string(parser.problem) ?? "malformed YAML"
        if parser.error == YAML_READER_ERROR {
            // The reader rejects bytes before any token exists, so libyaml gives only a byte
            // offset; count the lines and characters before it.
            var offset = min(Int(parser.problem_offset), text.count)
            var value = parser.problem_value >= 0 ? " (byte 0x\(Self.hex(parser.problem_value)))" : ""
            if problem.contains("trailing") {
                // libyaml points at the bad byte inside a sequence, and names that byte; point at
                // the sequence's start, and name the byte that started it too.
                let bad = offset
                while offset > 0, text[offset - 1] & 0xC0 == 0x80 { offset -= 1 }
                if offset > 0, text[offset - 1] >= 0xC0 { offset -= 1 }
                if offset < bad, bad < text.count {
                    value = " (byte 0x\(Self.hex(Int32(text[offset]))) starts a sequence that byte 0x\(Self.hex(Int32(text[bad]))) does not continue)"
                }
            } else if problem.contains("Unicode character"), parser.problem_value >= 0 {
                // libyaml's value here is the decoded code point, not a byte.
                value = " (U+\(Self.hex(parser.problem_value)))"
            }
            (line, column) = Self.position(ofByte: offset, in: text)
            let fix = problem.contains("control characters") ? "remove it" : "save the file as UTF-8"
            message = "the file is not valid UTF-8 YAML text: \(problem)\(value); \(fix)"
            return
        }
        line = Int(parser.problem_mark.line)
        column = Int(parser.problem_mark.column)
        if let indentation = YAMLIndentationProblem(
            problem: problem, context: Self.string(parser.context), at: (line, column),
            contextMark: (Int(parser.context_mark.line), Int(parser.context_mark.column)), openBlock: openBlock, text: text)
        {
            (message, line, column) = (indentation.message, indentation.line, indentation.column)
            return
        }
        var described = "invalid YAML: \(problem)"
        if let context = Self.string(parser.context) {
            described += " \(context)"
            let start = parser.context_mark
            if start.line != parser.problem_mark.line || start.column != parser.problem_mark.column {
                described += " that starts at line \(start.line + 1), column \(start.column + 1)"
            }
        }
        if problem.contains("cannot start any token"), Self.isTab(at: Int(parser.problem_mark.index), in: text) {
            described += " (tabs cannot indent YAML; use spaces)"
        }
        message = described
    }

    /// The 0-based line and column (in Unicode scalars) of the byte at `offset`.
    private static func position(ofByte offset: Int, in text: UnsafeMutableBufferPointer<UInt8>) -> (Int, Int) {
        var line = 0
        var lineStart = 0
        for index in 0..<offset where text[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Continuation bytes (10xxxxxx) do not start a character.
        let column = text[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
        return (line, column)
    }

    private static func isTab(at index: Int, in text: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        index < text.count && text[index] == 0x09
    }

    private static func hex(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
