/// Turns a default written in a spec into a Swift literal of the parameter's type.
public enum SwiftLiteral {
    /// The literal, or nil when `text` is not a valid value of `type`.
    public static func literal(_ text: String, of type: TypeReference, models: [String: ModelSpec]) -> String? {
        switch type {
        case .string, .date: return text.swiftLiteral
        case .integer: return Int(text).map(String.init)
        case .number: return numberLiteral(text)
        case .boolean: return ["true", "false"].contains(text) ? text : nil
        case .named(let name):
            switch models[name]?.kind {
            case .enumeration(let cases)?:
                guard let match = cases.first(where: { $0.value == text }) else { return nil }
                return ".\(SwiftNaming.escaped(match.swiftName))"
            case .identifier(let base)?:
                return literal(text, of: base, models: models).map { ".init(rawValue: \($0))" }
            case .object?, nil:
                return nil
            }
        case .dateTime, .localDateTime, .data, .json, .array, .map: return nil
        }
    }

    /// `0.5` as written; forms Swift does not accept as a literal (`.5`, `5.`, `1_0`) in
    /// Swift's own spelling; nil for text that is not a finite number (`inf`, `nan`, `abc`).
    private static func numberLiteral(_ text: String) -> String? {
        guard let value = Double(text), value.isFinite else { return nil }
        let isPlainDecimal = text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil
        return isPlainDecimal ? text : String(value)
    }
}
