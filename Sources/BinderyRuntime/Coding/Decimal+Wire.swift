import Foundation

// A spec's `decimal` (money, rates) is Foundation's `Decimal`: the digits the server sent, with
// no binary rounding. `JSONDecoder` and `JSONEncoder` already read and write it as a JSON number
// digit by digit; these conformances cover a query, header or form value, and text a lenient
// server sends instead of a number.

extension Decimal: ParameterValue {
    /// The number in plain decimal digits (`12.5`, `-3`), never in exponent form.
    @_spi(Generated) public var parameterText: String { description }
}

@_spi(Generated)
extension Decimal: LenientScalar {
    /// Reads plain decimal text (`"12.50"`, `"-3"`, `" 1.5e3 "`) exactly; anything else,
    /// `"12abc"` included, is refused, where `Decimal(string:)` would read its first digits.
    public init?(lenientText text: String) {
        let trimmed = String(text.trimmingWhitespace)
        guard Self.isPlainNumber(trimmed), let value = Decimal(string: trimmed) else { return nil }
        self = value
    }

    /// Whether `text` is a whole decimal number: an optional sign, digits with an optional
    /// fraction (at least one digit in all), an optional exponent.
    static func isPlainNumber(_ text: String) -> Bool {
        var rest = text.utf8[...]
        func skipSign() {
            if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        }
        func skipDigits() -> Int {
            let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            rest = rest.dropFirst(digits)
            return digits
        }
        skipSign()
        var digits = skipDigits()
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            digits += skipDigits()
        }
        guard digits > 0 else { return false }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            skipSign()
            guard skipDigits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
