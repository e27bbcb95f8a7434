/// Object models that include the fields of others (`includes:`, OpenAPI's `allOf`), and
/// aliases (`alias:`): the one rule that says which fields or values such a model has, in which
/// order. The validator reads it to
/// check the fields as Swift will see them; ``SpecResolver`` to give the emitters and the diff
/// flat models.
///
/// Order: the fields of each included model (its own includes first), in the order of
/// `includes`, then the model's own fields. A field declared again keeps its first place and
/// takes its last declaration (so the model's own wins: it may make an included field required
/// or document it); the validator reports one declared again with another type.
package enum ModelComposition {
    /// The deepest chain of includes a model may have (a model including one that includes
    /// another is two): deeper ones are reported, and not followed, so that hostile input can
    /// neither exhaust the stack nor make every model copy a chain of thousands.
    package static let maximumDepth = 32

    /// `models` by name: the first model of a name, where a spec has two (the validator reports
    /// the second).
    package static func byName(_ models: [ModelSpec]) -> [String: ModelSpec] {
        Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The models with every object's includes copied into its fields, and every alias given
    /// what the model it names holds (`alias:`): its fields, values or members, its extra keys
    /// and leniency; unchanged when no model includes another or is an alias. An alias of what
    /// is not a model, or of another alias, keeps none (the validator reports it).
    package static func flattened(_ models: [ModelSpec]) -> [ModelSpec] {
        guard models.contains(where: { !$0.includes.isEmpty || $0.aliasOf != nil }) else { return models }
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return models.map { model in
            if let alias = model.aliasOf {
                guard let target = byName[alias.value], target.aliasOf == nil else { return model }
                var flat = model
                flat.kind = target.includes.isEmpty ? target.kind : .object(declarations(of: target, in: byName).map(\.field))
                flat.additionalFields = target.additionalFields
                flat.lenient = target.lenient
                return flat
            }
            guard !model.includes.isEmpty, case .object = model.kind else { return model }
            var flat = model
            flat.kind = .object(declarations(of: model, in: byName).map(\.field))
            return flat
        }
    }

    /// Each field of the flattened model with the model it was last declared in. Includes of
    /// unknown or non-object models, and includes that would close a cycle, are skipped (the
    /// validator reports them).
    static func declarations(of model: ModelSpec, in models: [String: ModelSpec]) -> [(field: FieldSpec, from: String)] {
        var result: [(field: FieldSpec, from: String)] = []
        var index: [String: Int] = [:]
        var path: Set<String> = []
        func add(_ model: ModelSpec) {
            guard case .object(let own) = model.kind, path.count <= maximumDepth, path.insert(model.name).inserted else {
                return
            }
            defer { path.remove(model.name) }
            for include in model.includes {
                if let included = models[include.value] { add(included) }
            }
            for field in own {
                if let at = index[field.wireName] {
                    result[at] = (field, model.name)
                } else {
                    index[field.wireName] = result.count
                    result.append((field, model.name))
                }
            }
        }
        add(model)
        return result
    }

    /// How deep the model's includes nest, along chains without a cycle: 0 without includes;
    /// `maximumDepth + 1` stands for any deeper.
    package static func depth(of model: ModelSpec, in models: [String: ModelSpec]) -> Int {
        var path: Set<String> = [model.name]
        func depth(_ model: ModelSpec) -> Int {
            guard path.count <= maximumDepth + 1 else { return 0 }
            var deepest = 0
            for include in model.includes {
                guard let included = models[include.value], path.insert(included.name).inserted else { continue }
                deepest = max(deepest, 1 + depth(included))
                path.remove(included.name)
                if deepest > maximumDepth { break }
            }
            return deepest
        }
        return depth(model)
    }
}
