extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without leading and trailing white space (spaces, tabs, line breaks).
    ///
    /// Foundation's `trimmingCharacters(in: .whitespaces)` costs about 10k instructions a call
    /// on Linux, most of it bridging; this runs on every call, for headers and credentials.
    var trimmingWhitespace: SubSequence {
        // Header values and keys are nearly always printable ASCII at both ends, which is
        // not white space: decided from two bytes (a UTF-8 byte in that range is an ASCII
        // character), without decoding scalars or looking up their Unicode properties.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self[startIndex...]
        }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return self[endIndex...] }
        return self[start...end]
    }
}
