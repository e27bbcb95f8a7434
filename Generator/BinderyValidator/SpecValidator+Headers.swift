import BinderySpec
/// The checks of headers both ways: constant headers (`api.headers`, an endpoint's `headers`)
/// and declared response headers (`response.headers`).
extension SpecValidator {
    /// Checks `api.headers` on their own and against the API's credentials and shared parameters.
    mutating func checkAPIHeaders() {
        checkConstantHeaderList(spec.headers)
        let sharedHeaders = spec.sharedParameters.filter { $0.place == .header }
        for header in spec.headers {
            if let parameter = sharedHeaders.first(where: { $0.wireName.lowercased() == header.comparisonName }) {
                diagnostics.error(
                    "constant header '\(header.name)' is also shared parameter '\(parameter.wireName)'; send it one way: drop the constant or the parameter",
                    at: header.location)
            }
        }
    }

    /// Checks an endpoint's own constant headers, then every constant header it sends (the
    /// API's too) against its parameters and idempotency key; then its response headers.
    mutating func checkHeaders(of endpoint: EndpointDeclaration, shared: [ParameterSpec]) {
        checkConstantHeaderList(endpoint.headers)
        let parameters = (endpoint.parameters + shared).filter { $0.place == .header }
        for header in SpecResolver.constantHeaders(of: endpoint, apiHeaders: spec.headers) {
            guard let parameter = parameters.first(where: { $0.wireName.lowercased() == header.comparisonName }) else {
                continue
            }
            if parameter.wireName == endpoint.idempotencyKeyHeader {
                diagnostics.error(
                    "constant header '\(header.name)' is the idempotency key of endpoint '\(endpoint.name)', which must be new for every call; drop the constant",
                    at: header.location)
            } else {
                diagnostics.error(
                    "constant header '\(header.name)' is also parameter '\(parameter.wireName)' of endpoint '\(endpoint.name)'; a header is sent constant or passed per call: drop one",
                    at: header.location)
            }
        }
        checkResponseHeaders(of: endpoint)
    }

    /// Name, value, credentials and repetition of one list of constant headers.
    private mutating func checkConstantHeaderList(_ headers: [ConstantHeader]) {
        var seen: [String: SourceLocation] = [:]
        for header in headers {
            checkHeaderName(header.name, of: "constant header", at: header.location)
            if let problem = Self.headerValueProblem(header.value) {
                diagnostics.error(
                    "the value of constant header '\(Diagnostic.abbreviated(header.name))' \(problem)", at: header.location)
            }
            if let first = seen[header.comparisonName] {
                diagnostics.error(
                    "constant header '\(header.name)' is set twice (first at \(first)); HTTP header names ignore case",
                    at: header.location)
            }
            seen[header.comparisonName] = seen[header.comparisonName] ?? header.location
            if let scheme = credentialScheme(sentIn: header.comparisonName) {
                diagnostics.error(
                    "constant header '\(header.name)' carries the credential of auth scheme '\(scheme)'; credentials are passed to the client, never written in the spec",
                    at: header.location)
            } else if header.comparisonName == "authorization" {
                diagnostics.error(
                    "constant header 'Authorization' carries a credential; declare an auth scheme (type bearer or basic) and pass the credential to the client",
                    at: header.location)
            }
        }
    }

    /// The auth scheme whose credential goes in the header `lowercasedName`, if any.
    private func credentialScheme(sentIn lowercasedName: String) -> String? {
        spec.authSchemes.first { scheme in
            switch scheme.kind {
            case .apiKeyHeader(let name): name.lowercased() == lowercasedName
            case .bearer, .basic: lowercasedName == "authorization"
            case .apiKeyQuery: false
            }
        }?.name
    }

    /// Why `value` cannot be a header's value, or nil: visible ASCII and inner spaces only,
    /// as RFC 9110 allows, without the obsolete and the invisible.
    static func headerValueProblem(_ value: String) -> String? {
        if value.isEmpty { return "is empty; leave the header out instead" }
        let scalars = value.unicodeScalars
        if scalars.contains(where: { !($0.isASCII && ($0.value >= 0x20 && $0.value < 0x7F)) }) {
            return "must be visible ASCII text on one line: no line breaks, tabs, control or non-ASCII characters"
        }
        if scalars.first == " " || scalars.last == " " { return "must not start or end with a space" }
        return nil
    }

    /// Names, types and Swift names of an endpoint's `response.headers`.
    private mutating func checkResponseHeaders(of endpoint: EndpointDeclaration) {
        let headers = endpoint.response.headers
        guard !headers.isEmpty else { return }
        let owner = " of the response of endpoint '\(endpoint.name)'"
        let duplicates = checkUnique(headers.map { ($0.name, $0.swiftName, $0.location) }, kind: "header", owner: owner)
        var seen: [String: SourceLocation] = [:]
        for (index, header) in headers.enumerated() where !duplicates.contains(index) {
            checkHeaderName(header.name, of: "response header", at: header.location)
            checkIdentifier(header.swiftName, of: "response header '\(header.name)'", at: header.location)
            let lowercased = header.name.lowercased()
            if let first = seen[lowercased] {
                diagnostics.error(
                    "response header '\(header.name)' is declared twice (first at \(first)); HTTP header names ignore case",
                    at: header.location)
            }
            seen[lowercased] = seen[lowercased] ?? header.location
            if !ResponseHeaderSpec.allowedTypes.contains(header.type) {
                let allowed = ResponseHeaderSpec.allowedTypes.map(\.specSpelling).joined(separator: ", ")
                diagnostics.error(
                    "response header '\(header.name)' must be one of \(allowed), not '\(Diagnostic.abbreviated(header.type.specSpelling))'; read other forms as string",
                    at: header.typeLocation)
            }
        }
    }

    /// An endpoint with response headers also gets `<name>WithResponse`, which must not be
    /// another endpoint's name.
    mutating func checkWithResponseMethodNames() {
        let names = Dictionary(spec.endpoints.map { ($0.swiftName, $0.name) }, uniquingKeysWith: { first, _ in first })
        for endpoint in spec.endpoints where !endpoint.response.headers.isEmpty {
            let generated = GeneratedTypeNames.withResponseMethod(ofEndpoint: endpoint.swiftName)
            if let other = names[generated] {
                diagnostics.error(
                    "endpoint '\(other)' has the name of the generated '\(generated)' of endpoint '\(endpoint.name)', which declares response headers; give one a 'swiftName'",
                    at: endpoint.location)
            }
        }
    }
}
