import BinderySpec
/// Objects: `properties` become fields, `additionalProperties` a map or `additionalFields`,
/// `allOf` an object that `includes` the models of its parts and has the fields of its inline
/// parts.
///
/// `readOnly` and `writeOnly` properties are fields that are never required: one model serves
/// both directions, and a response leaves out what is write-only as a request leaves out what
/// is read-only.
extension OpenAPITranslation {
    /// An object schema: a model with fields, or a map, or `json` when it is free-form.
    mutating func objectType(_ node: YAMLNode, naming: SchemaNaming) -> SchemaType {
        let properties = node["properties"]?.entries ?? []
        let additional = node["additionalProperties"]
        if properties.isEmpty {
            guard let additional, case .mapping(let pairs) = additional.content, !pairs.isEmpty else { return .json }
            let value = schemaType(additional, naming: naming.appending("Value"))
            reportNullableElement(value, of: "map", at: additional.location)
            return SchemaType(type: nested(.map(value.type), at: additional.location), kinds: [.object])
        }
        let name = modelName(naming)
        schemas.objectSchemas[name] = node
        var pairs = modelHeader(node)
        let additionalType = additional.flatMap { additionalFieldsType($0, naming: .suggested(name + "Value")) }
        let fields = objectFields(of: node, model: name, reserved: additionalType == nil ? [] : [AdditionalFieldsSpec.defaultSwiftName])
        if additionalType == nil { reportRequiredWithoutProperty(node, model: name) }
        if naming.isInline,
            let twin = earlierTwin(of: name, shape: objectShape(fields, additionalFields: additionalType), header: pairs)
        {
            addSchemaModel(name, pairs + [("alias", .text(twin, at: node.location))], shape: .object(fields), at: node.location)
            return SchemaType(type: .named(name), kinds: [.object])
        }
        pairs.append(("fields", .map(fields.map { ($0.wireName, $0.node) }, at: node["properties"]?.location ?? node.location)))
        if let additionalType, let additional {
            pairs.append(("additionalFields", .text(additionalType.specSpelling, at: additional.location)))
        }
        addSchemaModel(name, pairs, shape: .object(fields), at: node.location)
        return SchemaType(type: .named(name), kinds: [.object])
    }

    /// Warns of names `required` lists that `properties` does not declare: nothing can make a
    /// field of them, so the client neither sends nor checks them.
    private mutating func reportRequiredWithoutProperty(_ node: YAMLNode, model: String) {
        let declared = Set((node["properties"]?.entries ?? []).map(\.key))
        for item in node["required"]?.items ?? [] {
            guard let name = item.scalar, !declared.contains(name) else { continue }
            diagnostics.warning(
                "'\(name)' is required in schema '\(model)' but is not one of its properties; it is left out", at: item.location)
        }
    }

    /// The type of an object's extra keys: nil for `additionalProperties: false`.
    private mutating func additionalFieldsType(_ node: YAMLNode, naming: SchemaNaming) -> TypeReference? {
        if node.scalar == "false" { return nil }
        if node.scalar == "true" { return .json }
        let value = schemaType(node, naming: naming)
        reportNullableElement(value, of: "map", at: node.location)
        return value.type
    }

    /// Warns that a list's or map's values may be null, which its Swift type cannot hold.
    mutating func reportNullableElement(_ value: SchemaType, of container: String, at location: SourceLocation) {
        guard value.isNullable, value.type != .json else { return }
        diagnostics.warning(
            "the values of this \(container) may be null, which a Swift \(container) of '\(value.type.specSpelling)' cannot hold; a null value fails decoding",
            at: location)
    }

    /// The fields of an object schema's `properties`, named for the model `model`.
    mutating func objectFields(of node: YAMLNode, model: String, reserved: Set<String>) -> [SchemaField] {
        let properties = node["properties"]?.entries ?? []
        let required = Set(node["required"]?.items.compactMap(\.scalar) ?? [])
        let swiftNames = Self.memberSwiftNames(properties.map(\.key), reserved: reserved)
        // Made once for all the fields: naming was a tenth of reading GitHub's document.
        let modelTypeName = SwiftNaming.typeName(model)
        return zip(properties, swiftNames).map { property, swiftName in
            field(
                property.key, property.value, modelTypeName: modelTypeName, isRequired: required.contains(property.key),
                swiftName: swiftName)
        }
    }

    /// Whether a property is `readOnly` or `writeOnly` (where it is written, or in the schema its
    /// `$ref` names): such a field travels one way only, so it is never required.
    static func isOneWay(_ schema: YAMLNode, described: YAMLNode) -> Bool {
        ["readOnly", "writeOnly"].contains { schema[$0]?.scalar == "true" || described[$0]?.scalar == "true" }
    }

    /// One field: its type, and `required`, `nullable`, `docs`, `deprecated`, `swiftName` as needed.
    private mutating func field(
        _ wireName: String, _ schema: YAMLNode, modelTypeName: String, isRequired: Bool, swiftName: String?
    ) -> SchemaField {
        let type = schemaType(schema, naming: .following(modelTypeName, words: wireName))
        let described = schema["$ref"] == nil ? schema : (resolveQuietly(schema) ?? schema)
        let isRequired = isRequired && !Self.isOneWay(schema, described: described)
        let location = schema.location
        var pairs: [(String, YAMLNode)] = [("type", .text(type.type.specSpelling, at: location))]
        if isRequired { pairs.append(("required", .plain("true", at: location))) }
        if type.isNullable { pairs.append(("nullable", .plain("true", at: location))) }
        var docs = schemaDocs(schema)
        if let value = schema["default"], let text = value.scalar, !value.isNull {
            docs = [docs, "Default: `\(text)`."].compactMap(\.self).joined(separator: "\n\n")
        }
        if let docs { pairs.append(("docs", .text(docs, at: location))) }
        if schema["deprecated"]?.scalar == "true" { pairs.append(("deprecated", .plain("true", at: location))) }
        if let swiftName { pairs.append(("swiftName", .text(swiftName, at: location))) }
        let node: YAMLNode = pairs.count == 1 ? pairs[0].1 : .map(pairs, at: location)
        return SchemaField(
            wireName: wireName, node: node, type: type.type, isRequired: isRequired, constant: Self.constant(of: described))
    }

    /// The node a `$ref` leads to, without reporting again what `schemaType` reported.
    mutating func resolveQuietly(_ node: YAMLNode) -> YAMLNode? {
        var quiet = DiagnosticCollector()
        return document.resolve(node, diagnostics: &quiet)?.node
    }

    /// The one text value a schema allows: `const`, or an `enum` of one value.
    static func constant(of node: YAMLNode) -> String? {
        if let value = node["const"]?.scalar, node["const"]?.isNull == false { return value }
        let values = node["enum"]?.items.filter { !$0.isNull } ?? []
        return values.count == 1 ? values[0].scalar : nil
    }

    // MARK: - allOf

    /// `allOf`: one part alone is that part's type; several make an object that includes the
    /// models of its `$ref` parts and has the fields of its inline parts and its own.
    mutating func allOfType(_ node: YAMLNode, parts: [YAMLNode], naming: SchemaNaming) -> SchemaType {
        let meaningful = parts.filter { Self.isStructural($0) && !Self.isNullSchema($0) }
        let isNullable = parts.contains(where: Self.isNullSchema)
        let ownProperties = node["properties"]?.entries ?? []
        if ownProperties.isEmpty, meaningful.count == 1, node["oneOf"] == nil, node["anyOf"] == nil {
            return schemaType(meaningful[0], naming: naming).nullable(isNullable)
        }
        if meaningful.isEmpty, ownProperties.isEmpty { return typedSchemaType(node, naming: naming) }
        let name = modelName(naming)
        var includes: [(name: String, fields: [SchemaField], location: SourceLocation)] = []
        var inlineFields: [SchemaField] = []
        collectParts(meaningful, model: name, includes: &includes, fields: &inlineFields)
        for key in ["oneOf", "anyOf"] {
            guard let union = node[key] else { continue }
            diagnostics.warning(
                "'\(key)' next to 'allOf' is not translated: the model has the fields of the 'allOf' parts only", at: union.location)
        }
        inlineFields += objectFields(of: node, model: name, reserved: [])
        // `required` of the object, or of a part that only constrains, applies to every part's fields.
        let required = ([node] + parts.filter { !Self.isStructural($0) }).flatMap { $0["required"]?.items.compactMap(\.scalar) ?? [] }
        let fields = composedFields(includes: includes, own: inlineFields, required: Set(required))
        var pairs = modelHeader(node)
        if fields.isFlattened {
            pairs.append(("fields", .map(fields.all.map { ($0.wireName, $0.node) }, at: node.location)))
        } else {
            pairs.append(("includes", .list(includes.map { .text($0.name, at: $0.location) }, at: node.location)))
            if !fields.own.isEmpty { pairs.append(("fields", .map(fields.own.map { ($0.wireName, $0.node) }, at: node.location))) }
        }
        addSchemaModel(name, pairs, shape: .object(fields.all), at: node.location)
        return SchemaType(type: .named(name), isNullable: isNullable, kinds: [.object])
    }

    /// Sorts `allOf` parts into included models and inline fields; an inline part's own `allOf`
    /// is read the same way.
    private mutating func collectParts(
        _ parts: [YAMLNode], model: String, includes: inout [(name: String, fields: [SchemaField], location: SourceLocation)],
        fields: inout [SchemaField]
    ) {
        for part in parts {
            if part["$ref"] != nil {
                let type = schemaType(part, naming: .suggested(model))
                if case .named(let included) = type.type, !includes.contains(where: { $0.name == included }) {
                    switch schemas.models[included]?.shape {
                    case .object(let includedFields)?:
                        includes.append((included, includedFields, part.location))
                        continue
                    case nil:
                        // Still being translated (a cycle through `allOf`): the validator says so if it is one.
                        includes.append((included, [], part.location))
                        continue
                    default: break
                    }
                }
                diagnostics.warning(
                    "this 'allOf' part is '\(type.type.specSpelling)', not an object, so its fields cannot be included; it is left out",
                    at: part.location)
                continue
            }
            if let nested = part["allOf"] {
                collectParts(nested.items.filter { Self.isStructural($0) }, model: model, includes: &includes, fields: &fields)
            }
            for key in ["oneOf", "anyOf", "enum", "items"] {
                guard let unread = part[key] else { continue }
                diagnostics.warning(
                    "'\(key)' in an 'allOf' part is not translated: a part adds fields to an object", at: unread.location)
            }
            fields += objectFields(of: part, model: model, reserved: [])
            if let required = part["required"]?.items.compactMap(\.scalar) {
                fields = fields.map { field in
                    guard required.contains(field.wireName), !field.isRequired else { return field }
                    return Self.required(field)
                }
            }
        }
    }

    /// The fields of an `allOf` object: with `includes` when no field is declared again with
    /// another type (which the spec language forbids), else flattened into one list in which the
    /// last declaration of a field wins.
    private func composedFields(
        includes: [(name: String, fields: [SchemaField], location: SourceLocation)], own: [SchemaField], required: Set<String>
    ) -> (own: [SchemaField], all: [SchemaField], isFlattened: Bool) {
        var merged: [SchemaField] = []
        var positions: [String: Int] = [:]
        var isFlattened = includes.isEmpty
        var own = Self.deduplicated(own)
        for field in includes.flatMap(\.fields) + own {
            if let index = positions[field.wireName] {
                if merged[index].type != field.type { isFlattened = true }
                merged[index] = field
            } else {
                positions[field.wireName] = merged.count
                merged.append(field)
            }
        }
        // `required` of the object itself makes included fields required: declared again so.
        for name in required.sorted() {
            guard let index = positions[name], !merged[index].isRequired else { continue }
            merged[index] = Self.required(merged[index])
            if let ownIndex = own.firstIndex(where: { $0.wireName == name }) {
                own[ownIndex] = merged[index]
            } else {
                own.append(merged[index])
            }
        }
        return (own, merged, isFlattened)
    }

    /// The fields with each wire name once, the last declaration in the first place.
    private static func deduplicated(_ fields: [SchemaField]) -> [SchemaField] {
        var result: [SchemaField] = []
        var positions: [String: Int] = [:]
        for field in fields {
            if let index = positions[field.wireName] {
                result[index] = field
            } else {
                positions[field.wireName] = result.count
                result.append(field)
            }
        }
        return result
    }

    /// The field made required.
    private static func required(_ field: SchemaField) -> SchemaField {
        var field = field
        field.isRequired = true
        var pairs: [(String, YAMLNode)] =
            field.node.scalar != nil ? [("type", field.node)] : field.node.entries.map { ($0.key, $0.value) }
        pairs.removeAll { $0.0 == "required" }
        pairs.insert(("required", .plain("true", at: field.node.location)), at: 1)
        field.node = .map(pairs, at: field.node.location)
        return field
    }
}
