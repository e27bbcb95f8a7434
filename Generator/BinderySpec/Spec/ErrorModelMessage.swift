/// Where an error model's message is, resolved against the models: the Swift expressions of
/// `ServerErrorModel.serverErrorMessage`.
package enum ErrorModelMessage {
    /// A message path resolved to fields: the model's own field, or a field inside one of its
    /// object or list-of-objects fields.
    package enum Source {
        case field(FieldSpec)
        case inObject(FieldSpec, FieldSpec)
        case inList(FieldSpec, FieldSpec)
    }

    /// The object model a message path steps into: the field's model, or its list's element's.
    package static func objectModel(of type: TypeReference, in models: [String: ModelSpec]) -> ModelSpec? {
        let name: String
        switch type {
        case .named(let named): name = named
        case .array(.named(let named)): name = named
        default: return nil
        }
        guard let model = models[name], case .object = model.kind else { return nil }
        return model
    }

    /// The sources of `paths` in `model`; paths that do not resolve (reported by the
    /// validator) are left out.
    package static func sources(_ paths: [String], in model: ModelSpec, models: [String: ModelSpec]) -> [Source] {
        paths.compactMap { path in
            let steps = path.split(separator: ".").map(String.init)
            guard let first = steps.first, let outer = model.fields.first(where: { $0.wireName == first }) else { return nil }
            guard steps.count == 2 else { return .field(outer) }
            guard let innerModel = objectModel(of: outer.type, in: models),
                let inner = innerModel.fields.first(where: { $0.wireName == steps[1] })
            else { return nil }
            if case .array = outer.type { return .inList(outer, inner) }
            return .inObject(outer, inner)
        }
    }

    /// How the docs name a source.
    package static func describe(_ source: Source) -> String {
        switch source {
        case .field(let field): "the `\(field.wireName)` of the body"
        case .inObject(let outer, let inner): "the `\(inner.wireName)` of its `\(outer.wireName)`"
        case .inList(let outer, let inner): "each `\(inner.wireName)` of its `\(outer.wireName)`, one a line"
        }
    }
}
