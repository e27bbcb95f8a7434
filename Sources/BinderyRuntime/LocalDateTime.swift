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
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"), let month = scanner.number(digits: 2),
            scanner.skip("-"), let day = scanner.number(digits: 2), (1...12).contains(month),
            (1...Self.days(inMonth: month, year: year)).contains(day)
        else { return nil }
        var time: Time?
        var utcOffset: Int?
        if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
            guard let hour = scanner.number(digits: 2), scanner.skip(":"), let minute = scanner.number(digits: 2),
                hour < 24, minute < 60
            else { return nil }
            var second = 0
            var nanosecond = 0
            if scanner.skip(":") {
                guard let value = scanner.number(digits: 2), value < 61 else { return nil }
                second = value
                if scanner.skip(".") {
                    guard let fraction = scanner.fraction() else { return nil }
                    nanosecond = fraction
                }
            }
            time = Time(hour: hour, minute: minute, second: min(second, 59), nanosecond: nanosecond)
            if scanner.skip("Z") || scanner.skip("z") {
                utcOffset = 0
            } else if let sign = scanner.sign() {
                guard let hours = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
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

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads ASCII digits and signs off a byte array.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Exactly `digits` digits.
        mutating func number(digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }

        /// One or more digits after a decimal point, as nanoseconds (digits past nine ignored).
        mutating func fraction() -> Int? {
            let start = index
            var nanoseconds = 0
            var scale = 100_000_000
            while index < bytes.count, (48...57).contains(bytes[index]) {
                nanoseconds += Int(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            return index > start ? nanoseconds : nil
        }

        /// +1 or -1 for a `+` or `-`, consumed; nil otherwise.
        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
