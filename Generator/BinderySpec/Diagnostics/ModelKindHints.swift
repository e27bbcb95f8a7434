/// What to tell someone who writes a kind of model where a type goes: `type: enum`, or an
/// `enum:` list inside a field or parameter. In the spec language an enum, an object and a
/// union are models of their own, declared under `models` and named where they are used.
package enum ModelKindHints {
    private enum Kind {
        case enumeration, object, union

        var hint: String {
            switch self {
            case .enumeration: "an enum is a model: declare it under 'models' (Level: { enum: [low, high] }) and use its name as the type"
            case .object: "an object is a model: declare it under 'models' (Address: { fields: { city: string } }) and use its name as the type"
            case .union: "a union is a model: declare it under 'models' (Payment: { oneOf: [Card, Transfer] }) and use its name as the type"
            }
        }
    }

    /// Type names that name a kind of model, lowercased.
    private static let typeNames: [String: Kind] = [
        "enum": .enumeration, "enumeration": .enumeration, "struct": .object, "class": .object,
        "union": .union, "oneof": .union, "anyof": .union,
    ]

    /// Keys of a model (or of an OpenAPI schema) that declare its kind.
    private static let keys: [String: Kind] = [
        "enum": .enumeration, "fields": .object, "properties": .object, "oneOf": .union, "anyOf": .union,
    ]

    /// `"; an enum is a model: …"` for a type name that names a kind of model (`enum`, `Union`),
    /// else nil.
    package static func hint(forTypeName name: String) -> String? {
        typeNames[name.lowercased()].map { "; \($0.hint)" }
    }

    /// The same for a key written in a field or parameter (`enum:`, `fields:`, `oneOf:`), else nil.
    package static func hint(forKey key: String) -> String? {
        keys[key].map { "; \($0.hint)" }
    }
}
