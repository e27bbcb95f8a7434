import Foundation
import Testing

@testable import BinderyRuntime

/// `LocalDateTime`: a clock reading kept as written, a moment only with an offset or a zone.
@Suite("LocalDateTime")
struct LocalDateTimeTests {
    private static func utc(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    @Test(
        "the forms APIs send, with and without an offset",
        arguments: [
            ("2021-07-05", nil as String?, nil as String?),
            ("2021-07-05T13:45", nil, "2021-07-05T13:45:00.000Z"),
            ("2021-07-05T13:45:09", nil, "2021-07-05T13:45:09.000Z"),
            ("2021-07-05 13:45:09", nil, "2021-07-05T13:45:09.000Z"),
            ("2021-07-05T13:45:09.250", nil, "2021-07-05T13:45:09.250Z"),
            ("2021-07-05T13:45:09Z", "2021-07-05T13:45:09.000Z", "2021-07-05T13:45:09.000Z"),
            ("2021-07-05T13:45:09+08:00", "2021-07-05T05:45:09.000Z", "2021-07-05T05:45:09.000Z"),
            ("2021-07-05T13:45:09-0330", "2021-07-05T17:15:09.000Z", "2021-07-05T17:15:09.000Z"),
            ("2024-02-29T00:00:00", nil, "2024-02-29T00:00:00.000Z"),
        ])
    func readsTheForms(text: String, moment: String?, inUTC: String?) throws {
        let value = try #require(LocalDateTime(text))
        #expect(value.text == text)
        #expect(value.description == text)
        #expect(value.date == moment.flatMap(Self.utc))
        let gmt = try #require(TimeZone(identifier: "GMT"))
        if let inUTC { #expect(value.date(in: gmt) == Self.utc(inUTC)) }
    }

    @Test(
        "text that is not a clock reading is refused",
        arguments: [
            "", "yesterday", "2021-7-5", "2021-13-01", "2021-02-30", "2023-02-29", "2021-07-05T24:00", "2021-07-05T13",
            "2021-07-05T13:60", "2021-07-05T13:45:09.", "2021-07-05T13:45:09+8", "2021-07-05T13:45:09 UTC", "2021-07-05x",
        ])
    func refusesOthers(text: String) {
        #expect(LocalDateTime(text) == nil)
    }

    @Test("a date alone is midnight in the zone it is read in; a clock time is read on that zone's clock")
    func readInAZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(LocalDateTime("2021-07-05")?.date(in: tokyo) == Self.utc("2021-07-04T15:00:00.000Z"))
        #expect(LocalDateTime("2021-07-05T09:00:00")?.date(in: tokyo) == Self.utc("2021-07-05T00:00:00.000Z"))
        // The text's own offset wins over the zone asked for.
        #expect(LocalDateTime("2021-07-05T09:00:00+02:00")?.date(in: tokyo) == Self.utc("2021-07-05T07:00:00.000Z"))
    }

    @Test("decoding reads the text, encoding writes it back unchanged, and bad text is a decoding error")
    func codable() throws {
        let decoded = try JSONDecoder().decode([LocalDateTime].self, from: Data(#"["2021-07-05T13:45:09","2021-07-05"]"#.utf8))
        #expect(decoded.map(\.text) == ["2021-07-05T13:45:09", "2021-07-05"])
        #expect(try String(decoding: JSONEncoder().encode(decoded), as: UTF8.self) == #"["2021-07-05T13:45:09","2021-07-05"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocalDateTime].self, from: Data(#"["soon"]"#.utf8)) }
    }
}
