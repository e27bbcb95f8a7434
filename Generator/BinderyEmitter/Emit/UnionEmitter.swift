import BinderySpec

/// Emits a union (`oneOf:`) as an enum with a case per member.
///
/// Chosen by a discriminator: the field's value picks the member, whose own `init(from:)`
/// reads the object; a value the spec does not map decodes to `unknown(JSONValue)`, which
/// encodes back unchanged. Encoding writes the member's fields, then the discriminator value of
/// its case (over the member's own, should it declare the field). Chosen by keys: the first key
/// the object has picks the member; an object with none is `unknown(JSONValue)`. Chosen by
/// shape: the value's JSON kind picks the member; a kind no member has is a decoding error.
struct UnionEmitter {
    let types: SwiftTypeNames
    let dateFormat: DateFormat
    /// Whether the enum is `indirect`: only where it would otherwise contain itself, or hold a
    /// large model inline (``ModelContainment/indirectUnions``).
    let isIndirect: Bool

    func emit(_ model: ModelSpec, union: UnionSpec, into writer: inout SwiftWriter) {
        writer.docs(model.docs, deprecated: model.deprecated)
        let indirect = isIndirect ? "indirect " : ""
        writer.block("public \(indirect)enum \(model.swiftName): Codable, Hashable, Sendable") { writer in
            for member in union.members {
                writer.docs(DocText.nonEmpty(member.docs) ?? caseDocs(member, of: union))
                writer.line("case \(SwiftNaming.escaped(member.swiftName))(\(types.name(of: member.type)))")
            }
            if let discriminator = union.discriminator {
                writer.line(
                    "/// A `\(SwiftWriter.commentSafe(discriminator.field.value))` this version of the spec does not know: the JSON as received, encoded back unchanged.")
                writer.line("case \(UnionSpec.unknownCaseName)(JSONValue)")
                writer.blank()
                emitDiscriminatedDecoder(union, field: discriminator.field.value, into: &writer)
                writer.blank()
                emitDiscriminatedEncoder(union, field: discriminator.field.value, into: &writer)
            } else if let keys = union.keys {
                let otherwise = union.members.first(where: union.isOtherwise).map { " that is no `\($0.swiftName)` either" } ?? ""
                writer.line(
                    "/// An object with none of the keys that choose a member\(otherwise): the JSON as received, encoded back unchanged.")
                writer.line("case \(UnionSpec.unknownCaseName)(JSONValue)")
                writer.blank()
                emitKeyedDecoder(union, keys: keys, into: &writer)
                writer.blank()
                emitKeyedEncoder(union, into: &writer)
            } else {
                writer.blank()
                emitShapeDecoder(model, union: union, into: &writer)
                writer.blank()
                emitShapeEncoder(union, into: &writer)
            }
        }
        if !union.isDiscriminated { emitLiterals(model, union: union, into: &writer) }
    }

    /// The literals a union by shape can be written as: a string, an integer, a number, a
    /// boolean or a list literal makes the member of that kind, so that `tags: "a"` and
    /// `tags: ["a", "b"]` both read as they would for a plain field of either type (and code
    /// written when the field was one of them keeps compiling).
    private func emitLiterals(_ model: ModelSpec, union: UnionSpec, into writer: inout SwiftWriter) {
        var conformances: [String] = []
        var initializers: [(docs: String, signature: String, body: String)] = []
        for member in union.members {
            let name = SwiftNaming.escaped(member.swiftName)
            let literal: (protocol: String, label: String, type: String)?
            switch member.type {
            case .string: literal = ("ExpressibleByStringLiteral", "stringLiteral value", "String")
            case .integer: literal = ("ExpressibleByIntegerLiteral", "integerLiteral value", "Int")
            case .number: literal = ("ExpressibleByFloatLiteral", "floatLiteral value", "Double")
            case .boolean: literal = ("ExpressibleByBooleanLiteral", "booleanLiteral value", "Bool")
            case .array(let element):
                conformances.append("ExpressibleByArrayLiteral")
                initializers.append((
                    "`.\(member.swiftName)` of the literal's elements.",
                    "public init(arrayLiteral elements: \(types.name(of: element))...)", "self = .\(name)(elements)"))
                literal = nil
            default: literal = nil
            }
            guard let literal else { continue }
            conformances.append(literal.protocol)
            initializers.append((
                "`.\(member.swiftName)` of the literal.", "public init(\(literal.label): \(literal.type))", "self = .\(name)(value)"))
        }
        guard !conformances.isEmpty else { return }
        writer.blank()
        writer.block("extension \(model.swiftName): \(conformances.joined(separator: ", "))") { writer in
            for (index, initializer) in initializers.enumerated() {
                if index > 0 { writer.blank() }
                writer.line("/// \(initializer.docs)")
                writer.block(initializer.signature) { $0.line(initializer.body) }
            }
        }
    }

    private func caseDocs(_ member: UnionMemberSpec, of union: UnionSpec) -> String {
        if let field = union.discriminator?.field.value, let value = union.discriminatorValue(of: member) {
            return "`\(field)` is `\(value)`."
        }
        if let key = union.key(of: member) { return "The object has `\(SwiftWriter.commentSafe(key))`." }
        if union.isOtherwise(member) { return "The object has none of the other members' keys." }
        let kinds = kinds(of: member).map(\.described)
        return "When the value is \(kinds.joined(separator: " or "))."
    }

    private func kinds(of member: UnionMemberSpec) -> [JSONKind] {
        JSONKind.kinds(of: member.type, models: types.modelsByName, dateFormat: dateFormat).sorted()
    }

    // MARK: - By discriminator

    private func emitDiscriminatedDecoder(_ union: UnionSpec, field: String, into writer: inout SwiftWriter) {
        emitChoosingDecoder(
            union, docs: "Decodes the member the `\(SwiftWriter.commentSafe(field))` field names; another value, or none, as `unknown`.",
            subject: "try container.decodeStringIfPresent(forKey: \(field.swiftLiteral))", choosing: union.discriminatorValue(of:),
            into: &writer)
    }

    /// `init(from:)` of a union chosen by a field or by keys: `subject` is the text (the field's
    /// value, the key the object has) whose value `choosing` gives each member; any other is
    /// `unknown`.
    private func emitChoosingDecoder(
        _ union: UnionSpec, docs: String, subject: String, choosing: (UnionMemberSpec) -> String?,
        otherwise: UnionMemberSpec? = nil, into writer: inout SwiftWriter
    ) {
        writer.line("/// \(docs)")
        writer.block("public init(from decoder: any Decoder) throws") { writer in
            writer.line("let container = try decoder.container(keyedBy: WireKey.self)")
            writer.switchBlock("switch \(subject)") { writer in
                for member in union.members {
                    guard let value = choosing(member) else { continue }
                    let type = types.name(of: member.type)
                    writer.line("case \(value.swiftLiteral)?:", breakingBefore: "self = .\(SwiftNaming.escaped(member.swiftName))(try \(type)(from: decoder))")
                }
                let unknown = "self = .\(UnionSpec.unknownCaseName)(try JSONValue(from: decoder))"
                if let otherwise {
                    let type = types.name(of: otherwise.type)
                    writer.line("""
                        default:
                            if let value = try? \(type)(from: decoder) {
                                self = .\(SwiftNaming.escaped(otherwise.swiftName))(value)
                            } else {
                                \(unknown)
                            }
                        """)
                } else {
                    writer.line("default: \(unknown)")
                }
            }
        }
    }

    private func emitDiscriminatedEncoder(_ union: UnionSpec, field: String, into writer: inout SwiftWriter) {
        emitMemberEncoder(
            union, docs: "Encodes the member's fields and its `\(SwiftWriter.commentSafe(field))`; an unknown value as it was received.",
            encoding: { member, value in
                union.discriminatorValue(of: member).map {
                    "try encoder.encodeMember(\(value), discriminator: \(field.swiftLiteral), value: \($0.swiftLiteral))"
                }
            }, into: &writer)
    }

    /// `encode(to:)`: each member's case written by the call `encoding` gives for it (the bound
    /// value's name its argument), and, for a union with one, the `unknown` case as it came.
    private func emitMemberEncoder(
        _ union: UnionSpec, docs: String, encoding: (UnionMemberSpec, String) -> String?, into writer: inout SwiftWriter
    ) {
        writer.line("/// \(docs)")
        writer.block("public func encode(to encoder: any Encoder) throws") { writer in
            writer.switchBlock("switch self") { writer in
                for member in union.members {
                    guard let call = encoding(member, "value") else { continue }
                    writer.line("case .\(SwiftNaming.escaped(member.swiftName))(let value):", breakingBefore: call)
                }
                if union.isDiscriminated {
                    writer.line("case .\(UnionSpec.unknownCaseName)(let value): try value.encode(to: encoder)")
                }
            }
        }
    }

    // MARK: - By key

    private func emitKeyedDecoder(_ union: UnionSpec, keys: MemberKeysSpec, into writer: inout SwiftWriter) {
        let spelled = keys.entries.map { "`\(SwiftWriter.commentSafe($0.key))`" }.joined(separator: ", ")
        let list = keys.entries.map(\.key.swiftLiteral).joined(separator: ", ")
        let otherwise = union.members.first(where: union.isOtherwise)
        let none = otherwise.map { "an object with none as `\($0.swiftName)` if it is one, else as `unknown`" }
            ?? "an object with none as `unknown`"
        emitChoosingDecoder(
            union, docs: "Decodes the member whose key the object has (\(spelled)); \(none).",
            subject: "container.firstKey(of: [\(list)])", choosing: union.key(of:), otherwise: otherwise, into: &writer)
    }

    private func emitKeyedEncoder(_ union: UnionSpec, into writer: inout SwiftWriter) {
        emitMemberEncoder(
            union, docs: "Encodes the member's fields (its key among them); an unknown value as it was received.",
            encoding: { _, value in "try \(value).encode(to: encoder)" }, into: &writer)
    }

    // MARK: - By shape

    private func emitShapeDecoder(_ model: ModelSpec, union: UnionSpec, into writer: inout SwiftWriter) {
        writer.line("/// Decodes the member of the value's JSON kind.")
        writer.block("public init(from decoder: any Decoder) throws") { writer in
            writer.switchBlock("switch try JSONKind(of: decoder)") { writer in
                var expected: [JSONKind] = []
                for member in union.members {
                    let kinds = kinds(of: member)
                    guard !kinds.isEmpty else { continue }
                    expected += kinds
                    let patterns = kinds.map { ".\($0.rawValue)" }.joined(separator: ", ")
                    writer.line("case \(patterns):", breakingBefore: "self = .\(SwiftNaming.escaped(member.swiftName))(try decoder.decodeSingleValue())")
                }
                let list = expected.sorted().map { ".\($0.rawValue)" }.joined(separator: ", ")
                writer.line("case let kind:", breakingBefore: "throw kind.mismatch(\(model.swiftName).self, expected: [\(list)], decoder: decoder)")
            }
        }
    }

    private func emitShapeEncoder(_ union: UnionSpec, into writer: inout SwiftWriter) {
        emitMemberEncoder(
            union, docs: "Encodes the member as it is.", encoding: { _, value in "try encoder.encodeSingleValue(\(value))" },
            into: &writer)
    }
}
