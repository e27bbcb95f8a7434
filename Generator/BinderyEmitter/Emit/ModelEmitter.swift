import BinderySpec

/// Emits a model: a struct whose `Codable` is written out by wire name, an open enum, or an id type.
struct ModelEmitter {
    let types: SwiftTypeNames
    /// Whether scalar fields decode from other scalar forms too (the API's `lenientScalars`).
    var lenientScalars = false
    /// How the API writes dates: whether a `datetime` member of a union is a string or a number.
    var dateFormat = DateFormat.iso8601
    /// Which fields are stored `@Indirect` and which unions are `indirect` enums: those that close
    /// a cycle of models containing each other, and those that hold a large model.
    let containment: ModelContainment

    init(types: SwiftTypeNames, lenientScalars: Bool = false, dateFormat: DateFormat = .iso8601) {
        self.types = types
        self.lenientScalars = lenientScalars
        self.dateFormat = dateFormat
        // In the dictionary's order, which changes from run to run: the analysis does not depend on it.
        containment = ModelContainment(models: Array(types.modelsByName.values))
    }

    func emit(_ model: ModelSpec, into writer: inout SwiftWriter) {
        if let target = model.aliasTargetSwiftName(in: types.modelsByName) {
            emitAlias(model, of: target, into: &writer)
            return
        }
        switch model.kind {
        case .object(let fields): emitStruct(model, fields: fields, into: &writer)
        case .enumeration(let cases): emitEnum(model, cases: cases, into: &writer)
        case .identifier(let base): emitIdentifier(model, base: base, into: &writer)
        case .union(let union):
            UnionEmitter(types: types, dateFormat: dateFormat, isIndirect: containment.indirectUnions.contains(model.name))
                .emit(model, union: union, into: &writer)
        }
    }

    /// `public typealias`: the enum's own declaration serves both names.
    private func emitAlias(_ model: ModelSpec, of target: String, into writer: inout SwiftWriter) {
        writer.docs(model.docs, deprecated: model.deprecated)
        writer.line("public typealias \(model.swiftName) = \(target)")
    }

    // MARK: - Structs

    private func emitStruct(_ model: ModelSpec, fields: [FieldSpec], into writer: inout SwiftWriter) {
        writer.docs(model.docs, deprecated: model.deprecated)
        writer.block("public struct \(model.swiftName): Codable, Hashable, Sendable") { writer in
            for field in fields {
                writer.docs(fieldDocs(field), deprecated: field.deprecated)
                let wrapper = containment.indirectFields[model.name]?.contains(field.wireName) == true ? "@Indirect " : ""
                writer.line("\(wrapper)public var \(SwiftNaming.escaped(field.swiftName)): \(types.name(of: field))")
            }
            if let additional = model.additionalFields { emitAdditionalFieldsProperty(additional, into: &writer) }
            writer.blank()
            emitInitializer(model, fields: fields, into: &writer)
            if !fields.isEmpty || model.additionalFields != nil {
                writer.blank()
                emitDecoder(fields, of: model, into: &writer)
                writer.blank()
                emitEncoder(fields, additional: model.additionalFields, into: &writer)
            }
            if model.additionalFields != nil { emitDeclaredKeys(fields, into: &writer) }
        }
        if fields.contains(where: \.secret) {
            writer.blank()
            let children = fields.map { field in
                SecretMirror.Child(name: field.swiftName, isSecret: field.secret, isOptional: field.isOptional)
            } + [model.additionalFields].compactMap { $0.map { SecretMirror.Child(name: $0.swiftName, isSecret: false, isOptional: false) } }
            SecretMirror.emit(for: model.swiftName, children: children, into: &writer)
        }
    }

    private func fieldDocs(_ field: FieldSpec) -> String? {
        DocText.nonEmpty(field.docs)?.trimmingTrailingWhitespace
    }

    /// A memberwise initializer: required fields first, optionals defaulted to nil.
    private func emitInitializer(_ model: ModelSpec, fields: [FieldSpec], into writer: inout SwiftWriter) {
        let parameters = types.initializerParameters(of: fields).map(\.parameter) + types.additionalFieldsParameter(of: model)
        // "an" before a vowel sound; a leading U is left to "a" (a `User`, a `Unit`), the commoner case.
        let article = model.swiftName.first.map { "AEIO".contains($0.uppercased()) } == true ? "an" : "a"
        writer.line("/// Creates \(article) `\(model.swiftName)`.")
        if parameters.isEmpty {
            writer.line("public init() {}")
            return
        }
        writer.block(FunctionSignature(modifiers: ["public"], kind: .initializer, parameters: parameters)) { writer in
            for field in fields {
                writer.line("self.\(SwiftNaming.escaped(field.swiftName)) = \(SwiftNaming.escaped(field.swiftName))")
            }
            if let additional = model.additionalFields {
                writer.line("self.\(SwiftNaming.escaped(additional.swiftName)) = \(SwiftNaming.escaped(additional.swiftName))")
            }
        }
    }

    // `Codable` is written out with `WireKey` rather than synthesized from a `CodingKeys`
    // enum: the enum costs 18 compiled functions per model, a quarter of a large module's debug
    // build. The code is what the compiler would synthesize, key for key, through the runtime's
    // one-declaration coding methods (`codingName(of:)`).

    /// Encodes every field under its wire name; an optional field that is nil is left out, a
    /// required-but-nullable one is written as an explicit `null`.
    private func emitEncoder(_ fields: [FieldSpec], additional: AdditionalFieldsSpec?, into writer: inout SwiftWriter) {
        writer.block("public func encode(to encoder: any Encoder) throws") { writer in
            writer.line("var container = encoder.container(keyedBy: WireKey.self)")
            for field in fields {
                // `container` and `encoder` are locals here: a field of either name needs `self.`.
                let name = ["container", "encoder"].contains(field.swiftName)
                    ? "self.\(field.swiftName)" : SwiftNaming.escaped(field.swiftName)
                // UUIDs go in lowercase (RFC 9562), which their own `Encodable` does not write.
                let type = field.type.holdsUUIDs ? "UUIDs" : Self.codingName(of: field.type)
                let method: String
                if !field.isOptional {
                    method = "encode\(type)"
                } else if field.required {
                    // A required field that may be null is written as an explicit `null`: the
                    // generic method, given an optional.
                    method = field.type.holdsUUIDs ? "encodeUUIDs" : "encodeValue"
                } else if field.explicitNull, !field.type.holdsUUIDs {
                    // nil leaves the key out, `.null` writes `null` (`encodeUUIDsIfPresent` does both too).
                    method = "encodeNullableIfPresent"
                } else {
                    method = "encode\(type)IfPresent"
                }
                call("try container.\(method)(", "\(name), forKey: \(field.wireName.swiftLiteral))", into: &writer)
            }
            if let additional { emitAdditionalFieldsEncoding(additional, into: &writer) }
        }
    }

    /// The part of the runtime's coding method names that says the type: `decodeString`,
    /// `encodeIntIfPresent`, `decodeValue` for anything but the four JSON scalars. Each name has
    /// one declaration, where the standard `decode(_:forKey:)` has twenty overloads for the
    /// type checker to weigh on every field (`WireKeyedCoding.swift` in the runtime).
    static func codingName(of type: TypeReference) -> String {
        switch type {
        case .string: "String"
        case .integer: "Int"
        case .number: "Double"
        case .boolean: "Bool"
        default: "Value"
        }
    }

    private func isIdentifier(_ type: TypeReference) -> Bool {
        guard case .named(let name) = type, case .identifier? = types.modelsByName[name]?.kind else { return false }
        return true
    }

    /// Decodes every field from its wire name, a missing or null optional field as nil; a
    /// lenient field (``LenientFields``) from its other scalar forms too: numbers and booleans
    /// sent as text, and the reverse.
    private func emitDecoder(_ fields: [FieldSpec], of model: ModelSpec, into writer: inout SwiftWriter) {
        let additional = model.additionalFields
        let lenientFields = Set(
            fields.filter {
                LenientFields.isLenient($0, of: model, lenientScalars: lenientScalars, models: types.modelsByName)
            }.map(\.wireName))
        if !lenientFields.isEmpty {
            writer.line("/// Decodes the model, accepting numbers and booleans sent as text and the reverse.")
        }
        writer.block("public init(from decoder: any Decoder) throws") { writer in
            writer.line("let container = try decoder.container(keyedBy: WireKey.self)")
            for field in fields {
                let key = field.wireName.swiftLiteral
                let suffix = field.isOptional ? "IfPresent" : ""
                let assignment = "self.\(SwiftNaming.escaped(field.swiftName)) = "
                let isLenient = lenientFields.contains(field.wireName)
                if isLenient, !isIdentifier(field.type) {
                    call(
                        assignment + "try container.decodeLenient\(suffix)(", "\(types.name(of: field.type)).self, forKey: \(key))",
                        into: &writer)
                } else if isLenient, case .named(let modelName) = field.type,
                    case .identifier(let base)? = types.modelsByName[modelName]?.kind
                {
                    // An id that arrives as "43" or 43 alike.
                    let method = "try container.decodeLenient\(suffix)("
                    let arguments = "\(types.name(of: base)).self, forKey: \(key))"
                    let id = types.name(of: field.type)
                    if field.isOptional {
                        call(assignment + method, arguments + ".map(\(id).init(rawValue:))", into: &writer)
                    } else {
                        call(assignment + "\(id)(rawValue: " + method, arguments + ")", into: &writer)
                    }
                } else if field.explicitNull {
                    // A missing key is nil, `null` is `.null`.
                    call(assignment + "try container.decodeNullableIfPresent(", "forKey: \(key))", into: &writer)
                } else {
                    // `decodeValue` takes its type from the property it is assigned to.
                    call(assignment + "try container.decode\(Self.codingName(of: field.type))\(suffix)(", "forKey: \(key))", into: &writer)
                }
            }
            if let additional { emitAdditionalFieldsDecoding(additional, into: &writer) }
        }
    }

    /// Writes a statement of a coding call: `head`, up to the container method's opening
    /// parenthesis, then `arguments`, the rest of the statement. When the statement is too long
    /// for the line it breaks after that parenthesis, the rest one level deeper, as swift-format does.
    private func call(_ head: String, _ arguments: String, into writer: inout SwiftWriter) {
        if writer.indentation + head.utf8.count + arguments.utf8.count > DeclarationWrapping.continuationLimit {
            writer.line(head + "\n    " + arguments)
        } else {
            writer.line(head + arguments)
        }
    }

    // MARK: - Enums

    /// From how many values an open enum's `init(rawValue:)` looks the string up in a table
    /// instead of a `switch`. The compiler's time for a `switch` over strings grows faster than
    /// its cases (Stripe's 296 merchant categories: 1.4 s a copy in a debug build, 0.46 s with
    /// the table). Below sixteen values the `switch` is the faster lookup at run time (eight:
    /// about 20 ns against 70), and the compile time a table saves is small (docs/PERFORMANCE.md,
    /// "Enums of many values").
    static let lookupTableMinimumValues = 16

    /// An open enum: values the spec does not list decode to `unknown` and keep their text.
    private func emitEnum(_ model: ModelSpec, cases: [EnumCaseSpec], into writer: inout SwiftWriter) {
        writer.docs(model.docs, deprecated: model.deprecated)
        writer.block(
            "public enum \(model.swiftName): OpenEnum"
        ) { writer in
            for enumCase in cases {
                writer.docs(DocText.nonEmpty(enumCase.docs) ?? "`\(enumCase.value)`", deprecated: enumCase.deprecated)
                writer.line("case \(SwiftNaming.escaped(enumCase.swiftName))")
            }
            writer.line("/// A value this version of the spec does not know; it keeps the server's text.")
            writer.line("case unknown(String)")
            writer.blank()
            let known = cases.map { ".\(SwiftNaming.escaped($0.swiftName))" }
            let declaration = "public static let allCases: [\(model.swiftName)] = "
            writer.line("/// The values the spec lists.")
            if writer.indentation + declaration.utf8.count + known.joined(separator: ", ").utf8.count + 2 <= DeclarationWrapping.lineLimit {
                writer.line(declaration + "[\(known.joined(separator: ", "))]")
            } else {
                // A long list one level deeper, packed as swift-format packs arguments.
                writer.line(declaration + "[\n" + DeclarationWrapping.packed(known, limit: DeclarationWrapping.lineLimit - writer.indentation - 4) + ",\n]")
            }
            writer.blank()
            writer.line("/// Creates the value for a wire string; one the spec does not list becomes `unknown`.")
            let table = cases.count >= Self.lookupTableMinimumValues ? GeneratedTypeNames.enumValuesByRawValue : nil
            writer.block("public init(rawValue: String)") { writer in
                if let table {
                    writer.line("self = Self.\(table)[rawValue] ?? .unknown(rawValue)")
                    return
                }
                writer.switchBlock("switch rawValue") { writer in
                    for enumCase in cases {
                        writer.line("case \(enumCase.value.swiftLiteral): self = .\(SwiftNaming.escaped(enumCase.swiftName))")
                    }
                    writer.line("default: self = .unknown(rawValue)")
                }
            }
            if let table {
                writer.blank()
                writer.line("private static let \(table): [String: \(model.swiftName)] =", breakingBefore: "byRawValue(allCases)")
            }
            writer.blank()
            writer.line("/// The wire string.")
            writer.block("public var rawValue: String") { writer in
                writer.switchBlock("switch self") { writer in
                    for enumCase in cases {
                        writer.line("case .\(SwiftNaming.escaped(enumCase.swiftName)): \(enumCase.value.swiftLiteral)")
                    }
                    writer.line("case .unknown(let value): value")
                }
            }
        }
    }

    // MARK: - Identifiers

    /// A distinct id type: the wire value wrapped, so ids of different things do not mix.
    private func emitIdentifier(_ model: ModelSpec, base: TypeReference, into writer: inout SwiftWriter) {
        writer.docs(model.docs, deprecated: model.deprecated)
        writer.block("public struct \(model.swiftName): TypedIdentifier") { writer in
            writer.line("/// The id as the wire writes it.")
            writer.line("public var rawValue: \(types.name(of: base))")
            writer.blank()
            writer.line("/// Wraps a wire value.")
            writer.block("public init(rawValue: \(types.name(of: base)))") { $0.line("self.rawValue = rawValue") }
        }
    }
}
