import BinderySpec

/// The Swift types of a model's memberwise initializer: what `ModelEmitter` writes and what
/// `GeneratedSignatures` hands `bindery diff`, from the type names alone (no emitter needed).
extension SwiftTypeNames {
    /// The memberwise initializer's parameters: fields Swift sees as non-optional first, then
    /// the optional ones, defaulted to nil.
    func initializerParameters(of fields: [FieldSpec]) -> [(field: FieldSpec, parameter: SignatureParameter)] {
        let ordered = fields.filter { !$0.isOptional } + fields.filter(\.isOptional)
        return ordered.map { field in
            (field, SignatureParameter(
                name: field.swiftName, type: name(of: field),
                defaultValue: field.isOptional ? "nil" : nil))
        }
    }

    /// The initializer's last parameter for a model with `additionalFields`, defaulted to none.
    func additionalFieldsParameter(of model: ModelSpec) -> [SignatureParameter] {
        guard let additional = model.additionalFields else { return [] }
        return [SignatureParameter(name: additional.swiftName, type: additionalFieldsType(additional), defaultValue: "[:]")]
    }

    /// `[String: T]`: the property that keeps a model's undeclared keys.
    func additionalFieldsType(_ additional: AdditionalFieldsSpec) -> String {
        "[String: \(name(of: additional.type))]"
    }
}
