/// Emits a model: a struct with synthesized `Codable`, or an open enum.
struct ModelEmitter {
    let types: SwiftTypeNames
    /// Whether scalar fields decode from other scalar forms too (the API's `lenientScalars`).
    var lenientScalars = false

    func emit(_ model: ModelSpec, into writer: inout SwiftWriter) {
        switch model.kind {
        case .object(let fields): emitStruct(model, fields: fields, into: &writer)
        case .enumeration(let cases): emitEnum(model, cases: cases, into: &writer)
        case .identifier(let base): emitIdentifier(model, base: base, into: &writer)
        }
    }

    // MARK: - Structs

    private func emitStruct(_ model: ModelSpec, fields: [FieldSpec], into writer: inout SwiftWriter) {
        writer.docs(model.docs, deprecated: model.deprecated)
        writer.block("public struct \(model.swiftName): Codable, Hashable, Sendable") { writer in
            for field in fields {
                writer.docs(fieldDocs(field), deprecated: field.deprecated)
                let type = types.name(of: field.type, optional: field.isOptional)
                writer.line("public var \(SwiftNaming.escaped(field.swiftName)): \(type)")
            }
            writer.blank()
            emitInitializer(model, fields: fields, into: &writer)
            if fields.contains(where: { $0.wireName != $0.swiftName }) {
                writer.blank()
                writer.block("private enum CodingKeys: String, CodingKey") { writer in
                    emitCodingKeyCases(fields, into: &writer)
                }
            }
            if fields.contains(where: { $0.required && $0.nullable }) {
                writer.blank()
                emitEncoderKeepingNulls(fields, into: &writer)
            }
            if lenientScalars, fields.contains(where: { Self.isLenientScalar($0.type) || isIdentifier($0.type) }) {
                writer.blank()
                emitLenientDecoder(fields, into: &writer)
            }
        }
        if fields.contains(where: \.secret) {
            writer.blank()
            let children = fields.map { field in
                SecretMirror.Child(name: field.swiftName, isSecret: field.secret, isOptional: field.isOptional)
            }
            SecretMirror.emit(for: model.swiftName, children: children, into: &writer)
        }
    }

    /// The keys in field order: a renamed key on a line of its own, each run of keys named as
    /// on the wire as one `case a, b, c` line (wrapped when long).
    private func emitCodingKeyCases(_ fields: [FieldSpec], into writer: inout SwiftWriter) {
        var run: [String] = []
        func flush(_ writer: inout SwiftWriter) {
            guard !run.isEmpty else { return }
            var line = "case"
            for (index, name) in run.enumerated() {
                let item = " " + name + (index == run.count - 1 ? "" : ",")
                if line.count + item.count > DeclarationWrapping.continuationLimit {
                    writer.line(line)
                    line = "    " + item.dropFirst()
                } else {
                    line += item
                }
            }
            writer.line(line)
            run = []
        }
        for field in fields {
            let name = SwiftNaming.escaped(field.swiftName)
            if field.wireName == field.swiftName {
                run.append(name)
            } else {
                flush(&writer)
                writer.line("case \(name) = \(field.wireName.swiftLiteral)")
            }
        }
        flush(&writer)
    }

    private func fieldDocs(_ field: FieldSpec) -> String? {
        var docs = field.docs ?? ""
        if field.type == .date { docs += (docs.isEmpty ? "" : "\n\n") + "A calendar date, `YYYY-MM-DD`." }
        return docs.isEmpty ? nil : docs
    }

    /// A memberwise initializer: required fields first, optionals defaulted to nil.
    private func emitInitializer(_ model: ModelSpec, fields: [FieldSpec], into writer: inout SwiftWriter) {
        let ordered = fields.filter { !$0.isOptional } + fields.filter(\.isOptional)
        let parameters = ordered.map { field in
            let type = types.name(of: field.type, optional: field.isOptional)
            return "\(SwiftNaming.label(field.swiftName)): \(type)\(field.isOptional ? " = nil" : "")"
        }
        writer.line("/// Creates a `\(model.swiftName)`.")
        if parameters.isEmpty {
            writer.line("public init() {}")
            return
        }
        let header = DeclarationWrapping.wrapped("public init(\(parameters.joined(separator: ", ")))")
        writer.block(header) { writer in
            for field in fields {
                writer.line("self.\(SwiftNaming.escaped(field.swiftName)) = \(SwiftNaming.escaped(field.swiftName))")
            }
        }
    }

    /// Required-but-nullable fields are written as an explicit `null`, not left out.
    private func emitEncoderKeepingNulls(_ fields: [FieldSpec], into writer: inout SwiftWriter) {
        writer.block("public func encode(to encoder: any Encoder) throws") { writer in
            writer.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            for field in fields {
                let name = SwiftNaming.escaped(field.swiftName)
                let method = field.isOptional && !field.required ? "encodeIfPresent" : "encode"
                writer.line("try container.\(method)(\(name), forKey: .\(name))")
            }
        }
    }

    private func isIdentifier(_ type: TypeReference) -> Bool {
        guard case .named(let name) = type, case .identifier? = types.modelsByName[name]?.kind else { return false }
        return true
    }

    static func isLenientScalar(_ type: TypeReference) -> Bool {
        [.string, .integer, .number, .boolean].contains(type)
    }

    /// Decodes scalar fields leniently (`"5"` as 5), the others as synthesized `Codable` would.
    private func emitLenientDecoder(_ fields: [FieldSpec], into writer: inout SwiftWriter) {
        writer.line("/// Decodes the model, accepting numbers and booleans sent as text and the reverse.")
        writer.block("public init(from decoder: any Decoder) throws") { writer in
            writer.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            for field in fields {
                let name = SwiftNaming.escaped(field.swiftName)
                let suffix = field.isOptional ? "IfPresent" : ""
                let value: String
                if Self.isLenientScalar(field.type) {
                    value = "try container.decodeLenient\(suffix)(\(types.name(of: field.type)).self, forKey: .\(name))"
                } else if case .named(let modelName) = field.type, case .identifier(let base)? = types.modelsByName[modelName]?.kind {
                    // An id that arrives as "43" or 43 alike.
                    let raw = "try container.decodeLenient\(suffix)(\(types.name(of: base)).self, forKey: .\(name))"
                    value = field.isOptional ? "\(raw).map(\(types.name(of: field.type)).init(rawValue:))" : "\(types.name(of: field.type))(rawValue: \(raw))"
                } else {
                    value = "try container.decode\(suffix)(\(types.name(of: field.type)).self, forKey: .\(name))"
                }
                writer.line("self.\(field.swiftName) = \(value)")
            }
        }
    }

    // MARK: - Enums

    /// An open enum: values the spec does not list decode to `unknown` and keep their text.
    private func emitEnum(_ model: ModelSpec, cases: [EnumCaseSpec], into writer: inout SwiftWriter) {
        writer.docs(model.docs, deprecated: model.deprecated)
        writer.block(
            "public enum \(model.swiftName): OpenEnum"
        ) { writer in
            for enumCase in cases {
                writer.docs(enumCase.docs ?? "`\(enumCase.value)`", deprecated: enumCase.deprecated)
                writer.line("case \(SwiftNaming.escaped(enumCase.swiftName))")
            }
            writer.line("/// A value this version of the spec does not know; it keeps the server's text.")
            writer.line("case unknown(String)")
            writer.blank()
            let known = cases.map { ".\(SwiftNaming.escaped($0.swiftName))" }.joined(separator: ", ")
            writer.line("/// The values the spec lists.")
            writer.line("public static let allCases: [\(model.swiftName)] = [\(known)]")
            writer.blank()
            writer.line("/// Creates the value for a wire string; one the spec does not list becomes `unknown`.")
            writer.block("public init(rawValue: String)") { writer in
                writer.switchBlock("switch rawValue") { writer in
                    for enumCase in cases {
                        writer.line("case \(enumCase.value.swiftLiteral): self = .\(SwiftNaming.escaped(enumCase.swiftName))")
                    }
                    writer.line("default: self = .unknown(rawValue)")
                }
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
