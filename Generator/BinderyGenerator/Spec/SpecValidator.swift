/// Checks a decoded spec as a whole: names resolve, nothing collides once converted to Swift,
/// paths and parameters agree, and every model can exist as a Swift value.
struct SpecValidator {
    var diagnostics = DiagnosticCollector()
    private var spec: APISpec

    init(spec: APISpec) { self.spec = spec }

    /// The spec with defaults filled in ("every scheme", "every shared parameter").
    mutating func validate() -> APISpec {
        checkServers()
        checkAuthNames(spec.defaultAuth.map { ($0, spec.location) })
        checkModels()
        checkErrorModel()
        for parameter in spec.sharedParameters { checkParameterType(parameter) }
        checkEndpoints()
        return spec
    }

    // MARK: - API level

    private mutating func checkServers() {
        checkUnique(spec.servers.map { ($0.name, SwiftNaming.memberName($0.name), $0.location) }, kind: "server")
        for server in spec.servers {
            guard let scheme = server.url.split(separator: ":", maxSplits: 1).first?.lowercased(),
                scheme == "https" || scheme == "http", server.url.contains("://")
            else {
                diagnostics.error("server '\(server.name)' needs an absolute http(s) URL, not '\(server.url)'", at: server.location)
                continue
            }
            if scheme == "http", !server.allowsInsecureHTTP {
                diagnostics.error(
                    "server '\(server.name)' uses plain http; add 'allowInsecureHTTP: true' to it if that is intended",
                    at: server.location)
            }
        }
    }

    private mutating func checkAuthNames(_ names: [(String, SourceLocation)]) {
        let known = spec.authSchemes.map(\.name)
        for (name, location) in names where !known.contains(name) {
            diagnostics.error(
                "unknown auth scheme '\(name)'\(SpellingSuggestion.hint(for: name, in: known))", at: location)
        }
    }

    private mutating func checkErrorModel() {
        guard let errorModel = spec.errorModel else { return }
        guard let model = spec.modelsByName[errorModel.model] else {
            unknownType(errorModel.model, at: errorModel.location)
            return
        }
        let fields = model.fields.map(\.wireName)
        for name in [errorModel.codeField, errorModel.messageField].compactMap({ $0 }) where !fields.contains(name) {
            diagnostics.error(
                "error model '\(model.name)' has no field '\(name)'\(SpellingSuggestion.hint(for: name, in: fields))",
                at: errorModel.location)
        }
    }

    // MARK: - Models

    private mutating func checkModels() {
        checkUnique(spec.models.map { ($0.name, $0.swiftName, $0.location) }, kind: "model")
        let reserved = ["\(spec.name)Client", "\(spec.name)Server"]
        for model in spec.models {
            checkIdentifier(model.swiftName, of: "model '\(model.name)'", at: model.location)
            if reserved.contains(model.swiftName) {
                diagnostics.error("model '\(model.name)' clashes with the generated '\(model.swiftName)'; rename it with 'swiftName'", at: model.location)
            }
            switch model.kind {
            case .object(let fields):
                checkUnique(fields.map { ($0.wireName, $0.swiftName, $0.location) }, kind: "field of '\(model.name)'")
                for field in fields {
                    checkIdentifier(field.swiftName, of: "field '\(field.wireName)'", at: field.location)
                    checkTypeExists(field.type, at: field.typeLocation)
                }
            case .enumeration(let cases):
                if cases.isEmpty { diagnostics.error("enum '\(model.name)' has no values", at: model.location) }
                checkUnique(cases.map { ($0.value, $0.swiftName, $0.location) }, kind: "value of '\(model.name)'")
                for enumCase in cases {
                    checkIdentifier(enumCase.swiftName, of: "enum value '\(enumCase.value)'", at: enumCase.location)
                    if enumCase.swiftName == "unknown" {
                        diagnostics.error("'unknown' is the case that keeps values the spec does not list; give '\(enumCase.value)' another 'swiftName'", at: enumCase.location)
                    }
                }
            }
        }
        checkNoValueCycles()
    }

    /// A struct cannot hold itself except through a list or map; report the first field of each cycle.
    private mutating func checkNoValueCycles() {
        let models = spec.modelsByName
        var state: [String: Bool] = [:]  // false: on the current path; true: done
        func visit(_ name: String, path: [(model: String, field: FieldSpec)]) {
            if state[name] == true { return }
            if state[name] == false {
                guard let start = path.firstIndex(where: { $0.model == name }) else { return }
                let cycle = path[start...].map { "\($0.model).\($0.field.wireName)" }.joined(separator: " → ")
                let field = path[start].field
                diagnostics.error(
                    "model '\(name)' contains itself (\(cycle)); a model can only contain itself inside a list or map",
                    at: field.location)
                return
            }
            state[name] = false
            for field in models[name]?.fields ?? [] {
                if case .named(let target) = field.type, models[target] != nil {
                    visit(target, path: path + [(name, field)])
                }
            }
            state[name] = true
        }
        for model in spec.models { visit(model.name, path: []) }
    }

    // MARK: - Endpoints

    private mutating func checkEndpoints() {
        checkUnique(spec.endpoints.map { ($0.name, $0.swiftName, $0.location) }, kind: "endpoint")
        var routes: [String: String] = [:]
        for index in spec.endpoints.indices {
            var endpoint = spec.endpoints[index]
            checkIdentifier(endpoint.swiftName, of: "endpoint '\(endpoint.name)'", at: endpoint.location)
            let route = "\(endpoint.method) \(endpoint.baseURL ?? "")\(normalizedRoute(endpoint.path))"
            if let other = routes[route] {
                diagnostics.error("endpoint '\(endpoint.name)' has the same method and path as '\(other)'", at: endpoint.pathLocation)
            }
            routes[route] = endpoint.name
            if endpoint.auth == ["*"] {
                endpoint.auth = spec.defaultAuth
            } else {
                checkAuthNames(endpoint.auth.map { ($0, endpoint.location) })
            }
            if endpoint.sharedParameters == ["*"] {
                endpoint.sharedParameters = spec.sharedParameters.map(\.wireName)
            } else {
                let known = spec.sharedParameters.map(\.wireName)
                for name in endpoint.sharedParameters where !known.contains(name) {
                    diagnostics.error("unknown shared parameter '\(name)'\(SpellingSuggestion.hint(for: name, in: known))", at: endpoint.location)
                }
            }
            checkParameters(of: endpoint)
            if let body = endpoint.body {
                checkTypeExists(body.type, at: body.location)
                if ["GET", "HEAD"].contains(endpoint.method) {
                    diagnostics.error("a \(endpoint.method) request cannot have a body", at: body.location)
                }
            }
            if let type = endpoint.response.type { checkTypeExists(type, at: endpoint.response.location) }
            if let pagination = endpoint.pagination { checkPagination(pagination, of: endpoint) }
            if let baseURL = endpoint.baseURL, !baseURL.hasPrefix("https://"), !baseURL.hasPrefix("http://") {
                diagnostics.error("'baseURL' must be an absolute http(s) URL", at: endpoint.location)
            }
            spec.endpoints[index] = endpoint
        }
    }

    private func normalizedRoute(_ path: String) -> String {
        var result = ""
        var inParameter = false
        for character in path {
            if character == "{" { inParameter = true; result += "{}" }
            if character == "}" { inParameter = false; continue }
            if !inParameter { result.append(character) }
        }
        return result
    }

    private mutating func checkParameters(of endpoint: EndpointSpec) {
        let shared = spec.sharedParameters.filter { endpoint.sharedParameters.contains($0.wireName) }
        var names = endpoint.parameters.map { ($0.wireName, $0.swiftName, $0.location) }
        if let body = endpoint.body { names.append(("body", body.swiftName, body.location)) }
        checkUnique(names, kind: "parameter of '\(endpoint.name)'")
        for (name, swiftName, location) in names where swiftName == "completion" {
            diagnostics.error(
                "parameter '\(name)' becomes 'completion', the label of the generated completion handler; give it another 'swiftName'",
                at: location)
        }
        for parameter in endpoint.parameters {
            checkIdentifier(parameter.swiftName, of: "parameter '\(parameter.wireName)'", at: parameter.location)
            checkParameterType(parameter)
            if shared.contains(where: { $0.wireName == parameter.wireName && $0.place == parameter.place }) {
                diagnostics.error(
                    "parameter '\(parameter.wireName)' is also a shared parameter of this endpoint; leave it out of 'sharedParameters' or rename it",
                    at: parameter.location)
            }
        }
        guard let template = parsePathTemplate(endpoint.path, at: endpoint.pathLocation) else { return }
        let pathParameters = endpoint.parameters.filter { $0.place == .path }
        for name in template where !pathParameters.contains(where: { $0.wireName == name }) {
            let hint = SpellingSuggestion.hint(for: name, in: pathParameters.map(\.wireName))
            diagnostics.error(
                "path '\(endpoint.path)' uses '{\(name)}' but no parameter '\(name)' is 'in: path'\(hint)",
                at: endpoint.pathLocation)
        }
        for parameter in pathParameters where !template.contains(parameter.wireName) {
            diagnostics.error(
                "path parameter '\(parameter.wireName)' does not appear in path '\(endpoint.path)'", at: parameter.location)
        }
    }

    /// The names inside `{}` of a path, or nil (reported) when the template is malformed.
    private mutating func parsePathTemplate(_ path: String, at location: SourceLocation) -> [String]? {
        guard path.hasPrefix("/") else {
            diagnostics.error("path '\(path)' must start with '/'", at: location)
            return nil
        }
        if path.contains("?") || path.contains("#") {
            diagnostics.error("path '\(path)' must not contain '?' or '#'; declare query parameters instead", at: location)
            return nil
        }
        var names: [String] = []
        var current: String?
        for character in path {
            switch (character, current) {
            case ("{", nil): current = ""
            case ("}", let name?) where !name.isEmpty:
                names.append(name)
                current = nil
            case ("{", _?), ("}", _):
                diagnostics.error("path '\(path)' has unbalanced or empty braces", at: location)
                return nil
            case (_, let name?): current = name + String(character)
            default: break
            }
        }
        if current != nil {
            diagnostics.error("path '\(path)' has an unclosed '{'", at: location)
            return nil
        }
        return names
    }

    private mutating func checkParameterType(_ parameter: ParameterSpec) {
        checkTypeExists(parameter.type, at: parameter.typeLocation)
        let allowsList = parameter.place != .path
        if !isSimple(parameter.type, allowingList: allowsList) {
            let what = allowsList ? "a scalar, an enum or a list of them" : "a scalar or an enum"
            diagnostics.error(
                "\(parameter.place.rawValue) parameter '\(parameter.wireName)' must be \(what), not '\(parameter.type.specSpelling)'",
                at: parameter.typeLocation)
        }
    }

    private func isSimple(_ type: TypeReference, allowingList: Bool) -> Bool {
        switch type {
        case .string, .integer, .number, .boolean, .dateTime, .date: return true
        case .data, .json, .map: return false
        case .array(let element): return allowingList && isSimple(element, allowingList: false)
        case .named(let name):
            guard let model = spec.modelsByName[name] else { return true }  // reported elsewhere
            if case .enumeration = model.kind { return true }
            return false
        }
    }

    private mutating func checkPagination(_ pagination: PaginationSpec, of endpoint: EndpointSpec) {
        let queryNames = endpoint.parameters.filter { $0.place == .query }.map(\.wireName)
        for name in [pagination.parameter, pagination.limitParameter].compactMap({ $0 }) where !queryNames.contains(name) {
            diagnostics.error(
                "pagination uses '\(name)' but '\(endpoint.name)' has no query parameter '\(name)'\(SpellingSuggestion.hint(for: name, in: queryNames))",
                at: pagination.location)
        }
        guard let items = pagination.itemsField else { return }
        guard case .named(let responseName)? = endpoint.response.type, let model = spec.modelsByName[responseName] else {
            diagnostics.error("pagination 'items' needs the response to be an object model", at: pagination.location)
            return
        }
        guard let field = model.fields.first(where: { $0.wireName == items }) else {
            let names = model.fields.map(\.wireName)
            diagnostics.error(
                "response model '\(model.name)' has no field '\(items)'\(SpellingSuggestion.hint(for: items, in: names))",
                at: pagination.location)
            return
        }
        if case .array = field.type {} else {
            diagnostics.error("pagination 'items' field '\(items)' must be a list", at: pagination.location)
        }
    }

    // MARK: - Shared checks

    private mutating func checkTypeExists(_ type: TypeReference, at location: SourceLocation) {
        for name in type.namedReferences where spec.modelsByName[name] == nil {
            unknownType(name, at: location)
        }
    }

    private mutating func unknownType(_ name: String, at location: SourceLocation) {
        let candidates = spec.models.map(\.name) + TypeReference.scalarNames.keys.sorted()
        diagnostics.error("unknown type '\(name)'\(SpellingSuggestion.hint(for: name, in: candidates))", at: location)
    }

    private mutating func checkIdentifier(_ name: String, of what: String, at location: SourceLocation) {
        guard !SwiftNaming.isValidIdentifier(name) else { return }
        diagnostics.error(
            "\(what) becomes '\(name)', which is not a valid Swift name; give it a 'swiftName'", at: location)
    }

    /// Reports names written twice, and distinct names that become the same Swift name.
    private mutating func checkUnique(_ entries: [(name: String, swiftName: String, location: SourceLocation)], kind: String) {
        var byName: [String: SourceLocation] = [:]
        var bySwiftName: [String: String] = [:]
        for entry in entries {
            if let first = byName[entry.name] {
                diagnostics.error("duplicate \(kind) '\(entry.name)' (first declared at \(first))", at: entry.location)
                continue
            }
            byName[entry.name] = entry.location
            if let other = bySwiftName[entry.swiftName] {
                diagnostics.error(
                    "\(kind) '\(entry.name)' and '\(other)' both become '\(entry.swiftName)' in Swift; give one a 'swiftName'",
                    at: entry.location)
            }
            bySwiftName[entry.swiftName] = entry.name
        }
    }
}
