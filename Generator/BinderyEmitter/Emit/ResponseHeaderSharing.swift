import BinderySpec

/// Which endpoints' `ResponseHeaders` are one struct.
///
/// Endpoints that declare the same response headers (names, Swift names, types and docs, in the
/// same order) share the struct of the first of them in spec order; the others' request values
/// name it with a `typealias`. GitHub's document declares `Link` alone on 165 list calls: one
/// struct instead of 165 keeps their conformances, value witnesses and accessors out of the
/// module (2.75% of its release object code), and every `XRequest.ResponseHeaders` still names
/// the headers of its call.
enum ResponseHeaderSharing {
    /// What makes two endpoints' header structs the same Swift: all but where the spec says it.
    private struct Shape: Hashable {
        var name: String
        var swiftName: String
        var type: TypeReference
        var docs: String?

        init(_ header: ResponseHeaderSpec) {
            name = header.name
            swiftName = header.swiftName
            type = header.type
            docs = header.docs
        }
    }

    /// For each endpoint (by Swift name) whose headers an earlier endpoint declares alike, the
    /// request type of the first such endpoint; endpoints that declare their own are left out.
    static func owners(in endpoints: [EndpointSpec], requestType: (EndpointSpec) -> String) -> [String: String] {
        var firstByShape: [[Shape]: String] = [:]
        var owners: [String: String] = [:]
        for endpoint in endpoints where !endpoint.response.headers.isEmpty {
            let shape = endpoint.response.headers.map(Shape.init)
            if let owner = firstByShape[shape] {
                owners[endpoint.swiftName] = owner
            } else {
                firstByShape[shape] = requestType(endpoint)
            }
        }
        return owners
    }
}
