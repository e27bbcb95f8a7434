/// Which fields decode leniently, from other scalar forms too (`"5"` as 5): the API's
/// `lenientScalars`, a model's `lenient` and a field's `lenient`, the nearest one deciding.
/// The one rule the validator, the model emitter and the docs read.
package enum LenientFields {
    /// Whether `field` of `model` decodes leniently in an API with `lenientScalars`.
    package static func isLenient(_ field: FieldSpec, of model: ModelSpec, lenientScalars: Bool, models: [String: ModelSpec]) -> Bool {
        // A `Nullable` field decodes strictly: the lenient methods give plain optionals.
        !field.explicitNull && (field.lenient ?? model.lenient ?? lenientScalars)
            && canDecodeLeniently(field.type, models: models)
    }

    /// Whether a value of `type` has other scalar forms to decode from: the JSON scalars,
    /// `decimal`, `date` (from a date and time) and `uuid` (without hyphens, in braces), and
    /// identifiers of a string or an integer.
    package static func canDecodeLeniently(_ type: TypeReference, models: [String: ModelSpec]) -> Bool {
        switch type {
        case .string, .integer, .number, .decimal, .boolean, .date, .uuid: true
        case .named(let name):
            if case .identifier? = models[name]?.kind { true } else { false }
        case .dateTime, .localDateTime, .url, .data, .json, .array, .map: false
        }
    }
}
