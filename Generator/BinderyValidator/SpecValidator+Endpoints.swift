import BinderySpec
/// The checks of endpoints: routes, auth, shared parameters, parameters against the path
/// template, bodies, responses and pagination.
extension SpecValidator {
    /// Checks every endpoint, against the auth schemes and shared parameters it will take.
    mutating func checkEndpoints() {
        // A second declaration of a name is reported as a duplicate, once: checks of its name,
        // or that it repeats the route of its own first declaration, would say it again.
        let duplicates = checkUnique(spec.endpoints.map { ($0.name, $0.swiftName, $0.location) }, kind: "endpoint")
        checkPagesMethodNames(skipping: duplicates)
        checkWithResponseMethodNames()
        var routes: [String: String] = [:]
        for (index, endpoint) in spec.endpoints.enumerated() {
            if !duplicates.contains(index) {
                checkIdentifier(endpoint.swiftName, of: "endpoint '\(endpoint.name)'", at: endpoint.location)
            }
            let template = PathTemplate(endpoint.path)
            let route = endpoint.route(template)
            if let other = routes[route], other != endpoint.name {
                let what = endpoint.asksForEvents ? "the same method and path as the event stream" : "the same method and path as"
                diagnostics.error("endpoint '\(endpoint.name)' has \(what) '\(other)'", at: endpoint.pathLocation)
            }
            routes[route] = routes[route] ?? endpoint.name
            if case .these(let names) = endpoint.auth { checkAuthNames(names) }
            if case .these(let names) = endpoint.sharedParameters { checkSharedParameterNames(names) }
            let shared = SpecResolver.sharedParameters(of: endpoint, among: spec.sharedParameters, template: template)
                .compactMap { sharedParametersByName[$0] }
            checkParameters(of: endpoint, shared: shared, template: template)
            if !endpoint.headers.isEmpty || !spec.headers.isEmpty || !endpoint.response.headers.isEmpty {
                checkHeaders(of: endpoint, shared: shared)
            }
            checkFailureNames(of: endpoint)
            if endpoint.retryStatuses != nil || endpoint.rateLimitBucket != nil { checkResilience(of: endpoint) }
            if let body = endpoint.body {
                checkTypeExists(body.type, at: body.location)
                if ["GET", "HEAD"].contains(endpoint.method) {
                    diagnostics.error("a \(endpoint.method) request cannot have a body", at: body.location)
                }
                if body.encoding == .form { checkFormBody(body, of: endpoint) }
                if body.encoding.takesContentType { checkRawBody(body) }
            }
            if let multipart = endpoint.multipart { checkMultipart(multipart, of: endpoint) }
            checkResponse(of: endpoint)
            if let header = endpoint.idempotencyKeyHeader, !Self.isHeaderName(header) {
                let location = endpoint.parameters.first { $0.wireName == header }?.location ?? endpoint.location
                diagnostics.error("the idempotency key's 'header' '\(header)' is not a valid HTTP header name", at: location)
            }
            if let pagination = endpoint.pagination { checkPagination(pagination, of: endpoint) }
            checkStream(of: endpoint)
            if let baseURL = endpoint.baseURL, let problem = Self.urlProblem(baseURL.value) {
                diagnostics.error(
                    "'baseURL' '\(Diagnostic.abbreviated(baseURL.value))' \(problem)", at: baseURL.location)
            }
        }
    }

    /// Whether `name` is an HTTP field name: one or more token characters (RFC 9110).
    static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }

    /// A paged endpoint also gets `<name>Pages`, which must not be another endpoint's name.
    /// A duplicate declaration (`duplicates`, by index) is reported as such; its clash is its
    /// first declaration's.
    private mutating func checkPagesMethodNames(skipping duplicates: Set<Int>) {
        let names = Dictionary(spec.endpoints.map { ($0.swiftName, $0.name) }, uniquingKeysWith: { first, _ in first })
        for (index, endpoint) in spec.endpoints.enumerated() where endpoint.pagination != nil && !duplicates.contains(index) {
            if let other = names[endpoint.swiftName + "Pages"] {
                diagnostics.error(
                    "endpoint '\(other)' has the name of the generated '\(endpoint.swiftName)Pages' of paged endpoint '\(endpoint.name)'; give one a 'swiftName'",
                    at: endpoint.location)
            }
        }
    }

    private mutating func checkSharedParameterNames(_ names: [Located<String>]) {
        for name in names where !sharedParameterNameSet.contains(name.value) {
            diagnostics.error(
                "unknown shared parameter '\(name.value)'\(suggestion(for: name.value, in: sharedParameterNames))",
                at: name.location)
        }
    }

    private mutating func checkResponse(of endpoint: EndpointDeclaration) {
        let response = endpoint.response
        guard let type = response.type else { return }
        checkTypeExists(type, at: response.location)
        if endpoint.method == "HEAD" {
            diagnostics.error("a HEAD response has no body, so it cannot have a 'type'", at: response.location)
        }
        if response.statuses.contains(204) {
            diagnostics.error("a 204 response has no body, so a response with a 'type' cannot list it as a success", at: response.location)
        }
        if response.isText, type != .string {
            diagnostics.error(
                "a 'text: true' response is a string, not '\(type.specSpelling)'; leave 'type' out or make it 'string'",
                at: response.location)
        }
        if let binary = response.binaryLocation { checkBinaryResponse(response, of: endpoint, at: binary) }
    }

    // MARK: - Parameters

    /// Named failures become cases of the endpoint's `Failure` enum: valid and distinct.
    private mutating func checkFailureNames(of endpoint: EndpointDeclaration) {
        let named = endpoint.errors.compactMap { error in error.name.map { ($0, $0, error.location) } }
        checkUnique(named, kind: "failure name", owner: " of endpoint '\(endpoint.name)'")
        for (name, _, location) in named {
            checkIdentifier(name, of: "failure name '\(name)'", at: location)
        }
        var statuses: Set<String> = []
        for error in endpoint.errors where !statuses.insert("\(error.status) \(error.code ?? "")").inserted {
            diagnostics.error(
                "endpoint '\(endpoint.name)' documents status \(error.status)\(error.code.map { " with code \($0)" } ?? "") twice",
                at: error.location)
        }
    }

    /// `shared`: the shared parameters the endpoint takes.
    private mutating func checkParameters(of endpoint: EndpointDeclaration, shared: [ParameterSpec], template: PathTemplate) {
        let sharedPlaces = Set(shared.map { "\($0.place) \($0.wireName)" })
        var names = endpoint.parameters.map { ($0.wireName, $0.swiftName, $0.location) }
        if let body = endpoint.body { names.append(("body", body.swiftName, body.location)) }
        // Each part of a multipart body is an argument of its own, next to the parameters.
        names += endpoint.multipart?.parts.map { ($0.wireName, $0.swiftName, $0.location) } ?? []
        checkUnique(names, kind: "parameter", owner: " of endpoint '\(endpoint.name)'")
        for (name, swiftName, location) in names {
            if swiftName == "completion" {
                diagnostics.error(
                    "parameter '\(name)' becomes 'completion', the label of the generated completion handler; give it another 'swiftName'",
                    at: location)
            }
            checkNotSelf(swiftName, of: "parameter '\(name)'", at: location)
        }
        if let body = endpoint.body {
            checkIdentifier(body.swiftName, of: "the body of endpoint '\(endpoint.name)'", at: body.location)
        }
        for parameter in endpoint.parameters {
            checkIdentifier(parameter.swiftName, of: "parameter '\(parameter.wireName)'", at: parameter.location)
            // The idempotency key's header has a check of its own, with a message that names it.
            if parameter.place == .header, parameter.wireName != endpoint.idempotencyKeyHeader {
                checkHeaderName(parameter.wireName, of: "header parameter", at: parameter.location)
            }
            checkParameterType(parameter)
            checkDefault(of: parameter)
            if sharedPlaces.contains("\(parameter.place) \(parameter.wireName)") {
                diagnostics.error(
                    "parameter '\(parameter.wireName)' is also a shared parameter of this endpoint; leave it out of 'sharedParameters' or rename it",
                    at: parameter.location)
            }
        }
        checkPathTemplate(template, of: endpoint, sharedPathNames: Set(shared.filter { $0.place == .path }.map(\.wireName)))
    }

    /// A parameter is text on the wire: a scalar or an enum, or (outside the path) a list of them.
    mutating func checkParameterType(_ parameter: ParameterSpec) {
        checkTypeExists(parameter.type, at: parameter.typeLocation)
        let allowsList = parameter.place != .path
        if !isSimple(parameter.type, allowingList: allowsList) {
            let what = allowsList ? "a scalar, an enum or a list of them" : "a scalar or an enum"
            diagnostics.error(
                "\(parameter.place.rawValue) parameter '\(parameter.wireName)' must be \(what), not '\(parameter.type.specSpelling)'",
                at: parameter.typeLocation)
        }
    }

    /// A default must be a value of the parameter's type that Swift can write as a literal.
    mutating func checkDefault(of parameter: ParameterSpec) {
        guard let value = parameter.defaultValue?.value, let location = parameter.defaultValue?.location else { return }
        // An unknown type is reported already; its default cannot be judged against it.
        guard parameter.type.namedReferences.allSatisfy({ modelsByName[$0] != nil }) else { return }
        switch parameter.type {
        case .dateTime, .localDateTime, .data, .json, .array, .map:
            diagnostics.error(
                "parameter '\(parameter.wireName)' cannot have a default: a '\(parameter.type.specSpelling)' has no default the client can fill in",
                at: location)
        default:
            var valid = ""
            if case .named(let name) = parameter.type, case .enumeration(let cases)? = modelsByName[name]?.kind {
                // A set per enum, not a pass over its values per default: enums can be long.
                let values = enumValues[name] ?? Set(cases.map(\.value))
                enumValues[name] = values
                if values.contains(value) { return }
                if cases.count <= hintComparisonsLeft { valid = suggestion(for: value, in: cases.map(\.value)) }
            } else if SwiftLiteral.literal(value, of: parameter.type, models: modelsByName) != nil {
                return
            }
            diagnostics.error(
                "the default '\(value)' of parameter '\(parameter.wireName)' is not a valid '\(parameter.type.specSpelling)'\(valid)",
                at: location)
        }
    }

    private func isSimple(_ type: TypeReference, allowingList: Bool) -> Bool {
        switch type {
        case .string, .integer, .number, .decimal, .boolean, .dateTime, .date, .url, .uuid: return true
        case .localDateTime, .data, .json, .map: return false
        case .array(let element): return allowingList && isSimple(element, allowingList: false)
        case .named(let name):
            guard let model = modelsByName[name] else { return true }  // reported elsewhere
            switch model.kind {
            case .enumeration, .identifier: return true
            case .object, .union: return false
            }
        }
    }
}
