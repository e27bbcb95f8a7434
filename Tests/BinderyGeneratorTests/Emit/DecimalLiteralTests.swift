import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// A `decimal` default becomes Swift that is exactly the written number: a float literal would
/// pass through `Double`, where 0.0093 is 0.009299999999999997952.
@Suite("Snippets: decimal defaults")
struct DecimalLiteralTests {
    @Test(arguments: [
        ("12", "12"),
        ("-1500", "-1500"),
        ("1.50e3", "1500"),
        ("0", "0"),
        ("-0.00", "0"),
        ("0.5", "Decimal(sign: .plus, exponent: -1, significand: 5)"),
        ("0.0093", "Decimal(sign: .plus, exponent: -4, significand: 93)"),
        ("-19.990", "Decimal(sign: .minus, exponent: -2, significand: 1999)"),
        ("2.5E-3", "Decimal(sign: .plus, exponent: -4, significand: 25)"),
        ("1e30", "Decimal(sign: .plus, exponent: 30, significand: 1)"),
    ])
    func exactSwift(text: String, swift: String) {
        #expect(SwiftLiteral.literal(text, of: .decimal, models: [:]) == swift)
    }

    @Test(arguments: ["abc", "1.2.3", ".5", "5.", "0x10", "nan", "1e999", "1234567890123456789.5", "+1"])
    func notADecimalNumber(text: String) {
        #expect(SwiftLiteral.literal(text, of: .decimal, models: [:]) == nil)
    }

    @Test func aBadDefaultIsReportedAtItsSpecLine() throws {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              listItems:
                method: GET
                path: /items
                parameters:
                  min_price: { in: query, type: decimal, default: "cheap" }
            """)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("the default 'cheap' of parameter 'min_price' is not a valid 'decimal'") == true)
    }
}
