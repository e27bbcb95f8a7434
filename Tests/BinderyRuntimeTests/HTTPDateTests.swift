import BinderyTestSupport
import Foundation
import Testing

@testable import BinderyRuntime

@Suite("HTTP dates")
struct HTTPDateTests {
    private let expected = Date(timeIntervalSince1970: 784_111_777)  // 1994-11-06T08:49:37Z

    @Test("IMF-fixdate", arguments: ["Sun, 06 Nov 1994 08:49:37 GMT"])
    func imfFixdate(_ text: String) {
        #expect(HTTPDate.parse(text) == expected)
    }

    @Test("the obsolete RFC 850 and asctime forms", arguments: ["Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])
    func obsoleteForms(_ text: String) {
        #expect(HTTPDate.parse(text) == expected)
    }

    @Test("a leap year's 29 February, and the end of a year")
    func calendarEdges() {
        #expect(HTTPDate.parse("Thu, 29 Feb 2024 00:00:00 GMT") == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(HTTPDate.parse("Fri, 31 Dec 2021 23:59:59 GMT") == Date(timeIntervalSince1970: 1_640_995_199))
    }

    @Test(
        "not HTTP dates",
        arguments: [
            "", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Foo 1994 08:49:37 GMT",
            "Sun, 31 Nov 1994 08:49:37 GMT", "Mon, 29 Feb 2021 00:00:00 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
            "Sun, 06 Nov 1994 08:61:00 GMT", "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
            "Sun, xx Nov 1994 08:49:37 GMT", "1994-11-06T08:49:37Z",
        ])
    func invalid(_ text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }
}
