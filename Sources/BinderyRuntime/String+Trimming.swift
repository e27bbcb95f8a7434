extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, line breaks).
    ///
    /// Foundation's `trimmingCharacters(in: .whitespaces)` costs about 10k instructions a call
    /// on Linux, most of it bridging; this runs on every call, for headers and credentials.
    var trimmingWhitespace: SubSequence {
        let scalars = unicodeScalars
        // Header values and keys are nearly always printable ASCII at both ends, which is
        // not white space: decided from two scalars, without Unicode property lookups.
        if let first = scalars.first, let last = scalars.last, (0x21...0x7E).contains(first.value),
            (0x21...0x7E).contains(last.value)
        {
            return self[startIndex...]
        }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return self[endIndex...] }
        return self[start...end]
    }
}
