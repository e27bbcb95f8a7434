import BinderySpec

/// The body a failure is answered with: the API's error model (its example or a made value,
/// with the code and message of the failure in the fields `errorModel` names), inside the
/// envelope's error key, with its error flag set; `{"message": …}` for an API without one.
struct ErrorBody: Sendable {
    let spec: APISpec
    let values: ValueSynthesizer

    /// The body of a failure with `status` and `message`.
    func body(status: Int, message: String) -> JSONLiteral {
        guard let errorModel = spec.errorModel, let model = values.models[errorModel.model] else {
            return wrapped(.object([JSONLiteral.Member("message", .string(message))]))
        }
        var value = values.value(of: .named(model.name))
        if let code = errorModel.codeField?.value, let field = model.fields.first(where: { $0.wireName == code }) {
            value = value.setting(code, to: Self.code(status, as: field.type, in: values.models))
        }
        if let path = errorModel.messageFields.first?.value {
            value = setMessage(message, at: path, in: value, model: model)
        }
        return wrapped(value)
    }

    /// `message` at a message path: a field of the model, or of its object or list field.
    private func setMessage(_ message: String, at path: String, in value: JSONLiteral, model: ModelSpec) -> JSONLiteral {
        let steps = path.split(separator: ".").map(String.init)
        guard let first = steps.first else { return value }
        guard steps.count == 2, let outer = model.fields.first(where: { $0.wireName == first }),
            let inner = ErrorModelMessage.objectModel(of: outer.type, in: values.models)
        else { return value.setting(first, to: .string(message)) }
        let item = values.value(of: .named(inner.name)).setting(steps[1], to: .string(message))
        if case .array = outer.type { return value.setting(first, to: .array([item])) }
        return value.setting(first, to: item)
    }

    /// The status as the code field's type takes it: `404` or `"404"`.
    private static func code(_ status: Int, as type: TypeReference, in models: [String: ModelSpec]) -> JSONLiteral {
        switch type {
        case .integer, .number, .decimal: return .number(String(status))
        case .named(let name):
            if case .identifier(.integer)? = models[name]?.kind { return .number(String(status)) }
            return .string(String(status))
        default: return .string(String(status))
        }
    }

    /// The error model under the envelope's error key, and the error flag set beside it.
    private func wrapped(_ value: JSONLiteral) -> JSONLiteral {
        guard let envelope = spec.envelope else { return value }
        var body = envelope.errorKey.map { JSONLiteral.object([JSONLiteral.Member($0, value)]) } ?? value
        if let flag = envelope.errorFlagKey { body = body.setting(flag, to: .bool(true)) }
        return body
    }
}
