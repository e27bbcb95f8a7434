import BinderySpec

/// The descriptor arguments of an endpoint's resilience and auth settings, stated only when
/// the endpoint has them: its own retry statuses, its rate-limit bucket, the auth schemes it
/// may go without.
extension OperationEmitter {
    func resilienceArguments(_ endpoint: EndpointSpec) -> [String] {
        var arguments: [String] = []
        if let statuses = endpoint.retryStatuses {
            arguments.append("retryStatuses: \(ClientEmitter.statusSet(statuses.value))")
        }
        if let bucket = endpoint.rateLimitBucket { arguments.append("rateLimitBucket: \(bucket.value.swiftLiteral)") }
        let optional = Set(api.authSchemes.filter(\.isOptional).map(\.name))
        let optionalAuth = endpoint.auth.filter { optional.contains($0) }
        if !optionalAuth.isEmpty {
            arguments.append("optionalAuth: [\(optionalAuth.map(\.swiftLiteral).joined(separator: ", "))]")
        }
        return arguments
    }
}
