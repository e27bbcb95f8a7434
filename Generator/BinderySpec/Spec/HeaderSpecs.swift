/// A header sent with the same value on every call: `api.headers` and an endpoint's `headers`
/// (an API version, an `Accept`). It is no argument of anything.
package struct ConstantHeader: Sendable {
    /// The field name as written (`X-GitHub-Api-Version`); HTTP compares it without case.
    package var name: String
    package var value: String
    /// Where the name is written.
    package var location: SourceLocation

    /// The name as HTTP compares it.
    package var comparisonName: String { name.lowercased() }
}

/// A header of a successful response that the spec declares for an endpoint
/// (`response.headers`), read into a typed property of the request's `ResponseHeaders`.
package struct ResponseHeaderSpec: Sendable {
    /// The field name as written (`X-RateLimit-Remaining`).
    package var name: String
    /// The property's name (`xRateLimitRemaining`, or the `swiftName`).
    package var swiftName: String
    /// A scalar: `string`, `integer`, `number`, `boolean` or `datetime`.
    package var type: TypeReference
    package var docs: String?
    package var location: SourceLocation
    package var typeLocation: SourceLocation

    /// The types a response header may have: the scalars a header's text reads as.
    package static let allowedTypes: [TypeReference] = [.string, .integer, .number, .boolean, .dateTime]
}

/// A rate limit of its own for a group of endpoints: a bucket of `api.rateLimits`.
package struct RateLimitBucketSpec: Sendable {
    package var name: String
    package var limit: RateLimitSpec
    package var location: SourceLocation
}
