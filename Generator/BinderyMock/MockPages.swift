import BinderyLoopback
import BinderySpec

/// Paging in the spec's style over a list the mock makes up: ``itemCount`` items, cut into
/// pages of the request's `limit` (``defaultPageSize`` without one, at most `maxLimit`), so
/// that a generated client's page sequence ends on the API's own signal: a short or empty
/// page, the page count, no next cursor, `hasMore: false`, no next URL or `Link`.
struct MockPages: Sendable {
    /// How many items a paged list holds.
    static let itemCount = 5
    /// The page size when a request gives none.
    static let defaultPageSize = 2
    /// The query item that carries the position in the next URLs the mock hands out
    /// (`nextURL` and `link` styles, whose URLs the API makes up).
    static let positionItem = "mock_offset"

    let pagination: PaginationSpec
    let values: ValueSynthesizer
    /// Whether the cursor parameter is a number (`cursor` style); else it is text.
    let numericCursor: Bool

    init(pagination: PaginationSpec, endpoint: EndpointSpec, values: ValueSynthesizer) {
        self.pagination = pagination
        self.values = values
        let cursorType = endpoint.parameters.first { $0.wireName == pagination.parameter.value }?.type
        self.numericCursor = cursorType == .integer || cursorType == .number
    }

    /// One page: the response value with its slice of the items and its paging fields set, and
    /// the `Link` header's value for the `link` style.
    struct Page {
        var value: JSONLiteral
        var link: String?
    }

    /// The page `request` asks for, cut from `response` (the response value the mock made or
    /// the spec's example), whose items field gives the items.
    func page(of response: JSONLiteral, responseType: TypeReference, for request: LoopbackRequest) -> Page {
        let itemsPath = pagination.itemsField.map { ResponseFieldPath.segments(of: $0.value) } ?? []
        let items = allItems(from: Self.value(at: itemsPath, in: response), responseType: responseType, itemsPath: itemsPath)
        let size = pageSize(for: request)
        let start = startIndex(for: request, items: items, size: size)
        let end = min(items.count, start + size)
        let slice = start < end ? Array(items[start..<end]) : []
        var value = Self.setting(itemsPath, to: .array(slice), in: response)
        let more = end < items.count
        var link: String?
        switch pagination.style {
        case .page:
            if let field = pagination.totalPagesField?.value {
                value = Self.setting(segments(field), to: .number(String((items.count + size - 1) / size)), in: value)
            }
        case .offset:
            if let field = pagination.totalField?.value {
                value = Self.setting(segments(field), to: .number(String(items.count)), in: value)
            }
        case .cursor:
            if let field = pagination.cursorField?.value {
                value = Self.setting(segments(field), to: more ? cursorValue(end) : endValue(field, responseType), in: value)
            }
        case .lastItem:
            break
        case .nextURL:
            if let field = pagination.nextField?.value {
                value = Self.setting(
                    segments(field), to: more ? .string(nextURL(request, position: end)) : endValue(field, responseType), in: value)
            }
        case .link:
            link = more ? "<\(nextURL(request, position: end))>; rel=\"next\"" : nil
        }
        if let field = pagination.hasMoreField?.value {
            value = Self.setting(segments(field), to: .bool(more), in: value)
        }
        return Page(value: value, link: link)
    }

    private func segments(_ path: String) -> [String] { ResponseFieldPath.segments(of: path) }

    /// ``itemCount`` items: the response's own, repeated, or made ones; for the `lastItem`
    /// style each with its own `itemField` (`id-1`, `id-2`, … or 1, 2, …).
    private func allItems(from listed: JSONLiteral?, responseType: TypeReference, itemsPath: [String]) -> [JSONLiteral] {
        var source: [JSONLiteral] = []
        if case .array(let items)? = listed { source = items }
        if source.isEmpty, let element = itemType(of: responseType, itemsPath: itemsPath) {
            source = [values.value(of: element)]
        }
        guard !source.isEmpty else { return [] }
        return (0..<Self.itemCount).map { index in
            let item = source[index % source.count]
            guard pagination.style == .lastItem else { return item }
            let field = pagination.itemField?.value ?? "id"
            return item.setting(field, to: itemKey(index, like: item[field]))
        }
    }

    /// The element type of the items list: the response type's, down the items path.
    private func itemType(of type: TypeReference, itemsPath: [String]) -> TypeReference? {
        var current = type
        for segment in itemsPath {
            guard case .named(let name) = current, let field = values.models[name]?.fields.first(where: { $0.wireName == segment })
            else { return nil }
            current = field.type
        }
        if case .array(let element) = current { return element }
        return nil
    }

    /// The `lastItem` key of item `index`: a number where the example's is one, else text.
    private func itemKey(_ index: Int, like existing: JSONLiteral?) -> JSONLiteral {
        if case .number? = existing { return .number(String(index + 1)) }
        return .string("item-\(index + 1)")
    }

    private func pageSize(for request: LoopbackRequest) -> Int {
        var size = pagination.limitParameter.flatMap { request.queryValue($0.value) }.flatMap { Int($0) } ?? Self.defaultPageSize
        if let maxLimit = pagination.maxLimit?.value { size = min(size, maxLimit) }
        return max(1, size)
    }

    /// Where the requested page starts in the list.
    private func startIndex(for request: LoopbackRequest, items: [JSONLiteral], size: Int) -> Int {
        let sent = request.queryValue(pagination.parameter.value)
        switch pagination.style {
        case .page: return max(0, ((sent.flatMap { Int($0) } ?? 1) - 1) * size)
        case .offset: return max(0, sent.flatMap { Int($0) } ?? 0)
        case .cursor: return max(0, sent.flatMap { Int($0.replacingOccurrences(of: "cursor-", with: "")) } ?? 0)
        case .lastItem:
            guard let sent else { return 0 }
            let field = pagination.itemField?.value ?? "id"
            return (items.firstIndex { item in
                switch item[field] {
                case .string(let text)?, .number(let text)?: text == sent
                default: false
                }
            } ?? items.count - 1) + 1
        case .nextURL, .link: return max(0, request.queryValue(Self.positionItem).flatMap { Int($0) } ?? 0)
        }
    }

    /// The cursor of the page starting at `position`: a number where the cursor is one.
    private func cursorValue(_ position: Int) -> JSONLiteral {
        numericCursor ? .number(String(position)) : .string("cursor-\(position)")
    }

    /// What a cursor or next-URL field says on the last page: null where the field may be
    /// missing or null, else empty text (either ends the client's sequence).
    private func endValue(_ field: String, _ responseType: TypeReference) -> JSONLiteral {
        guard case .named(let name) = responseType, let model = values.models[name],
            case .success(let path) = ResponseFieldPath.resolve(field, from: model, in: values.models),
            path.fields.last?.isOptional == false
        else { return .null }
        return .string("")
    }

    /// The request's own path and query with the position of the next page: relative, as the
    /// client resolves it against the page's URL.
    private func nextURL(_ request: LoopbackRequest, position: Int) -> String {
        let kept = request.target.split(separator: "?", maxSplits: 1).dropFirst().first.map { query in
            query.split(separator: "&").filter { !$0.hasPrefix(Self.positionItem + "=") }.joined(separator: "&")
        } ?? ""
        let query = (kept.isEmpty ? "" : kept + "&") + "\(Self.positionItem)=\(position)"
        return request.path + "?" + query
    }

    // MARK: - Paths through a value

    static func value(at path: [String], in value: JSONLiteral) -> JSONLiteral? {
        path.reduce(Optional(value)) { current, key in current?[key] }
    }

    static func setting(_ path: [String], to newValue: JSONLiteral, in value: JSONLiteral) -> JSONLiteral {
        guard let first = path.first else { return newValue }
        let inner = value[first] ?? .object([])
        return value.setting(first, to: setting(Array(path.dropFirst()), to: newValue, in: inner))
    }
}
