/// The rules of what a call sends and reads beside its body: constant headers, declared
/// response headers, and its own retry statuses and rate-limit bucket.
extension Rule {
    package static let endpointConstantHeaderAdded = Rule(
        "endpoint.constant-header.added", group: "Headers", title: "Constant header added", request: .breaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps do not send it, and the server that now asks for it (an API version, a media type) may answer them otherwise. No argument changes: constant headers are none. An API-level header is reported for each endpoint that sends it.")
    package static let endpointConstantHeaderRemoved = Rule(
        "endpoint.constant-header.removed", group: "Headers", title: "Constant header removed", request: .nonBreaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps keep sending a header the spec no longer asks for; servers ignore headers they do not read.")
    package static let endpointConstantHeaderChanged = Rule(
        "endpoint.constant-header.changed", group: "Headers", title: "Constant header's value changed", request: .breaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps send the old value: another API version or media type, which the server may answer otherwise.")
    package static let endpointResponseHeaderAdded = Rule(
        "endpoint.response.header.added", group: "Headers", title: "Response header declared", request: .notApplicable,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "A new optional property of the request's `ResponseHeaders` (the first one also adds `ResponseHeaders` and the `…WithResponse` method); nothing existing changes.")
    package static let endpointResponseHeaderRemoved = Rule(
        "endpoint.response.header.removed", group: "Headers", title: "Response header no longer declared",
        request: .notApplicable, response: .nonBreaking, source: .breaking,
        reasoning: "Old apps read it as nil when the server stops sending it, never as a failure. Its property goes (with the last one, `ResponseHeaders` and the `…WithResponse` method).")
    package static let endpointResponseHeaderChanged = Rule(
        "endpoint.response.header.changed", group: "Headers", title: "Response header's type or Swift name changed",
        request: .notApplicable, response: .nonBreaking, source: .breaking,
        reasoning: "A value old apps cannot read as the old type reads as nil, never as a failure; the property's type or name changes.")
    package static let endpointRetryStatusesChanged = Rule(
        "endpoint.retry-statuses-changed", group: "Endpoints", title: "Endpoint's own retry statuses changed",
        request: .nonBreaking, response: .nonBreaking, source: .nonBreaking,
        reasoning: "Retrying is the client's own behaviour: shipped apps keep theirs. Reported so reviewers see which failures the call now repeats.")
    package static let endpointRateLimitBucketChanged = Rule(
        "endpoint.rate-limit-bucket-changed", group: "Endpoints", title: "Endpoint's rate-limit bucket changed",
        request: .nonBreaking, response: .nonBreaking, source: .nonBreaking,
        reasoning: "Pacing is the client's own behaviour: shipped apps keep theirs, and a server enforces its limits whatever a client paces.")
    package static let authSchemeTokenProviderAdded = Rule(
        "auth.scheme.token-provider-added", group: "Auth", title: "Scheme takes a token provider", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "The client's initializers gain `<scheme>Provider: (any TokenProvider)? = nil`; the credential is sent the same way. (Its fixed credential becoming optional is reported as `auth.scheme.optional`.)")
    package static let authSchemeTokenProviderRemoved = Rule(
        "auth.scheme.token-provider-removed", group: "Auth", title: "Scheme no longer takes a token provider",
        request: .nonBreaking, response: .nonBreaking, source: .breaking,
        reasoning: "The initializers' `<scheme>Provider:` argument goes, so calls that pass it stop compiling; `configure:` can still set `tokenProviders`.")
}
