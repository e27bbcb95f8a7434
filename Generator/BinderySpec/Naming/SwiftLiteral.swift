/// Turns a default written in a spec into a Swift literal of the parameter's type.
package enum SwiftLiteral {
    /// The literal, or nil when `text` is not a valid value of `type`.
    package static func literal(_ text: String, of type: TypeReference, models: [String: ModelSpec]) -> String? {
        switch type {
        case .string: return text.swiftLiteral
        // Validated here, so that the runtime's `init(validated:)` cannot fail.
        case .date: return validatedLiteral(text, of: "CalendarDate", isValid: ScalarTextFormats.isCalendarDate)
        case .url: return validatedLiteral(text, of: "URL", isValid: ScalarTextFormats.isAbsoluteURL)
        case .uuid: return validatedLiteral(text, of: "UUID", isValid: ScalarTextFormats.isUUID)
        case .integer: return Int(text).map(String.init)
        case .number: return numberLiteral(text)
        case .decimal: return decimalLiteral(text)
        case .boolean: return ["true", "false"].contains(text) ? text : nil
        case .named(let name):
            switch models[name]?.kind {
            case .enumeration(let cases)?:
                guard let match = cases.first(where: { $0.value == text }) else { return nil }
                return ".\(SwiftNaming.escaped(match.swiftName))"
            case .identifier(let base)?:
                return literal(text, of: base, models: models).map { ".init(rawValue: \($0))" }
            case .object?, .union?, nil:
                return nil
            }
        case .dateTime, .localDateTime, .data, .json, .array, .map: return nil
        }
    }

    /// `URL(validated: "…")` for text the generator has checked, nil for text it refuses.
    private static func validatedLiteral(_ text: String, of type: String, isValid: (String) -> Bool) -> String? {
        isValid(text) ? "\(type)(validated: \(text.swiftLiteral))" : nil
    }

    /// A whole number as an integer literal (`12`, `-1500`); a fraction as
    /// `Decimal(sign:exponent:significand:)`, exact where a float literal would pass through
    /// `Double` (where `0.1` is not a tenth). Nil for text that is not a plain decimal number,
    /// or has more digits than an `Int` significand holds.
    private static func decimalLiteral(_ text: String) -> String? {
        guard let match = text.wholeMatch(of: /(-?)([0-9]+)(?:\.([0-9]+))?(?:[eE]([-+]?[0-9]+))?/) else { return nil }
        let isNegative = !match.1.isEmpty
        let fraction = match.3.map(String.init) ?? ""
        var digits = String((String(match.2) + fraction).drop { $0 == "0" })
        guard let written = match.4.map({ Int($0) }) ?? 0, abs(written) <= 100 else { return nil }
        var exponent = written - fraction.count
        guard !digits.isEmpty else { return "0" }
        while digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        guard digits.count <= 18 else { return nil }
        if exponent >= 0, digits.count + exponent <= 18 {
            return (isNegative ? "-" : "") + digits + String(repeating: "0", count: exponent)
        }
        return "Decimal(sign: \(isNegative ? ".minus" : ".plus"), exponent: \(exponent), significand: \(digits))"
    }

    /// `0.5` as written; forms Swift does not accept as a literal (`.5`, `5.`, `1_0`) in
    /// Swift's own spelling; nil for text that is not a finite number (`inf`, `nan`, `abc`).
    private static func numberLiteral(_ text: String) -> String? {
        guard let value = Double(text), value.isFinite else { return nil }
        let isPlainDecimal = text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil
        return isPlainDecimal ? text : String(value)
    }
}

extension String {
    /// The text as a Swift string literal, escaped.
    package var swiftLiteral: String {
        // Nearly every text has nothing to escape: it is quoted whole, where appending it scalar
        // by scalar was a tenth of writing Stripe's models. The bytes tell: every scalar escaped
        // below is one ASCII byte, and no byte of a longer scalar is ASCII.
        let needsEscaping: (UInt8) -> Bool = {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"")
        }
        guard utf8.withContiguousStorageIfAvailable({ $0.contains(where: needsEscaping) }) ?? utf8.contains(where: needsEscaping)
        else { return "\"" + self + "\"" }
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
