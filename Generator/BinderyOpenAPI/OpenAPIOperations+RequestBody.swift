import BinderySpec

/// The kinds of media a body may be, as the spec language can read or send them.
enum OpenAPIMediaKind: Equatable {
    /// `application/json` and `…+json`.
    case json
    /// `multipart/form-data`.
    case multipart
    /// `application/x-www-form-urlencoded`.
    case form
    /// `text/event-stream`.
    case eventStream
    /// Other `text/…`.
    case text
    /// Anything else: bytes the spec language neither sends nor reads.
    case other

    /// The kind of the media type `name` (`application/json; charset=utf-8` is JSON).
    init(_ name: String) {
        let type: String
        let bytes = name.utf8
        if let first = bytes.first, let last = bytes.last, Self.isPlain(first), Self.isPlain(last), !bytes.contains(UInt8(ascii: ";")) {
            // Nearly every name (`application/json`): nothing to cut or trim, and trimming cost
            // a microsecond a call (Foundation's did: 1.7% of reading Stripe's document).
            type = name.lowercased()
        } else {
            type = name.split(separator: ";").first.map { $0.trimmingSpaces.lowercased() } ?? ""
        }
        switch type {
        case "application/json", "text/json": self = .json
        case _ where type.hasPrefix("application/") && type.hasSuffix("+json"): self = .json
        case "multipart/form-data": self = .multipart
        case "application/x-www-form-urlencoded": self = .form
        case "text/event-stream": self = .eventStream
        case _ where type.hasPrefix("text/"): self = .text
        default: self = .other
        }
    }

    /// An ASCII byte that is neither white space nor a control character.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}

/// An operation's request body: JSON, or `multipart/form-data`, one part per property.
extension OpenAPITranslation {
    /// The order in which a body's media types are preferred when it offers several.
    private static let requestMediaPreference: [OpenAPIMediaKind] = [.json, .multipart, .form, .text, .eventStream, .other]

    /// The `body` of an endpoint; nil, with a warning, when the spec language cannot send it.
    mutating func translateRequestBody(_ node: YAMLNode, context: OpenAPIOperationContext) -> YAMLNode? {
        guard let body = resolve(node)?.node else { return nil }
        let contents = body["content"]?.entries ?? []
        guard let chosen = Self.requestMediaPreference.lazy.compactMap({ kind in
            contents.first { OpenAPIMediaKind($0.key) == kind }.map { (kind: kind, name: $0.key, media: $0.value) }
        }).first else {
            diagnostics.warning("the request body of operation \(context.title) has no 'content'; it is left out", at: body.location)
            return nil
        }
        // An object without properties that allows no others (Stripe's GET bodies) has nothing to send.
        if case .object(let properties, _) = shape(of: chosen.media["schema"]), properties.isEmpty,
            resolve(chosen.media["schema"] ?? body)?.node["additionalProperties"]?.scalar == "false"
        {
            return nil
        }
        if ["GET", "HEAD"].contains(context.method) {
            diagnostics.warning(
                "the request body of operation \(context.title) is left out: the spec language sends no body with \(context.method)",
                at: body.location)
            return nil
        }
        let required = body["required"]?.scalar == "true"
        let docs = Self.docText(body["description"])
        switch chosen.kind {
        case .json:
            guard let schema = chosen.media["schema"] else {
                return bodyNode(type: TranslatedType(type: "json", location: chosen.media.location), schema: nil, required: required, docs: docs, at: body.location)
            }
            guard let type = type(of: schema, suggestedName: context.typeName("Body")) else { return nil }
            notePatched(type.type, context: context)
            return bodyNode(type: type, schema: schema, required: required, docs: docs, at: body.location)
        case .multipart:
            return multipartBody(chosen.media, docs: docs, context: context, at: body.location)
        case .form:
            return formBody(chosen.media, required: required, docs: docs, context: context, at: body.location)
        case .other where isStringOrAbsent(chosen.media["schema"]):
            return rawBody(.binary, mediaType: chosen.name, required: required, docs: docs, at: body.location)
        case .text where isStringOrAbsent(chosen.media["schema"]):
            return rawBody(.text, mediaType: chosen.name, required: required, docs: docs, at: body.location)
        case .text, .eventStream, .other:
            diagnostics.warning(
                "the request body of operation \(context.title) is left out: the spec language sends JSON, multipart/form-data, application/x-www-form-urlencoded, and text or bytes of a string schema, not '\(chosen.name)'",
                at: chosen.media.location)
            return nil
        }
    }

    /// Whether the schema of a media type that is not JSON is a string to send as it is: none
    /// at all (OpenAPI 3.1's spelling of a file), or a string (3.0's `format: binary`, GitHub's
    /// `*/*` upload with no format, or its Markdown as `text/plain`).
    mutating func isStringOrAbsent(_ schema: YAMLNode?) -> Bool {
        guard let schema else { return true }
        guard let resolved = resolve(schema)?.node else { return false }
        return resolved["type"]?.scalar == "string"
    }

    /// A body sent as it is: raw bytes (`application/octet-stream`, `image/png`, `*/*` …), a
    /// `data` argument with `encoding: binary`, or text (`text/plain`, `text/x-markdown`), a
    /// `string` argument with `encoding: text`; the media type is its content type, and a
    /// wildcard becomes the encoding's own (`application/octet-stream`).
    private func rawBody(_ encoding: BodyEncoding, mediaType: String, required: Bool, docs: String?, at location: SourceLocation) -> YAMLNode {
        let contentType = mediaType.contains("*") ? encoding.mediaType : mediaType
        var entries: [(String, YAMLNode)] = [
            ("type", .plain(encoding.rawType?.specSpelling ?? "data", at: location)), ("encoding", .plain(encoding.rawValue, at: location)),
            ("contentType", .text(contentType, at: location)), ("swiftName", .text("body", at: location)),
        ]
        if !required { entries.append(("required", .plain("false", at: location))) }
        if let docs { entries.append(("docs", .text(docs, at: location))) }
        return .map(entries, at: location)
    }

    /// An `application/x-www-form-urlencoded` body: its object schema's model, sent as a form
    /// (`encoding: form`: nested objects as `a[b]`, lists as `expand[]`, which is what
    /// `style: deepObject, explode: true` says; other per-property encodings are warned of).
    private mutating func formBody(
        _ media: YAMLNode, required: Bool, docs: String?, context: OpenAPIOperationContext, at location: SourceLocation
    ) -> YAMLNode? {
        guard let schema = media["schema"], case .object(let properties, _) = shape(of: schema), !properties.isEmpty else {
            diagnostics.warning(
                "the form body of operation \(context.title) is left out: its schema must be an object with properties, one form field each",
                at: media.location)
            return nil
        }
        for (property, encoding) in media["encoding"]?.entries ?? [] {
            let style = encoding["style"]?.scalar ?? "form"
            let explode = encoding["explode"]?.scalar ?? (style == "form" ? "true" : "false")
            if !(["form", "deepObject"].contains(style) && explode == "true") {
                diagnostics.warning(
                    "the form field '\(property)' of operation \(context.title) is sent exploded, nested as 'a[b]' and listed as 'a[]', not with style '\(style)' and explode \(explode)",
                    at: encoding.location)
            }
        }
        guard let type = type(of: schema, suggestedName: context.typeName("Body")) else { return nil }
        notePatched(type.type, context: context)
        var node = bodyNode(type: type, schema: schema, required: required, docs: docs, at: location)
        node = OpenAPIOverlay.merge(node, .map([("encoding", .plain("form", at: media.location))], at: location))
        return node
    }

    /// A JSON body. Its argument is named after its type when the schema is a component
    /// (`pet: Pet`), and `body` when the type was made for it (`body: CreatePetBody`).
    private func bodyNode(type: TranslatedType, schema: YAMLNode?, required: Bool, docs: String?, at location: SourceLocation) -> YAMLNode {
        var entries: [(String, YAMLNode)] = [("type", .text(type.type, at: type.location))]
        if schema?["$ref"] == nil { entries.append(("swiftName", .text("body", at: location))) }
        if !required { entries.append(("required", .plain("false", at: location))) }
        if let docs { entries.append(("docs", .text(docs, at: location))) }
        return .map(entries, at: location)
    }

    /// A `multipart/form-data` body: a part per property of its object schema; binary strings
    /// are files.
    private mutating func multipartBody(
        _ media: YAMLNode, docs: String?, context: OpenAPIOperationContext, at location: SourceLocation
    ) -> YAMLNode? {
        guard case .object(let properties, let required) = shape(of: media["schema"]), !properties.isEmpty else {
            diagnostics.warning(
                "the multipart/form-data body of operation \(context.title) is left out: its schema must be an object with properties, one part each",
                at: media["schema"]?.location ?? media.location)
            return nil
        }
        if let encoding = media["encoding"] {
            diagnostics.warning(
                "the 'encoding' of the multipart/form-data body of operation \(context.title) is not read: text parts go as text, files with their own content type, objects as JSON",
                at: encoding.location)
        }
        var parts: [(String, YAMLNode)] = []
        for (name, schema) in properties {
            // A read-only property is the server's to fill, never sent.
            if resolve(schema)?.node["readOnly"]?.scalar == "true" { continue }
            if let part = multipartPart(name, schema, required: required.contains(name), context: context) { parts.append((name, part)) }
        }
        guard !parts.isEmpty else { return nil }
        var entries: [(String, YAMLNode)] = [("multipart", .map(parts, at: media.location))]
        if let docs { entries.append(("docs", .text(docs, at: location))) }
        return .map(entries, at: location)
    }

    /// One part: `file`, `[file]`, or the property's type.
    private mutating func multipartPart(_ name: String, _ schema: YAMLNode, required: Bool, context: OpenAPIOperationContext) -> YAMLNode? {
        let partShape = shape(of: schema)
        let typeText: String
        var typeLocation = schema.location
        if partShape.isBinary {
            typeText = "file"
        } else if case .array(let items) = partShape, shape(of: items).isBinary {
            typeText = "[file]"
        } else {
            guard let type = type(of: schema, suggestedName: context.typeName(name)) else { return nil }
            notePatched(type.type, context: context)
            // Bytes go as a file: the spec language sends no Base64 part.
            typeText = type.type == "data" ? "file" : type.type == "[data]" ? "[file]" : type.type
            typeLocation = type.location
        }
        let resolved = resolve(schema)?.node ?? schema
        var entries: [(String, YAMLNode)] = [("type", .text(typeText, at: typeLocation))]
        if required { entries.append(("required", .plain("true", at: schema.location))) }
        if let docs = Self.docText(schema["description"] ?? resolved["description"]) { entries.append(("docs", .text(docs, at: schema.location))) }
        if (schema["deprecated"] ?? resolved["deprecated"])?.scalar == "true" {
            entries.append(("deprecated", .plain("true", at: schema.location)))
        }
        return .map(entries, at: schema.location)
    }
}
