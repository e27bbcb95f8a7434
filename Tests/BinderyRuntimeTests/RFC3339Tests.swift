import BinderyTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

@Suite("RFC 3339 timestamps")
struct RFC3339Tests {
    private static let base = 1_582_689_411.0  // 2020-02-26T03:56:51Z

    @Test(
        "accepted forms",
        arguments: [
            ("2020-02-26T03:56:51Z", base), ("2020-02-26T03:56:51z", base), ("2020-02-26t03:56:51Z", base),
            ("2020-02-26T03:56:51+00:00", base), ("2020-02-26T03:56:51-00:00", base),
            ("2020-02-26T05:56:51+02:00", base), ("2020-02-26T09:26:51+05:30", base), ("2020-02-25T22:56:51-05:00", base),
            ("2020-02-26T09:26:51+0530", base), ("2020-02-26T05:56:51+02", base),
            ("2020-02-26T03:56:51", base), ("2020-02-26 03:56:51", base), ("2020-02-26T03:56Z", base - 51),
            ("2020-02-26T03:56:51.250Z", base + 0.25), ("2020-02-26T03:56:51,5Z", base + 0.5),
            ("2020-02-26T03:56:51.123456+00:00", base + 0.123456), ("2020-02-26", 1_582_675_200),
            ("2024-02-29T00:00:00Z", 1_709_164_800), ("1969-12-31T23:59:59Z", -1),
        ])
    func parses(text: String, seconds: Double) throws {
        let date = try #require(RFC3339.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6)
    }

    @Test(
        "refused",
        arguments: [
            "", "2020", "2020-02", "2020-2-26", "20-02-26", "2020-13-01", "2020-00-10", "2020-02-30", "2021-02-29",
            "2020-04-31", "2020-02-26T", "2020-02-26T24:00:00Z", "2020-02-26T03:60:00Z", "2020-02-26T03:56:61Z",
            "2020-02-26T3:56:51Z", "2020-02-26T03:56:51.Z", "2020-02-26T03:56:51+", "2020-02-26T03:56:51+5",
            "2020-02-26T03:56:51+05:", "2020-02-26T03:56:51+05:3", "2020-02-26T03:56:51+24:00", "2020-02-26T03:56:51 Z",
            "2020-02-26T03:56:51ZZ", "2020-02-26x", "yesterday", "1582689411",
        ])
    func refuses(text: String) {
        #expect(RFC3339.parse(text) == nil)
    }

    @Test(
        "formatting in UTC, milliseconds only when there are some",
        arguments: [
            (base, "2020-02-26T03:56:51Z"), (base + 0.25, "2020-02-26T03:56:51.250Z"), (base + 0.001, "2020-02-26T03:56:51.001Z"),
            (base + 0.9996, "2020-02-26T03:56:52Z"), (base + 0.0004, "2020-02-26T03:56:51Z"), (0, "1970-01-01T00:00:00Z"),
            (-1, "1969-12-31T23:59:59Z"), (-0.5, "1969-12-31T23:59:59.500Z"), (1_709_164_800, "2024-02-29T00:00:00Z"),
            (253_402_300_799, "9999-12-31T23:59:59Z"),
        ])
    func formats(seconds: Double, text: String) {
        #expect(RFC3339.format(Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test("dates outside years 1 to 9999 are clamped rather than crash")
    func outOfRange() {
        #expect(RFC3339.format(.distantFuture) == "4001-01-01T00:00:00Z")
        #expect(RFC3339.format(Date(timeIntervalSince1970: 1e15)) == "9999-12-31T23:59:59.999Z")
        #expect(RFC3339.format(Date(timeIntervalSince1970: .infinity)) == "9999-12-31T23:59:59.999Z")
        #expect(RFC3339.format(Date(timeIntervalSince1970: -.infinity)) == "0001-01-01T00:00:00Z")
    }

    @Test("format then parse gives the date back, to the millisecond")
    func roundTrip() throws {
        for seconds in [0, 1, Self.base, Self.base + 0.5, Self.base + 0.123, -86_400.75, 4_102_444_800.999] {
            let text = RFC3339.format(Date(timeIntervalSince1970: seconds))
            let parsed = try #require(RFC3339.parse(text))
            #expect(abs(parsed.timeIntervalSince1970 - seconds) < 0.0005, "\(text)")
            #expect(RFC3339.format(parsed) == text)
        }
    }

    @Test("parse then format normalizes offsets to UTC")
    func normalizes() throws {
        let date = try #require(RFC3339.parse("2020-02-26T09:26:51.5+05:30"))
        #expect(RFC3339.format(date) == "2020-02-26T03:56:51.500Z")
    }

    @Test("a Date parameter's wire text is RFC 3339 in UTC")
    func parameterText() {
        #expect(Date(timeIntervalSince1970: Self.base).parameterText == "2020-02-26T03:56:51Z")
    }
}
