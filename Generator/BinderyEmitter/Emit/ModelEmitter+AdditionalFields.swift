import BinderySpec

/// The `additionalFields` property of an object model: every key the spec does not declare,
/// kept when decoding and written back when encoding.
extension ModelEmitter {
    func emitAdditionalFieldsProperty(_ additional: AdditionalFieldsSpec, into writer: inout SwiftWriter) {
        writer.line("/// Every key the spec does not declare, with its value: kept when decoding, written back when encoding.")
        writer.line("public var \(SwiftNaming.escaped(additional.swiftName)): \(types.additionalFieldsType(additional))")
    }

    func emitAdditionalFieldsDecoding(_ additional: AdditionalFieldsSpec, into writer: inout SwiftWriter) {
        writer.line(
            "self.\(SwiftNaming.escaped(additional.swiftName)) = try container.decodeAdditionalFields(excluding: Self.declaredKeys)")
    }

    func emitAdditionalFieldsEncoding(_ additional: AdditionalFieldsSpec, into writer: inout SwiftWriter) {
        let name = ["container", "encoder"].contains(additional.swiftName)
            ? "self.\(additional.swiftName)" : SwiftNaming.escaped(additional.swiftName)
        writer.line("try container.encodeAdditionalFields(\(name), excluding: Self.declaredKeys)")
    }

    /// The wire names of the declared fields, which the extra keys never include.
    func emitDeclaredKeys(_ fields: [FieldSpec], into writer: inout SwiftWriter) {
        writer.blank()
        writer.line("/// The keys the spec declares; the others are additional fields.")
        let keys = fields.map(\.wireName.swiftLiteral)
        let declaration = "private static let declaredKeys: Set<String> = "
        if writer.indentation + declaration.utf8.count + keys.joined(separator: ", ").utf8.count + 2 <= DeclarationWrapping.lineLimit {
            writer.line(declaration + "[\(keys.joined(separator: ", "))]")
        } else {
            writer.line(
                declaration + "[\n" + DeclarationWrapping.packed(keys, limit: DeclarationWrapping.lineLimit - writer.indentation - 4)
                    + ",\n]")
        }
    }
}
