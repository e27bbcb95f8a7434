import BinderySpec
/// Inline models of one shape are one type: a later inline object or union of the shape of an
/// earlier one is an `alias` of it, as an inline enum of an earlier one's values is
/// (`+Enums`). Documents repeat request objects: Stripe has `{ requested: Bool }` in 72
/// places and an address in 48, each a type with its own coding, hashing and copying to
/// compile and ship. Components keep their own type: the document names them.
extension OpenAPITranslation {
    /// The earlier inline model of `shape`, which the model `name` is then an alias of; nil
    /// when there is none, and `name` is the one later twins are aliases of, unless `header`
    /// deprecates it (an alias's reader would land on a type documented as deprecated).
    mutating func earlierTwin(of name: String, shape: InlineModelShape, header: [(String, YAMLNode)]) -> String? {
        if let first = schemas.inlineModels[shape] {
            schemas.aliasTargets[name] = first
            return first
        }
        if !header.contains(where: { $0.0 == "deprecated" }) { schemas.inlineModels[shape] = name }
        return nil
    }

    /// The shape of an inline object with `fields` and extra keys of `additionalFields`.
    func objectShape(_ fields: [SchemaField], additionalFields: TypeReference?) -> InlineModelShape {
        InlineModelShape(
            kind: "object",
            parts: fields.map { field in
                [field.wireName, aliasesResolved(field.type).specSpelling]
                    + field.node.entries.filter { $0.key != "type" }.map { "\($0.key)=\($0.value.scalar ?? "")" }
            } + [additionalFields.map { ["additionalFields", aliasesResolved($0).specSpelling] } ?? []])
    }

    /// The shape of an inline union of `members` (each case's Swift name and type) chosen by
    /// `discriminator` (its field, and each value's model), or by JSON kind when it is nil.
    func unionShape(
        _ members: [(caseName: String, type: TypeReference)], discriminator: (field: String, mapping: [(String, String)])?
    ) -> InlineModelShape {
        InlineModelShape(
            kind: "union",
            parts: members.map { [$0.caseName, aliasesResolved($0.type).specSpelling] }
                + [discriminator.map { [$0.field] + $0.mapping.flatMap { [$0.0, aliasesResolved(.named($0.1)).specSpelling] } } ?? []])
    }

    /// `type` with each model that is an alias replaced by the model it names.
    private func aliasesResolved(_ type: TypeReference) -> TypeReference {
        switch type {
        case .named(let name): .named(schemas.aliasTargets[name] ?? name)
        case .array(let element): .array(aliasesResolved(element))
        case .map(let value): .map(aliasesResolved(value))
        default: type
        }
    }
}

/// What makes two inline models one type. An object: each field's wire name, type (an alias
/// read as the model it names) and the rest of its node (required, nullable, docs, Swift
/// name), and the type of its extra keys. A union: each case's Swift name and type, and its
/// discriminator. The model's own docs are not part of it: an alias has docs of its own.
struct InlineModelShape: Hashable {
    var kind: String
    var parts: [[String]]
}
