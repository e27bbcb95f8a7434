/// A whole API as loaded from its spec files: the resolved model the generator and
/// `bindery diff` work on.
public struct APISpec: Sendable {
    /// The API's name, used as the Swift module's prefix: `AfterShip` gives `AfterShipClient`.
    public var name: String
    public var docs: String?
    public var version: String?
    public var location: SourceLocation
    public var servers: [ServerSpec]
    public var authSchemes: [AuthSchemeSpec]
    /// The schemes an endpoint uses when it says nothing.
    public var defaultAuth: [String]
    /// Where each of `defaultAuth` is written, for diagnostics.
    public var defaultAuthLocations: [SourceLocation] = []
    /// Parameters the client configures once and injects into the calls that take them.
    public var sharedParameters: [ParameterSpec]
    public var retry: RetrySpec?
    public var rateLimit: RateLimitSpec?
    public var envelope: EnvelopeSpec?
    public var errorModel: ErrorModelSpec?
    public var dateFormat: DateFormat
    /// Scalars decode from other scalar forms too (`"5"` for 5), for servers that quote numbers.
    public var lenientScalars = false
    /// Whether every call also gets a completion-handler method, for callers that are not async.
    public var completionHandlers = false
    public var models: [ModelSpec]
    public var endpoints: [EndpointSpec]
    /// The spec files, in the order they were read (sorted by name), relative to the spec folder.
    public var files: [String]

    /// The API's models by name.
    public var modelsByName: [String: ModelSpec] {
        Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// How an API writes points in time.
public enum DateFormat: String, Sendable, CaseIterable {
    /// RFC 3339 text; decoding also accepts fractional seconds, no offset, or a date alone.
    case iso8601
    /// Seconds since 1970 as a number.
    case epochSeconds
    /// Milliseconds since 1970 as a number.
    case epochMilliseconds
}

/// One environment the API is served from.
public struct ServerSpec: Sendable, Hashable {
    public var name: String
    public var url: String
    public var docs: String?
    /// Plain `http://` is refused unless the spec opts in for this environment.
    public var allowsInsecureHTTP: Bool
    public var location: SourceLocation
}

/// A way of authenticating calls.
public struct AuthSchemeSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An API key sent in the named header.
        case apiKeyHeader(String)
        /// An API key sent as the named query parameter.
        case apiKeyQuery(String)
        /// `Authorization: Bearer <token>`.
        case bearer
    }

    public var name: String
    /// The label of the client initializer's credential parameter.
    public var swiftName: String
    public var kind: Kind
    public var docs: String?
    public var location: SourceLocation
}

/// Retry policy for failed calls.
public struct RetrySpec: Sendable, Hashable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The back-off before the second attempt, in seconds; it doubles each time.
    public var initialDelay: Double
    /// The longest back-off, in seconds.
    public var maxDelay: Double
    /// When set, a failure worth retrying delays later calls too, until a success or this many
    /// seconds without such a failure.
    public var acrossCallsResetAfter: Double?
    public var location: SourceLocation
}

/// The API's documented rate limit and the headers that report it.
public struct RateLimitSpec: Sendable, Hashable {
    public var requests: Int?
    public var perSeconds: Double?
    public var limitHeader: String?
    public var remainingHeader: String?
    public var resetHeader: String?
    public var location: SourceLocation
}

/// A JSON envelope around every response body.
public struct EnvelopeSpec: Sendable, Hashable {
    /// The key that holds the payload: `data`.
    public var dataKey: String?
    /// The key that holds the error model: `meta`.
    public var errorKey: String?
    /// A boolean key that, when true, marks a successful status as failed: `HadError`.
    public var errorFlagKey: String?
    public var location: SourceLocation
}

/// The model a failed call's body decodes to.
public struct ErrorModelSpec: Sendable, Hashable {
    public var model: String
    /// The model's field that holds a machine-readable code.
    public var codeField: String?
    /// Where the human-readable message is, the first present of these: a field of the model
    /// (`message`), or a field of its object or list-of-objects field (`errors.message`, each
    /// item's on a line of its own).
    public var messageFields: [String]
    public var location: SourceLocation
    /// Where `code` is written, for diagnostics.
    public var codeLocation: SourceLocation?
    /// Where each of `messageFields` is written, for diagnostics.
    public var messageLocations: [SourceLocation]
}

/// A model: an object with fields, or an open enum of strings.
public struct ModelSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case object([FieldSpec])
        case enumeration([EnumCaseSpec])
        /// A distinct type for ids, wrapping a string or an integer, so that one kind of id
        /// cannot be passed where another is expected.
        case identifier(TypeReference)

        /// Whether the generated type is `RawRepresentable` (enums and identifiers).
        public var hasRawValue: Bool {
            if case .object = self { return false }
            return true
        }
    }

    public var name: String
    public var swiftName: String
    public var docs: String?
    public var deprecated: String?
    public var kind: Kind
    /// The spec file it was declared in, relative to the spec folder.
    public var file: String
    public var location: SourceLocation

    /// The object's fields, or none for an enum.
    public var fields: [FieldSpec] {
        if case .object(let fields) = kind { return fields }
        return []
    }
}

/// A field of an object model.
public struct FieldSpec: Sendable, Hashable {
    public var wireName: String
    public var swiftName: String
    public var type: TypeReference
    /// The key must be present.
    public var required: Bool
    /// The value may be `null`.
    public var nullable: Bool
    public var docs: String?
    public var deprecated: String?
    public var location: SourceLocation
    public var typeLocation: SourceLocation
    /// Whether the value is a secret (card data, a payment nonce) that the client redacts from
    /// errors, should a server echo a request body that holds it.
    public var secret = false

    /// Whether Swift sees the field as optional.
    public var isOptional: Bool { !required || nullable }
}

/// One value of an enum.
public struct EnumCaseSpec: Sendable, Hashable {
    public var value: String
    public var swiftName: String
    public var docs: String?
    public var deprecated: String?
    public var location: SourceLocation
}

/// Where a parameter goes in the request.
public enum ParameterPlace: String, Sendable, Hashable, CaseIterable {
    case path
    case query
    case header
}

/// How a list is written in a query parameter.
public enum ArrayStyle: String, Sendable, Hashable, CaseIterable {
    /// `tag=a&tag=b`.
    case repeated
    /// `tag=a,b`.
    case comma
    /// `tag=a|b`.
    case pipe
}

/// A path, query or header parameter.
public struct ParameterSpec: Sendable, Hashable {
    public var wireName: String
    public var swiftName: String
    public var place: ParameterPlace
    public var type: TypeReference
    public var required: Bool
    /// The default the client fills in when the caller gives none, as the wire text.
    public var defaultValue: String?
    /// Where `default` is written, for diagnostics.
    public var defaultLocation: SourceLocation?
    public var style: ArrayStyle
    public var docs: String?
    public var deprecated: String?
    /// Whether the value is a secret to keep out of logs and errors.
    public var secret: Bool
    public var location: SourceLocation
    public var typeLocation: SourceLocation
}

/// An endpoint's JSON request body.
public struct BodySpec: Sendable, Hashable {
    public var type: TypeReference
    /// The label of the body's parameter in the generated method.
    public var swiftName: String
    /// When set, the body is sent as `{"<wrapKey>": body}`.
    public var wrapKey: String?
    public var required: Bool
    public var docs: String?
    public var location: SourceLocation
}

/// What a successful call returns.
public struct ResponseSpec: Sendable, Hashable {
    /// The statuses that mean success.
    public var statuses: [Int]
    /// The decoded type, or nil when the body is ignored.
    public var type: TypeReference?
    /// Keys to descend through (after the API's envelope) to reach the value: `[tracking]`.
    public var unwrapPath: [String]
    /// The body is plain text rather than JSON.
    public var isText: Bool
    public var docs: String?
    public var location: SourceLocation
}

/// A documented failure of an endpoint.
public struct ErrorSpec: Sendable, Hashable {
    public var status: Int
    /// The Swift case of the endpoint's `Failure` enum, when the spec names the failure.
    public var name: String?
    /// The server's own code, when it tells failures with one status apart (AfterShip's `4004`).
    public var code: String?
    public var docs: String?
    public var location: SourceLocation
}

/// How a list endpoint pages.
public struct PaginationSpec: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A page number that starts at 1.
        case page
        /// An offset into the list that starts at 0.
        case offset
    }

    public var style: Style
    /// The query parameter that carries the page number or offset.
    public var parameter: String
    /// The query parameter that carries the page size.
    public var limitParameter: String?
    /// The response field that holds the page's items.
    public var itemsField: String?
    /// The largest page size the server serves, whatever is asked: a page of this many items
    /// is full, not the last, even when the request asked for more.
    public var maxLimit: Int?
    public var location: SourceLocation
    /// Where `parameter`, `limit` and `items` are written (the pagination's own place when
    /// left out), for diagnostics.
    public var parameterLocation: SourceLocation?
    public var limitLocation: SourceLocation?
    public var itemsLocation: SourceLocation?
    public var maxLimitLocation: SourceLocation?
}

/// One documented call.
public struct EndpointSpec: Sendable, Hashable {
    public var name: String
    public var swiftName: String
    public var docs: String?
    public var deprecated: String?
    public var method: String
    public var path: String
    public var pathLocation: SourceLocation
    /// An absolute base URL that replaces the API's servers for this call.
    public var baseURL: String?
    /// Where `baseURL` is written, for diagnostics.
    public var baseURLLocation: SourceLocation?
    public var parameters: [ParameterSpec]
    /// The shared parameters this call takes.
    public var sharedParameters: [String]
    public var body: BodySpec?
    public var response: ResponseSpec
    public var errors: [ErrorSpec]
    /// The auth schemes the call uses; empty for none.
    public var auth: [String]
    /// Where each of `auth` and of `sharedParameters` is written, for diagnostics.
    public var authLocations: [SourceLocation] = []
    public var sharedParameterLocations: [SourceLocation] = []
    /// Whether a retry after the server may have acted is safe.
    public var idempotent: Bool
    public var pagination: PaginationSpec?
    public var file: String
    public var location: SourceLocation
    /// The header that carries the call's idempotency key, when the API takes one; the call
    /// then also has a parameter for it (``parameters``), and is retried like an idempotent one.
    public var idempotencyKeyHeader: String?
    /// The call's `multipart/form-data` body, when it sends one instead of a JSON ``body``.
    public var multipart: MultipartBodySpec?
}
