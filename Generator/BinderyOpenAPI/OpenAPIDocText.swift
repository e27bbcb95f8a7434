import BinderySpec
/// The docs of a document's node (a `description`, `summary` or `title`).
extension YAMLNode {
    /// The text of a scalar, without the blank lines and spaces around it; nil for null, a
    /// collection or blank text. Trimmed by hand over the scalars at both ends: Foundation's
    /// `trimmingCharacters(in:)` walks the whole string as UTF-16, which for a document with
    /// megabytes of prose in one description cost seconds.
    package var docText: String? {
        guard !isNull, let text = scalar else { return nil }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return nil }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }
}
