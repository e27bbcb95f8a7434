/// What text the scalar types with a text format accept, checked when generating so that the
/// generated code's `init(validated:)` of the runtime never fails: a parameter's `default:` of
/// type `date`, `url` or `uuid`; an example's text of those types and of `data`. Each reads no
/// more than Foundation reads (`FoundationParityTests`), without importing it (`LocalFiles`).
enum ScalarTextFormats {
    /// `YYYY-MM-DD`, a day that exists, with a four-digit year (the runtime's `CalendarDate`).
    static func isCalendarDate(_ text: String) -> Bool {
        guard let match = text.wholeMatch(of: /([0-9]{4})-([0-9]{2})-([0-9]{2})/),
            let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
            year >= 1, (1...12).contains(month), day >= 1
        else { return false }
        let days = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= days[month - 1]
    }

    /// An absolute URL with a scheme, in printable ASCII, which `URL(string:)` reads
    /// (`AbsoluteURLText`).
    static func isAbsoluteURL(_ text: String) -> Bool {
        AbsoluteURLText(text) != nil
    }

    /// Base64 of RFC 4648's standard alphabet, padded with `=` to a multiple of four
    /// characters, as `Data(base64Encoded:)` reads it.
    static func isBase64(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        return bytes.count % 4 == 0 && padding <= 2
            && bytes.dropLast(padding).allSatisfy { byte in
                byte < 0x80 && byte.isWordCharacter || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
            }
    }

    /// Eight, four, four, four and twelve hex digits with hyphens, as `UUID(uuidString:)` reads.
    static func isUUID(_ text: String) -> Bool {
        text.wholeMatch(of: /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/) != nil
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }
}
