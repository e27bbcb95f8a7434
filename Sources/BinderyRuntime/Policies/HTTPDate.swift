import Foundation

/// Parses HTTP dates (RFC 9110, section 5.6.7): the IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`,
/// and the obsolete forms a recipient must also accept, RFC 850's `Sunday, 06-Nov-94 08:49:37 GMT`
/// and asctime's `Sun Nov  6 08:49:37 1994`.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        if parts.count == 6, parts[5] == "GMT", parts[0].hasSuffix(",") {
            return date(day: parts[1], month: parts[2], year: parts[3], time: parts[4])
        }
        if parts.count == 4, parts[3] == "GMT", parts[0].hasSuffix(",") {
            let date = parts[1].split(separator: "-")
            guard date.count == 3 else { return nil }
            return self.date(day: date[0], month: date[1], year: date[2], time: parts[2])
        }
        if parts.count == 5, !parts[0].hasSuffix(",") {
            return date(day: parts[2], month: parts[1], year: parts[4], time: parts[3])
        }
        return nil
    }

    private static func date(day: Substring, month: Substring, year: Substring, time: Substring) -> Date? {
        guard let monthIndex = months.firstIndex(of: String(month)), var year = number(year, digits: [2, 4]),
            let day = number(day, digits: [1, 2])
        else { return nil }
        // RFC 850's two-digit years: 70 to 99 are 1970 to 1999, the rest this century.
        if year < 100 { year += year >= 70 ? 1900 : 2000 }
        let clock = time.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...RFC3339.daysIn(monthIndex + 1, of: year)).contains(day), clock.count == 3,
            let hour = number(clock[0], digits: [2]), let minute = number(clock[1], digits: [2]),
            let second = number(clock[2], digits: [2]), hour < 24, minute < 60, second <= 60
        else { return nil }
        let days = RFC3339.daysSinceEpoch(year: year, month: monthIndex + 1, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// The value of a run of ASCII digits of one of the allowed lengths.
    private static func number(_ text: Substring, digits: Set<Int>) -> Int? {
        guard digits.contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}
