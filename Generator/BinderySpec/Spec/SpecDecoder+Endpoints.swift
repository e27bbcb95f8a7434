/// Decoding of `endpoints:` entries and their parameters, body, response and errors.
extension SpecDecoder {
    mutating func decodeEndpoint(_ name: String, _ node: YAMLNode, file: String, at location: SourceLocation)
        -> EndpointDeclaration?
    {
        let context = "endpoint '\(name)'"
        guard let values = reader.mapping(node, context, allowed: SpecKeys.endpoint, required: ["method", "path"]) else { return nil }
        guard let method = decodeMethod(values["method"]), let pathNode = values["path"],
            let path = reader.string(pathNode, "'path'")
        else { return nil }
        let parameters = values["parameters"].map { node in
            reader.namedEntries(node, "the parameters of \(context)").compactMap {
                decodeParameter($0.name, $0.value, $0.key, context: "parameter '\($0.name)' of \(context)")
            }
        }
        let idempotent = reader.bool(values["idempotent"], "'idempotent'")
        let idempotencyKey = values["idempotencyKey"].flatMap { decodeIdempotencyKey($0, context: "'idempotencyKey' of \(context)") }
        var endpoint = EndpointDeclaration(
            name: name,
            swiftName: reader.string(values["swiftName"], "'swiftName'") ?? memberName(name),
            docs: reader.string(values["docs"], "'docs'"),
            deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
            method: method, path: path, pathLocation: pathNode.location,
            baseURL: reader.located(values["baseURL"]) { $0.string($1, "'baseURL'") },
            parameters: parameters ?? [],
            sharedParameters: selection(values["sharedParameters"], "'sharedParameters'"),
            body: values["body"].flatMap { Self.isMultipart($0) ? nil : decodeBody($0, endpoint: name) },
            response: values["response"].flatMap { decodeResponse($0, endpoint: name) }
                ?? ResponseSpec(statuses: [200], type: nil, unwrapPath: [], isText: false, docs: nil, location: location),
            errors: values["errors"].map { decodeErrors($0, endpoint: name) } ?? [],
            auth: selection(values["auth"], "'auth'"),
            declaredIdempotent: idempotent,
            pagination: values["pagination"].flatMap { decodePagination($0) },
            file: file, location: location)
        if let bodyNode = values["body"], Self.isMultipart(bodyNode) {
            endpoint.multipart = decodeMultipartBody(bodyNode, endpoint: name)
        }
        endpoint.headers = decodeConstantHeaders(values["headers"], context: context)
        if let retry = values["retry"],
            let retryValues = reader.mapping(retry, "'retry' of \(context)", allowed: SpecKeys.endpointRetry, required: ["statuses"])
        {
            endpoint.retryStatuses = decodeRetryStatuses(retryValues["statuses"], "'statuses'")
        }
        endpoint.rateLimitBucket = reader.located(values["rateLimit"]) { $0.string($1, "'rateLimit'") }
        if let idempotencyKey {
            endpoint.parameters.append(idempotencyKey)
            endpoint.idempotencyKeyHeader = idempotencyKey.wireName
        }
        return endpoint
    }

    /// A list of names an endpoint may leave out, to take what the API gives every endpoint.
    private mutating func selection(_ node: YAMLNode?, _ context: String) -> NameSelection {
        guard let node else { return .inherit }
        return .these(reader.stringList(node, context) ?? [])
    }

    /// `idempotencyKey: { header: Idempotency-Key }`: the call takes an optional key, sent in that
    /// header; the client makes one per call when none is given.
    private mutating func decodeIdempotencyKey(_ node: YAMLNode, context: String) -> ParameterSpec? {
        guard let values = reader.mapping(node, context, allowed: SpecKeys.idempotencyKey, required: ["header"]),
            let headerNode = values["header"], let header = reader.string(headerNode, "'header'")
        else { return nil }
        let docs = reader.string(values["docs"], "'docs'")
            ?? "The call's idempotency key: the server acts once per key. Nil makes one for the call, sent with each attempt."
        return ParameterSpec(
            wireName: header, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? "idempotencyKey",
            place: .header, type: .string, required: false, defaultValue: nil, style: .repeated,
            docs: docs, deprecated: nil, secret: false, location: headerNode.location, typeLocation: headerNode.location)
    }

    private mutating func decodeMethod(_ node: YAMLNode?) -> String? {
        guard let node, let text = reader.string(node, "'method'") else { return nil }
        let method = text.uppercased()
        let methods = HTTPMethod.specMethods.map(\.rawValue)
        guard methods.contains(method) else {
            let hint = SpellingSuggestion.hint(for: method, in: methods)
            reader.diagnostics.error(
                "'method' must be one of \(methods.joined(separator: ", ")), not '\(text)'\(hint)",
                at: node.location)
            return nil
        }
        return method
    }

    mutating func decodeParameter(_ name: String, _ node: YAMLNode, _ key: YAMLNode, context: String) -> ParameterSpec? {
        guard let values = reader.mapping(node, context, allowed: SpecKeys.parameter, required: ["in"], keyHint: ModelKindHints.hint(forKey:)),
            let place = reader.choice(values["in"], "'in'", of: ParameterPlace.self)
        else { return nil }
        let typeNode = values["type"]
        let type = typeNode.map { reader.type($0, "'type'") } ?? .string
        guard let type else { return nil }
        let required = reader.bool(values["required"], "'required'")
        if place == .path, required == false, let node = values["required"] {
            reader.diagnostics.error("a path parameter is always required; leave 'required' out", at: node.location)
        }
        return ParameterSpec(
            wireName: name,
            swiftName: reader.string(values["swiftName"], "'swiftName'") ?? memberName(name),
            place: place, type: type,
            required: place == .path || (required ?? false),
            defaultValue: reader.located(values["default"]) { $0.string($1, "'default'") },
            style: reader.choice(values["style"], "'style'", of: ArrayStyle.self) ?? .repeated,
            docs: reader.string(values["docs"], "'docs'"),
            deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
            secret: reader.bool(values["secret"], "'secret'") ?? false,
            location: key.location, typeLocation: typeNode?.location ?? key.location,
            example: reader.example(values["example"], "the example of \(context)"))
    }

    private mutating func decodeBody(_ node: YAMLNode, endpoint: String) -> BodySpec? {
        let context = "the body of endpoint '\(endpoint)'"
        if node.scalar != nil {
            guard let type = reader.type(node, context) else { return nil }
            return BodySpec(
                type: type, swiftName: Self.bodyLabel(for: type), wrapKey: nil, required: true, docs: nil,
                location: node.location)
        }
        guard let values = reader.mapping(node, context, allowed: SpecKeys.body, required: ["type"]),
            let type = reader.type(values["type"], "'type'")
        else { return nil }
        let wrapKey = reader.string(values["wrap"], "'wrap'")
        let encoding = reader.choice(values["encoding"], "'encoding'", of: BodyEncoding.self) ?? .json
        if encoding == .form, wrapKey != nil, let wrapNode = values["wrap"] {
            // A form has no object around its fields to wrap them in.
            reader.diagnostics.error(
                "'wrap' cannot be used with 'encoding: form' in \(context): a form sends the model's fields at the top level; remove 'wrap'",
                at: wrapNode.location)
        }
        if encoding.takesContentType, wrapKey != nil, let wrapNode = values["wrap"] {
            reader.diagnostics.error(
                "'wrap' cannot be used with 'encoding: \(encoding.rawValue)' in \(context): the body is sent as it is; remove 'wrap'",
                at: wrapNode.location)
        }
        let contentType = reader.located(values["contentType"]) { $0.string($1, "'contentType'") }
        if let contentType, !encoding.takesContentType {
            reader.diagnostics.error(
                "'contentType' is the media type of a text or binary body; it needs 'encoding: text' or 'encoding: binary' (a \(encoding.shortName) body is sent as \(encoding.mediaType))",
                at: contentType.location)
        }
        return BodySpec(
            type: type,
            swiftName: reader.string(values["swiftName"], "'swiftName'")
                ?? wrapKey.map(SwiftNaming.memberName) ?? Self.bodyLabel(for: type),
            wrapKey: wrapKey, required: reader.bool(values["required"], "'required'") ?? true,
            docs: reader.string(values["docs"], "'docs'"), location: node.location,
            encoding: encoding, encodingLocation: values["encoding"]?.location, contentType: contentType)
    }

    /// `TrackingCreate` → `trackingCreate`; lists and scalars → `body`.
    private static func bodyLabel(for type: TypeReference) -> String {
        if case .named(let name) = type { return SwiftNaming.memberName(name) }
        return "body"
    }

    private mutating func decodeResponse(_ node: YAMLNode, endpoint: String) -> ResponseSpec? {
        let context = "the response of endpoint '\(endpoint)'"
        if node.scalar != nil {
            guard let type = reader.type(node, context) else { return nil }
            return ResponseSpec(statuses: [200], type: type, unwrapPath: [], isText: false, docs: nil, location: node.location)
        }
        guard let values = reader.mapping(node, context, allowed: SpecKeys.response) else { return nil }
        var statuses = [200]
        if let statusNode = values["status"] {
            let listed = (reader.stringList(statusNode, "'status'") ?? []).compactMap { listed -> Int? in
                let (text, location) = (listed.value, listed.location)
                guard let status = Int(text), (200...299).contains(status) else {
                    reader.diagnostics.error("a success 'status' must be from 200 to 299, not '\(text)'", at: location)
                    return nil
                }
                return status
            }
            if !listed.isEmpty {
                statuses = listed
            } else if case .sequence(let items) = statusNode.content, items.isEmpty {
                reader.diagnostics.error("a success 'status' list needs at least one status; leave it out for 200", at: statusNode.location)
            }
        }
        let isText = reader.bool(values["text"], "'text'") ?? false
        let isBinary = reader.bool(values["binary"], "'binary'") ?? false
        var type = values["type"].flatMap { reader.type($0, "'type'") }
        if isText, type == nil { type = .string }
        if isBinary, type == nil { type = .data }
        let at = reader.string(values["at"], "'at'")
        // Split keeping empty keys, so that "a..b", ".a" and "" are reported rather than read as "a.b".
        let unwrapPath = at.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) } ?? []
        if let at, let atNode = values["at"], unwrapPath.contains(where: \.isEmpty) {
            reader.diagnostics.error(
                "'at' '\(at)' has an empty key; write the keys to descend through joined by single dots, such as 'data.tracking'",
                at: atNode.location)
        }
        return ResponseSpec(
            statuses: statuses, type: type, unwrapPath: unwrapPath, isText: isText,
            docs: reader.string(values["docs"], "'docs'"), location: node.location,
            stream: reader.located(values["stream"]) { $0.choice($1, "'stream'", of: ResponseStreamFormat.self) },
            terminator: reader.located(values["terminator"]) { $0.string($1, "'terminator'") },
            headers: decodeResponseHeaders(values["headers"], endpoint: endpoint),
            binaryLocation: isBinary ? values["binary"]?.location : nil,
            example: reader.example(values["example"], "the example of \(context)"))
    }

    private mutating func decodeErrors(_ node: YAMLNode, endpoint: String) -> [ErrorSpec] {
        guard case .sequence(let items) = node.content else {
            reader.diagnostics.error(
                "the errors of endpoint '\(endpoint)' must be a list of {status, code, name, docs}", at: node.location)
            return []
        }
        return items.compactMap { item in
            guard let values = reader.mapping(item, "an error of endpoint '\(endpoint)'", allowed: SpecKeys.error, required: ["status"]),
                let status = reader.integer(values["status"], "'status'", in: 300...599)
            else { return nil }
            return ErrorSpec(
                status: status, name: reader.string(values["name"], "'name'"), code: reader.string(values["code"], "'code'"), docs: reader.string(values["docs"], "'docs'"),
                location: item.location)
        }
    }
}
