/// Decoding of `body: { multipart: { <part>: … } }`, a `multipart/form-data` request body.
extension SpecDecoder {
    /// Whether a `body:` is a multipart one: a mapping with a `multipart` key.
    static func isMultipart(_ node: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = node.content else { return false }
        return pairs.contains { $0.key.scalar == "multipart" }
    }

    mutating func decodeMultipartBody(_ node: YAMLNode, endpoint: String) -> MultipartBodySpec? {
        let context = "the body of endpoint '\(endpoint)'"
        guard case .mapping(let pairs) = node.content else { return nil }
        // The JSON body's keys mean nothing next to `multipart`: each part says its own.
        for (key, _) in pairs {
            if key.scalar == "encoding" {
                reader.diagnostics.error(
                    "'encoding' cannot be used with 'multipart' in \(context): a multipart body is always sent as multipart/form-data; for a form of name=value pairs, give a model as 'type' with 'encoding: form'",
                    at: key.location)
            }
            if key.scalar == "contentType" {
                reader.diagnostics.error(
                    "'contentType' cannot be used with 'multipart' in \(context): a multipart body is sent as multipart/form-data, and each 'file' part carries its own content type",
                    at: key.location)
            }
            guard let name = key.scalar, SpecKeys.jsonBodyOnly.contains(name) else { continue }
            reader.diagnostics.error(
                "'\(name)' cannot be used with 'multipart' in \(context); each part has its own 'type', 'swiftName' and 'required'",
                at: key.location)
        }
        guard let values = reader.mapping(node, context, allowed: SpecKeys.multipartBody), let partsNode = values["multipart"] else {
            return nil
        }
        let partsContext = "the multipart parts of endpoint '\(endpoint)'"
        guard case .mapping = partsNode.content else {
            reader.diagnostics.error(
                "\(partsContext) must be a mapping of part names, not \(partsNode.kindDescription)", at: partsNode.location)
            return nil
        }
        let entries = reader.namedEntries(partsNode, partsContext)
        if entries.isEmpty {
            reader.diagnostics.error("the multipart body of endpoint '\(endpoint)' has no parts", at: partsNode.location)
        }
        let parts = entries.compactMap {
            decodePart($0.name, $0.value, $0.key, context: "part '\($0.name)' of endpoint '\(endpoint)'")
        }
        return MultipartBodySpec(parts: parts, docs: reader.string(values["docs"], "'docs'"), location: node.location)
    }

    /// `images: { type: "[file]", required: true }`, or the short form `caption: string`
    /// (an optional part of that type).
    private mutating func decodePart(_ name: String, _ node: YAMLNode, _ key: YAMLNode, context: String) -> MultipartPartSpec? {
        let swiftName = memberName(name)
        if node.scalar != nil {
            guard let content = partContent(node, context) else { return nil }
            return MultipartPartSpec(
                wireName: name, swiftName: swiftName, content: content, required: false, docs: nil, deprecated: nil,
                secret: false, location: key.location, typeLocation: node.location)
        }
        guard let values = reader.mapping(node, context, allowed: SpecKeys.multipartPart) else { return nil }
        let content = values["type"].map { partContent($0, "'type'") } ?? .value(.string)
        guard let content else { return nil }
        return MultipartPartSpec(
            wireName: name, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? swiftName, content: content,
            required: reader.bool(values["required"], "'required'") ?? false, docs: reader.string(values["docs"], "'docs'"),
            deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
            secret: reader.bool(values["secret"], "'secret'") ?? false,
            location: key.location, typeLocation: values["type"]?.location ?? key.location)
    }

    /// A part's type: `file`, `[file]`, or any other type.
    private mutating func partContent(_ node: YAMLNode, _ context: String) -> MultipartPartSpec.Content? {
        guard let type = reader.type(node, context) else { return nil }
        switch type {
        case .named("file"): return .file
        case .array(.named("file")): return .files
        default:
            if type.namedReferences.contains("file") {
                reader.diagnostics.error(
                    "a part's type can be 'file' or '[file]', not '\(type.specSpelling)': send each file as its own part",
                    at: node.location)
                return nil
            }
            return .value(type)
        }
    }
}
