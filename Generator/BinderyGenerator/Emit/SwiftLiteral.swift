/// Turns a default written in a spec into a Swift literal of the parameter's type.
enum SwiftLiteral {
    /// The literal, or nil when `text` is not a valid value of `type`.
    static func literal(_ text: String, of type: TypeReference, models: [String: ModelSpec]) -> String? {
        switch type {
        case .string, .date: return text.swiftLiteral
        case .integer: return Int(text).map(String.init)
        case .number: return Double(text).map { _ in text }
        case .boolean: return ["true", "false"].contains(text) ? text : nil
        case .named(let name):
            guard let model = models[name], case .enumeration(let cases) = model.kind else { return nil }
            guard let match = cases.first(where: { $0.value == text }) else { return nil }
            return ".\(SwiftNaming.escaped(match.swiftName))"
        case .dateTime, .data, .json, .array, .map: return nil
        }
    }
}
