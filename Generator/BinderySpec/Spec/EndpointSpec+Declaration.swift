/// The declaration's facts, read straight from ``EndpointSpec``.
///
/// Plain properties, not `@dynamicMemberLookup`: a generic key-path subscript of another module
/// is neither inlined nor specialized, so each read through one copied the whole
/// `EndpointDeclaration` and applied the key path at run time, which was 5% of generating the
/// benchmark's 500 operations (callgrind). Code that changes a declaration changes
/// ``EndpointSpec/declaration``.
extension EndpointSpec {
    package var name: String { declaration.name }
    package var swiftName: String { declaration.swiftName }
    package var docs: String? { declaration.docs }
    package var deprecated: String? { declaration.deprecated }
    package var method: String { declaration.method }
    package var path: String { declaration.path }
    package var pathLocation: SourceLocation { declaration.pathLocation }
    package var baseURL: Located<String>? { declaration.baseURL }
    package var parameters: [ParameterSpec] { declaration.parameters }
    package var body: BodySpec? { declaration.body }
    package var response: ResponseSpec { declaration.response }
    package var errors: [ErrorSpec] { declaration.errors }
    package var declaredIdempotent: Bool? { declaration.declaredIdempotent }
    package var pagination: PaginationSpec? { declaration.pagination }
    package var file: String { declaration.file }
    package var location: SourceLocation { declaration.location }
    package var idempotencyKeyHeader: String? { declaration.idempotencyKeyHeader }
    package var multipart: MultipartBodySpec? { declaration.multipart }
    package var headers: [ConstantHeader] { declaration.headers }
    package var retryStatuses: Located<[Int]>? { declaration.retryStatuses }
    package var rateLimitBucket: Located<String>? { declaration.rateLimitBucket }
}
