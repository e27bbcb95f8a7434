import BinderySpec

/// The Swift types of a model's memberwise initializer: what `ModelEmitter` writes and what
/// `GeneratedSignatures` hands `bindery diff`, from the type names alone (no emitter needed).
extension SwiftTypeNames {
    /// The memberwise initializer's parameters: fields Swift sees as non-optional first, then
    /// the optional ones, defaulted to nil. A non-optional field of an enum with one value
    /// defaults to that value (``onlyValue(of:)``) and keeps its place among the first.
    func initializerParameters(of fields: [FieldSpec]) -> [(field: FieldSpec, parameter: SignatureParameter)] {
        let ordered = fields.filter { !$0.isOptional } + fields.filter(\.isOptional)
        return ordered.map { field in
            (field, SignatureParameter(
                name: field.swiftName, type: name(of: field),
                defaultValue: field.isOptional ? "nil" : onlyValue(of: field)))
        }
    }

    /// `.user` for a field whose type is an enum of the one value `user`: OpenAPI's `const`, or
    /// the value that marks a union's member (`role: user`, `object: customer`). It is the only
    /// value the caller could pass, so the initializer does not ask for it (unless the value is
    /// deprecated, which a default would make every build warn of). Adding a second value
    /// to the enum takes the default away, which `bindery diff` reports with the added value.
    func onlyValue(of field: FieldSpec) -> String? {
        guard case .named(let name) = field.type, case .enumeration(let cases)? = modelsByName[name]?.kind else { return nil }
        return Self.onlyValue(among: cases)
    }

    /// `.user` for the values of an enum that has the one value `user`, not deprecated: the
    /// default of a field of its type. Nil for any other enum.
    package static func onlyValue(among cases: [EnumCaseSpec]) -> String? {
        guard cases.count == 1, let only = cases.first, only.deprecated == nil else { return nil }
        return ".\(SwiftNaming.escaped(only.swiftName))"
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
