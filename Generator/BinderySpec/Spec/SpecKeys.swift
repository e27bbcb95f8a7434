/// The keys each mapping of a spec accepts: the one table the decoder checks keys against
/// (`NodeReader.mapping(_:_:allowed:required:)`) and the tests compare with
/// `docs/SPEC-FORMAT.md` and `Fuzz/spec.dict`.
///
/// A list's order is part of the decoder's output: a misspelt key's "did you mean" goes to the
/// first of equally close keys. A new nested mapping gets a list here and an entry in ``all``.
package enum SpecKeys {
    /// A spec file's top level.
    package static let file = ["api", "models", "endpoints"]

    /// `api:`, the one section of a spec that describes the API as a whole.
    static let api = [
        "name", "docs", "version", "servers", "auth", "defaultAuth", "sharedParameters", "retry", "rateLimit",
        "envelope", "errorModel", "dateFormat", "lenientScalars", "completionHandlers", "headers", "rateLimits",
    ]

    /// A server of `api.servers` in its long form (the short form is the URL alone).
    static let server = ["url", "docs", "allowInsecureHTTP"]

    /// A scheme of `api.auth`.
    static let authScheme = ["type", "name", "docs", "swiftName", "optional", "tokenProvider"]

    /// `api.retry`.
    static let retry = ["maxAttempts", "initialDelay", "maxDelay", "acrossCalls", "statuses", "rateLimitStatuses"]

    /// `api.retry.acrossCalls`.
    static let retryAcrossCalls = ["resetAfter"]

    /// An endpoint's `retry`.
    static let endpointRetry = ["statuses"]

    /// `api.rateLimit`, and each bucket of `api.rateLimits`.
    static let rateLimit = ["requests", "perSeconds", "limitHeader", "remainingHeader", "resetHeader"]

    /// `api.envelope`. Each names a key of the body, so none may be empty.
    static let envelope = ["data", "error", "errorFlag"]

    /// `api.errorModel`.
    static let errorModel = ["model", "code", "message"]

    /// A model of `models:`.
    static let model = [
        "docs", "deprecated", "swiftName", "fields", "enum", "identifier", "oneOf", "discriminator", "includes",
        "additionalFields", "lenient", "example", "alias",
    ]

    /// What a model that is an `alias` of another may say besides: the rest is the other's.
    package static let aliasModel = ["alias", "docs", "deprecated", "swiftName"]

    /// A member of a model's `oneOf:` in its long form (the short form is the type alone).
    static let unionMember = ["type", "swiftName", "docs"]

    /// A model's `discriminator:` in its long form (the short form is the field alone): a field
    /// and its values, or the keys that choose the members (and the member of none of them).
    static let discriminator = ["field", "mapping", "keys", "otherwise"]

    /// A field of a model's `fields:` in its long form (the short form is the type alone).
    static let field = ["type", "required", "nullable", "docs", "deprecated", "swiftName", "secret", "lenient", "example"]

    /// A value of a model's `enum:` in its long form (the short form is the value alone).
    static let enumValue = ["value", "docs", "deprecated", "swiftName"]

    /// An endpoint of `endpoints:`.
    static let endpoint = [
        "docs", "deprecated", "swiftName", "method", "path", "baseURL", "parameters", "sharedParameters", "body",
        "response", "errors", "auth", "idempotent", "idempotencyKey", "pagination", "headers", "retry",
        "rateLimit",
    ]

    /// A parameter of an endpoint's `parameters:`, and a shared parameter of
    /// `api.sharedParameters`.
    static let parameter = [
        "in", "type", "required", "default", "style", "docs", "deprecated", "swiftName", "secret", "example",
    ]

    /// An endpoint's `idempotencyKey`.
    static let idempotencyKey = ["header", "swiftName", "docs"]

    /// The keys of a JSON `body:` that describe its one value, which a multipart body leaves to
    /// each part: written next to `multipart` they are reported as such, not as unknown.
    static let jsonBodyOnly = ["type", "wrap", "swiftName", "required"]

    /// An endpoint's JSON `body:` in its long form (the short form is the type alone). A body
    /// with a `multipart` key is a ``multipartBody`` instead.
    static let body = jsonBodyOnly + ["docs", "encoding", "contentType"]

    /// An endpoint's `body:` with a `multipart` key. It lists ``jsonBodyOnly`` and `encoding`
    /// so that those keys get their own message rather than "unknown key".
    static let multipartBody = ["multipart", "docs"] + jsonBodyOnly + ["encoding", "contentType"]

    /// A part of a multipart body in its long form (the short form is the type alone).
    static let multipartPart = ["type", "required", "docs", "deprecated", "swiftName", "secret"]

    /// An endpoint's `response:` in its long form (the short form is the type alone).
    static let response = ["status", "type", "at", "text", "binary", "docs", "stream", "terminator", "headers", "example"]

    /// A header of a response's `headers:` in its long form (the short form is the type alone).
    static let responseHeader = ["type", "docs", "swiftName"]

    /// An error of an endpoint's `errors:` list.
    static let error = ["status", "code", "name", "docs"]

    /// An endpoint's `pagination:`.
    static let pagination = [
        "style", "parameter", "limit", "items", "maxLimit", "totalPages", "total", "cursor", "hasMore", "itemField", "next",
    ]

    /// Every mapping whose keys the decoder checks, named as above, in the order of a spec.
    static let all: [(section: String, keys: [String])] = [
        ("file", file), ("api", api), ("server", server), ("authScheme", authScheme), ("retry", retry),
        ("retryAcrossCalls", retryAcrossCalls), ("rateLimit", rateLimit), ("endpointRetry", endpointRetry), ("envelope", envelope),
        ("errorModel", errorModel), ("model", model), ("field", field), ("enumValue", enumValue),
        ("unionMember", unionMember), ("discriminator", discriminator),
        ("endpoint", endpoint), ("parameter", parameter), ("idempotencyKey", idempotencyKey), ("body", body),
        ("multipartBody", multipartBody), ("multipartPart", multipartPart), ("response", response),
        ("responseHeader", responseHeader), ("error", error), ("pagination", pagination),
    ]
}
