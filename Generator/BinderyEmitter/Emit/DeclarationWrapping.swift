import BinderySpec

/// The line lengths of the generated code, and the layout of argument lists too long for one
/// line, the way swift-format lays them out by default: broken after the opening parenthesis,
/// the arguments packed onto as few continuation lines as fit. It is given the arguments as
/// values and never reads Swift text back: a declaration's parameters come as a
/// ``FunctionSignature`` (laid out by `SwiftWriter.text(of:)`), a call's arguments as a list.
enum DeclarationWrapping {
    /// The longest declaration kept on one line, and the longest continuation line.
    static let lineLimit = 110
    static let continuationLimit = 100

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
        let parts = ([inner] + trailing).map(indentedAfterFirstLine)
        return "\(head)(\n    " + parts.joined(separator: ",\n    ") + ")"
    }

    /// `text` with every line after the first indented by four more spaces (Foundation's
    /// `replacingOccurrences` cost as much as the rest of the wrapping).
    private static func indentedAfterFirstLine(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
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
}
