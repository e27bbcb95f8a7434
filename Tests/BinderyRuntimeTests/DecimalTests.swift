@_spi(Generated) import BinderyRuntime
import Foundation
import Testing

/// A spec's `decimal` is `Decimal`: money must reach the caller, and go back to the server,
/// digit for digit.
@Suite("Decimal: money, digit for digit")
struct DecimalTests {
    private struct Line: Codable, Equatable {
        var price: Decimal
        var discount: Decimal?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            price = try container.decodeLenient(Decimal.self, forKey: "price")
            discount = try container.decodeLenientIfPresent(Decimal.self, forKey: "discount")
        }
    }

    private func decimal(_ text: String) throws -> Decimal {
        try #require(Decimal(string: text))
    }

    @Test("a JSON number decodes and encodes with its own digits, where Double would round")
    func jsonRoundTrip() throws {
        let body = Data(#"{"price":0.1,"discount":19.99}"#.utf8)
        let line = try JSONDecoder().decode(Line.self, from: body)
        #expect(line.price == (try decimal("0.1")))
        #expect(line.discount == (try decimal("19.99")))
        #expect(line.price + (try decimal("0.2")) == (try decimal("0.3")))
        let encoded = String(decoding: try JSONEncoder().encode(line), as: UTF8.self)
        #expect(encoded.contains(#""price":0.1"#))
        #expect(encoded.contains(#""discount":19.99"#))
    }

    @Test("a lenient server's quoted number reads exactly; a missing or null optional is nil")
    func lenientText() throws {
        let line = try JSONDecoder().decode(Line.self, from: Data(#"{"price":" 58.00 ","discount":null}"#.utf8))
        #expect(line.price == (try decimal("58")))
        #expect(line.discount == nil)
        #expect(Decimal(lenientText: "-1.5e3") == (try decimal("-1500")))
        #expect(Decimal(lenientText: "+.5") == (try decimal("0.5")))
    }

    @Test("text that is not a whole decimal number is refused, not read up to its first non-digit",
          arguments: ["12abc", "", "-", ".", "1e", "1e+", "1.2.3", "0x1p3", "NaN", "inf", "1,5", "$5"])
    func refusesNonNumbers(text: String) {
        #expect(Decimal(lenientText: text) == nil)
    }

    @Test("a quoted non-number fails with the decoder's own error, naming the field")
    func refusedTextThrows() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Line.self, from: Data(#"{"price":"about 5"}"#.utf8))
        }
    }

    @Test("as a query, header or form value, plain digits")
    func parameterText() throws {
        #expect((try decimal("12.50")).parameterText == "12.5")
        #expect((try decimal("-3")).parameterText == "-3")
        #expect((try decimal("1e3")).parameterText == "1000")
        #expect((try decimal("0.000001")).parameterText == "0.000001")
    }
}
