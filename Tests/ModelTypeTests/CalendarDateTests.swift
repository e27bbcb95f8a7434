import BinderyRuntime
import Foundation
import Testing

/// The runtime's `CalendarDate`: text, validation, order and conversions to and from `Date`.
@Suite("CalendarDate")
struct CalendarDateTests {
    @Test("reads and writes YYYY-MM-DD, padded")
    func text() throws {
        let date = try #require(CalendarDate("0987-03-04"))
        #expect(date.year == 987 && date.month == 3 && date.day == 4)
        #expect(date.description == "0987-03-04")
        #expect(CalendarDate(year: 2024, month: 12, day: 31)?.description == "2024-12-31")
    }

    @Test("refuses days that do not exist and other text", arguments: [
        "2023-02-29", "2024-02-30", "2024-13-01", "2024-00-10", "2024-01-00", "24-01-01", "2024-1-1",
        "2024-01-01T00:00:00Z", " 2024-01-01", "", "0000-01-01",
    ])
    func refuses(_ text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test("February 29 exists in leap years only")
    func leapYears() {
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
    }

    @Test("orders by year, month, day")
    func order() throws {
        let dates = try ["2024-01-31", "2023-12-31", "2024-02-01"].map { try #require(CalendarDate($0)) }
        #expect(dates.sorted().map(\.description) == ["2023-12-31", "2024-01-31", "2024-02-01"])
    }

    @Test("converts to and from Date in a given time zone")
    func conversions() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        // 2024-03-01T01:30:00+09:00 is still February 29 in New York.
        let moment = Date(timeIntervalSince1970: 1_709_224_200)
        #expect(CalendarDate(moment, in: tokyo).description == "2024-03-01")
        #expect(CalendarDate(moment, in: newYork).description == "2024-02-29")
        let start = try #require(CalendarDate(year: 2024, month: 3, day: 1)?.date(in: tokyo))
        #expect(start == Date(timeIntervalSince1970: 1_709_218_800))
    }

    @Test("Codable as a JSON string; other text is a decoding error")
    func codable() throws {
        let date = try #require(CalendarDate(year: 2024, month: 2, day: 29))
        let data = try JSONEncoder().encode([date])
        #expect(String(decoding: data, as: UTF8.self) == #"["2024-02-29"]"#)
        #expect(try JSONDecoder().decode([CalendarDate].self, from: data) == [date])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDate].self, from: Data(#"["29.02.2024"]"#.utf8)) }
    }
}
