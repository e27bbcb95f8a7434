/// A whole API as loaded from its spec files: the resolved model the generator and
/// `bindery diff` work on.
package struct APISpec: Sendable {
    /// The API's name, used as the Swift module's prefix: `AfterShip` gives `AfterShipClient`.
    package var name: String
    package var docs: String?
    package var version: String?
    package var location: SourceLocation
    package var servers: [ServerSpec]
    package var authSchemes: [AuthSchemeSpec]
    /// The schemes an endpoint uses when it says nothing.
    package var defaultAuth: [String]
    /// Where each of `defaultAuth` is written, for diagnostics.
    package var defaultAuthLocations: [SourceLocation] = []
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
    package var models: [ModelSpec]
    package var endpoints: [EndpointSpec]
    /// The spec files, in the order they were read (sorted by name), relative to the spec folder.
    package var files: [String]

    /// The API's models by name.
    package var modelsByName: [String: ModelSpec] {
        Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// How an API writes points in time.
package enum DateFormat: String, Sendable, CaseIterable {
    /// RFC 3339 text; decoding also accepts fractional seconds, no offset, or a date alone.
    case iso8601
    /// Seconds since 1970 as a number.
    case epochSeconds
    /// Milliseconds since 1970 as a number.
    case epochMilliseconds
}

/// One environment the API is served from.
package struct ServerSpec: Sendable, Hashable {
    package var name: String
    package var url: String
    package var docs: String?
    /// Plain `http://` is refused unless the spec opts in for this environment.
    package var allowsInsecureHTTP: Bool
    package var location: SourceLocation
}

/// A way of authenticating calls.
package struct AuthSchemeSpec: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// An API key sent in the named header.
        case apiKeyHeader(String)
        /// An API key sent as the named query parameter.
        case apiKeyQuery(String)
        /// `Authorization: Bearer <token>`.
        case bearer
    }

    package var name: String
    /// The label of the client initializer's credential parameter.
    package var swiftName: String
    package var kind: Kind
    package var docs: String?
    package var location: SourceLocation
}

/// Retry policy for failed calls.
package struct RetrySpec: Sendable, Hashable {
    /// Attempts in all, the first included.
    package var maxAttempts: Int
    /// The back-off before the second attempt, in seconds; it doubles each time.
    package var initialDelay: Double
    /// The longest back-off, in seconds.
    package var maxDelay: Double
    /// When set, a failure worth retrying delays later calls too, until a success or this many
    /// seconds without such a failure.
    package var acrossCallsResetAfter: Double?
    package var location: SourceLocation
}

/// The API's documented rate limit and the headers that report it.
package struct RateLimitSpec: Sendable, Hashable {
    package var requests: Int?
    package var perSeconds: Double?
    package var limitHeader: String?
    package var remainingHeader: String?
    package var resetHeader: String?
    package var location: SourceLocation
}

/// A JSON envelope around every response body.
package struct EnvelopeSpec: Sendable, Hashable {
    /// The key that holds the payload: `data`.
    package var dataKey: String?
    /// The key that holds the error model: `meta`.
    package var errorKey: String?
    /// A boolean key that, when true, marks a successful status as failed: `HadError`.
    package var errorFlagKey: String?
    package var location: SourceLocation
}

/// The model a failed call's body decodes to.
package struct ErrorModelSpec: Sendable, Hashable {
    package var model: String
    /// The model's field that holds a machine-readable code.
    package var codeField: String?
    /// Where the human-readable message is, the first present of these: a field of the model
    /// (`message`), or a field of its object or list-of-objects field (`errors.message`, each
    /// item's on a line of its own).
    package var messageFields: [String]
    package var location: SourceLocation
    /// Where `code` is written, for diagnostics.
    package var codeLocation: SourceLocation?
    /// Where each of `messageFields` is written, for diagnostics.
    package var messageLocations: [SourceLocation]
}

/// A model: an object with fields, or an open enum of strings.
package struct ModelSpec: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case object([FieldSpec])
        case enumeration([EnumCaseSpec])
        /// A distinct type for ids, wrapping a string or an integer, so that one kind of id
        /// cannot be passed where another is expected.
        case identifier(TypeReference)

        /// Whether the generated type is `RawRepresentable` (enums and identifiers).
        package var hasRawValue: Bool {
            if case .object = self { return false }
            return true
        }
    }

    package var name: String
    package var swiftName: String
    package var docs: String?
    package var deprecated: String?
    package var kind: Kind
    /// The spec file it was declared in, relative to the spec folder.
    package var file: String
    package var location: SourceLocation

    /// The object's fields, or none for an enum.
    package var fields: [FieldSpec] {
        if case .object(let fields) = kind { return fields }
        return []
    }
}

/// A field of an object model.
package struct FieldSpec: Sendable, Hashable {
    package var wireName: String
    package var swiftName: String
    package var type: TypeReference
    /// The key must be present.
    package var required: Bool
    /// The value may be `null`.
    package var nullable: Bool
    package var docs: String?
    package var deprecated: String?
    package var location: SourceLocation
    package var typeLocation: SourceLocation
    /// Whether the value is a secret (card data, a payment nonce) that the client redacts from
    /// errors, should a server echo a request body that holds it.
    package var secret = false

    /// Whether Swift sees the field as optional.
    package var isOptional: Bool { !required || nullable }
}

/// One value of an enum.
package struct EnumCaseSpec: Sendable, Hashable {
    package var value: String
    package var swiftName: String
    package var docs: String?
    package var deprecated: String?
    package var location: SourceLocation
}

/// Where a parameter goes in the request.
package enum ParameterPlace: String, Sendable, Hashable, CaseIterable {
    case path
    case query
    case header
}

/// How a list is written in a query parameter.
package enum ArrayStyle: String, Sendable, Hashable, CaseIterable {
    /// `tag=a&tag=b`.
    case repeated
    /// `tag=a,b`.
    case comma
    /// `tag=a|b`.
    case pipe
}

/// A path, query or header parameter.
package struct ParameterSpec: Sendable, Hashable {
    package var wireName: String
    package var swiftName: String
    package var place: ParameterPlace
    package var type: TypeReference
    package var required: Bool
    /// The default the client fills in when the caller gives none, as the wire text.
    package var defaultValue: String?
    /// Where `default` is written, for diagnostics.
    package var defaultLocation: SourceLocation?
    package var style: ArrayStyle
    package var docs: String?
    package var deprecated: String?
    /// Whether the value is a secret to keep out of logs and errors.
    package var secret: Bool
    package var location: SourceLocation
    package var typeLocation: SourceLocation
}

/// An endpoint's JSON request body.
package struct BodySpec: Sendable, Hashable {
    package var type: TypeReference
    /// The label of the body's parameter in the generated method.
    package var swiftName: String
    /// When set, the body is sent as `{"<wrapKey>": body}`.
    package var wrapKey: String?
    package var required: Bool
    package var docs: String?
    package var location: SourceLocation
}

/// What a successful call returns.
package struct ResponseSpec: Sendable, Hashable {
    /// The statuses that mean success.
    package var statuses: [Int]
    /// The decoded type, or nil when the body is ignored.
    package var type: TypeReference?
    /// Keys to descend through (after the API's envelope) to reach the value: `[tracking]`.
    package var unwrapPath: [String]
    /// The body is plain text rather than JSON.
    package var isText: Bool
    package var docs: String?
    package var location: SourceLocation
}

/// A documented failure of an endpoint.
package struct ErrorSpec: Sendable, Hashable {
    package var status: Int
    /// The Swift case of the endpoint's `Failure` enum, when the spec names the failure.
    package var name: String?
    /// The server's own code, when it tells failures with one status apart (AfterShip's `4004`).
    package var code: String?
    package var docs: String?
    package var location: SourceLocation
}

/// How a list endpoint pages.
package struct PaginationSpec: Sendable, Hashable {
    package enum Style: String, Sendable, Hashable, CaseIterable {
        /// A page number that starts at 1.
        case page
        /// An offset into the list that starts at 0.
        case offset
    }

    package var style: Style
    /// The query parameter that carries the page number or offset.
    package var parameter: String
    /// The query parameter that carries the page size.
    package var limitParameter: String?
    /// The response field that holds the page's items.
    package var itemsField: String?
    /// The largest page size the server serves, whatever is asked: a page of this many items
    /// is full, not the last, even when the request asked for more.
    package var maxLimit: Int?
    package var location: SourceLocation
    /// Where `parameter`, `limit` and `items` are written (the pagination's own place when
    /// left out), for diagnostics.
    package var parameterLocation: SourceLocation?
    package var limitLocation: SourceLocation?
    package var itemsLocation: SourceLocation?
    package var maxLimitLocation: SourceLocation?
}

/// One documented call.
package struct EndpointSpec: Sendable, Hashable {
    package var name: String
    package var swiftName: String
    package var docs: String?
    package var deprecated: String?
    package var method: String
    package var path: String
    package var pathLocation: SourceLocation
    /// An absolute base URL that replaces the API's servers for this call.
    package var baseURL: String?
    /// Where `baseURL` is written, for diagnostics.
    package var baseURLLocation: SourceLocation?
    package var parameters: [ParameterSpec]
    /// The shared parameters this call takes.
    package var sharedParameters: [String]
    package var body: BodySpec?
    package var response: ResponseSpec
    package var errors: [ErrorSpec]
    /// The auth schemes the call uses; empty for none.
    package var auth: [String]
    /// Where each of `auth` and of `sharedParameters` is written, for diagnostics.
    package var authLocations: [SourceLocation] = []
    package var sharedParameterLocations: [SourceLocation] = []
    /// Whether a retry after the server may have acted is safe.
    package var idempotent: Bool
    package var pagination: PaginationSpec?
    package var file: String
    package var location: SourceLocation
    /// The header that carries the call's idempotency key, when the API takes one; the call
    /// then also has a parameter for it (``parameters``), and is retried like an idempotent one.
    package var idempotencyKeyHeader: String?
    /// The call's `multipart/form-data` body, when it sends one instead of a JSON ``body``.
    package var multipart: MultipartBodySpec?
}
