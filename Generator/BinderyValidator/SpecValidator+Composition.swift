import BinderySpec
/// The checks of `includes:` and `additionalFields:` on object models.
extension SpecValidator {
    /// Reports includes that name no object model, cycles of includes, a field declared twice
    /// with different types, and an `additionalFields` property that clashes with a field.
    mutating func checkComposition(of model: ModelSpec, fields: [FieldSpec]) {
        var seen: Set<String> = []
        // Flattened, with their includes kept: what each model holds and what it includes.
        let models = modelsByName
        if !model.includes.isEmpty, ModelComposition.depth(of: model, in: models) > ModelComposition.maximumDepth {
            diagnostics.error(
                "the includes of model '\(model.name)' nest deeper than \(ModelComposition.maximumDepth) levels; include fewer models in between",
                at: model.includes.first?.location ?? model.location)
            return
        }
        for include in model.includes {
            guard seen.insert(include.value).inserted else {
                diagnostics.error("model '\(model.name)' includes '\(include.value)' twice", at: include.location)
                continue
            }
            guard let included = models[include.value] else {
                unknownType(include.value, at: include.location)
                continue
            }
            guard case .object = included.kind else {
                diagnostics.error(
                    "model '\(model.name)' includes '\(include.value)', which is \(Self.kindDescription(included.kind)); only object models (with 'fields') can be included",
                    at: include.location)
                continue
            }
            if let cycle = includeCycle(from: included.name, back: model.name, in: models) {
                diagnostics.error(
                    "model '\(model.name)' includes itself (\(Self.shortened([model.name] + cycle))); remove one of these includes",
                    at: include.location)
            }
        }
        if !model.includes.isEmpty {
            checkIncludedFieldTypes(of: model, fields: fields, models: models)
            checkIncludedSwiftNames(of: model, fields: fields)
        }
        if let additional = model.additionalFields {
            checkTypeExists(additional.type, at: additional.location)
            let flat = modelsByName[model.name]?.fields ?? fields
            if let clash = flat.first(where: { $0.swiftName == additional.swiftName }) {
                diagnostics.error(
                    "field '\(clash.wireName)' of model '\(model.name)' becomes '\(additional.swiftName)', the property that keeps the extra keys of 'additionalFields'; give the field a 'swiftName'",
                    at: clash.location)
            }
        }
    }

    /// The includes from `start` that lead back to `target`, or nil.
    private func includeCycle(from start: String, back target: String, in models: [String: ModelSpec]) -> [String]? {
        var stack: [(name: String, path: [String])] = [(start, [start])]
        var seen: Set<String> = []
        while let (name, path) = stack.popLast() {
            if name == target { return path }
            guard path.count <= ModelComposition.maximumDepth, seen.insert(name).inserted, let model = models[name] else {
                continue
            }
            for include in model.includes { stack.append((include.value, path + [include.value])) }
        }
        return nil
    }

    /// Every declaration of a field, own or included, must have the same type. Each included
    /// model is taken whole (its own includes already in it, and checked on it).
    private mutating func checkIncludedFieldTypes(of model: ModelSpec, fields: [FieldSpec], models: [String: ModelSpec]) {
        var first: [String: (type: TypeReference, from: String)] = [:]
        var reported: Set<String> = []
        var declarations: [(field: FieldSpec, from: String)] = []
        for include in model.includes {
            guard let included = models[include.value], case .object(let flat) = included.kind else { continue }
            declarations += flat.map { ($0, included.name) }
        }
        declarations += fields.map { ($0, model.name) }
        for (field, from) in declarations {
            guard let earlier = first[field.wireName] else {
                first[field.wireName] = (field.type, from)
                continue
            }
            guard earlier.type != field.type, reported.insert(field.wireName).inserted else { continue }
            let location =
                from == model.name
                ? field.location
                : (model.includes.first { $0.value == from } ?? model.includes.first)?.location ?? model.location
            diagnostics.error(
                "field '\(field.wireName)' of model '\(model.name)' is '\(earlier.type.specSpelling)' in '\(earlier.from)' but '\(field.type.specSpelling)' in '\(from)'; a field declared more than once must have one type",
                at: location)
        }
    }

    /// Distinct fields that become one Swift property once included together; two of the
    /// model's own are reported by its field checks already.
    private mutating func checkIncludedSwiftNames(of model: ModelSpec, fields: [FieldSpec]) {
        let own = Set(fields.map(\.wireName))
        var bySwiftName: [String: FieldSpec] = [:]
        for field in modelsByName[model.name]?.fields ?? [] {
            if let other = bySwiftName[field.swiftName], !(own.contains(other.wireName) && own.contains(field.wireName)) {
                diagnostics.error(
                    "fields '\(other.wireName)' and '\(field.wireName)' of model '\(model.name)' (with what it includes) both become '\(field.swiftName)' in Swift; give one a 'swiftName'",
                    at: model.includes.first?.location ?? model.location)
            }
            bySwiftName[field.swiftName] = bySwiftName[field.swiftName] ?? field
        }
    }

    /// "an enum", "a union": what a model is, for messages.
    static func kindDescription(_ kind: ModelSpec.Kind) -> String {
        switch kind {
        case .object: "an object"
        case .enumeration: "an enum"
        case .identifier: "an identifier"
        case .union: "a union"
        }
    }
}
