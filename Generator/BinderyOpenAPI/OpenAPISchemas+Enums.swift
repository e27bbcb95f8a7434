import BinderySpec
/// Enums and `const`: text values become an open Bindery enum (a `const` an enum of one value,
/// as an `enum` of one value is); the spec language's enums are text, so an enum of numbers or
/// booleans is its plain type, with a warning.
extension OpenAPITranslation {
    /// The names an enum's generated type uses itself, which no value may take.
    static let enumReservedNames = Set(GeneratedTypeNames.enumMembers.keys)

    mutating func enumType(_ node: YAMLNode, naming: SchemaNaming) -> SchemaType {
        let keyword = node["enum"] != nil ? "enum" : "const"
        let listed = node["enum"]?.items ?? node["const"].map { [$0] } ?? []
        let values = listed.filter { !$0.isNull }
        let location = node[keyword]?.location ?? node.location
        let declared = Self.declaredTypes(node).first?.scalar
        guard !values.isEmpty else { return SchemaType.json.nullable() }
        // Without a `type`, values written as plain numbers or booleans say what they are.
        let inferred = declared ?? Self.inferredType(of: values)
        guard inferred == "string" else {
            if ["integer", "number", "boolean"].contains(inferred) {
                diagnostics.warning(
                    "an '\(keyword)' of \(inferred) values is read as a plain '\(inferred)': Bindery enums have text values",
                    at: location)
            } else {
                diagnostics.warning(
                    "an '\(keyword)' of \(inferred) values cannot be a Bindery enum (its values are text); the value is read as JSON",
                    at: location)
                return .json
            }
            switch inferred {
            case "integer": return SchemaType(type: .integer, kinds: [.number])
            case "number": return SchemaType(type: .number, kinds: [.number])
            default: return SchemaType(type: .boolean, kinds: [.boolean])
            }
        }
        var texts: [(text: String, location: SourceLocation)] = []
        // A value written twice is one case. A set, not a search of the cases so far: Stripe's
        // country and currency lists, repeated in many request bodies, made that search a
        // fifteenth of reading its document.
        var seen: Set<String> = []
        for value in values {
            guard let text = value.scalar else {
                diagnostics.warning("an enum value must be text, not \(value.kindDescription); it is left out", at: value.location)
                continue
            }
            if seen.insert(text).inserted { texts.append((text, value.location)) }
        }
        guard !texts.isEmpty else { return SchemaType(type: .string, kinds: [.string]) }
        let name = modelName(naming)
        let wireNames = texts.map(\.text)
        let header = modelHeader(node)
        // An inline enum whose values an earlier one has is a second name of it (`+Twins`):
        // Stripe repeats the one value `""` hundreds of times. Its cases' Swift names follow
        // from the values and it has no case docs, so the values say it all.
        if naming.isInline, let twin = earlierTwin(of: name, shape: enumShape(wireNames), header: header) {
            addSchemaModel(name, header + [("alias", .text(twin, at: location))], shape: .enumeration, at: node.location)
            return SchemaType(type: .named(name), kinds: [.string])
        }
        let swiftNames: [String?]
        if let named = schemas.enumCaseSwiftNames[wireNames] {
            swiftNames = named
        } else {
            swiftNames = Self.memberSwiftNames(wireNames, reserved: Self.enumReservedNames)
            schemas.enumCaseSwiftNames[wireNames] = swiftNames
        }
        let cases: [YAMLNode] = zip(texts, swiftNames).map { value, swiftName in
            guard let swiftName else { return .text(value.text, at: value.location) }
            return .map([("value", .text(value.text, at: value.location)), ("swiftName", .text(swiftName, at: value.location))], at: value.location)
        }
        addSchemaModel(name, header + [("enum", .list(cases, at: location))], shape: .enumeration, at: node.location)
        return SchemaType(type: .named(name), kinds: [.string])
    }

    /// The JSON type values written without a `type` have: `string` unless all are plain
    /// numbers or booleans.
    private static func inferredType(of values: [YAMLNode]) -> String {
        let plain = values.compactMap { value -> String? in
            guard case .scalar(let text, true) = value.content else { return nil }
            return text
        }
        guard plain.count == values.count else { return values.allSatisfy { $0.scalar != nil } ? "string" : "object" }
        if plain.allSatisfy({ ["true", "false"].contains($0) }) { return "boolean" }
        if plain.allSatisfy({ Int($0) != nil }) { return "integer" }
        if plain.allSatisfy({ Double($0) != nil }) { return "number" }
        return "string"
    }
}
