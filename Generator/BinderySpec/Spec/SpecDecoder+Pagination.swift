/// Decoding of an endpoint's `pagination:`: the style, and the keys that style takes.
extension SpecDecoder {
    mutating func decodePagination(_ node: YAMLNode) -> PaginationSpec? {
        guard let values = reader.mapping(node, "'pagination'", allowed: SpecKeys.pagination, required: ["style"]),
            let style = reader.choice(values["style"], "'style'", of: PaginationSpec.Style.self)
        else { return nil }
        checkKeys(of: style, in: values, at: node.location)
        let parameter = reader.located(values["parameter"]) { $0.string($1, "'parameter'") }
        return PaginationSpec(
            style: style,
            parameter: parameter ?? Located(style.defaultParameter ?? "", at: node.location),
            limitParameter: reader.located(values["limit"]) { $0.string($1, "'limit'") },
            itemsField: reader.located(values["items"]) { $0.string($1, "'items'") },
            maxLimit: reader.located(values["maxLimit"]) { $0.integer($1, "'maxLimit'", in: 1...1_000_000_000) },
            cursorField: reader.located(values["cursor"]) { $0.string($1, "'cursor'") },
            hasMoreField: reader.located(values["hasMore"]) { $0.string($1, "'hasMore'") },
            itemField: reader.located(values["itemField"]) { $0.string($1, "'itemField'") }
                ?? (style == .lastItem ? Located(PaginationSpec.Style.defaultItemField, at: node.location) : nil),
            nextField: reader.located(values["next"]) { $0.string($1, "'next'") },
            totalPagesField: reader.located(values["totalPages"]) { $0.string($1, "'totalPages'") },
            totalField: reader.located(values["total"]) { $0.string($1, "'total'") },
            location: node.location)
    }

    /// Reports keys another style takes (a `limit` on cursor paging would be silently ignored)
    /// and the keys the style needs.
    private mutating func checkKeys(of style: PaginationSpec.Style, in values: [String: YAMLNode], at location: SourceLocation) {
        let taken = ["style", "items"] + style.keys
        for key in SpecKeys.pagination where !taken.contains(key) {
            guard let node = values[key] else { continue }
            var others = PaginationSpec.Style.allCases.filter { $0.keys.contains(key) }.map { "'\($0.rawValue)'" }
            if others.count > 2 { others = [others.dropLast().joined(separator: ", "), others[others.count - 1]] }
            let keys = style.keys.isEmpty ? "only 'items'" : style.keys.map { "'\($0)'" }.joined(separator: ", ") + " and 'items'"
            reader.diagnostics.error(
                "pagination style '\(style.rawValue)' takes no '\(key)' (a key of style \(others.joined(separator: " or "))); it takes \(keys)",
                at: node.location)
        }
        for key in style.requiredKeys where values[key] == nil {
            reader.diagnostics.error("pagination style '\(style.rawValue)' needs '\(key)'", at: location)
        }
    }
}
