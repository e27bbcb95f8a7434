/// Decoding of headers both ways: the constant headers of `api.headers` and an endpoint's
/// `headers`, and the typed headers of an endpoint's `response.headers`.
extension SpecDecoder {
    /// `headers: { Accept: application/vnd.github+json }`: each name with its one value.
    mutating func decodeConstantHeaders(_ node: YAMLNode?, context: String) -> [ConstantHeader] {
        guard let node else { return [] }
        return reader.namedEntries(node, "the headers of \(context)").compactMap { entry in
            guard let value = reader.string(entry.value, "the value of header '\(entry.name)'") else { return nil }
            return ConstantHeader(name: entry.name, value: value, location: entry.key.location)
        }
    }

    /// `headers: { ETag: string, X-RateLimit-Remaining: { type: integer, swiftName: remaining } }`.
    mutating func decodeResponseHeaders(_ node: YAMLNode?, endpoint: String) -> [ResponseHeaderSpec] {
        guard let node else { return [] }
        return reader.namedEntries(node, "the response headers of endpoint '\(endpoint)'").compactMap { entry in
            let context = "response header '\(entry.name)' of endpoint '\(endpoint)'"
            if entry.value.scalar != nil {
                guard let type = reader.type(entry.value, "the type of \(context)") else { return nil }
                return ResponseHeaderSpec(
                    name: entry.name, swiftName: memberName(entry.name), type: type, docs: nil,
                    location: entry.key.location, typeLocation: entry.value.location)
            }
            guard let values = reader.mapping(entry.value, context, allowed: SpecKeys.responseHeader, required: ["type"]),
                let typeNode = values["type"], let type = reader.type(typeNode, "'type'")
            else { return nil }
            return ResponseHeaderSpec(
                name: entry.name, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? memberName(entry.name),
                type: type, docs: reader.string(values["docs"], "'docs'"),
                location: entry.key.location, typeLocation: typeNode.location)
        }
    }
}

/// Decoding of the resilience settings: retry statuses.
extension SpecDecoder {
    /// `statuses: [429, 502, 503]`: failure statuses (400 to 599), each once.
    mutating func decodeRetryStatuses(_ node: YAMLNode?, _ context: String) -> Located<[Int]>? {
        guard let node, let listed = reader.stringList(node, context) else { return nil }
        var statuses: [Int] = []
        for item in listed {
            guard let status = Int(item.value), (400...599).contains(status) else {
                reader.diagnostics.error(
                    "a status in \(context) must be a failure status from 400 to 599, not '\(Diagnostic.abbreviated(item.value))'",
                    at: item.location)
                continue
            }
            if statuses.contains(status) {
                reader.diagnostics.error("status \(status) is listed twice in \(context)", at: item.location)
                continue
            }
            statuses.append(status)
        }
        return Located(statuses, at: node.location)
    }
}
