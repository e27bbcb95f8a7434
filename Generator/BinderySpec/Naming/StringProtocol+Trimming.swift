extension StringProtocol {
    /// The text without the spaces and tabs (any Unicode space, no line break) at either end,
    /// as Foundation's `trimmingCharacters(in: .whitespaces)`.
    package var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
