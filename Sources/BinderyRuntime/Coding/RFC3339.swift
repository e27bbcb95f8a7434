import Foundation

/// Reads and writes RFC 3339 timestamps without a formatter object, which is neither cheap
/// to create nor safe to share across tasks.
///
/// Reading accepts what real APIs send: `2020-02-26T03:56:51+00:00`, `…Z`, fractional
/// seconds, no offset at all (taken as UTC), a space instead of `T`, or a date alone.
@_spi(Generated)
public enum RFC3339 {
    /// Parses a timestamp; nil when the text is not one.
    public static func parse(_ text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.take("-"),
            let month = scanner.number(digits: 2), scanner.take("-"),
            let day = scanner.number(digits: 2), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day)
        else { return nil }
        var seconds = Double(daysSinceEpoch(year: year, month: month, day: day)) * 86_400
        if scanner.isAtEnd { return Date(timeIntervalSince1970: seconds) }
        guard scanner.take("T") || scanner.take("t") || scanner.take(" "),
            let hour = scanner.number(digits: 2), scanner.take(":"),
            let minute = scanner.number(digits: 2), hour < 24, minute < 60
        else { return nil }
        var second = 0
        if scanner.take(":") {
            guard let value = scanner.number(digits: 2), value <= 60 else { return nil }
            second = value
        }
        seconds += Double(hour * 3600 + minute * 60 + second)
        if scanner.take(".") || scanner.take(",") {
            var scale = 0.1
            var digits = 0
            while let digit = scanner.digit() {
                seconds += Double(digit) * scale
                scale /= 10
                digits += 1
            }
            guard digits > 0 else { return nil }
        }
        if scanner.isAtEnd || scanner.take("Z") || scanner.take("z") {
            return scanner.isAtEnd ? Date(timeIntervalSince1970: seconds) : nil
        }
        let sign: Double
        if scanner.take("+") { sign = 1 } else if scanner.take("-") { sign = -1 } else { return nil }
        guard let offsetHours = scanner.number(digits: 2) else { return nil }
        var offsetMinutes = 0
        if scanner.take(":") || !scanner.isAtEnd {
            guard let minutes = scanner.number(digits: 2) else { return nil }
            offsetMinutes = minutes
        }
        guard scanner.isAtEnd, offsetHours < 24, offsetMinutes < 60 else { return nil }
        return Date(timeIntervalSince1970: seconds - sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }

    /// Formats a date in UTC: `2020-02-26T03:56:51Z`, with milliseconds when it has any (rounded
    /// to the nearest); dates outside the years 0001 to 9999 are clamped to them.
    public static func format(_ date: Date) -> String {
        // Years 0001 to 9999 only, so that the text stays RFC 3339 and the arithmetic in range.
        let interval = date.timeIntervalSince1970.isNaN
            ? 0 : min(max(date.timeIntervalSince1970, -62_135_596_800), 253_402_300_799.999)
        // Round to whole milliseconds first, so that 51.9996 s carries into 52 s.
        let totalMilliseconds = Int((interval * 1000).rounded())
        let (wholeSeconds, milliseconds) = floorDivision(totalMilliseconds, 1000)
        let (days, secondsOfDay) = floorDivision(wholeSeconds, 86_400)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(secondsOfDay / 3600, 2) + ":" + pad(secondsOfDay / 60 % 60, 2) + ":" + pad(secondsOfDay % 60, 2)
        if milliseconds > 0 { text += "." + pad(milliseconds, 3) }
        return text + "Z"
    }

    /// Quotient and remainder rounded towards minus infinity: the remainder is never negative.
    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// The days in `month` of `year` in the proleptic Gregorian calendar.
    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysSinceEpoch`.
    static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Reads ASCII digits and marks off a byte array; `LocalDateTime` reads with it too.
    struct DigitScanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index >= bytes.count }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
            defer { index += 1 }
            return Int(bytes[index] - UInt8(ascii: "0"))
        }

        mutating func number(digits count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }
    }
}
