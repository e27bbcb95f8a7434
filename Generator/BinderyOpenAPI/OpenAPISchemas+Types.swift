import BinderySpec

/// The dispatch over a schema's keywords, `$ref`s to components, and the scalar types and
/// formats.
extension OpenAPITranslation {
    /// The keywords that make a schema say what its values are; a schema with none of them
    /// only constrains (`required: [a]`, `minLength`) or documents.
    static let structuralKeywords = [
        "$ref", "type", "properties", "additionalProperties", "items", "allOf", "oneOf", "anyOf", "enum", "const",
    ]

    /// The type of `node`; a schema that is an object, an enum or a union becomes a model named
    /// by `naming`.
    mutating func schemaType(_ node: YAMLNode, naming: SchemaNaming) -> SchemaType {
        guard case .mapping = node.content else {
            // 3.1 reads `true` as "any value"; `false` (no value) has no type to give either.
            if node.scalar != "true", node.scalar != "false" {
                diagnostics.warning(
                    "a schema must be a mapping, not \(node.kindDescription); the value is read as JSON", at: node.location)
            }
            return .json
        }
        schemas.depth += 1
        defer { schemas.depth -= 1 }
        guard schemas.depth <= OpenAPISchemaState.maximumDepth else {
            diagnostics.warning(
                "schemas nest more than \(OpenAPISchemaState.maximumDepth) deep here; the value is read as JSON", at: node.location)
            return .json
        }
        if node["$ref"] != nil { return referenceType(node) }
        reportUntranslatedKeywords(node)
        let isNullable = Self.allowsNull(node)
        let result: SchemaType
        if let parts = node["allOf"] {
            result = allOfType(node, parts: parts.items, naming: naming)
        } else if node["oneOf"] != nil || node["anyOf"] != nil {
            result = unionType(node, naming: naming)
        } else if node["enum"] != nil || node["const"] != nil {
            result = enumType(node, naming: naming)
        } else {
            result = typedSchemaType(node, naming: naming)
        }
        return result.nullable(isNullable)
    }

    /// The keywords that say something of a value's type that the spec language cannot, with
    /// what becomes of the value.
    static let untranslatedKeywords: [(keyword: String, consequence: String)] = [
        ("not", "the client does not check what a value must not be"),
        ("prefixItems", "a list's items are all of the type of 'items'"),
        ("patternProperties", "keys are kept only by 'additionalProperties'"),
        ("if", "the value is read by the schema's other keywords"),
    ]

    /// Warns of each keyword of ``untranslatedKeywords`` in `node`, and of a `discriminator`
    /// without `oneOf` or `anyOf` (a base schema that its subtypes `allOf`).
    private mutating func reportUntranslatedKeywords(_ node: YAMLNode) {
        for (keyword, consequence) in Self.untranslatedKeywords {
            guard let value = node[keyword] else { continue }
            diagnostics.warning("'\(keyword)' is not translated: \(consequence)", at: value.location)
        }
        if let discriminator = node["discriminator"], node["oneOf"] == nil, node["anyOf"] == nil {
            diagnostics.warning(
                "a 'discriminator' without 'oneOf' or 'anyOf' is not translated: the value decodes as this schema; list the subtypes in a 'oneOf' to choose among them",
                at: discriminator.location)
        }
    }

    /// Whether the schema allows `null`: `nullable: true` (3.0, also found in 3.1 documents), a
    /// type list with `null` (3.1), or `null` among its `enum` values.
    static func allowsNull(_ node: YAMLNode) -> Bool {
        if node["nullable"]?.scalar == "true" { return true }
        if let type = node["type"], type.items.contains(where: { $0.scalar == "null" }) || type.scalar == "null" { return true }
        return node["enum"]?.items.contains(where: \.isNull) ?? false
    }

    /// The non-null types a schema's `type` names (one, a list, or none).
    static func declaredTypes(_ node: YAMLNode) -> [YAMLNode] {
        guard let type = node["type"] else { return [] }
        let all = type.scalar != nil ? [type] : type.items
        return all.filter { $0.scalar != "null" }
    }

    /// Whether `node` is the schema of `null` alone.
    static func isNullSchema(_ node: YAMLNode) -> Bool {
        guard let type = node["type"] else { return node["enum"].map { $0.items.allSatisfy(\.isNull) } ?? false }
        return type.scalar == "null" || (!type.items.isEmpty && type.items.allSatisfy { $0.scalar == "null" })
    }

    /// Whether `node` says what its values are (else it only constrains or documents them).
    static func isStructural(_ node: YAMLNode) -> Bool {
        guard case .mapping = node.content else { return node.scalar == "true" }
        return structuralKeywords.contains { node[$0] != nil }
    }

    /// A schema without composition or enum: by its `type` (or the keywords that imply one).
    mutating func typedSchemaType(_ node: YAMLNode, naming: SchemaNaming) -> SchemaType {
        let types = Self.declaredTypes(node)
        if types.count > 1 {
            let members = types.map { type in
                singleType(node, type: type.scalar ?? "", at: type.location, naming: naming.appending(type.scalar ?? "value"))
            }
            // Every member is written here: none is a component.
            let inline = Set(members.compactMap { member -> String? in
                if case .named(let name) = member.type { return name }
                return nil
            })
            return shapeUnion(members, inline: inline, node: node, naming: naming)
        }
        if let type = types.first {
            return singleType(node, type: type.scalar ?? "", at: type.location, naming: naming)
        }
        if node["type"] != nil { return SchemaType.json.nullable() }
        if node["properties"] != nil || node["additionalProperties"] != nil {
            return singleType(node, type: "object", at: node.location, naming: naming)
        }
        if node["items"] != nil { return singleType(node, type: "array", at: node.location, naming: naming) }
        return .json
    }

    /// The schema read as one JSON type.
    private mutating func singleType(_ node: YAMLNode, type: String, at location: SourceLocation, naming: SchemaNaming) -> SchemaType {
        switch type {
        case "string": return Self.stringType(format: node["format"]?.scalar)
        case "integer": return SchemaType(type: .integer, kinds: [.number])
        case "number": return SchemaType(type: .number, kinds: [.number])
        case "boolean": return SchemaType(type: .boolean, kinds: [.boolean])
        case "object": return objectType(node, naming: naming)
        case "array":
            guard let items = node["items"] else { return SchemaType(type: .array(.json), kinds: [.array]) }
            let element = schemaType(items, naming: .suggested(Self.singular(naming.base)))
            reportNullableElement(element, of: "list", at: items.location)
            return SchemaType(type: nested(.array(element.type), at: items.location), kinds: [.array])
        default:
            diagnostics.warning(
                "'\(type)' is not a JSON Schema type (string, integer, number, boolean, object, array, null); the value is read as JSON",
                at: location)
            return .json
        }
    }

    /// A string's type by its `format`; formats without a Bindery type of their own (`email`,
    /// `uri-template`, `decimal`, `password`) stay `string`.
    static func stringType(format: String?) -> SchemaType {
        let type: TypeReference =
            switch format {
            case "date-time": .dateTime
            case "date": .date
            case "uuid": .uuid
            case "uri", "url": .url
            case "binary", "byte": .data
            default: .string
            }
        return SchemaType(type: type, kinds: [.string])
    }

    /// A `$ref`: the component's model, or the type of a component that is no model (a
    /// `string` with a format, a list), written where it is used.
    private mutating func referenceType(_ node: YAMLNode) -> SchemaType {
        guard let resolved = resolve(node) else { return .json }
        let key = OpenAPISchemaState.componentKey(resolved)
        recordUse(of: key)
        if schemas.componentNodes[key] == nil { schemas.componentNodes[key] = resolved.node }
        if schemas.componentNames[key] == nil {
            let raw = resolved.pointer.isEmpty ? PathText.deletingExtension(of: resolved.file ?? "Schema") : resolved.name
            schemas.componentNames[key] = uniqueModelName(raw)
        }
        return componentType(key).nullable(node["nullable"]?.scalar == "true")
    }

    /// Notes that the schema being translated uses component `key`, for placing it.
    private mutating func recordUse(of key: String) {
        switch schemas.owner {
        case .file(let file): schemas.fileUses[file, default: []].insert(key)
        case .component(let user) where user != key: schemas.componentUses[user, default: []].insert(key)
        case .component: break
        }
    }

    /// The type of component `key`, translating it the first time.
    mutating func componentType(_ key: String) -> SchemaType {
        let name = schemas.componentNames[key] ?? "Schema"
        switch schemas.components[key] {
        case .done(let type)?: return type
        case .inProgress?:
            // A schema inside it names it: it is a model (an alias in a cycle is made one below).
            schemas.components[key] = .inProgress(isNamedMeanwhile: true)
            return SchemaType(type: .named(name), kinds: [.object])
        case nil: break
        }
        guard let node = schemas.componentNodes[key] else { return .json }
        if schemas.depth > OpenAPISchemaState.maximumEagerDepth, Self.isPlainObject(node), schemas.componentNodes.keys.contains(key),
            schemas.componentOrder.contains(key)
        {
            return SchemaType(type: .named(name), kinds: [.object])
        }
        schemas.components[key] = .inProgress(isNamedMeanwhile: false)
        let savedOwner = schemas.owner
        schemas.owner = .component(key)
        var type = schemaType(node, naming: .exact(name))
        if case .inProgress(true)? = schemas.components[key], type.type != .named(name) {
            type = aliasModel(name, of: type, at: node.location)
        }
        schemas.owner = savedOwner
        schemas.components[key] = .done(type)
        return type
    }

    /// A model for a component that is another type (`Tree: {$ref: Node}`) but that a schema
    /// inside it named while it was being translated: the same object by `includes`, or a copy
    /// of the enum or union.
    private mutating func aliasModel(_ name: String, of type: SchemaType, at location: SourceLocation) -> SchemaType {
        if case .named(let target) = type.type, let model = schemas.models[target] {
            switch model.shape {
            case .object(let fields):
                addSchemaModel(name, [("includes", .list([.text(target, at: location)], at: location))], shape: .object(fields), at: location)
            case .enumeration, .union:
                addSchemaModel(name, model.node.entries.filter { $0.key != "swiftName" }, shape: model.shape, at: location)
            }
            return SchemaType(type: .named(name), isNullable: type.isNullable, kinds: model.shape.kinds)
        }
        diagnostics.warning(
            "this schema is '\(type.type.specSpelling)' and contains itself through it, which a Bindery model cannot say; it is read as a JSON object",
            at: location)
        addSchemaModel(name, [("fields", .map([], at: location)), ("additionalFields", .text("json", at: location))], shape: .object([]), at: location)
        return SchemaType(type: .named(name), isNullable: type.isNullable, kinds: [.object])
    }

    /// The model name for a schema named `naming`: exactly, or made unique from the suggestion.
    mutating func modelName(_ naming: SchemaNaming) -> String {
        switch naming {
        case .exact(let name): name
        case .suggested, .following: uniqueModelName(naming.base)
        }
    }

    /// Adds a model made from a schema; it is placed with what it belongs to.
    mutating func addSchemaModel(
        _ name: String, _ pairs: [(String, YAMLNode)], shape: SchemaModelShape, at location: SourceLocation
    ) {
        var pairs = pairs
        // The name is already the Swift name; say so when the spec language would derive another.
        if SwiftNaming.typeName(name) != name { pairs.insert(("swiftName", .text(name, at: location)), at: 0) }
        let model = SchemaModel(name: name, node: .map(pairs, at: location), owner: schemas.owner, shape: shape)
        if schemas.models[name] == nil { schemas.modelOrder.append(name) }
        schemas.models[name] = model
    }

    /// A schema's docs: its `description`, else its `title`.
    func schemaDocs(_ node: YAMLNode) -> String? {
        node["description"]?.docText ?? node["title"]?.docText
    }

    /// `docs` and `deprecated` of a model made from `node`.
    func modelHeader(_ node: YAMLNode) -> [(String, YAMLNode)] {
        var pairs: [(String, YAMLNode)] = []
        if let docs = schemaDocs(node) { pairs.append(("docs", .text(docs, at: node.location))) }
        if let deprecated = node["deprecated"], deprecated.scalar == "true" {
            pairs.append(("deprecated", .plain("true", at: deprecated.location)))
        }
        return pairs
    }

    /// `type`, or `json` with a warning when it nests lists and maps deeper than a type can be
    /// written (`TypeReferenceParser.maximumDepth`).
    mutating func nested(_ type: TypeReference, at location: SourceLocation) -> TypeReference {
        func depth(_ type: TypeReference) -> Int {
            switch type {
            case .array(let inner), .map(let inner): 1 + depth(inner)
            default: 0
            }
        }
        guard depth(type) > TypeReferenceParser.maximumDepth else { return type }
        diagnostics.warning(
            "lists and maps nest more than \(TypeReferenceParser.maximumDepth) deep here, deeper than a Bindery type can be written; the value is read as JSON",
            at: location)
        return .json
    }

    /// Whether `node` is an object with fields and nothing else that decides its type: it is
    /// a model of that name whenever it is translated.
    static func isPlainObject(_ node: YAMLNode) -> Bool {
        guard node["properties"]?.entries.isEmpty == false else { return false }
        return ["$ref", "allOf", "oneOf", "anyOf", "enum", "const", "items"].allSatisfy { node[$0] == nil }
            && declaredTypes(node).allSatisfy { $0.scalar == "object" } && !allowsNull(node)
    }

    /// The schema without some keywords.
    static func removing(_ keys: [String], from node: YAMLNode) -> YAMLNode {
        guard case .mapping(let pairs) = node.content else { return node }
        return YAMLNode(.mapping(pairs.filter { !keys.contains($0.key.scalar ?? "") }), at: node.location)
    }
}
