/// Decodes unions (`oneOf:`, `discriminator:`) and the object-only keys `includes:` and
/// `additionalFields:`.
extension SpecDecoder {
    /// The keys only an object model may have.
    static let objectOnlyModelKeys = ["includes", "additionalFields"]

    /// A model with `oneOf:` (and possibly `discriminator:`).
    mutating func decodeUnionModel(
        _ name: String, _ values: [String: YAMLNode], context: String, file: String, at location: SourceLocation
    ) -> ModelSpec? {
        let others = ["fields", "enum", "identifier"] + Self.objectOnlyModelKeys
        if let other = others.first(where: { values[$0] != nil }), let node = values[other] {
            reader.diagnostics.error(
                "\(context) is a union ('oneOf'); it cannot also have '\(other)': a union's members carry the fields",
                at: node.location)
            return nil
        }
        guard let membersNode = values["oneOf"] else {
            reader.diagnostics.error(
                "\(context) has a 'discriminator' but no 'oneOf'; list the member models: 'oneOf: [Card, BankTransfer]'",
                at: values["discriminator"]?.location ?? location)
            return nil
        }
        guard case .sequence(let items) = membersNode.content else {
            reader.diagnostics.error(
                "the 'oneOf' of \(context) must be a list of types, not \(membersNode.kindDescription)", at: membersNode.location)
            return nil
        }
        let members = items.compactMap { decodeUnionMember($0, model: name) }
        let choice = values["discriminator"].map { decodeDiscriminator($0, model: name) }
        var union = UnionSpec(members: members, discriminator: choice?.field, keys: choice?.keys)
        union.hasUnreadableDiscriminator = choice.map { $0.field == nil && $0.keys == nil } ?? false
        return ModelSpec(
            name: name, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? SwiftNaming.typeName(name),
            docs: reader.string(values["docs"], "'docs'"),
            deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
            kind: .union(union), file: file, location: location)
    }

    private mutating func decodeUnionMember(_ node: YAMLNode, model: String) -> UnionMemberSpec? {
        if node.scalar != nil {
            guard let type = reader.type(node, "a member of union '\(model)'") else { return nil }
            return UnionMemberSpec(
                type: type, swiftName: UnionSpec.defaultCaseName(of: type), docs: nil, location: node.location)
        }
        guard let values = reader.mapping(node, "a member of union '\(model)'", allowed: SpecKeys.unionMember, required: ["type"]),
            let type = reader.type(values["type"], "'type'")
        else { return nil }
        return UnionMemberSpec(
            type: type, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? UnionSpec.defaultCaseName(of: type),
            docs: reader.string(values["docs"], "'docs'"), location: values["type"]?.location ?? node.location)
    }

    /// A `discriminator:`: a field and its values (`type`, or `{ field: type, mapping: … }`), or
    /// the keys that choose the members (`{ keys: { deleted: DeletedCustomer } }`), and the
    /// member of an object with none of them (`otherwise: Customer`).
    private mutating func decodeDiscriminator(
        _ node: YAMLNode, model: String
    ) -> (field: DiscriminatorSpec?, keys: MemberKeysSpec?) {
        let context = "the 'discriminator' of union '\(model)'"
        if node.scalar != nil {
            guard let field = reader.located(node, { $0.string($1, context) }) else { return (nil, nil) }
            return (DiscriminatorSpec(field: field, mapping: [], location: node.location), nil)
        }
        guard let values = reader.mapping(node, context, allowed: SpecKeys.discriminator) else { return (nil, nil) }
        if let keysNode = values["keys"] {
            if let other = ["field", "mapping"].first(where: { values[$0] != nil }), let otherNode = values[other] {
                reader.diagnostics.error(
                    "\(context) has both 'keys' and '\(other)'; 'keys' chooses a member by a key only its objects have, 'field' by the value of one field: keep one",
                    at: otherNode.location)
                return (nil, nil)
            }
            var entries: [MemberKeySpec] = []
            for entry in reader.namedEntries(keysNode, "the discriminator's 'keys'") {
                guard let target = reader.located(entry.value, { $0.string($1, "the model of key '\(entry.name)'") }) else {
                    continue
                }
                entries.append(MemberKeySpec(key: entry.name, model: target, location: entry.key.location))
            }
            let otherwise = reader.located(values["otherwise"], { $0.string($1, "'otherwise'") })
            return (nil, MemberKeysSpec(entries: entries, otherwise: otherwise, location: keysNode.location))
        }
        if let otherwise = values["otherwise"] {
            reader.diagnostics.error(
                "'otherwise' in \(context) names the member of an object with none of its 'keys'; it needs 'keys' beside it",
                at: otherwise.location)
        }
        guard let field = reader.located(values["field"], { $0.string($1, "'field'") }) else {
            if values["field"] == nil {
                reader.diagnostics.error(
                    "\(context) is missing 'field' (the field whose value names the member) or 'keys' (the key each member's objects alone have)",
                    at: node.location)
            }
            return (nil, nil)
        }
        var mapping: [DiscriminatorMapping] = []
        if let mappingNode = values["mapping"] {
            for entry in reader.namedEntries(mappingNode, "the discriminator's 'mapping'") {
                guard let target = reader.located(entry.value, { $0.string($1, "the model of value '\(entry.name)'") }) else {
                    continue
                }
                mapping.append(DiscriminatorMapping(value: entry.name, model: target, location: entry.key.location))
            }
        }
        return (DiscriminatorSpec(field: field, mapping: mapping, location: node.location), nil)
    }

    /// A field's type; `A | B` is a union of the field's own: a model named after the model and
    /// the field (`Order` and `tags` give `OrderTags`), declared next to the model.
    mutating func fieldType(_ node: YAMLNode, _ context: String, field: String, model: String) -> TypeReference? {
        guard let text = node.scalar, text.utf8.contains(UInt8(ascii: "|")) else { return reader.type(node, context) }
        var members: [UnionMemberSpec] = []
        for part in text.split(separator: "|", omittingEmptySubsequences: false) {
            let written = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            switch TypeReferenceParser.parse(written) {
            case .success(let type):
                members.append(
                    UnionMemberSpec(type: type, swiftName: UnionSpec.defaultCaseName(of: type), docs: nil, location: node.location))
            case .failure(let failure):
                reader.diagnostics.error(
                    "invalid type '\(Diagnostic.abbreviated(written))' in the union '\(Diagnostic.abbreviated(text))': \(Diagnostic.abbreviated(failure.message, limit: 200))",
                    at: node.location)
                return nil
            }
        }
        let name = SwiftNaming.typeName(model) + SwiftNaming.typeName(field)
        let spelled = members.map(\.type.specSpelling).joined(separator: " | ")
        inlineUnions.append(
            ModelSpec(
                name: name, swiftName: name, docs: "The type of `\(model).\(field)`: \(spelled).", deprecated: nil,
                kind: .union(UnionSpec(members: members, discriminator: nil)), file: "", location: node.location))
        return .named(name)
    }

    /// Reports `includes` or `additionalFields` on a model that is not an object.
    mutating func reportObjectOnlyKeys(_ values: [String: YAMLNode], context: String, kind: String) {
        for key in Self.objectOnlyModelKeys {
            guard let node = values[key] else { continue }
            reader.diagnostics.error(
                "\(context) is \(kind); '\(key)' belongs to an object model (one with 'fields')", at: node.location)
        }
    }

    /// Reads `includes` and `additionalFields` into an object model.
    mutating func decodeObjectExtras(_ values: [String: YAMLNode], into model: inout ModelSpec) {
        model.includes = reader.stringList(values["includes"], "'includes'") ?? []
        if let node = values["additionalFields"] {
            if node.scalar != nil {
                if let type = reader.type(node, "'additionalFields'") {
                    model.additionalFields = AdditionalFieldsSpec(
                        type: type, swiftName: AdditionalFieldsSpec.defaultSwiftName, location: node.location)
                }
            } else {
                reader.diagnostics.error(
                    "'additionalFields' of model '\(model.name)' must be the type of the extra keys' values: 'json' keeps anything",
                    at: node.location)
            }
        }
    }
}
