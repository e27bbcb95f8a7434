import BinderySpec

/// The values `bindery mock` answers with: a type's `example:` where the spec gives one, and
/// otherwise a value made from the type alone, the same every time for the same spec.
///
/// An object gets every field (its own example, or a made value); past ``maximumDepth``
/// models deep, only required fields, so that a model containing itself ends.
struct ValueSynthesizer: Sendable {
    /// The models as Swift sees them (includes flattened), by name.
    let models: [String: ModelSpec]
    let dateFormat: DateFormat

    /// How many models deep optional fields are still filled in.
    static let maximumDepth = 3

    init(spec: APISpec) {
        self.models = spec.modelsByName
        self.dateFormat = spec.dateFormat
    }

    /// A value of `type`: `example`'s when given, else the named model's example, else made.
    /// `name` (a field's or parameter's wire name) goes into made text, so values read as what
    /// they stand for: `"slug": "slug"`.
    func value(of type: TypeReference, example: SpecExample? = nil, name: String = "", depth: Int = 0) -> JSONLiteral {
        if let example { return example.value }
        switch type {
        case .string: return .string(name.isEmpty ? "text" : name)
        case .integer: return .number("1")
        case .number: return .number("1.5")
        case .decimal: return .number("9.99")
        case .boolean: return .bool(true)
        case .dateTime:
            switch dateFormat {
            case .iso8601: return .string("2024-01-15T09:30:00Z")
            case .epochSeconds: return .number("1705311000")
            case .epochMilliseconds: return .number("1705311000000")
            }
        case .date: return .string("2024-01-15")
        case .localDateTime: return .string("2024-01-15T09:30:00")
        case .url: return .string("https://example.com/" + (name.isEmpty ? "resource" : name))
        case .uuid: return .string("00000000-0000-4000-8000-000000000001")
        case .data: return .string("ZXhhbXBsZQ==")
        case .json: return .object([])
        case .array(let element):
            guard depth < Self.maximumDepth + 2 else { return .array([]) }
            return .array([value(of: element, name: name, depth: depth + 1)])
        case .map(let valueType):
            guard depth < Self.maximumDepth + 2 else { return .object([]) }
            return .object([JSONLiteral.Member("key", value(of: valueType, name: name, depth: depth + 1))])
        case .named(let modelName):
            guard let model = models[modelName] else { return .null }
            return value(of: model, name: name, depth: depth)
        }
    }

    private func value(of model: ModelSpec, name: String, depth: Int) -> JSONLiteral {
        if let example = model.example { return example.value }
        switch model.kind {
        case .enumeration(let cases):
            return cases.first.map { .string($0.value) } ?? .string(name)
        case .identifier(let base):
            return value(of: base, name: name.isEmpty ? model.name : name, depth: depth)
        case .object(let fields):
            return .object(fields.compactMap { field in
                let deep = depth >= Self.maximumDepth
                if deep && !field.required { return nil }
                if deep && field.nullable && field.example == nil { return JSONLiteral.Member(field.wireName, .null) }
                return JSONLiteral.Member(
                    field.wireName, value(of: field.type, example: field.example, name: field.wireName, depth: depth + 1))
            })
        case .union(let union):
            guard let member = union.members.first else { return .null }
            let memberValue = value(of: member.type, name: name, depth: depth + 1)
            guard let discriminator = union.discriminator, let chosen = union.discriminatorValue(of: member) else {
                return memberValue
            }
            return memberValue.setting(discriminator.field.value, to: .string(chosen))
        }
    }

    /// A value of a parameter or header of `type` as text: what a made response header carries.
    func text(of type: TypeReference, name: String) -> String {
        switch value(of: type, name: name) {
        case .string(let text), .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        default: name
        }
    }
}
