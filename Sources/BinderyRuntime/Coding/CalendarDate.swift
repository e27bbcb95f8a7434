import Foundation

/// A day on the calendar, without a time or a time zone: a birthday, a due date, the day a
/// product is restocked. `YYYY-MM-DD` on the wire (ISO 8601's calendar date, RFC 3339's
/// `full-date`).
///
/// It is not a `Date`: a `Date` is a moment, and which day a moment falls on depends on where
/// you are. ``date(in:)`` gives the moment the day starts in a time zone you choose, and
/// ``init(_:in:)`` the day a moment falls on there.
///
/// ```swift
/// let due = CalendarDate(year: 2024, month: 2, day: 29)   // nil for February 30
/// due?.description                                        // "2024-02-29"
/// CalendarDate("2024-02-29") == due                       // true
/// ```
public struct CalendarDate: Hashable, Sendable, Comparable, Codable, LosslessStringConvertible {
    /// The year, from 1 to 9999 (four digits on the wire).
    public let year: Int
    /// The month, from 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The date, when `year`, `month` and `day` name a day of the Gregorian calendar with a
    /// four-digit year; nil otherwise (`month: 2, day: 30`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...RFC3339.daysIn(month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`; nil for anything else, a day that does not exist included.
    public init?(_ description: String) {
        var scanner = RFC3339.DigitScanner(Array(description.utf8))
        guard let year = scanner.number(digits: 4), scanner.take("-"), let month = scanner.number(digits: 2),
            scanner.take("-"), let day = scanner.number(digits: 2), scanner.isAtEnd
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        // The Gregorian calendar always has the three components; years past 9999 are kept as they are.
        self.year = components.year ?? 1970
        self.month = components.month ?? 1
        self.day = components.day ?? 1
    }

    /// The moment this day starts (its midnight) in `timeZone`; nil only where that time zone
    /// skipped the day's start, which the calendar then moves forward.
    public func date(in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    /// `YYYY-MM-DD`, as the wire writes it.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes `YYYY-MM-DD`; any other text fails with `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = CalendarDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a calendar date of the form YYYY-MM-DD")
        }
        self = value
    }

    /// Encodes `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension CalendarDate: ParameterValue {
    /// `YYYY-MM-DD`.
    @_spi(Generated) public var parameterText: String { description }
}

@_spi(Generated)
extension CalendarDate: LenientScalar {
    /// `YYYY-MM-DD`, or the date part of a date and time as written (`2024-02-29T23:30:00-05:00`
    /// is the 29th): the day the server meant, not the day the moment falls on in UTC.
    public init?(lenientText text: String) {
        let trimmed = String(text.trimmingWhitespace)
        if let value = CalendarDate(trimmed) {
            self = value
        } else if let value = LocalDateTime(trimmed) {
            guard let date = CalendarDate(year: value.year, month: value.month, day: value.day) else { return nil }
            self = date
        } else {
            return nil
        }
    }
}

extension CalendarDate {
    /// A date from a constant known to be valid: what generated code writes for a parameter's
    /// `default:`, which the generator validated.
    ///
    /// The generator refuses a spec whose date defaults are not `YYYY-MM-DD` days, so this
    /// cannot fail for generated code; it traps only if hand-written code passes it an invalid
    /// constant, as `URL(validated:)` does.
    public init(validated text: StaticString) {
        guard let value = CalendarDate("\(text)") else {
            preconditionFailure("'\(text)' is not a calendar date; the spec's defaults are validated when generated")
        }
        self = value
    }
}
