import BinderySpec
/// The checks of models: names, fields, enum values, and values that would contain themselves.
extension SpecValidator {
    /// Checks every model's name, fields or values, and that none contains itself.
    mutating func checkModels() {
        let duplicates = checkUnique(spec.models.map { ($0.name, $0.swiftName, $0.location) }, kind: "model")
        let generated = Set(
            [GeneratedTypeNames.client(ofAPI: spec.name), GeneratedTypeNames.server(ofAPI: spec.name)]
                + spec.endpoints.map { GeneratedTypeNames.request(ofEndpoint: $0.swiftName) }
                + [GeneratedTypeNames.operationProtocol(ofAPI: spec.name)]
                + [GeneratedTypeNames.envelopeKey(ofAPI: spec.name, envelope: spec.envelope)].compactMap(\.self)
        )
        for (index, model) in spec.models.enumerated() {
            // A second declaration of a name is reported as a duplicate, once: the checks of its
            // name are its first declaration's. Its fields or values are its own.
            if !duplicates.contains(index) {
                checkName(of: model, generated: generated)
            }
            if let alias = model.aliasOf {
                checkAlias(model, of: alias)
                continue
            }
            switch model.kind {
            case .object(let fields):
                checkFields(fields, of: model)
                if !model.includes.isEmpty || model.additionalFields != nil { checkComposition(of: model, fields: fields) }
            case .enumeration(let cases): checkCases(cases, of: model)
            case .identifier: break
            case .union(let union): checkUnion(union, of: model)
            }
        }
    }

    /// Reports a model name that is not valid Swift, or that would clash with a name the
    /// generated code declares or uses.
    private mutating func checkName(of model: ModelSpec, generated: Set<String>) {
        checkIdentifier(model.swiftName, of: "model '\(model.name)'", at: model.location)
        if generated.contains(model.swiftName) {
            diagnostics.error(
                "model '\(model.name)' clashes with the generated '\(model.swiftName)'; rename it with 'swiftName'",
                at: model.location)
        } else if model.swiftName == GeneratedTypeNames.response {
            diagnostics.error(
                "model '\(model.name)' would be hidden by the 'Response' type of every request value, which names what it returns; rename it with 'swiftName'",
                at: model.location)
        } else if GeneratedTypeNames.inUse.contains(model.swiftName) {
            diagnostics.error(
                "model '\(model.name)' would hide Swift's or the runtime's '\(model.swiftName)', which the generated code uses; rename it with 'swiftName'",
                at: model.location)
        } else if GeneratedTypeNames.foundation.contains(model.swiftName) {
            diagnostics.error(
                "model '\(model.name)' would be ambiguous with Foundation.\(model.swiftName) wherever Foundation is imported; rename it with 'swiftName'",
                at: model.location)
        }
    }

    private mutating func checkFields(_ fields: [FieldSpec], of model: ModelSpec) {
        checkUnique(fields.map { ($0.wireName, $0.swiftName, $0.location) }, kind: "field", owner: " of model '\(model.name)'")
        for field in fields {
            checkIdentifier(field.swiftName, of: "field '\(field.wireName)'", at: field.location)
            checkNotSelf(field.swiftName, of: "field '\(field.wireName)'", at: field.location)
            checkTypeExists(field.type, at: field.typeLocation)
            if field.explicitNull, field.required {
                diagnostics.error(
                    "field '\(field.wireName)' of model '\(model.name)' is 'nullable: explicit', which tells a missing key from null, so it cannot be 'required'; for a key that is always present but may be null, write 'nullable: true'",
                    at: field.location)
            }
            if field.explicitNull, field.lenient == true {
                diagnostics.error(
                    "field '\(field.wireName)' of model '\(model.name)' is 'nullable: explicit', which decodes strictly; remove 'lenient' or make it 'nullable: true'",
                    at: field.location)
            }
            if field.lenient == true, !field.explicitNull, field.type.namedReferences.allSatisfy({ modelsByName[$0] != nil }),
                !LenientFields.canDecodeLeniently(field.type, models: modelsByName)
            {
                diagnostics.error(
                    "field '\(field.wireName)' of model '\(model.name)' cannot be 'lenient': a '\(field.type.specSpelling)' has no other scalar form to decode from; lenient fields are string, integer, number, decimal, boolean, date, uuid or an identifier",
                    at: field.location)
            }
        }
    }

    private mutating func checkCases(_ cases: [EnumCaseSpec], of model: ModelSpec) {
        if cases.isEmpty { diagnostics.error("enum '\(model.name)' has no values", at: model.location) }
        checkUnique(cases.map { ($0.value, $0.swiftName, $0.location) }, kind: "value", owner: " of enum '\(model.name)'")
        for enumCase in cases {
            checkIdentifier(enumCase.swiftName, of: "enum value '\(enumCase.value)'", at: enumCase.location)
            if let member = GeneratedTypeNames.enumMembers[enumCase.swiftName] {
                diagnostics.error(
                    "'\(enumCase.swiftName)' is \(member); give '\(enumCase.value)' another 'swiftName'",
                    at: enumCase.location)
            }
        }
    }

    /// A cycle of models in which every field must be present and not null has no finite JSON
    /// value (a Swift struct could not even hold it): report the first field of each, naming
    /// the cycle. Cycles with a field that can end them are allowed, stored `@Indirect`.
    mutating func checkNoValueCycles() {
        for cycle in ModelContainment.endlessCycles(in: spec.models, modelsByName: modelsByName) {
            let steps = cycle.steps.map { "\($0.model).\($0.edge.field)" }
            diagnostics.error(
                "model '\(cycle.model)' contains itself (\(Self.shortened(steps))) through fields that are all required and not nullable, so no JSON value of it ends; make one of them optional or nullable",
                at: cycle.steps[0].edge.location)
        }
    }

    /// `A.b → B.c`, with the middle of a long cycle left out so that the message stays readable.
    static func shortened(_ steps: [String]) -> String {
        guard steps.count > 6 else { return steps.joined(separator: " → ") }
        return (steps.prefix(3) + ["…"] + steps.suffix(2)).joined(separator: " → ") + ", \(steps.count) fields in all"
    }
}
