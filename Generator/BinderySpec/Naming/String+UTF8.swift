extension String {
    /// The text `bytes` spell when they are UTF-8, or nil when they are not: what
    /// `String(validating:as:)` does on macOS 15 and later, for the macOS 13 Bindery supports.
    package init?(utf8 bytes: some Sequence<UInt8>) {
        var decoder = UTF8()
        var input = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&input) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput:
                self = String(scalars)
                return
            case .error: return nil
            }
        }
    }
}
