/// Which `pagination:` keys each style takes and what an absent one means: the one table the
/// decoder, the validator, the emitter and `bindery diff` read.
extension PaginationSpec.Style {
    /// The keys this style takes besides `style` and `items` (which every style takes).
    package var keys: [String] {
        switch self {
        case .page: ["parameter", "limit", "maxLimit", "totalPages"]
        case .offset: ["parameter", "limit", "maxLimit", "total"]
        case .cursor: ["parameter", "cursor", "hasMore"]
        case .lastItem: ["parameter", "itemField", "hasMore"]
        case .nextURL: ["next"]
        case .link: []
        }
    }

    /// The keys this style cannot do without.
    package var requiredKeys: [String] {
        switch self {
        case .cursor: ["cursor"]
        case .nextURL: ["next"]
        default: []
        }
    }

    /// The query parameter that moves when the spec names none, or nil when the style moves
    /// no parameter (the next page's URL comes whole from the response).
    package var defaultParameter: String? {
        switch self {
        case .page: "page"
        case .offset: "offset"
        case .cursor: "cursor"
        case .lastItem: "starting_after"
        case .nextURL, .link: nil
        }
    }

    /// Whether the style moves a query parameter of the request (rather than following a URL).
    package var movesParameter: Bool { defaultParameter != nil }

    /// The item field `lastItem` takes when the spec names none.
    package static let defaultItemField = "id"
}

extension PaginationSpec {
    /// The query parameter that moves from page to page, or nil for the styles that follow a
    /// URL the response gives.
    package var movingParameter: Located<String>? { style.movesParameter ? parameter : nil }
}
