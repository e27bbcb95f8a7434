/// An absolute URL's text taken apart by RFC 3986's grammar, without Foundation (which the
/// plugin's tool does not import: `LocalFiles`). It reads no more than `URL(string:)` and
/// `URLComponents(string:)` read, and gives the parts the generator checks
/// (`FoundationParityTests`): printable ASCII, a scheme, and where `//` follows it an authority
/// of the grammar's characters, an IPv6 literal in brackets, a port of digits. What follows the
/// authority is taken as Foundation takes it, any printable character.
package struct AbsoluteURLText: Sendable {
    /// The scheme, as written (`HTTPS`).
    package var scheme: String
    /// What precedes `@` in the authority (`user:password`), nil when there is no `@`.
    package var userInfo: String?
    /// The host, brackets kept around an IPv6 address; nil when the URL has no authority
    /// (`mailto:a@b.c`), empty when the authority names none (`https:///v1`).
    package var host: String?
    /// The port's number, nil when there is none or it is empty (`https://a:/`); numbers past
    /// 99,999 read as 99,999.
    package var port: Int?
    /// Whether a `?` starts a query.
    package var hasQuery: Bool
    /// Whether a `#` starts a fragment.
    package var hasFragment: Bool

    /// Takes `text` apart, or fails when it is not an absolute URL.
    package init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x21...0x7E).contains($0) }),
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, Self.isAlpha(bytes[0]),
            bytes[1..<colon].allSatisfy({ Self.isAlpha($0) || Self.isDigit($0) || "+-.".utf8.contains($0) })
        else { return nil }
        scheme = String(decoding: bytes[..<colon], as: UTF8.self)
        var rest = bytes[(colon + 1)...]
        if rest.starts(with: "//".utf8) {
            let authorityStart = rest.startIndex + 2
            let authorityEnd = rest[authorityStart...].firstIndex { "/?#".utf8.contains($0) } ?? rest.endIndex
            guard let authority = Self.authority(rest[authorityStart..<authorityEnd]) else { return nil }
            (userInfo, host, port) = authority
            rest = rest[authorityEnd...]
        } else {
            (userInfo, host, port) = (nil, nil, nil)
        }
        let fragmentStart = rest.firstIndex(of: UInt8(ascii: "#"))
        hasFragment = fragmentStart != nil
        hasQuery = rest[..<(fragmentStart ?? rest.endIndex)].contains(UInt8(ascii: "?"))
    }

    /// `[userinfo@]host[:port]`, or nil when a part breaks the grammar.
    private static func authority(_ bytes: ArraySlice<UInt8>) -> (userInfo: String?, host: String, port: Int?)? {
        var hostStart = bytes.startIndex
        var userInfo: String?
        if let at = bytes.firstIndex(of: UInt8(ascii: "@")) {
            let info = bytes[..<at]
            guard isEncoded(info, allowing: { isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") }) else { return nil }
            userInfo = String(decoding: info, as: UTF8.self)
            hostStart = at + 1
        }
        let hostPort = bytes[hostStart...]
        let hostEnd: Int
        if hostPort.first == UInt8(ascii: "[") {
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")), isIPv6(hostPort[(hostStart + 1)..<close]) else { return nil }
            hostEnd = close + 1
        } else {
            hostEnd = hostPort.firstIndex(of: UInt8(ascii: ":")) ?? hostPort.endIndex
            guard isEncoded(hostPort[..<hostEnd], allowing: { isUnreserved($0) || isSubDelimiter($0) }) else { return nil }
        }
        let host = String(decoding: bytes[hostStart..<hostEnd], as: UTF8.self)
        let afterHost = bytes[hostEnd...]
        guard let first = afterHost.first else { return (userInfo, host, nil) }
        let digits = afterHost.dropFirst()
        guard first == UInt8(ascii: ":"), digits.allSatisfy(isDigit) else { return nil }
        let port = digits.isEmpty ? nil : digits.reduce(0) { min($0 * 10 + Int($1 - UInt8(ascii: "0")), 99_999) }
        return (userInfo, host, port)
    }

    /// RFC 3986's `IPv6address`: eight groups of one to four hex digits, the last two of which
    /// may be an IPv4 address, and at most one `::` standing for one group or more.
    private static func isIPv6(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        let halves = text.split(separator: "::", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count <= 2, !(halves.count == 2 && halves[1].contains("::")) else { return false }
        let groups = halves.map { $0.isEmpty ? [] : $0.split(separator: ":", omittingEmptySubsequences: false) }
        var count = 0
        for (half, parts) in groups.enumerated() {
            for (index, part) in parts.enumerated() {
                let isLast = half == groups.count - 1 && index == parts.count - 1
                if isLast, part.contains("."), isIPv4(part) {
                    count += 2
                } else if (1...4).contains(part.count), part.utf8.allSatisfy(isHexDigit) {
                    count += 1
                } else {
                    return false
                }
            }
        }
        return halves.count == 2 ? count <= 7 : count == 8
    }

    /// Four numbers from 0 to 255 without leading zeros, separated by dots.
    private static func isIPv4(_ text: Substring) -> Bool {
        let numbers = text.split(separator: ".", omittingEmptySubsequences: false)
        return numbers.count == 4
            && numbers.allSatisfy { number in
                (1...3).contains(number.count) && number.utf8.allSatisfy(isDigit) && (number.count == 1 || number.first != "0")
                    && (Int(number) ?? 256) <= 255
            }
    }

    /// Whether every byte is allowed or starts a `%` and two hex digits.
    private static func isEncoded(_ bytes: ArraySlice<UInt8>, allowing isAllowed: (UInt8) -> Bool) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                index += 3
            } else {
                guard isAllowed(bytes[index]) else { return false }
                index += 1
            }
        }
        return true
    }

    private static func isAlpha(_ byte: UInt8) -> Bool { byte.isUppercaseLetter || byte.isLowercaseLetter }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isHexDigit(_ byte: UInt8) -> Bool { byte.hexDigitValue != nil }
    private static func isUnreserved(_ byte: UInt8) -> Bool { isAlpha(byte) || isDigit(byte) || "-._~".utf8.contains(byte) }
    private static func isSubDelimiter(_ byte: UInt8) -> Bool { "!$&'()*+,;=".utf8.contains(byte) }
}
