/// Breaks declarations too long for one line after their opening parenthesis, the way
/// swift-format lays them out by default: the parameters packed onto as few continuation lines
/// as fit, and the closing parenthesis on a line of its own.
enum DeclarationWrapping {
    /// The longest declaration kept on one line, and the longest continuation line.
    static let lineLimit = 110
    static let continuationLimit = 100

    /// Breaks a long declaration after its opening parenthesis, packing the parameters.
    static func wrapped(_ declaration: String) -> String {
        guard declaration.count > lineLimit, let open = declaration.firstIndex(of: "("),
            let close = matchingParenthesis(in: declaration, from: open)
        else { return declaration }
        let inner = declaration[declaration.index(after: open)..<close]
        return declaration[...open] + "\n" + packed(splitTopLevel(String(inner))) + "\n" + declaration[close...]
    }

    /// `parts`, comma-separated, on lines of at most ``continuationLimit`` characters, each
    /// indented one level.
    static func packed(_ parts: [String]) -> String {
        var lines: [String] = []
        var current = ""
        for (index, part) in parts.enumerated() {
            let item = part + (index == parts.count - 1 ? "" : ",")
            if current.isEmpty {
                current = item
            } else if current.count + 1 + item.count <= continuationLimit {
                current += " " + item
            } else {
                lines.append(current)
                current = item
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { "    " + $0 }.joined(separator: "\n")
    }

    private static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Splits on commas that are not inside brackets, parentheses or angle brackets.
    private static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character?
        for character in text {
            defer { previous = character }
            switch character {
            case ">" where previous == "-": break  // the arrow of a function type
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters())
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters().isEmpty { parts.append(current.trimmingCharacters()) }
        return parts
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var result = Substring(self)
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return String(result)
    }
}
