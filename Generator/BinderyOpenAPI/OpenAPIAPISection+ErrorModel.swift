import BinderySpec
/// The API's error model: the schema most failure responses (4xx, 5xx, `default`) share, with
/// its code and message fields; `{"error": {…}}` (OpenAI, Stripe) becomes the envelope's error key
/// and the object inside it.
extension OpenAPITranslation {
    /// Fields that hold a failure's human-readable message, in the order they are preferred.
    static let errorMessageFields = ["message", "error_description", "detail", "title", "error"]
    /// Fields that hold a failure's machine-readable code, in the order they are preferred.
    static let errorCodeFields = ["code", "error_code", "type"]

    /// Where a failure's error model is, found from its schema.
    struct ErrorModelShape {
        /// The key of the body that holds it (`error`), or nil when it is the body itself.
        var envelopeKey: String?
        /// The model's schema.
        var schema: YAMLNode
        var code: String?
        var message: String?
    }

    /// The `envelope` and `errorModel` entries of the `api` section, when the failures agree
    /// on a schema that is an object with a message; none otherwise.
    mutating func errorModelEntries() -> [(String, YAMLNode)] {
        guard let agreed = operations.errorSchemas.agreed, let found = errorModelShape(of: agreed) else { return [] }
        currentFile = TranslatedFile.apiFileName
        guard let type = type(of: found.schema, suggestedName: "APIError"), case .success(.named) = TypeReferenceParser.parse(type.type) else {
            return []
        }
        let location = found.schema.location
        var entries: [(String, YAMLNode)] = []
        if let key = found.envelopeKey {
            entries.append(("envelope", .map([("error", .text(key, at: agreed.location))], at: agreed.location)))
        }
        var model: [(String, YAMLNode)] = [("model", .text(type.type, at: type.location))]
        if let code = found.code { model.append(("code", .text(code, at: location))) }
        if let message = found.message { model.append(("message", .text(message, at: location))) }
        entries.append(("errorModel", .map(model, at: location)))
        return entries
    }

    /// The error model in `schema`: the schema itself when it has a message field, or the
    /// object of its one required (or only) object field when that has one.
    mutating func errorModelShape(of schema: YAMLNode) -> ErrorModelShape? {
        guard case .object(let properties, let required) = shape(of: schema) else { return nil }
        if let found = textFields(of: properties), found.message != nil {
            return ErrorModelShape(envelopeKey: nil, schema: schema, code: found.code, message: found.message)
        }
        let objects = properties.filter { property in
            if case .object = shape(of: property.schema) { return true }
            return false
        }
        let wrapper = objects.count == 1 ? objects[0] : objects.first { required.contains($0.name) }
        guard let wrapper, case .object(let inner, _) = shape(of: wrapper.schema),
            let found = textFields(of: inner), found.message != nil
        else { return nil }
        return ErrorModelShape(envelopeKey: wrapper.name, schema: wrapper.schema, code: found.code, message: found.message)
    }

    /// The first code and message fields among `properties` whose values read as text.
    private mutating func textFields(of properties: [(name: String, schema: YAMLNode)]) -> (code: String?, message: String?)? {
        var textual: Set<String> = []
        for (name, schema) in properties where shape(of: schema).isScalar { textual.insert(name) }
        guard !textual.isEmpty else { return nil }
        return (Self.errorCodeFields.first { textual.contains($0) }, Self.errorMessageFields.first { textual.contains($0) })
    }
}
