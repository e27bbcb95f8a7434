import BinderySpec
/// `oneOf` and `anyOf` (read alike: a value is one of the members).
///
/// - One member and `null` is that member, nullable.
/// - With a `discriminator`, a union chosen by its field; a member the `mapping` leaves out is
///   chosen by the one value its schema gives the field (an `enum` of one value, a `const`),
///   else by its component's name, as OpenAPI says. Each case is named by its value (`.user`).
/// - Without one, a union by shape (JSON kind). Members of the same kind are merged where one
///   type holds them all (text ones into `string`, numbers into `number`); objects are told
///   apart by a field that each gives one distinct text value (a union chosen by that field),
///   else by a key each requires and no other declares (a union chosen by keys); otherwise the
///   members that cannot be told apart are read as JSON, with a warning.
extension OpenAPITranslation {
    mutating func unionType(_ node: YAMLNode, naming: SchemaNaming) -> SchemaType {
        let keyword = node["oneOf"] != nil ? "oneOf" : "anyOf"
        if keyword == "oneOf", let anyOf = node["anyOf"] {
            diagnostics.warning("'anyOf' next to 'oneOf' is not translated: the value is one of the 'oneOf' members", at: anyOf.location)
        }
        let listed = node[keyword]?.items ?? []
        let isNullable = listed.contains(where: Self.isNullSchema)
        let members = listed.filter { Self.isStructural($0) && !Self.isNullSchema($0) }
        let rest = Self.removing(["oneOf", "anyOf", "discriminator"], from: node)
        // Members that only constrain (`required: [a]`) say nothing of the type.
        guard !members.isEmpty else { return schemaType(rest, naming: naming).nullable(isNullable) }
        if !(node["properties"]?.entries.isEmpty ?? true) {
            diagnostics.warning(
                "'\(keyword)' next to 'properties' is not translated: the object has its own fields only",
                at: node[keyword]?.location ?? node.location)
            return schemaType(rest, naming: naming).nullable(isNullable)
        }
        if members.count == 1 { return schemaType(members[0], naming: naming).nullable(isNullable) }
        // Beside a plain `string`, a member listing some strings (Stripe's `enum: [""]`) adds no
        // type: it is not made an enum model that nothing would use.
        let hasPlainString = members.contains { Self.isPlainString($0) }
        let types = members.enumerated().map { index, member in
            if hasPlainString, Self.isStringEnum(member) { return SchemaType(type: .string, kinds: [.string]).nullable(Self.allowsNull(member)) }
            return schemaType(member, naming: Self.memberNaming(member, index: index, in: naming))
        }
        let location = node[keyword]?.location ?? node.location
        let inline = Set(zip(types, members).compactMap { type, member in
            if member["$ref"] == nil, case .named(let name) = type.type { return name }
            return nil
        })
        if let discriminator = node["discriminator"] {
            let type = discriminatedUnion(node, discriminator, members: Array(zip(types, members)), naming: naming)
            return (type ?? .json).nullable(isNullable)
        }
        return shapeUnion(types, inline: inline, node: node, naming: naming, at: location).nullable(isNullable)
    }

    /// The name of an inline member: its `title`, else the one value it gives a field (`image_url`
    /// of `type: {enum: [image_url]}`), else what it is (`Object`, `Value` for text); a list
    /// member names its items from the union (`InputItem`).
    private static func memberNaming(_ member: YAMLNode, index: Int, in naming: SchemaNaming) -> SchemaNaming {
        if let title = member["title"]?.scalar, !title.isEmpty { return naming.appending(title) }
        if let value = member["properties"]?.entries.lazy.compactMap({ constant(of: $0.value) }).first,
            SwiftNaming.isValidIdentifier(SwiftNaming.typeName(value))
        {
            return naming.appending(value)
        }
        switch member["type"]?.scalar {
        case "array": return naming
        case "object": return naming.appending("Object")
        case "string": return naming.appending("Value")
        default: return naming.appending("Variant\(index + 1)")
        }
    }

    /// `type: string` with no format or values of its own.
    private static func isPlainString(_ node: YAMLNode) -> Bool {
        node["type"]?.scalar == "string" && node["enum"] == nil && node["const"] == nil && node["format"] == nil
    }

    /// An inline list of strings: `type: string` with `enum` or `const`.
    private static func isStringEnum(_ node: YAMLNode) -> Bool {
        node["$ref"] == nil && node["type"]?.scalar == "string" && (node["enum"] != nil || node["const"] != nil)
    }

    // MARK: - By discriminator

    private mutating func discriminatedUnion(
        _ node: YAMLNode, _ discriminator: YAMLNode, members: [(SchemaType, YAMLNode)], naming: SchemaNaming
    ) -> SchemaType? {
        guard let property = discriminator["propertyName"]?.scalar, !property.isEmpty else {
            diagnostics.warning(
                "a 'discriminator' needs a 'propertyName'; the value is read as JSON", at: discriminator.location)
            return nil
        }
        var chosen: [(model: String, defaultValue: String, location: SourceLocation)] = []
        for (type, member) in members {
            guard case .named(let model) = type.type, isObjectModel(model) else {
                diagnostics.warning(
                    "member '\(type.type.specSpelling)' of this discriminated union is not an object, which a discriminator field cannot choose; the value is read as JSON",
                    at: member.location)
                return nil
            }
            let raw = member["$ref"]?.scalar.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? model
            if !chosen.contains(where: { $0.model == model }) { chosen.append((model, OpenAPIDocument.unescape(raw), member.location)) }
        }
        var values: [String: String] = [:]
        for (value, target) in discriminator["mapping"]?.entries ?? [] {
            guard let text = target.scalar else { continue }
            let reference = text.contains("#") || text.contains("/") ? text : "#/components/schemas/\(text)"
            let type = schemaType(.map([("$ref", .text(reference, at: target.location))], at: target.location), naming: naming)
            guard case .named(let model) = type.type, isObjectModel(model) else {
                diagnostics.warning(
                    "discriminator value '\(value)' chooses '\(text)', which is not an object; the value is left out and decodes as unknown",
                    at: target.location)
                continue
            }
            if !chosen.contains(where: { $0.model == model }) { chosen.append((model, model, target.location)) }
            if let other = values[model] {
                diagnostics.warning(
                    "discriminator values '\(other)' and '\(value)' both choose '\(model)'; a Bindery union chooses each member by one value, so '\(value)' decodes as unknown",
                    at: target.location)
                continue
            }
            values[model] = value
        }
        let resolved = chosen.map { member in
            (member.model, values[member.model] ?? constant(of: property, in: member.model) ?? member.defaultValue, member.location)
        }
        guard checkDiscriminatorValues(resolved, property: property, at: discriminator.location) else { return nil }
        return addDiscriminatedUnion(
            naming, header: node, members: resolved, property: property, at: discriminator.location)
    }

    /// Whether each member has its own value and declares the field, if at all, as text.
    private mutating func checkDiscriminatorValues(
        _ members: [(model: String, value: String, location: SourceLocation)], property: String, at location: SourceLocation
    ) -> Bool {
        var seen: [String: String] = [:]
        for member in members {
            if let other = seen[member.value] {
                diagnostics.warning(
                    "discriminator value '\(member.value)' would choose both '\(other)' and '\(member.model)'; give each its own value in the 'mapping'. The value is read as JSON",
                    at: member.location)
                return false
            }
            seen[member.value] = member.model
            if case .object(let fields)? = schemas.models[member.model]?.shape,
                let field = fields.first(where: { $0.wireName == property }), !isText(field.type)
            {
                diagnostics.warning(
                    "member '\(member.model)' declares the discriminator '\(property)' as '\(field.type.specSpelling)', not as text; the value is read as JSON",
                    at: member.location)
                return false
            }
        }
        return true
    }

    /// The union model chosen by `property`, every member's value written in its `mapping`.
    private mutating func addDiscriminatedUnion(
        _ naming: SchemaNaming, header: YAMLNode, members: [(model: String, value: String, location: SourceLocation)],
        property: String, at location: SourceLocation
    ) -> SchemaType {
        let name = modelName(naming)
        let types = members.map { TypeReference.named($0.model) }
        // Each case is named by the value that chooses it, as the wire says it: `.user` for
        // `role: user`, not `.chatCompletionRequestUserMessage`.
        let caseNames = Self.memberNames(members.map(\.value), reserved: [UnionSpec.unknownCaseName])
        let pairs = modelHeader(header)
        if naming.isInline,
            let twin = earlierTwin(
                of: name, shape: unionShape(Array(zip(caseNames, types)), discriminator: (property, members.map { ($0.value, $0.model) })),
                header: pairs)
        {
            addSchemaModel(
                name, pairs + [("alias", .text(twin, at: location))], shape: .union([.object], isDiscriminated: true), at: header.location)
            return SchemaType(type: .named(name), kinds: [.object])
        }
        let items: [YAMLNode] = zip(members, caseNames).map { member, caseName in
            Self.unionItem(.named(member.model), caseName: caseName, at: member.location)
        }
        let mapping = members.map { ($0.value, YAMLNode.text($0.model, at: $0.location)) }
        let discriminator = YAMLNode.map([("field", .text(property, at: location)), ("mapping", .map(mapping, at: location))], at: location)
        addSchemaModel(
            name, pairs + [("oneOf", .list(items, at: location)), ("discriminator", discriminator)],
            shape: .union([.object], isDiscriminated: true), at: header.location)
        return SchemaType(type: .named(name), kinds: [.object])
    }

    /// The Swift name of each member's case of a union by shape: what an inline member's name
    /// adds to the union's (`secretKeyParam` and `value` in `MandateData`, not
    /// `mandateDataSecretKeyParam`), so that twins of one shape have one set of cases; the name
    /// of its type for any other (`pet`, `boolean`, `petList`).
    static func caseNames(
        _ types: [TypeReference], inline: Set<String>, naming: SchemaNaming, reserved: Set<String>
    ) -> [String] {
        let prefix = SwiftNaming.typeName(naming.base)
        let words = types.map { type -> String in
            if case .named(let name) = type, inline.contains(name), name.count > prefix.count, name.hasPrefix(prefix) {
                return String(name.dropFirst(prefix.count))
            }
            return UnionSpec.defaultCaseName(of: type)
        }
        return memberNames(words, reserved: reserved)
    }

    /// A member of `oneOf:`: its type alone when the spec language names its case so, else
    /// with the case's `swiftName`.
    static func unionItem(_ type: TypeReference, caseName: String, at location: SourceLocation) -> YAMLNode {
        let typeNode = YAMLNode.text(type.specSpelling, at: location)
        guard caseName != UnionSpec.defaultCaseName(of: type) else { return typeNode }
        return .map([("type", typeNode), ("swiftName", .text(caseName, at: location))], at: location)
    }

    /// Whether `model` is an object model, or a component still being translated (one that
    /// contains itself through a union, which is all but always an object).
    private func isObjectModel(_ model: String) -> Bool {
        guard let shape = schemas.models[model]?.shape else { return true }
        if case .object = shape { return true }
        return false
    }

    /// The one value object `model` gives `property`, if it gives one.
    private mutating func constant(of property: String, in model: String) -> String? {
        textConstants(of: model)?.first { $0.wireName == property }?.constant
    }

    /// The fields of object `model` with the one text value each gives, if it gives one; read
    /// from its schema while the model is still being translated (a union inside it).
    private mutating func textConstants(of model: String) -> [(wireName: String, constant: String?)]? {
        if case .object(let fields)? = schemas.models[model]?.shape {
            return fields.map { ($0.wireName, isText($0.type) ? $0.constant : nil) }
        }
        guard let schema = schemas.objectSchemas[model] else { return nil }
        return (schema["properties"]?.entries ?? []).map { property in
            let node = property.value["$ref"] == nil ? property.value : (resolveQuietly(property.value) ?? property.value)
            let isText = node["type"] == nil || node["type"]?.scalar == "string"
            return (property.key, isText ? Self.constant(of: node) : nil)
        }
    }

    /// Whether values of `type` are JSON text a discriminator can be: `string` or an enum.
    private func isText(_ type: TypeReference) -> Bool {
        if type == .string { return true }
        if case .named(let name) = type, case .enumeration? = schemas.models[name]?.shape { return true }
        return false
    }

    // MARK: - By shape

    /// A union of `types` chosen by JSON kind, after merging members of one kind.
    /// `inline` names the members written in the union, not referenced (their case names are
    /// what their names add to the union's).
    mutating func shapeUnion(
        _ types: [SchemaType], inline: Set<String>, node: YAMLNode, naming: SchemaNaming, at location: SourceLocation? = nil
    ) -> SchemaType {
        let location = location ?? node.location
        // The union made of its objects, if one is: its case is `.object`, whatever its name.
        var objectUnion: TypeReference?
        let isNullable = types.contains(where: \.isNullable)
        if types.contains(where: { $0.kinds.count == JSONKind.allCases.count }) { return SchemaType.json.nullable(isNullable) }
        var merged: [SchemaType] = []
        for type in types {
            let plain = SchemaType(type: type.type, kinds: type.kinds)
            if merged.contains(where: { $0.type == plain.type }) { continue }
            guard let index = merged.firstIndex(where: { !$0.kinds.isDisjoint(with: plain.kinds) }) else {
                merged.append(plain)
                continue
            }
            guard merged[index].kinds.count == 1, plain.kinds.count == 1, let kind = plain.kinds.first else {
                diagnostics.warning(
                    "members '\(merged[index].type.specSpelling)' and '\(plain.type.specSpelling)' of this union overlap in JSON kind; the value is read as JSON",
                    at: location)
                return SchemaType.json.nullable(isNullable)
            }
            merged[index] = mergedMember(merged[index], plain, kind: kind)
        }
        // Objects are told apart by a field that each gives a value of its own.
        let objects = types.filter { $0.kinds == [.object] }.map(\.type).uniqued()
        if objects.count > 1, let index = merged.firstIndex(where: { $0.kinds == [.object] }) {
            let onlyObjects = merged.count == 1
            let objectNaming = onlyObjects ? naming : naming.appending("Object")
            if let union = inferredDiscriminatedUnion(objects, naming: objectNaming, header: node)
                ?? keyedUnion(objects, inline: inline, naming: objectNaming, header: node, besideOtherKinds: !onlyObjects)
            {
                merged[index] = union
                objectUnion = union.type
            } else {
                let names = objects.map(\.specSpelling).prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.warning(
                    "members \(names)\(objects.count > 3 ? ", …" : "") of this union are all objects, and no field tells them apart (give it a 'discriminator'); \(onlyObjects ? "the value is read as JSON" : "an object is read as a JSON object")",
                    at: location)
                merged[index] = onlyObjects ? .json : SchemaType(type: .map(.json), kinds: [.object])
            }
        }
        if let lists = Optional(types.filter { $0.kinds == [.array] }.map(\.type).uniqued()), lists.count > 1 {
            diagnostics.warning(
                "members \(lists.map { "'\($0.specSpelling)'" }.joined(separator: " and ")) of this union are both lists; the union has a list of JSON values",
                at: location)
        }
        guard merged.count > 1 else { return (merged.first ?? .json).nullable(isNullable) }
        let name = modelName(naming)
        var caseNames = Self.caseNames(merged.map(\.type), inline: inline, naming: naming, reserved: [])
        if let objectUnion, let index = merged.firstIndex(where: { $0.type == objectUnion }) { caseNames[index] = "object" }
        let kinds = merged.reduce(into: Set<JSONKind>()) { $0.formUnion($1.kinds) }
        let pairs = modelHeader(node)
        if naming.isInline,
            let twin = earlierTwin(of: name, shape: unionShape(Array(zip(caseNames, merged.map(\.type))), discriminator: nil), header: pairs)
        {
            addSchemaModel(
                name, pairs + [("alias", .text(twin, at: location))], shape: .union(kinds, isDiscriminated: false), at: node.location)
            return SchemaType(type: .named(name), isNullable: isNullable, kinds: kinds)
        }
        let items: [YAMLNode] = zip(merged, caseNames).map { member, caseName in
            Self.unionItem(member.type, caseName: caseName, at: location)
        }
        addSchemaModel(name, pairs + [("oneOf", .list(items, at: location))], shape: .union(kinds, isDiscriminated: false), at: node.location)
        return SchemaType(type: .named(name), isNullable: isNullable, kinds: kinds)
    }

    /// One member for two of the same JSON kind: text is `string`, numbers are `number` (or
    /// `integer` when both are), lists a list of JSON; objects are kept for a discriminator.
    private func mergedMember(_ first: SchemaType, _ second: SchemaType, kind: JSONKind) -> SchemaType {
        switch kind {
        case .string: return SchemaType(type: .string, kinds: [.string])
        case .number:
            return first.type == .integer && second.type == .integer
                ? first : SchemaType(type: .number, kinds: [.number])
        case .array: return SchemaType(type: .array(.json), kinds: [.array])
        case .boolean, .null, .object: return first
        }
    }

    /// A union of object models chosen by a field that each gives one text value of its own
    /// (`type: {enum: [text]}`), as OpenAPI documents often say without a `discriminator`.
    private mutating func inferredDiscriminatedUnion(
        _ objects: [TypeReference], naming: SchemaNaming, header: YAMLNode
    ) -> SchemaType? {
        var fieldLists: [(model: String, fields: [(wireName: String, constant: String?)])] = []
        for object in objects {
            guard case .named(let model) = object, let fields = textConstants(of: model) else { return nil }
            fieldLists.append((model, fields))
        }
        for candidate in fieldLists[0].fields where candidate.constant != nil {
            let values = fieldLists.compactMap { list in
                list.fields.first { $0.wireName == candidate.wireName }?.constant
            }
            guard values.count == fieldLists.count, Set(values).count == values.count else { continue }
            let members = zip(fieldLists, values).map { ($0.model, $1, header.location) }
            return addDiscriminatedUnion(
                naming, header: header, members: members, property: candidate.wireName, at: header.location)
        }
        return nil
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
