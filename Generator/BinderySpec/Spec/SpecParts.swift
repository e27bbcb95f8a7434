/// The parts of a spec that read the same before and after resolution: servers, auth schemes,
/// policies, models, parameters, bodies, responses, errors and pagination.

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
package struct ServerSpec: Sendable {
    package var name: String
    package var url: String
    package var docs: String?
    /// Plain `http://` is refused unless the spec opts in for this environment.
    package var allowsInsecureHTTP: Bool
    package var location: SourceLocation
}

/// A way of authenticating calls.
package struct AuthSchemeSpec: Sendable {
    package enum Kind: Sendable, Hashable {
        /// An API key sent in the named header.
        case apiKeyHeader(String)
        /// An API key sent as the named query parameter.
        case apiKeyQuery(String)
        /// `Authorization: Bearer <token>`.
        case bearer
        /// `Authorization: Basic <base64 of username:password>` (RFC 7617).
        case basic
    }

    package var name: String
    /// The label of the client initializer's credential parameter.
    package var swiftName: String
    package var kind: Kind
    /// Whether calls go anonymous when the client has no credential of the scheme, instead
    /// of failing: for APIs that also serve calls without one (`optional: true`).
    package var isOptional = false
    /// Whether the client's initializers also take a `TokenProvider` for the scheme, whose
    /// tokens expire and are refreshed after a 401 (`tokenProvider: true`; bearer only).
    package var takesTokenProvider = false

    /// The initializer's argument of the scheme's token provider: `tokenProvider`.
    package var providerSwiftName: String { swiftName + "Provider" }
    package var docs: String?
    package var location: SourceLocation
}

/// Retry policy for failed calls.
package struct RetrySpec: Sendable {
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
    /// The failure statuses retried (`statuses`); nil keeps the runtime's (429 and 5xx).
    package var statuses: Located<[Int]>?
    /// Statuses that are a rate limit when the response carries `Retry-After` or the rate
    /// limit's remaining count at 0 (`rateLimitStatuses`: GitHub's 403).
    package var rateLimitStatuses: Located<[Int]>?
}

/// The API's documented rate limit and the headers that report it.
package struct RateLimitSpec: Sendable {
    package var requests: Int?
    package var perSeconds: Double?
    package var limitHeader: String?
    package var remainingHeader: String?
    package var resetHeader: String?
    package var location: SourceLocation
}

/// A JSON envelope around every response body.
package struct EnvelopeSpec: Sendable {
    /// The key that holds the payload: `data`.
    package var dataKey: String?
    /// The key that holds the error model: `meta`.
    package var errorKey: String?
    /// A boolean key that, when true, marks a successful status as failed: `HadError`.
    package var errorFlagKey: String?
    package var location: SourceLocation
}

/// The model a failed call's body decodes to.
package struct ErrorModelSpec: Sendable {
    package var model: String
    /// The model's field that holds a machine-readable code.
    package var codeField: Located<String>?
    /// Where the human-readable message is, the first present of these: a field of the model
    /// (`message`), or a field of its object or list-of-objects field (`errors.message`, each
    /// item's on a line of its own).
    package var messageFields: [Located<String>]
    package var location: SourceLocation
}

/// A model: an object with fields, or an open enum of strings.
package struct ModelSpec: Sendable {
    package enum Kind: Sendable {
        case object([FieldSpec])
        case enumeration([EnumCaseSpec])
        /// A distinct type for ids, wrapping a string or an integer, so that one kind of id
        /// cannot be passed where another is expected.
        case identifier(TypeReference)
        /// One of several types, chosen by a discriminator field or by the value's JSON kind.
        case union(UnionSpec)

        /// How many fields, values or members the model declares.
        package var memberCount: Int {
            switch self {
            case .object(let fields): fields.count
            case .enumeration(let cases): cases.count
            case .identifier: 1
            case .union(let union): union.members.count
            }
        }

        /// Whether the generated type is `RawRepresentable` (enums and identifiers).
        package var hasRawValue: Bool {
            if case .object = self { return false }
            if case .union = self { return false }
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
    /// The object models whose fields an object model includes (`includes:`); resolution
    /// copies their fields into ``kind`` (see `ModelComposition`).
    package var includes: [Located<String>] = []
    /// The property that keeps the keys the spec does not declare (`additionalFields:`).
    package var additionalFields: AdditionalFieldsSpec?
    /// `lenient:` on an object: whether its scalar fields decode from other scalar forms too;
    /// nil leaves it to the API's `lenientScalars`.
    package var lenient: Bool? = nil
    /// `example:`: a value of the model, for docs and for `bindery mock`'s answers.
    package var example: SpecExample? = nil
    /// `alias:`: the model this model is a second name of. Swift declares a `typealias` of that
    /// model; resolution copies its fields or values into ``kind`` (see `ModelComposition`), so
    /// every stage but the emitter reads the alias as the model it names.
    package var aliasOf: Located<String>? = nil

    /// The Swift name an alias is a second name of: its model's, or the name as the spec writes
    /// it when no model has it (the validator reports that). Nil for a model that is no alias.
    package func aliasTargetSwiftName(in models: [String: ModelSpec]) -> String? {
        aliasOf.map { models[$0.value]?.swiftName ?? $0.value }
    }

    /// The object's fields, or none for an enum.
    package var fields: [FieldSpec] {
        if case .object(let fields) = kind { return fields }
        return []
    }
}

/// A field of an object model.
package struct FieldSpec: Sendable {
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
    /// `lenient:` on the field: whether it decodes from other scalar forms too; nil leaves it
    /// to its model's `lenient`, then to the API's `lenientScalars`.
    package var lenient: Bool? = nil
    /// `nullable: explicit`: leaving the key out and sending `null` are different things (an
    /// update's "keep" and "clear"), so Swift holds it as `Nullable<T>?`. Such a field is also
    /// `nullable`, and never `required`.
    package var explicitNull = false
    /// `example:`: a value of the field, for docs and for `bindery mock`'s answers.
    package var example: SpecExample? = nil

    /// Whether Swift sees the field as optional.
    package var isOptional: Bool { !required || nullable }
}

/// One value of an enum.
package struct EnumCaseSpec: Sendable {
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
package struct ParameterSpec: Sendable {
    package var wireName: String
    package var swiftName: String
    package var place: ParameterPlace
    package var type: TypeReference
    package var required: Bool
    /// The default the client fills in when the caller gives none, as the wire text.
    package var defaultValue: Located<String>?
    package var style: ArrayStyle
    package var docs: String?
    package var deprecated: String?
    /// Whether the value is a secret to keep out of logs and errors.
    package var secret: Bool
    package var location: SourceLocation
    package var typeLocation: SourceLocation
    /// `example:`: a value of the parameter, for docs.
    package var example: SpecExample? = nil
}

/// An endpoint's JSON request body.
package struct BodySpec: Sendable {
    package var type: TypeReference
    /// The label of the body's parameter in the generated method.
    package var swiftName: String
    /// When set, the body is sent as `{"<wrapKey>": body}`.
    package var wrapKey: String?
    package var required: Bool
    package var docs: String?
    package var location: SourceLocation
    /// How the body is written on the wire: JSON unless the spec says `encoding: form`,
    /// `encoding: text` or `encoding: binary`.
    package var encoding: BodyEncoding = .json
    /// Where `encoding:` is written, when it is.
    package var encodingLocation: SourceLocation? = nil
    /// The `Content-Type` of a text or binary body (`contentType:`), when the spec gives one.
    package var contentType: Located<String>? = nil

    /// The `Content-Type` the body is sent with.
    package var mediaType: String {
        encoding.takesContentType ? contentType?.value ?? encoding.mediaType : encoding.mediaType
    }
}

/// What a successful call returns.
package struct ResponseSpec: Sendable {
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
    /// The body is a stream of events of `type` (server-sent events, JSON Lines).
    package var stream: Located<ResponseStreamFormat>? = nil
    /// The data of the server-sent event that ends the stream (`[DONE]`).
    package var terminator: Located<String>? = nil
    /// Headers of a successful response the call reads into its `ResponseHeaders`.
    package var headers: [ResponseHeaderSpec] = []
    /// Where `binary: true` is written, when it is: the body is returned as its bytes (`Data`).
    package var binaryLocation: SourceLocation? = nil

    /// Whether the body is returned as its bytes rather than decoded.
    package var isBinary: Bool { binaryLocation != nil }
    /// `example:`: a value of ``type`` (what the call returns, inside the envelope and `at`),
    /// for docs and for `bindery mock`'s answers.
    package var example: SpecExample? = nil
}

/// A documented failure of an endpoint.
package struct ErrorSpec: Sendable {
    package var status: Int
    /// The Swift case of the endpoint's `Failure` enum, when the spec names the failure.
    package var name: String?
    /// The server's own code, when it tells failures with one status apart (AfterShip's `4004`).
    package var code: String?
    package var docs: String?
    package var location: SourceLocation
}

/// How a list endpoint pages.
package struct PaginationSpec: Sendable {
    package enum Style: String, Sendable, Hashable, CaseIterable {
        /// A page number that starts at 1.
        case page
        /// An offset into the list that starts at 0.
        case offset
        /// A cursor the response gives (`next_cursor`), sent back in the next request.
        case cursor
        /// The last item's id (or another field of it) sent back, as Stripe's `starting_after`.
        case lastItem
        /// A next page's URL in the response body (`next`, `links.next`).
        case nextURL
        /// A next page's URL in the `Link` response header (RFC 8288, `rel="next"`).
        case link
    }

    package var style: Style
    /// The query parameter that carries the page number, offset, cursor or last item's field
    /// (where the spec names it, or the pagination's own place when it leaves it out); unused by
    /// the styles that follow a URL (see `movingParameter`).
    package var parameter: Located<String>
    /// The query parameter that carries the page size.
    package var limitParameter: Located<String>?
    /// The response field that holds the page's items.
    package var itemsField: Located<String>?
    /// The largest page size the server serves, whatever is asked: a page of this many items
    /// is full, not the last, even when the request asked for more.
    package var maxLimit: Located<Int>?
    /// The response field (a dotted path, `meta.next_cursor`) that holds the next cursor
    /// (`cursor` style).
    package var cursorField: Located<String>? = nil
    /// The boolean response field (a dotted path) that says whether more pages follow.
    package var hasMoreField: Located<String>? = nil
    /// The field of an item the parameter takes from the page's last item (`lastItem` style).
    package var itemField: Located<String>? = nil
    /// The response field (a dotted path, `links.next`) that holds the next page's URL
    /// (`nextURL` style).
    package var nextField: Located<String>? = nil
    /// The integer response field (a dotted path) that holds the number of pages (`page`
    /// style): no page is asked for after that one.
    package var totalPagesField: Located<String>? = nil
    /// The integer response field (a dotted path) that holds the number of items in all
    /// (`offset` style): no page is asked for once the offset reaches it.
    package var totalField: Located<String>? = nil
    package var location: SourceLocation
}
