/// Breaks declarations too long for one line after their opening parenthesis, one parameter
/// a line, the way the generated code is laid out.
enum DeclarationWrapping {
    /// Breaks a long declaration after its opening parenthesis, one parameter a line.
    static func wrapped(_ declaration: String) -> String {
        guard declaration.count > 110, let open = declaration.firstIndex(of: "("),
            let close = matchingParenthesis(in: declaration, from: open)
        else { return declaration }
        let inner = declaration[declaration.index(after: open)..<close]
        let parts = splitTopLevel(String(inner))
        return declaration[...open] + "\n" + parts.map { "    " + $0 }.joined(separator: ",\n") + "\n"
            + declaration[close...]
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
