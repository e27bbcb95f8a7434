/// The checks of `includes:` and `additionalFields:` on object models.
extension SpecValidator {
    /// Reports includes that name no object model, cycles of includes, a field declared twice
    /// with different types, and an `additionalFields` property that clashes with a field.
    mutating func checkComposition(of model: ModelSpec, fields: [FieldSpec]) {
        var seen: Set<String> = []
        for include in model.includes {
            guard seen.insert(include.value).inserted else {
                diagnostics.error("model '\(model.name)' includes '\(include.value)' twice", at: include.location)
                continue
            }
            guard let included = spec.models.first(where: { $0.name == include.value }) else {
                unknownType(include.value, at: include.location)
                continue
            }
            guard case .object = included.kind else {
                diagnostics.error(
                    "model '\(model.name)' includes '\(include.value)', which is \(Self.kindDescription(included.kind)); only object models (with 'fields') can be included",
                    at: include.location)
                continue
            }
            if let cycle = includeCycle(from: included.name, back: model.name) {
                diagnostics.error(
                    "model '\(model.name)' includes itself (\(Self.shortened([model.name] + cycle))); remove one of these includes",
                    at: include.location)
            }
        }
        if !model.includes.isEmpty {
            checkIncludedFieldTypes(of: model, fields: fields)
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
    private func includeCycle(from start: String, back target: String) -> [String]? {
        var stack: [(name: String, path: [String])] = [(start, [start])]
        var seen: Set<String> = []
        while let (name, path) = stack.popLast() {
            if name == target { return path }
            guard seen.insert(name).inserted, let model = spec.models.first(where: { $0.name == name }) else { continue }
            for include in model.includes { stack.append((include.value, path + [include.value])) }
        }
        return nil
    }

    /// Every declaration of a field, own or included, must have the same type.
    private mutating func checkIncludedFieldTypes(of model: ModelSpec, fields: [FieldSpec]) {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var first: [String: (type: TypeReference, from: String)] = [:]
        var reported: Set<String> = []
        // Every declaration in order, not only the last: walk as the composition does.
        var path: Set<String> = []
        var declarations: [(field: FieldSpec, from: String)] = []
        func collect(_ current: ModelSpec) {
            guard case .object(let own) = current.kind, path.insert(current.name).inserted else { return }
            defer { path.remove(current.name) }
            for include in current.includes { if let next = models[include.value] { collect(next) } }
            declarations += own.map { ($0, current.name) }
        }
        collect(model)
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
