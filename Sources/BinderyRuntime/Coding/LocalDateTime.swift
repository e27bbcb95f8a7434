import Foundation

/// A date and time as a clock at some place shows it, the way some APIs send it without
/// always saying where: `2021-07-05`, `2021-07-05T13:45:00`, or with an offset,
/// `2021-07-05T13:45:00+08:00`.
///
/// Such a value is a moment only with its offset or its place's time zone, so none is
/// guessed: ``date`` is set when the text carries an offset, and ``date(in:)`` reads the
/// clock time in a time zone you know (the place's, say). The text is kept as it came, and
/// encoding writes it back unchanged.
public struct LocalDateTime: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The text as the API sent it.
    public let text: String
    public let year: Int
    public let month: Int
    public let day: Int
    /// The clock time; nil when the text is a date alone.
    public let time: Time?
    /// Seconds east of UTC, when the text has an offset (`Z` is 0).
    public let utcOffset: Int?

    /// A time of day on a clock.
    public struct Time: Hashable, Sendable {
        public let hour: Int
        public let minute: Int
        public let second: Int
        /// The fraction of the second, in nanoseconds.
        public let nanosecond: Int

        /// Creates a time of day.
        public init(hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0) {
            self.hour = hour
            self.minute = minute
            self.second = second
            self.nanosecond = nanosecond
        }
    }

    /// Reads `YYYY-MM-DD`, then optionally `T` (or a space) and `HH:MM`, `:SS`, a fraction, and
    /// an offset `Z`, `±HH:MM` or `±HHMM`; nil for anything else.
    public init?(_ text: String) {
        var scanner = RFC3339.DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.take("-"), let month = scanner.number(digits: 2),
            scanner.take("-"), let day = scanner.number(digits: 2), (1...12).contains(month),
            (1...RFC3339.daysIn(month, of: year)).contains(day)
        else { return nil }
        var time: Time?
        var utcOffset: Int?
        if scanner.take("T") || scanner.take("t") || scanner.take(" ") {
            guard let hour = scanner.number(digits: 2), scanner.take(":"), let minute = scanner.number(digits: 2),
                hour < 24, minute < 60
            else { return nil }
            var second = 0
            var nanosecond = 0
            if scanner.take(":") {
                guard let value = scanner.number(digits: 2), value < 61 else { return nil }
                second = value
                if scanner.take(".") {
                    guard let fraction = scanner.fraction() else { return nil }
                    nanosecond = fraction
                }
            }
            time = Time(hour: hour, minute: minute, second: min(second, 59), nanosecond: nanosecond)
            if scanner.take("Z") || scanner.take("z") {
                utcOffset = 0
            } else if let sign = scanner.sign() {
                guard let hours = scanner.number(digits: 2) else { return nil }
                _ = scanner.take(":")
                guard let minutes = scanner.number(digits: 2), hours < 24, minutes < 60 else { return nil }
                utcOffset = sign * (hours * 3600 + minutes * 60)
            }
        }
        guard scanner.isAtEnd else { return nil }
        self.text = text
        self.year = year
        self.month = month
        self.day = day
        self.time = time
        self.utcOffset = utcOffset
    }

    /// The moment, when the text carries an offset; nil when it does not say where its clock is.
    public var date: Date? {
        utcOffset.flatMap(TimeZone.init(secondsFromGMT:)).flatMap(date(in:))
    }

    /// The moment this clock reading is in `timeZone` (midnight for a date alone); the text's
    /// own offset, when it has one, wins over `timeZone`.
    public func date(in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utcOffset.flatMap(TimeZone.init(secondsFromGMT:)) ?? timeZone
        let components = DateComponents(
            year: year, month: month, day: day, hour: time?.hour ?? 0, minute: time?.minute ?? 0,
            second: time?.second ?? 0, nanosecond: time?.nanosecond ?? 0)
        return calendar.date(from: components)
    }

    /// The text as the API sent it.
    public var description: String { text }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = LocalDateTime(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a date and time of the form YYYY-MM-DDTHH:MM:SS")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension RFC3339.DigitScanner {
    /// One or more digits after a decimal point, as nanoseconds (digits past nine ignored).
    fileprivate mutating func fraction() -> Int? {
        var nanoseconds = 0
        var scale = 100_000_000
        var count = 0
        while let digit = digit() {
            nanoseconds += digit * scale
            scale /= 10
            count += 1
        }
        return count > 0 ? nanoseconds : nil
    }

    /// +1 or -1 for a `+` or `-`, consumed; nil otherwise.
    fileprivate mutating func sign() -> Int? {
        if take("+") { return 1 }
        if take("-") { return -1 }
        return nil
    }
}
