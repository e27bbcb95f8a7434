import BinderySpec
/// Unions of objects chosen by keys: what no constant field of theirs tells apart, a key each
/// member alone requires may (Stripe's `deleted` of `DeletedCustomer` against `created` of
/// `Customer`). Tried after a field that each gives one value of its own (`+Unions`).
extension OpenAPITranslation {
    /// A union of object models chosen by the key each requires and no other declares (Stripe's
    /// `deleted` of `DeletedCustomer` against `created` of `Customer`, which share `object:
    /// customer`): the first such key of each member, in its fields' order; one member may have
    /// none, and is then what an object with none of the keys is (`otherwise`).
    ///
    /// The object part of a union beside other kinds (`besideOtherKinds`: Stripe's expandable
    /// fields, an id or the object), made of components, is one type named and documented by
    /// them wherever it stands (`CustomerOrDeletedCustomer`, in 17 fields): what the first place
    /// says of it would be wrong in the others. A union that is the whole value is named from
    /// its place (`CreateTranscriptionResponse`), as is one with members written in it
    /// (`inline`, its cases by what their names add to it), as other unions are.
    mutating func keyedUnion(
        _ objects: [TypeReference], inline: Set<String>, naming: SchemaNaming, header: YAMLNode, besideOtherKinds: Bool
    ) -> SchemaType? {
        var members: [(model: String, declared: [String], required: [String])] = []
        for object in objects {
            guard case .named(let model) = object, let keys = objectKeys(of: model) else { return nil }
            members.append((model, keys.declared, keys.required))
        }
        var chosen: [(model: String, key: String)] = []
        // One member without a key of its own is what an object with none of the others' is
        // (Stripe's `application`, whose `id` and `object` `deleted_application` has too).
        var otherwise: String?
        for (index, member) in members.enumerated() {
            let others = members.indices.filter { $0 != index }.map { Set(members[$0].declared) }
            guard let key = member.required.first(where: { key in !others.contains { $0.contains(key) } }) else {
                guard otherwise == nil else { return nil }
                otherwise = member.model
                continue
            }
            chosen.append((member.model, key))
        }
        // No key is a field of the otherwise member either: its fields were among `others`.
        guard !chosen.isEmpty else { return nil }
        let models = members.map(\.model)
        let types = models.map { TypeReference.named($0) }
        let caseNames = Self.caseNames(types, inline: inline, naming: naming, reserved: [UnionSpec.unknownCaseName])
        let namedByMembers = besideOtherKinds && !models.contains { inline.contains($0) }
        let location = header.location
        var pairs = modelHeader(header)
        let shape = unionShape(Array(zip(caseNames, types)), keys: chosen.map { ($0.key, $0.model) }, otherwise: otherwise)
        let name: String
        if naming.isInline, namedByMembers {
            if let first = schemas.inlineModels[shape] { return SchemaType(type: .named(first), kinds: [.object]) }
            let memberNames = models.map { SwiftNaming.typeName($0) }
            name = modelName(.suggested(memberNames.joined(separator: "Or")))
            schemas.inlineModels[shape] = name
            let apart = otherwise.map { "told apart by the keys the others alone have; `\(SwiftNaming.typeName($0))` has none of them" }
                ?? "told apart by the key each alone has"
            pairs = [("docs", .text("`\(memberNames.joined(separator: "`, or `"))`, \(apart).", at: location))]
        } else {
            name = modelName(naming)
            if naming.isInline, let twin = earlierTwin(of: name, shape: shape, header: pairs) {
                addSchemaModel(
                    name, pairs + [("alias", .text(twin, at: location))], shape: .union([.object], isDiscriminated: true), at: location)
                return SchemaType(type: .named(name), kinds: [.object])
            }
        }
        let items: [YAMLNode] = zip(types, caseNames).map { type, caseName in
            Self.unionItem(type, caseName: caseName, at: location)
        }
        let keys = chosen.map { ($0.key, YAMLNode.text($0.model, at: location)) }
        var discriminator: [(String, YAMLNode)] = [("keys", .map(keys, at: location))]
        if let otherwise { discriminator.append(("otherwise", .text(otherwise, at: location))) }
        addSchemaModel(
            name, pairs + [("oneOf", .list(items, at: location)), ("discriminator", .map(discriminator, at: location))],
            shape: .union([.object], isDiscriminated: true), at: location)
        return SchemaType(type: .named(name), kinds: [.object])
    }

    /// The keys object `model` declares and those it requires, in its fields' order; read from
    /// its schema while the model is still being translated.
    private mutating func objectKeys(of model: String) -> (declared: [String], required: [String])? {
        if case .object(let fields)? = schemas.models[model]?.shape {
            return (fields.map(\.wireName), fields.filter(\.isRequired).map(\.wireName))
        }
        guard let schema = schemas.objectSchemas[model], schema["allOf"] == nil else { return nil }
        let properties = schema["properties"]?.entries ?? []
        let required = Set((schema["required"]?.items ?? []).compactMap(\.scalar))
        let requiredKeys = properties.filter { property in
            let described = property.value["$ref"] == nil ? property.value : (resolveQuietly(property.value) ?? property.value)
            return required.contains(property.key) && !Self.isOneWay(property.value, described: described)
        }
        return (properties.map(\.key), requiredKeys.map(\.key))
    }
}
