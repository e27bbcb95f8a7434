import BinderySpec
/// An operation's responses: the success response (its statuses, its body as JSON, text or
/// server-sent events, its headers), and the documented failures.
extension OpenAPITranslation {
    /// The order in which a response's media types are preferred when it offers several.
    private static let responseMediaPreference: [OpenAPIMediaKind] = [.json, .eventStream, .text]

    /// A success status of the operation and its response.
    private struct SuccessResponse {
        var status: Int
        var response: YAMLNode
        var key: YAMLNode
        /// The body the spec language reads, if any: its kind, media type and media object.
        var body: (kind: OpenAPIMediaKind, name: String, media: YAMLNode)?
        /// Media types offered that the spec language cannot read, when it reads none.
        var unreadable: (name: String, media: YAMLNode)?
    }

    /// The `response` and `errors` of an endpoint, and the `response` of its event-stream twin
    /// when the success status offers server-sent events beside a whole body (OpenAI's chat
    /// completions: JSON, or events when the body asks to stream).
    mutating func translateResponses(
        _ node: YAMLNode?, context: OpenAPIOperationContext, at location: SourceLocation
    ) -> (response: YAMLNode?, errors: [YAMLNode], eventStream: YAMLNode?) {
        var successes: [SuccessResponse] = []
        var errors: [YAMLNode] = []
        for (key, value) in node?.entries ?? [] {
            guard let response = resolve(value)?.node else { continue }
            let keyNode = value
            if key == "default" || ["4XX", "5XX"].contains(key.uppercased()) {
                tallyErrorSchema(of: response)
                continue
            }
            let status = Int(key) ?? (key.uppercased() == "2XX" ? 200 : nil)
            guard let status, (200...599).contains(status) else {
                diagnostics.warning(
                    "response '\(key)' of operation \(context.title) is left out: the spec language reads statuses from 200 to 599",
                    at: keyNode.location)
                continue
            }
            if key.uppercased() == "2XX" {
                diagnostics.warning(
                    "the range 2XX of operation \(context.title) is read as status 200: the spec language lists success statuses one by one",
                    at: keyNode.location)
            }
            if status >= 300 {
                if status >= 400 { tallyErrorSchema(of: response) }
                var entries: [(String, YAMLNode)] = [("status", .plain(String(status), at: keyNode.location))]
                if let docs = Self.docText(response["description"]) { entries.append(("docs", .text(docs, at: response.location))) }
                errors.append(.map(entries, at: keyNode.location))
                continue
            }
            successes.append(successResponse(status, response, key: keyNode, isHead: context.method == "HEAD"))
        }
        let success = successNode(successes, context: context)
        return (success.response, errors, success.eventStream)
    }

    /// A success status and the body of it the spec language reads.
    private mutating func successResponse(_ status: Int, _ response: YAMLNode, key: YAMLNode, isHead: Bool) -> SuccessResponse {
        var success = SuccessResponse(status: status, response: response, key: key)
        let contents = response["content"]?.entries ?? []
        guard !isHead, !contents.isEmpty else { return success }
        for kind in Self.responseMediaPreference {
            if let match = contents.first(where: { OpenAPIMediaKind($0.key) == kind }) {
                success.body = (kind, match.key, match.value)
                return success
            }
        }
        // Bytes (a download): returned as they come, `binary: true`.
        if let match = contents.first(where: { OpenAPIMediaKind($0.key) == .other && isStringOrAbsent($0.value["schema"]) }) {
            success.body = (.other, match.key, match.value)
            return success
        }
        success.unreadable = contents.first.map { ($0.key, $0.value) }
        return success
    }

    /// The `response` of an endpoint from its success statuses, nil when it is the spec
    /// language's default (200, no body); and the `response` of its event-stream twin, if any.
    private mutating func successNode(
        _ successes: [SuccessResponse], context: OpenAPIOperationContext
    ) -> (response: YAMLNode?, eventStream: YAMLNode?) {
        guard let first = successes.first else { return (nil, nil) }
        for success in successes where success.body == nil {
            guard let unreadable = success.unreadable else { continue }
            diagnostics.warning(
                "the '\(unreadable.name)' body of status \(success.status) of operation \(context.title) is not read: the spec language reads JSON, text, server-sent events and bytes of a binary string; the call returns nothing",
                at: unreadable.media.location)
        }
        // HTTP gives a 204 no body (RFC 9110, 15.3.5), so the content one declares never comes.
        let declared204Bodies = successes.filter { $0.status == 204 && $0.body != nil }
        guard let primary = successes.first(where: { $0.body != nil && $0.status != 204 }), let body = primary.body else {
            for success in declared204Bodies {
                diagnostics.warning(
                    "status 204 of operation \(context.title) declares a body, which a 204 response cannot carry; the call returns nothing",
                    at: success.key.location)
            }
            return (responseNode(statuses: successes.map(\.status), type: nil, body: nil, primary: first, context: context), nil)
        }
        var statuses: [Int] = []
        for success in successes {
            guard let other = success.body else {
                if success.unreadable == nil {
                    diagnostics.warning(
                        "status \(success.status) of operation \(context.title) has no body while status \(primary.status) has one; the spec language has one success type, so a \(success.status) response is reported as a failure",
                        at: success.key.location)
                }
                continue
            }
            if success.status == 204 {
                diagnostics.warning(
                    "status 204 of operation \(context.title) declares a body, which a 204 response cannot carry; its content is not read, and the spec language has one success type, so a 204 response is reported as a failure",
                    at: success.key.location)
                continue
            }
            if success.status != primary.status, other.kind != body.kind || Self.schemaIdentity(other.media["schema"]) != Self.schemaIdentity(body.media["schema"]) {
                diagnostics.warning(
                    "status \(success.status) of operation \(context.title) returns another body than status \(primary.status); the spec language has one success type, so it is read as status \(primary.status)'s",
                    at: success.key.location)
            }
            statuses.append(success.status)
        }
        var eventStream: YAMLNode?
        if body.kind != .eventStream, let stream = primary.response["content"]?.entries.first(where: { OpenAPIMediaKind($0.key) == .eventStream }) {
            eventStream = responseNode(
                statuses: [primary.status], type: bodyType(stream.value, kind: .eventStream, context: context),
                body: (.eventStream, stream.key, stream.value), primary: primary, context: context, isTwin: true)
        }
        let type = body.kind == .text || body.kind == .other ? nil : bodyType(body.media, kind: body.kind, context: context)
        return (responseNode(statuses: statuses, type: type, body: body, primary: primary, context: context), eventStream)
    }

    /// The type a JSON or event-stream body is read as: its schema's (an inline one named
    /// `<Operation>Response` or `<Operation>Event`), or `json` when it gives none.
    private mutating func bodyType(_ media: YAMLNode, kind: OpenAPIMediaKind, context: OpenAPIOperationContext) -> TranslatedType? {
        guard let schema = media["schema"] else { return TranslatedType(type: "json", location: media.location) }
        return type(of: schema, suggestedName: context.typeName(kind == .eventStream ? "Event" : "Response"))
    }

    /// The `response` node; nil when it says no more than the default. `isTwin`: the node of an
    /// event-stream twin, whose headers the whole response's endpoint reads.
    private mutating func responseNode(
        statuses: [Int], type: TranslatedType?, body: (kind: OpenAPIMediaKind, name: String, media: YAMLNode)?,
        primary: SuccessResponse, context: OpenAPIOperationContext, isTwin: Bool = false
    ) -> YAMLNode? {
        let location = primary.key.location
        var entries: [(String, YAMLNode)] = []
        if statuses != [200] {
            entries.append(("status", .list(statuses.map { .plain(String($0), at: location) }, at: location)))
        }
        if let type { entries.append(("type", .text(type.type, at: type.location))) }
        if body?.kind == .text { entries.append(("text", .plain("true", at: body?.media.location ?? location))) }
        if body?.kind == .other { entries.append(("binary", .plain("true", at: body?.media.location ?? location))) }
        if body?.kind == .eventStream { entries.append(("stream", .text("sse", at: body?.media.location ?? location))) }
        if body != nil, let docs = Self.docText(primary.response["description"]) {
            entries.append(("docs", .text(docs, at: primary.response.location)))
        }
        if let headers = primary.response["headers"], !headers.entries.isEmpty {
            if body?.kind == .eventStream {
                if !isTwin {
                    diagnostics.warning(
                        "the response headers of operation \(context.title) are not read: its response is a stream of events, and headers are read with a whole response",
                        at: headers.location)
                }
            } else {
                let translated = responseHeaders(headers)
                if !translated.isEmpty { entries.append(("headers", .map(translated, at: headers.location))) }
            }
        }
        return entries.isEmpty ? nil : .map(entries, at: location)
    }

    /// Response headers, each read as the spec language's header types allow: `integer`,
    /// `number`, `boolean`, `datetime` (a `date-time` string), else `string` (any header is text).
    private mutating func responseHeaders(_ headers: YAMLNode) -> [(String, YAMLNode)] {
        headers.entries.compactMap { name, value in
            // OpenAPI ignores a declared Content-Type: the media type says it.
            guard name.lowercased() != "content-type", let header = resolve(value)?.node else { return nil }
            let type: String
            switch shape(of: header["schema"]) {
            case .scalar("integer", _): type = "integer"
            case .scalar("number", _): type = "number"
            case .scalar("boolean", _): type = "boolean"
            case .scalar("string", "date-time"?): type = "datetime"
            default: type = "string"
            }
            var entries: [(String, YAMLNode)] = [("type", .text(type, at: header["schema"]?.location ?? header.location))]
            if let docs = Self.docText(header["description"]) { entries.append(("docs", .text(docs, at: header.location))) }
            return (name, .map(entries, at: value.location))
        }
    }

    /// What names a schema for comparing two bodies: its `$ref`, or where it is written.
    private static func schemaIdentity(_ schema: YAMLNode?) -> String {
        guard let schema else { return "" }
        return schema["$ref"]?.scalar ?? schema.location.description
    }

    /// Counts the JSON schema of a failure response towards the API's error model.
    private mutating func tallyErrorSchema(of response: YAMLNode) {
        guard let media = response["content"]?.entries.first(where: { OpenAPIMediaKind($0.key) == .json })?.value else { return }
        operations.errorSchemas.count(media["schema"], identity: Self.schemaIdentity(media["schema"]))
    }
}

/// How often each schema describes a failure's body, to find the one the document's failures
/// agree on: the API's error model.
struct OpenAPIErrorSchemaTally {
    /// Each schema's count and node, by its identity (`$ref` or location).
    private(set) var uses: [String: (count: Int, schema: YAMLNode)] = [:]
    /// Failure responses with a JSON body, whatever their schema (none counts too).
    private(set) var total = 0

    /// Counts one failure body.
    mutating func count(_ schema: YAMLNode?, identity: String) {
        total += 1
        guard let schema else { return }
        uses[identity, default: (0, schema)].count += 1
    }

    /// The schema of most failure bodies, when it describes at least half of them (ties go to
    /// the identity that sorts first, so the choice never depends on hashing).
    var agreed: YAMLNode? {
        let best = uses.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }
        guard let best, best.value.count * 2 >= total else { return nil }
        return best.value.schema
    }
}
