extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, line breaks).
    ///
    /// Foundation's `trimmingCharacters(in: .whitespaces)` costs about 10k instructions a call
    /// on Linux, most of it bridging; this runs on every call, for headers and credentials.
    var trimmingWhitespace: SubSequence {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return self[endIndex...] }
        return self[start...end]
    }
}
