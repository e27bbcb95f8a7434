import BinderySpec

/// Which endpoints' `ResponseHeaders` are one struct.
///
/// Endpoints that declare the same response headers (names, Swift names, types and docs, in the
/// same order) share the struct of the first of them in spec order that is not deprecated (a
/// `typealias` of a deprecated request's struct would warn wherever it is not deprecated too);
/// the others' request values name it with a `typealias`. GitHub's document declares `Link`
/// alone on 165 list calls: one struct instead of 165 keeps their conformances, value witnesses
/// and accessors out of the module (2.72% of its release object code), and every
/// `XRequest.ResponseHeaders` still names the headers of its call.
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

    /// For each endpoint (by Swift name) whose headers another endpoint's struct declares, the
    /// request type of that endpoint; endpoints that declare their own struct are left out.
    static func owners(in endpoints: [EndpointSpec], requestType: (EndpointSpec) -> String) -> [String: String] {
        let withHeaders = endpoints.filter { !$0.response.headers.isEmpty }
        let shapes = withHeaders.map { $0.response.headers.map(Shape.init) }
        var ownerByShape: [[Shape]: EndpointSpec] = [:]
        for (endpoint, shape) in zip(withHeaders, shapes) {
            if let owner = ownerByShape[shape], owner.deprecated == nil || endpoint.deprecated != nil { continue }
            ownerByShape[shape] = endpoint
        }
        var owners: [String: String] = [:]
        for (endpoint, shape) in zip(withHeaders, shapes) {
            if let owner = ownerByShape[shape], owner.swiftName != endpoint.swiftName {
                owners[endpoint.swiftName] = requestType(owner)
            }
        }
        return owners
    }
}
