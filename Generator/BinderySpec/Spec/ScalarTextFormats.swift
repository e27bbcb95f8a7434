#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What text the scalar types with a text format accept, checked when generating so that the
/// generated code's `init(validated:)` of the runtime never fails: a parameter's `default:` of
/// type `date`, `url` or `uuid`.
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

    /// An absolute URL with a scheme and no spaces, which `URL(string:)` reads on every platform.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace || $0.isNewline }),
            text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x21 && $0.value != 0x7F }),
            let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty
        else { return false }
        return true
    }

    /// Eight, four, four, four and twelve hex digits with hyphens, as `UUID(uuidString:)` reads.
    static func isUUID(_ text: String) -> Bool {
        text.wholeMatch(of: /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/) != nil
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }
}
