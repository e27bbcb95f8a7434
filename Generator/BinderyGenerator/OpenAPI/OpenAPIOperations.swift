/// The `api` section and the operations. (Placeholder until the operations stage lands.)
struct OpenAPIOperationState {}

extension OpenAPITranslation {
    /// `info`, `servers`, `security` and `securitySchemes` become the `api` section.
    mutating func translateAPISection() {}

    /// Each operation of `paths` becomes an endpoint in the file of its first tag.
    mutating func translateOperations() {}
}
