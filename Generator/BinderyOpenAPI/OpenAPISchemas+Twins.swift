import BinderySpec
/// Inline models of one shape are one type: a later inline enum, object or union of the shape
/// of an earlier one is an `alias` of it. Documents repeat request objects: Stripe has `{ requested: Bool }` in 72
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

    /// The shape of an inline enum of `values`.
    func enumShape(_ values: [String]) -> InlineModelShape {
        var shape = InlineModelShape(kind: .enumeration)
        for value in values { shape.append(value) }
        return shape
    }

    /// The shape of an inline object with `fields` and extra keys of `additionalFields`.
    func objectShape(_ fields: [SchemaField], additionalFields: TypeReference?) -> InlineModelShape {
        var shape = InlineModelShape(kind: .object)
        for field in fields {
            shape.append(field.wireName)
            shape.append(aliasesResolved(field.type).specSpelling)
            for (key, value) in field.node.entries where key != "type" {
                shape.append(key)
                shape.append(value.scalar ?? "")
            }
            shape.endPart()
        }
        if let additionalFields { shape.append(aliasesResolved(additionalFields).specSpelling) }
        return shape
    }

    /// The shape of an inline union of `members` (each case's Swift name and type) chosen by
    /// `discriminator` (its field, and each value's model), or by `keys` (each key's model, and
    /// the member of none), or by JSON kind when both are nil.
    func unionShape(
        _ members: [(caseName: String, type: TypeReference)], discriminator: (field: String, mapping: [(String, String)])? = nil,
        keys: [(key: String, model: String)]? = nil, otherwise: String? = nil
    ) -> InlineModelShape {
        var shape = InlineModelShape(kind: .union)
        for member in members {
            shape.append(member.caseName)
            shape.append(aliasesResolved(member.type).specSpelling)
            shape.endPart()
        }
        if let discriminator {
            shape.append(discriminator.field)
            for (value, model) in discriminator.mapping {
                shape.append(value)
                shape.append(aliasesResolved(.named(model)).specSpelling)
            }
        }
        if let keys {
            // A part of its own, after the members': no field name can stand in for it.
            shape.endPart()
            shape.append("keys")
            for (key, model) in keys {
                shape.append(key)
                shape.append(aliasesResolved(.named(model)).specSpelling)
            }
            shape.endPart()
            shape.append(otherwise.map { aliasesResolved(.named($0)).specSpelling } ?? "")
        }
        return shape
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

/// What makes two inline models one type. An enum: its values. An object: each field's wire name, type (an alias
/// read as the model it names) and the rest of its node (required, nullable, docs, Swift
/// name), and the type of its extra keys. A union: each case's Swift name and type, and its
/// discriminator. The model's own docs are not part of it: an alias has docs of its own.
///
/// One text, each part preceded by its length so that no two lists of parts give one text,
/// rather than a list of lists: Stripe's 3,000 inline objects and unions each make one.
struct InlineModelShape: Hashable {
    enum Kind: Hashable {
        case enumeration, object, union
    }

    let kind: Kind
    private(set) var text = ""

    init(kind: Kind) {
        self.kind = kind
    }

    /// Adds one text of the current part.
    mutating func append(_ part: String) {
        text += String(part.utf8.count)
        text += ":"
        text += part
    }

    /// Ends the current part (a field, a case).
    mutating func endPart() {
        text += ";"
    }
}
