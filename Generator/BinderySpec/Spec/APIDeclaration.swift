/// A whole API as its spec says it, before anything is inferred: what a front end (today the
/// YAML decoder) produces, what ``SpecValidator`` checks, and what ``SpecResolver`` turns into
/// the ``APISpec`` that the emitters and `bindery diff` read. A second front end (an OpenAPI
/// reader) targets this type and leaves the emitters alone.
package struct APIDeclaration: Sendable {
    /// The API's name, used as the Swift module's prefix: `AfterShip` gives `AfterShipClient`.
    package var name: String
    package var docs: String?
    package var version: String?
    package var location: SourceLocation
    package var servers: [ServerSpec]
    package var authSchemes: [AuthSchemeSpec]
    /// The schemes an endpoint uses when it says nothing.
    package var defaultAuth: [Located<String>]
    /// Parameters the client configures once and injects into the calls that take them.
    package var sharedParameters: [ParameterSpec]
    package var retry: RetrySpec?
    package var rateLimit: RateLimitSpec?
    package var envelope: EnvelopeSpec?
    package var errorModel: ErrorModelSpec?
    package var dateFormat: DateFormat
    /// Scalars decode from other scalar forms too (`"5"` for 5), for servers that quote numbers.
    package var lenientScalars = false
    /// Whether every call also gets a completion-handler method, for callers that are not async.
    package var completionHandlers = false
    /// Headers sent with the same value on every call (`headers`).
    package var headers: [ConstantHeader] = []
    /// Rate limits of their own for groups of endpoints (`rateLimits`), by name.
    package var rateLimitBuckets: [RateLimitBucketSpec] = []
    package var models: [ModelSpec] {
        didSet { modelsByName = Self.index(models) }
    }
    package var endpoints: [EndpointDeclaration]
    /// The spec files, in the order they were read (sorted by name), relative to the spec folder.
    package var files: [String]
    /// Those of ``files`` that an OpenAPI document translates into, which are no files of the
    /// folder (the build plugin declares their outputs as `PlannedOutputs.openAPIShards`).
    package var documentFiles: Set<String> = []

    /// The API's models by name, kept in step with ``models``: the emitters and the catalogue
    /// look models up for every field, and building this on each use was 3% of generating
    /// Stripe's client.
    package private(set) var modelsByName: [String: ModelSpec]

    /// Creates a declaration; what is not given is empty or absent.
    package init(
        name: String, docs: String?, version: String?, location: SourceLocation,
        servers: [ServerSpec], authSchemes: [AuthSchemeSpec], defaultAuth: [Located<String>],
        sharedParameters: [ParameterSpec], dateFormat: DateFormat,
        models: [ModelSpec], endpoints: [EndpointDeclaration], files: [String]
    ) {
        self.name = name
        self.docs = docs
        self.version = version
        self.location = location
        self.servers = servers
        self.authSchemes = authSchemes
        self.defaultAuth = defaultAuth
        self.sharedParameters = sharedParameters
        self.dateFormat = dateFormat
        self.models = models
        self.endpoints = endpoints
        self.files = files
        modelsByName = Self.index(models)
    }

    /// Models by name; of two with one name (which the validator reports), the first.
    private static func index(_ models: [ModelSpec]) -> [String: ModelSpec] {
        Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One documented call, as its spec says it.
package struct EndpointDeclaration: Sendable {
    package var name: String
    package var swiftName: String
    package var docs: String?
    package var deprecated: String?
    package var method: String
    package var path: String
    package var pathLocation: SourceLocation
    /// An absolute base URL that replaces the API's servers for this call.
    package var baseURL: Located<String>?
    package var parameters: [ParameterSpec]
    /// The shared parameters this call takes: by default every one it can (see
    /// ``SpecResolver``).
    package var sharedParameters: NameSelection
    package var body: BodySpec?
    package var response: ResponseSpec
    package var errors: [ErrorSpec]
    /// The auth schemes the call uses: by default the API's `defaultAuth`.
    package var auth: NameSelection
    /// Whether a retry after the server may have acted is safe, as the spec's `idempotent:`
    /// says; nil where it says nothing, and the call is as idempotent as its method
    /// (`IdempotentMethods.isIdempotent(method:declared:)`, module BinderyHTTP).
    package var declaredIdempotent: Bool?
    package var pagination: PaginationSpec?
    package var file: String
    package var location: SourceLocation
    /// The header that carries the call's idempotency key, when the API takes one; the call
    /// then also has a parameter for it (``parameters``), and is retried like an idempotent one.
    package var idempotencyKeyHeader: String?
    /// The call's `multipart/form-data` body, when it sends one instead of a JSON ``body``.
    package var multipart: MultipartBodySpec?
    /// Headers this call sends with the same value, adding to the API's or replacing them.
    package var headers: [ConstantHeader] = []
    /// The failure statuses this call retries, replacing the API's (`retry.statuses`).
    package var retryStatuses: Located<[Int]>?
    /// The bucket of `api.rateLimits` the call counts against (`rateLimit`).
    package var rateLimitBucket: Located<String>?
}
