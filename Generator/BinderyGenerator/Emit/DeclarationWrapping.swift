/// Breaks declarations too long for one line after their opening parenthesis, the way
/// swift-format lays them out by default: the parameters packed onto as few continuation lines
/// as fit, and the closing parenthesis on a line of its own.
enum DeclarationWrapping {
    /// The longest declaration kept on one line, and the longest continuation line.
    static let lineLimit = 110
    static let continuationLimit = 100

    /// Breaks a long declaration after its opening parenthesis, packing the parameters.
    /// Scans UTF-8 bytes: every delimiter is ASCII.
    static func wrapped(_ declaration: String) -> String {
        let utf8 = declaration.utf8
        guard utf8.count > lineLimit, declaration.count > lineLimit,
            let open = utf8.firstIndex(of: UInt8(ascii: "(")),
            let close = matchingParenthesis(in: utf8, from: open)
        else { return declaration }
        let inner = declaration[utf8.index(after: open)..<close]
        return declaration[...open] + "\n" + packed(splitTopLevel(inner)) + "\n" + declaration[close...]
    }

    /// `head(Callee(arguments…), trailing…)`, as one line when it fits at `indentation`, else the
    /// way swift-format breaks nested calls: each of `head`'s arguments on a line of its own, the
    /// callee's arguments packed one level deeper, the parentheses closing on the last line.
    static func nestedCall(
        _ head: String, callee: String, arguments: [String], trailing: [String] = [], indentation: Int
    ) -> String {
        let call = "\(callee)(\(arguments.joined(separator: ", ")))"
        let line = "\(head)(\(([call] + trailing).joined(separator: ", ")))"
        guard indentation + line.utf8.count > lineLimit else { return line }
        // The call's line ends in the two closing parentheses or a parenthesis and a comma.
        let inner = indentation + 4 + call.utf8.count + 2 <= lineLimit
            ? call
            : "\(callee)(\n" + packed(arguments, limit: max(lineLimit - indentation - 8 - 2, 40)) + ")"
        let parts = ([inner] + trailing).map { $0.replacingOccurrences(of: "\n", with: "\n    ") }
        return "\(head)(\n    " + parts.joined(separator: ",\n    ") + ")"
    }

    /// `head(arguments…)` on one line when it fits at `indentation`, else broken after the
    /// parenthesis with the arguments packed one level deeper, closing on the last line.
    static func call(_ head: String, arguments: [String], indentation: Int) -> String {
        let line = "\(head)(\(arguments.joined(separator: ", ")))"
        guard indentation + line.utf8.count > lineLimit, !arguments.isEmpty else { return line }
        return "\(head)(\n" + packed(arguments, limit: max(lineLimit - indentation - 4 - 1, 40)) + ")"
    }

    /// `parts`, comma-separated, on lines of at most ``continuationLimit`` characters, each
    /// indented one level.
    static func packed(_ parts: [String], limit: Int = continuationLimit) -> String {
        var lines: [String] = []
        var current = ""
        var currentCount = 0
        for (index, part) in parts.enumerated() {
            let item = part + (index == parts.count - 1 ? "" : ",")
            let itemCount = item.count
            if current.isEmpty {
                current = item
                currentCount = itemCount
            } else if currentCount + 1 + itemCount <= limit {
                current += " " + item
                currentCount += 1 + itemCount
            } else {
                lines.append(current)
                current = item
                currentCount = itemCount
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { "    " + $0 }.joined(separator: "\n")
    }

    private static func matchingParenthesis(in utf8: String.UTF8View, from open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""): index = endOfStringLiteral(in: utf8, from: index)
            default: break
            }
            index = utf8.index(after: index)
        }
        return nil
    }

    /// The closing quote of the string literal opening at `quote`, or the last index when it is
    /// not closed. A parameter's default is such a literal (`= "a, b :)"`), and no comma,
    /// parenthesis or bracket inside it may break or close the declaration. The generator
    /// writes literals with backslash escapes only (`String.swiftLiteral`), never raw or
    /// multi-line ones.
    private static func endOfStringLiteral<UTF8: BidirectionalCollection<UInt8>>(
        in utf8: UTF8, from quote: UTF8.Index
    ) -> UTF8.Index {
        var index = utf8.index(after: quote)
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "\\"):
                index = utf8.index(after: index)
                guard index < utf8.endIndex else { return utf8.index(before: utf8.endIndex) }
            case UInt8(ascii: "\""): return index
            default: break
            }
            index = utf8.index(after: index)
        }
        return utf8.index(before: utf8.endIndex)
    }

    /// Splits on commas that are not inside brackets, parentheses, angle brackets or string
    /// literals.
    private static func splitTopLevel(_ text: Substring) -> [String] {
        let utf8 = text.utf8
        var parts: [String] = []
        var depth = 0
        var previous: UInt8 = 0
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: ">") where previous == UInt8(ascii: "-"): break  // the arrow of a function type
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parts.append(trimmed(text[start..<index]))
                start = utf8.index(after: index)
            case UInt8(ascii: "\""): index = endOfStringLiteral(in: utf8, from: index)
            default: break
            }
            previous = byte
            index = utf8.index(after: index)
        }
        let last = trimmed(text[start...])
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    private static func trimmed(_ text: Substring) -> String {
        var result = text
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return String(result)
    }
}
