import BinderyHTTP
import BinderySpec

/// The checks of resilience per endpoint: retry statuses, rate-limit statuses and buckets.
extension SpecValidator {
    /// `api.retry.rateLimitStatuses` and the buckets of `api.rateLimits`.
    mutating func checkResilience() {
        if let statuses = spec.retry?.rateLimitStatuses, statuses.value.contains(429) {
            diagnostics.error(
                "429 is always a rate limit; leave it out of 'rateLimitStatuses', which lists the statuses that are one only with 'Retry-After' or nothing remaining",
                at: statuses.location)
        }
        for bucket in spec.rateLimitBuckets {
            let limit = bucket.limit
            for header in [limit.limitHeader, limit.remainingHeader, limit.resetHeader].compactMap(\.self) {
                checkHeaderName(header, of: "the header of rate limit '\(bucket.name)'", at: limit.location)
            }
            if limit.requests == nil, limit.remainingHeader == nil {
                diagnostics.error(
                    "rate limit '\(bucket.name)' limits nothing: give it 'requests' and 'perSeconds', or a 'remainingHeader' the server reports",
                    at: bucket.location)
            }
        }
    }

    /// An endpoint's `retry` and `rateLimit`.
    mutating func checkResilience(of endpoint: EndpointDeclaration) {
        if let bucket = endpoint.rateLimitBucket {
            let names = spec.rateLimitBuckets.map(\.name)
            if names.isEmpty {
                diagnostics.error(
                    "endpoint '\(endpoint.name)' counts against rate limit '\(bucket.value)', but the API declares no 'rateLimits'",
                    at: bucket.location)
            } else if !names.contains(bucket.value) {
                diagnostics.error(
                    "unknown rate limit '\(bucket.value)'\(suggestion(for: bucket.value, in: names))", at: bucket.location)
            }
        }
        if let statuses = endpoint.retryStatuses, endpoint.idempotencyKeyHeader == nil,
            !IdempotentMethods.isIdempotent(method: endpoint.method, declared: endpoint.declaredIdempotent),
            statuses.value.contains(where: { $0 != 429 })
        {
            diagnostics.error(
                "endpoint '\(endpoint.name)' is not idempotent, so it is retried only after a 429; mark it 'idempotent: true', give it an 'idempotencyKey', or list only 429",
                at: statuses.location)
        }
    }
}
