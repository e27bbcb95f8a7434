extension Diagnostic {
    /// `text`, or for long text its start and end around "…", so that a message quoting it
    /// stays short: a hostile path of megabytes would otherwise be copied into every diagnostic
    /// about it.
    package static func abbreviated(_ text: String, limit: Int = 120) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView(scalars[..<(limit / 2)])
        result.append("…")
        result.append(contentsOf: scalars[(scalars.count - limit / 2)...])
        return String(result)
    }
}
