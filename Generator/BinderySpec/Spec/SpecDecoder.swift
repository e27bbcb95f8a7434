/// Decodes the YAML of spec files into the spec model; references are checked later,
/// by `SpecValidator`, once every file is read.
package struct SpecDecoder: Sendable {
    var reader = NodeReader()
    package private(set) var header: APIHeader?
    /// Whether some file has an `api:` key, even one too broken to decode.
    package private(set) var sawAPISection = false
    package private(set) var models: [ModelSpec] = []
    package private(set) var endpoints: [EndpointDeclaration] = []
    /// Swift names of wire names already converted: the same field and parameter names recur
    /// across a spec's models and endpoints.
    private var memberNames: [String: String] = [:]
    /// The unions of fields typed `A | B` in the model being decoded, which follow it.
    var inlineUnions: [ModelSpec] = []

    /// The `api:` section, before the models and endpoints of every file are joined to it.
    package struct APIHeader: Sendable {
        package var spec: APIDeclaration
    }

    /// Creates a decoder that has read no file yet.
    package init() {}

    /// What decoding the files so far found wrong.
    package var diagnostics: [Diagnostic] { reader.diagnostics.diagnostics }

    /// ``SwiftNaming/memberName(_:)``, worked out once per distinct name.
    mutating func memberName(_ name: String) -> String {
        if let known = memberNames[name] { return known }
        let converted = SwiftNaming.memberName(name)
        memberNames[name] = converted
        return converted
    }

    /// Decodes the files, each with a decoder of its own on one of the cores (a spec's files are
    /// independent until the validator joins them), and joins what they found in file order, as
    /// one decoder reading them one after another would, except that the contents of an `api`
    /// section after the first are checked too.
    package static func decoding(_ files: [(root: YAMLNode, file: String)]) -> SpecDecoder {
        let decoders = ParallelMap.map(count: files.count) { index in
            var decoder = SpecDecoder()
            decoder.decodeFile(files[index].root, file: files[index].file)
            return decoder
        }
        return decoders.reduce(into: SpecDecoder()) { $0.join($1) }
    }

    /// Takes in what `later` decoded from the files after those this decoder read.
    private mutating func join(_ later: SpecDecoder) {
        sawAPISection = sawAPISection || later.sawAPISection
        if let laterHeader = later.header {
            if let header {
                reportSecondAPISection(at: laterHeader.spec.location, first: header)
            } else {
                header = laterHeader
            }
        }
        models += later.models
        endpoints += later.endpoints
        reader.diagnostics.append(contentsOf: later.diagnostics)
    }

    private mutating func reportSecondAPISection(at location: SourceLocation, first: APIHeader) {
        reader.diagnostics.error(
            "'api' is already declared in \(first.spec.location.file); a spec has one 'api' section", at: location)
    }

    /// Decodes one file's top level: `api`, `models`, `endpoints`.
    package mutating func decodeFile(_ root: YAMLNode, file: String) {
        if root.isNull { return }
        guard let top = reader.mapping(root, "a spec file", allowed: SpecKeys.file) else { return }
        if let api = top["api"] {
            sawAPISection = true
            if let existing = header {
                reportSecondAPISection(at: api.location, first: existing)
            } else {
                decodeAPI(api)
            }
        }
        if let node = top["models"] {
            for entry in reader.namedEntries(node, "'models'") {
                if var model = decodeModel(entry.name, entry.value, file: file, at: entry.key.location) {
                    model.example = reader.example(entry.value["example"], "the example of model '\(entry.name)'")
                    models.append(model)
                    models += inlineUnions.map { union in
                        var union = union
                        union.file = file
                        return union
                    }
                }
                inlineUnions = []
            }
        }
        if let node = top["endpoints"] {
            for entry in reader.namedEntries(node, "'endpoints'") {
                if let endpoint = decodeEndpoint(entry.name, entry.value, file: file, at: entry.key.location) {
                    endpoints.append(endpoint)
                }
            }
        }
    }

    // MARK: - API

    private mutating func decodeAPI(_ node: YAMLNode) {
        guard let values = reader.mapping(node, "'api'", allowed: SpecKeys.api, required: ["name"]) else { return }
        var spec = APIDeclaration(
            name: reader.string(values["name"], "'name'") ?? "API",
            docs: reader.string(values["docs"], "'docs'"),
            version: reader.string(values["version"], "'version'"),
            location: node.location,
            servers: [], authSchemes: [], defaultAuth: [], sharedParameters: [],
            dateFormat: reader.choice(values["dateFormat"], "'dateFormat'", of: DateFormat.self) ?? .iso8601,
            models: [], endpoints: [], files: [])
        if let nameNode = values["name"], !SwiftNaming.isValidIdentifier(spec.name) || spec.name.hasPrefix("_") {
            reader.diagnostics.error(
                "the API's 'name' prefixes the generated types ('\(Diagnostic.abbreviated(spec.name))Client'), so it must be a Swift name: letters, digits and '_', starting with a letter",
                at: nameNode.location)
        }
        spec.lenientScalars = reader.bool(values["lenientScalars"], "'lenientScalars'") ?? false
        spec.completionHandlers = reader.bool(values["completionHandlers"], "'completionHandlers'") ?? false
        if let servers = values["servers"] {
            spec.servers = reader.namedEntries(servers, "'servers'").compactMap { decodeServer($0.name, $0.value, $0.key) }
            if spec.servers.isEmpty { reader.diagnostics.error("'servers' must name at least one server", at: servers.location) }
        }
        if let auth = values["auth"] {
            spec.authSchemes = reader.namedEntries(auth, "'auth'").compactMap { decodeAuth($0.name, $0.value, $0.key) }
        }
        spec.defaultAuth = reader.stringList(values["defaultAuth"], "'defaultAuth'") ?? []
        if let shared = values["sharedParameters"] {
            spec.sharedParameters = reader.namedEntries(shared, "'sharedParameters'").compactMap {
                decodeParameter($0.name, $0.value, $0.key, context: "shared parameter '\($0.name)'")
            }
        }
        spec.retry = values["retry"].flatMap { decodeRetry($0) }
        spec.rateLimit = values["rateLimit"].flatMap { decodeRateLimit($0) }
        spec.envelope = values["envelope"].flatMap { decodeEnvelope($0) }
        spec.errorModel = values["errorModel"].flatMap { decodeErrorModel($0) }
        spec.headers = decodeConstantHeaders(values["headers"], context: "'api'")
        if let buckets = values["rateLimits"] {
            spec.rateLimitBuckets = reader.namedEntries(buckets, "'rateLimits'").compactMap { entry in
                decodeRateLimit(entry.value, context: "rate limit '\(entry.name)'").map {
                    RateLimitBucketSpec(name: entry.name, limit: $0, location: entry.key.location)
                }
            }
        }
        header = APIHeader(spec: spec)
    }

    private mutating func decodeServer(_ name: String, _ node: YAMLNode, _ key: YAMLNode) -> ServerSpec? {
        if node.scalar != nil {
            guard let url = reader.string(node, "server '\(name)'") else { return nil }
            return ServerSpec(name: name, url: url, docs: nil, allowsInsecureHTTP: false, location: key.location)
        }
        let context = "server '\(name)'"
        guard let values = reader.mapping(node, context, allowed: SpecKeys.server, required: ["url"]),
            let url = reader.string(values["url"], "'url'")
        else { return nil }
        return ServerSpec(
            name: name, url: url, docs: reader.string(values["docs"], "'docs'"),
            allowsInsecureHTTP: reader.bool(values["allowInsecureHTTP"], "'allowInsecureHTTP'") ?? false,
            location: key.location)
    }

    private enum AuthType: String, CaseIterable {
        case apiKeyHeader, apiKeyQuery, bearer, basic
    }

    private mutating func decodeAuth(_ name: String, _ node: YAMLNode, _ key: YAMLNode) -> AuthSchemeSpec? {
        let context = "auth scheme '\(name)'"
        guard let values = reader.mapping(node, context, allowed: SpecKeys.authScheme, required: ["type"]),
            let type = reader.choice(values["type"], "'type'", of: AuthType.self)
        else { return nil }
        let kind: AuthSchemeSpec.Kind
        switch type {
        case .bearer:
            kind = .bearer
        case .basic:
            kind = .basic
        case .apiKeyHeader, .apiKeyQuery:
            guard let wireName = reader.string(values["name"], "'name'") else {
                reader.diagnostics.error("\(context) of type \(type.rawValue) needs 'name'", at: node.location)
                return nil
            }
            kind = type == .apiKeyHeader ? .apiKeyHeader(wireName) : .apiKeyQuery(wireName)
        }
        var scheme = AuthSchemeSpec(
            name: name, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? SwiftNaming.memberName(name),
            kind: kind, docs: reader.string(values["docs"], "'docs'"), location: key.location)
        scheme.isOptional = reader.bool(values["optional"], "'optional'") ?? false
        scheme.takesTokenProvider = reader.bool(values["tokenProvider"], "'tokenProvider'") ?? false
        if scheme.takesTokenProvider, type != .bearer, let node = values["tokenProvider"] {
            reader.diagnostics.error(
                "'tokenProvider' is for bearer schemes, whose tokens expire and are refreshed; \(context) is \(type.rawValue)",
                at: node.location)
        }
        return scheme
    }

    private mutating func decodeRetry(_ node: YAMLNode) -> RetrySpec? {
        guard let values = reader.mapping(node, "'retry'", allowed: SpecKeys.retry) else { return nil }
        let initialDelay = reader.number(values["initialDelay"], "'initialDelay'", in: 0...600) ?? 0.5
        let maxDelay = reader.number(values["maxDelay"], "'maxDelay'", in: 0...3600) ?? 30
        if maxDelay < initialDelay, let node = values["maxDelay"] ?? values["initialDelay"] {
            reader.diagnostics.error(
                "'maxDelay' (\(NodeReader.text(of: maxDelay))) is shorter than 'initialDelay' (\(NodeReader.text(of: initialDelay))); the back-off would never reach the initial delay",
                at: node.location)
        }
        var resetAfter: Double?
        if let acrossCalls = values["acrossCalls"],
            let across = reader.mapping(acrossCalls, "'acrossCalls'", allowed: SpecKeys.retryAcrossCalls, required: ["resetAfter"])
        {
            resetAfter = reader.number(across["resetAfter"], "'resetAfter'", in: 0.001...86_400)
        }
        return RetrySpec(
            maxAttempts: reader.integer(values["maxAttempts"], "'maxAttempts'", in: 1...20) ?? 3,
            initialDelay: initialDelay, maxDelay: maxDelay, acrossCallsResetAfter: resetAfter,
            location: node.location,
            statuses: decodeRetryStatuses(values["statuses"], "'statuses'"),
            rateLimitStatuses: decodeRetryStatuses(values["rateLimitStatuses"], "'rateLimitStatuses'"))
    }

    private mutating func decodeRateLimit(_ node: YAMLNode, context: String = "'rateLimit'") -> RateLimitSpec? {
        guard let values = reader.mapping(node, context, allowed: SpecKeys.rateLimit) else { return nil }
        if (values["requests"] == nil) != (values["perSeconds"] == nil) {
            reader.diagnostics.error(
                "\(context) needs both 'requests' and 'perSeconds' (the limit is requests per that many seconds)",
                at: node.location)
        }
        return RateLimitSpec(
            requests: reader.integer(values["requests"], "'requests'", in: 1...1_000_000),
            perSeconds: reader.number(values["perSeconds"], "'perSeconds'", in: 0.001...86_400),
            limitHeader: reader.string(values["limitHeader"], "'limitHeader'"),
            remainingHeader: reader.string(values["remainingHeader"], "'remainingHeader'"),
            resetHeader: reader.string(values["resetHeader"], "'resetHeader'"),
            location: node.location)
    }

    private mutating func decodeEnvelope(_ node: YAMLNode) -> EnvelopeSpec? {
        guard let values = reader.mapping(node, "'envelope'", allowed: SpecKeys.envelope) else { return nil }
        for name in SpecKeys.envelope {
            guard let keyNode = values[name], keyNode.scalar?.isEmpty == true else { continue }
            reader.diagnostics.error("the envelope's '\(name)' must name a key of the body, not be empty", at: keyNode.location)
        }
        return EnvelopeSpec(
            dataKey: reader.string(values["data"], "'data'"),
            errorKey: reader.string(values["error"], "'error'"),
            errorFlagKey: reader.string(values["errorFlag"], "'errorFlag'"),
            location: node.location)
    }

    private mutating func decodeErrorModel(_ node: YAMLNode) -> ErrorModelSpec? {
        guard let values = reader.mapping(node, "'errorModel'", allowed: SpecKeys.errorModel, required: ["model"]),
            let model = reader.string(values["model"], "'model'")
        else { return nil }
        return ErrorModelSpec(
            model: model, codeField: reader.located(values["code"]) { $0.string($1, "'code'") },
            messageFields: reader.stringList(values["message"], "'message'") ?? [],
            location: values["model"]?.location ?? node.location)
    }

    // MARK: - Models

    private mutating func decodeModel(_ name: String, _ node: YAMLNode, file: String, at location: SourceLocation)
        -> ModelSpec?
    {
        let context = "model '\(name)'"
        guard let values = reader.mapping(node, context, allowed: SpecKeys.model) else { return nil }
        if values["alias"] != nil {
            return decodeAliasModel(name, values, context: context, file: file, at: location)
        }
        if let lenient = values["lenient"], values["fields"] == nil, values["includes"] == nil {
            reader.diagnostics.error(
                "'lenient' is for objects, whose fields it makes decode from other scalar forms; \(context) has no 'fields'",
                at: lenient.location)
        }
        if values["oneOf"] != nil || values["discriminator"] != nil {
            return decodeUnionModel(name, values, context: context, file: file, at: location)
        }
        let kind: ModelSpec.Kind
        if let base = values["identifier"] {
            reportObjectOnlyKeys(values, context: context, kind: "an 'identifier'")
            guard values["fields"] == nil, values["enum"] == nil else {
                reader.diagnostics.error("\(context) is an 'identifier'; it cannot also have 'fields' or 'enum'", at: location)
                return nil
            }
            guard let type = reader.type(base, "'identifier'") else { return nil }
            guard type == .string || type == .integer else {
                // `int`, `uuid` or `String` mean one of the two: say which. A `uuid`, `url` or
                // `date` id is text on the wire.
                let meant = ScalarTypeAliases.specType(for: type.specSpelling)
                    ?? ([.uuid, .url, .date].contains(type) ? "string" : nil)
                    ?? SpellingSuggestion.closest(to: type.specSpelling, in: ["string", "integer"])
                let hint = meant.flatMap { ["string", "integer"].contains($0) ? "; did you mean '\($0)'?" : nil } ?? ""
                reader.diagnostics.error(
                    "an 'identifier' wraps 'string' or 'integer', not '\(type.specSpelling)'\(hint)", at: base.location)
                return nil
            }
            return ModelSpec(
                name: name, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? SwiftNaming.typeName(name),
                docs: reader.string(values["docs"], "'docs'"),
                deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
                kind: .identifier(type), file: file, location: location)
        }
        switch (values["fields"], values["enum"]) {
        case (let fields?, nil):
            kind = .object(
                reader.namedEntries(fields, "the fields of \(context)").compactMap {
                    decodeField($0.name, $0.value, $0.key, model: name)
                })
        case (nil, let cases?):
            reportObjectOnlyKeys(values, context: context, kind: "an enum")
            kind = .enumeration(decodeEnumCases(cases, model: name))
        case (nil, nil) where values["includes"] != nil:
            kind = .object([])
        case (nil, nil):
            reader.diagnostics.error("\(context) needs 'fields' (an object), 'enum' (a list of values) or 'identifier' (string or integer)", at: location)
            return nil
        case (_?, _?):
            reader.diagnostics.error("\(context) has both 'fields' and 'enum'; a model is one or the other", at: location)
            return nil
        }
        var model = ModelSpec(
            name: name, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? SwiftNaming.typeName(name),
            docs: reader.string(values["docs"], "'docs'"),
            deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
            kind: kind, file: file, location: location, lenient: reader.bool(values["lenient"], "'lenient'"))
        if case .object = kind { decodeObjectExtras(values, into: &model) }
        return model
    }

    private mutating func decodeField(_ name: String, _ node: YAMLNode, _ key: YAMLNode, model: String) -> FieldSpec? {
        let context = "field '\(name)' of model '\(model)'"
        if node.scalar != nil {
            guard let type = fieldType(node, "the type of \(context)", field: name, model: model) else { return nil }
            return FieldSpec(
                wireName: name, swiftName: memberName(name), type: type, required: false, nullable: false,
                docs: nil, deprecated: nil, location: key.location, typeLocation: node.location)
        }
        guard let values = reader.mapping(node, context, allowed: SpecKeys.field, required: ["type"], keyHint: ModelKindHints.hint(forKey:)),
            let typeNode = values["type"], let type = fieldType(typeNode, "'type'", field: name, model: model)
        else { return nil }
        let nullability = decodeNullability(values["nullable"])
        return FieldSpec(
            wireName: name,
            swiftName: reader.string(values["swiftName"], "'swiftName'") ?? memberName(name),
            type: type,
            required: reader.bool(values["required"], "'required'") ?? false,
            nullable: nullability.nullable,
            docs: reader.string(values["docs"], "'docs'"),
            deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
            location: key.location, typeLocation: typeNode.location,
            secret: reader.bool(values["secret"], "'secret'") ?? false,
            lenient: reader.bool(values["lenient"], "'lenient'"),
            explicitNull: nullability.explicit,
            example: reader.example(values["example"], "the example of \(context)"))
    }

    /// `nullable: true | false | explicit`; `explicit` is nullable too.
    private mutating func decodeNullability(_ node: YAMLNode?) -> (nullable: Bool, explicit: Bool) {
        guard let node else { return (false, false) }
        switch node.content {
        case .scalar("true", true): return (true, false)
        case .scalar("false", true): return (false, false)
        case .scalar("explicit", true): return (true, true)
        default:
            reader.diagnostics.error(
                "'nullable' must be true, false or explicit (absent, null and a value told apart)", at: node.location)
            return (false, false)
        }
    }

    private mutating func decodeEnumCases(_ node: YAMLNode, model: String) -> [EnumCaseSpec] {
        guard case .sequence(let items) = node.content else {
            reader.diagnostics.error("the 'enum' of model '\(model)' must be a list of values", at: node.location)
            return []
        }
        return items.compactMap { item in
            if item.scalar != nil {
                guard let value = reader.string(item, "an enum value") else { return nil }
                return EnumCaseSpec(
                    value: value, swiftName: SwiftNaming.memberName(value), docs: nil, deprecated: nil,
                    location: item.location)
            }
            guard let values = reader.mapping(item, "an enum value of '\(model)'", allowed: SpecKeys.enumValue, required: ["value"]),
                let value = reader.string(values["value"], "'value'")
            else { return nil }
            return EnumCaseSpec(
                value: value, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? SwiftNaming.memberName(value),
                docs: reader.string(values["docs"], "'docs'"),
                deprecated: reader.deprecation(values["deprecated"], "'deprecated'"), location: item.location)
        }
    }
}
