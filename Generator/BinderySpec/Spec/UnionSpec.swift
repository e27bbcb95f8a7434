/// A model that is one of several types (`oneOf:`): chosen by a discriminator field of an
/// object, by a key only one member's objects have, or by the JSON kind of the value (a string
/// or a list of strings).
package struct UnionSpec: Sendable {
    /// The types it may be, in the written order: the generated enum's cases.
    package var members: [UnionMemberSpec]
    /// The field that names the member, when the union is chosen by one.
    package var discriminator: DiscriminatorSpec?
    /// The keys that choose the member by being in the object, when the union is chosen so.
    package var keys: MemberKeysSpec? = nil
    /// Whether the spec wrote a `discriminator:` the decoder could not read (reported there):
    /// the union is not checked as one chosen by shape, which it was not meant to be.
    package var hasUnreadableDiscriminator = false

    /// Whether a field or a key chooses the member (the union is of objects, and open: what
    /// neither chooses is `unknown`); otherwise the value's JSON kind does.
    package var isDiscriminated: Bool { discriminator != nil || keys != nil }

    /// The key that chooses a member model, when keys choose.
    package func key(of member: UnionMemberSpec) -> String? {
        guard let keys, case .named(let model) = member.type else { return nil }
        return keys.entries.first { $0.model.value == model }?.key
    }

    /// Whether a member is the one an object with none of the keys is (`otherwise:`).
    package func isOtherwise(_ member: UnionMemberSpec) -> Bool {
        guard let otherwise = keys?.otherwise, case .named(let model) = member.type else { return false }
        return otherwise.value == model
    }

    /// What tells the members apart, as a message says it: "the field 'type'", "the keys
    /// 'deleted', 'created'", "the JSON kind".
    package var choiceDescription: String {
        if let discriminator { return "the field '\(discriminator.field.value)'" }
        if let keys { return "the key\(keys.entries.count == 1 ? "" : "s") \(keys.entries.map { "'\($0.key)'" }.joined(separator: ", "))" }
        return "the JSON kind"
    }

    /// The discriminator value that chooses a member model: its entry in the mapping, or else
    /// the model's own name (as in OpenAPI).
    package func discriminatorValue(of member: UnionMemberSpec) -> String? {
        guard let discriminator, case .named(let model) = member.type else { return nil }
        return discriminator.mapping.first { $0.model.value == model }?.value ?? model
    }

    /// The Swift case a member gets when the spec gives none: the model's name as a member
    /// name (`BankTransfer` → `bankTransfer`), a scalar's spelling (`string`), a list's element
    /// with `List` (`[string]` → `stringList`), a map's value with `Map`.
    package static func defaultCaseName(of type: TypeReference) -> String {
        switch type {
        case .named(let name): SwiftNaming.memberName(name)
        case .array(let element): defaultCaseName(of: element) + "List"
        case .map(let value): defaultCaseName(of: value) + "Map"
        case .dateTime: "dateTime"
        case .localDateTime: "localDateTime"
        default: type.specSpelling
        }
    }

    /// The name of the case that keeps a discriminated union's values the spec does not know.
    package static let unknownCaseName = "unknown"
}

extension ModelSpec {
    /// The types of a union's members; none for another model. What a walk over the types a
    /// model's values hold adds to its fields' types.
    package var unionMemberTypes: [TypeReference] {
        if case .union(let union) = kind { return union.members.map(\.type) }
        return []
    }
}

/// One type a union may be.
package struct UnionMemberSpec: Sendable {
    package var type: TypeReference
    /// The enum case's name.
    package var swiftName: String
    package var docs: String?
    package var location: SourceLocation
}

/// The field whose value says which member an object is, and the values that say it.
package struct DiscriminatorSpec: Sendable {
    /// The field's wire name: `type`.
    package var field: Located<String>
    /// Values and the member models they choose, in the written order. A member missing here
    /// is chosen by its model's name.
    package var mapping: [DiscriminatorMapping]
    package var location: SourceLocation
}

/// One entry of a discriminator's mapping: `card: Card`.
package struct DiscriminatorMapping: Sendable {
    /// The discriminator's value on the wire.
    package var value: String
    /// The member model it chooses.
    package var model: Located<String>
    package var location: SourceLocation
}

/// The keys that choose a union's member by being in the object (`keys: { deleted:
/// DeletedCustomer, created: Customer }`): each a required field of its member that no other
/// member declares, so that every object has exactly one of them.
package struct MemberKeysSpec: Sendable {
    /// The keys and the member models they choose, in the written order.
    package var entries: [MemberKeySpec]
    /// The member an object with none of the keys is, when it decodes as one (`otherwise:
    /// Application` beside `keys: { deleted: DeletedApplication }`): a member with no key of
    /// its own.
    package var otherwise: Located<String>? = nil
    package var location: SourceLocation
}

/// One key of a union's `keys:`: `deleted: DeletedCustomer`.
package struct MemberKeySpec: Sendable {
    /// The key's wire name.
    package var key: String
    /// The member model it chooses.
    package var model: Located<String>
    package var location: SourceLocation
}

/// The property of an object model that keeps every key its fields do not declare.
package struct AdditionalFieldsSpec: Sendable {
    /// The type of each extra key's value: `json` keeps anything.
    package var type: TypeReference
    /// The property's name: `additionalFields`.
    package var swiftName: String
    package var location: SourceLocation

    /// The property's name when the spec gives none.
    package static let defaultSwiftName = "additionalFields"
}

/// The kinds of JSON value a type's values are written as: what tells a shape union's members
/// apart.
package enum JSONKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case null, boolean, number, string, array, object

    package static func < (a: JSONKind, b: JSONKind) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }

    /// How a message names the kind: "a string", "an object".
    package var described: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The kinds a value of `type` may be on the wire; every kind for `json`, none for an
    /// unknown name. A `datetime` follows the API's date format.
    package static func kinds(
        of type: TypeReference, models: [String: ModelSpec], dateFormat: DateFormat, visited: Set<String> = []
    ) -> Set<JSONKind> {
        // Unions nested deeper than this are not followed: hostile input cannot recurse far.
        guard visited.count < 16 else { return [] }
        switch type {
        case .string, .date, .url, .uuid, .localDateTime, .data: return [.string]
        case .integer, .number, .decimal: return [.number]
        case .boolean: return [.boolean]
        case .dateTime: return dateFormat == .iso8601 ? [.string] : [.number]
        case .json: return Set(allCases)
        case .array: return [.array]
        case .map: return [.object]
        case .named(let name):
            guard let model = models[name], !visited.contains(name) else { return [] }
            switch model.kind {
            case .object: return [.object]
            case .enumeration: return [.string]
            case .identifier(let base): return kinds(of: base, models: models, dateFormat: dateFormat)
            case .union(let union):
                if union.isDiscriminated { return [.object] }
                return union.members.reduce(into: []) {
                    $0.formUnion(kinds(of: $1.type, models: models, dateFormat: dateFormat, visited: visited.union([name])))
                }
            }
        }
    }
}

extension ModelSpec {
    /// Whether the model is a union (`oneOf`).
    package var isUnion: Bool {
        if case .union = kind { return true }
        return false
    }
}
