/// Schemas: component schemas become models, inline schemas get names from where they stand.
/// (Placeholder until the schemas stage lands.)
struct OpenAPISchemaState {}

/// A schema's translation where a type is written: a field, a parameter, a body, a response.
struct TranslatedType {
    /// A Bindery type text: `string`, `[Pet]`, `[string: Pet]`, a model's name.
    var type: String
    /// Whether the schema also allows `null`.
    var isNullable: Bool = false
    /// Where the schema is, for the nodes made from it.
    var location: SourceLocation
}

extension OpenAPISchemaState {}

extension OpenAPITranslation {
    /// The type of `schema`; an inline object, enum or union becomes a model named `suggestedName`
    /// (made unique), in the file being translated. Nil, after a diagnostic, when it has none.
    mutating func type(of schema: YAMLNode, suggestedName: String) -> TranslatedType? {
        TranslatedType(type: "json", location: schema.location)
    }

    /// Translates every component schema that is kept into a model, in the file of the
    /// operations that use it.
    mutating func translateComponentSchemas() {}
}
