import BinderySpec

/// An optional field that may be null has three states in OpenAPI: left out, `null`, a value.
/// In a PATCH body they mean three things: keep, clear, set (GitHub's `issues/update`: "`null`
/// to remove the current milestone"). So a field of a model that a PATCH body sends, directly or
/// through other models, is `nullable: explicit` (`Nullable<T>?`, which can send `null`).
/// Everywhere else a missing key and `null` both mean "none", and the field stays
/// `nullable: true` (`T?`): OpenAI's `temperature: 0.7` stays a plain optional.
extension OpenAPITranslation {
    /// Records that a PATCH body sends `type` (a body's type, a multipart part's).
    mutating func notePatched(_ type: String, context: OpenAPIOperationContext) {
        if context.method == "PATCH" { schemas.patchedTypes.append(type) }
    }

    /// Makes every optional, nullable field of a model that a PATCH body reaches
    /// `nullable: explicit`. Runs once every model is made, before they are placed.
    mutating func markPatchedNulls() {
        var pending = schemas.patchedTypes.flatMap(Self.modelNames(in:))
        var patched: Set<String> = []
        while let name = pending.popLast() {
            guard patched.insert(name).inserted, let node = schemas.models[name]?.node else { continue }
            pending += Self.typeTexts(of: node).flatMap(Self.modelNames(in:))
        }
        for name in patched {
            guard let node = schemas.models[name]?.node, node["fields"] != nil else { continue }
            schemas.models[name]?.node = OpenAPIOverlay.replacing(in: node, path: ["fields"]) { fields in
                guard case .mapping(let pairs) = fields.content else { return fields }
                return YAMLNode(.mapping(pairs.map { (key: $0.key, value: Self.explicitlyNullable($0.value)) }), at: fields.location)
            }
        }
    }

    /// A field's node with `nullable: true` made `explicit` when the field is not required.
    private static func explicitlyNullable(_ field: YAMLNode) -> YAMLNode {
        guard field["nullable"]?.scalar == "true", field["required"]?.scalar != "true" else { return field }
        return OpenAPIOverlay.replacing(in: field, path: ["nullable"]) { .plain("explicit", at: $0.location) }
    }

    /// The type texts a model's node names: its fields', includes, union members, additional
    /// fields and alias.
    private static func typeTexts(of model: YAMLNode) -> [String] {
        var texts: [String] = []
        for (_, field) in model["fields"]?.entries ?? [] {
            if let text = field.scalar ?? field["type"]?.scalar { texts.append(text) }
        }
        if let includes = model["includes"] {
            texts += includes.scalar.map { [$0] } ?? includes.items.compactMap(\.scalar)
        }
        for member in model["oneOf"]?.items ?? [] {
            if let text = member.scalar ?? member["type"]?.scalar { texts.append(text) }
        }
        texts += [model["additionalFields"]?.scalar, model["alias"]?.scalar].compactMap(\.self)
        return texts
    }

    /// The model names a type text mentions (`[string: [Pet]]` → `Pet`).
    private static func modelNames(in text: String) -> [String] {
        guard case .success(let type) = TypeReferenceParser.parse(text) else { return [] }
        return type.namedReferences
    }
}
