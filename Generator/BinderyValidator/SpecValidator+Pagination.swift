import BinderySpec
/// The checks of `pagination`: the page and limit parameters exist and are integers, and the
/// generated pages can count a page's items.
extension SpecValidator {
    /// Reports page and limit parameters that are not integer query parameters of the endpoint,
    /// and items the generated pages could not count.
    mutating func checkPagination(_ pagination: PaginationSpec, of endpoint: EndpointDeclaration) {
        let query = endpoint.parameters.filter { $0.place == .query }
        let integers = pagination.style == .page || pagination.style == .offset
        for named in [pagination.movingParameter, pagination.limitParameter].compactMap(\.self) {
            let (name, at) = (named.value, named.location)
            guard let parameter = query.first(where: { $0.wireName == name }) else {
                let hint = suggestion(for: name, in: query.map(\.wireName))
                diagnostics.error(
                    "pagination uses '\(name)' but '\(endpoint.name)' has no query parameter '\(name)'\(hint)", at: at)
                continue
            }
            if integers, parameter.type != .integer {
                diagnostics.error(
                    "pagination parameter '\(name)' must be an 'integer', not '\(parameter.type.specSpelling)'", at: at)
            }
        }
        if pagination.maxLimit != nil, pagination.limitParameter == nil {
            diagnostics.error(
                "pagination 'maxLimit' caps the page size, so it needs 'limit', the page-size parameter",
                at: pagination.maxLimit?.location ?? pagination.location)
        }
        checkPageItems(pagination, of: endpoint)
        checkNextPageSignals(pagination, of: endpoint)
    }

    /// The generated pages count a page's items to know when to stop: they are the response
    /// itself when it is a list, or the list field `items` names.
    private mutating func checkPageItems(_ pagination: PaginationSpec, of endpoint: EndpointDeclaration) {
        guard let itemsField = pagination.itemsField else {
            if case .array? = endpoint.response.type { return }
            diagnostics.error(
                "pagination needs 'items', the response field that holds a page's items, unless the response is a list",
                at: pagination.location)
            return
        }
        guard case .named(let responseName)? = endpoint.response.type, let model = modelsByName[responseName],
            case .object(let fields) = model.kind
        else {
            diagnostics.error("pagination 'items' needs the response to be an object model", at: itemsField.location)
            return
        }
        let (items, at) = (itemsField.value, itemsField.location)
        guard let field = fields.first(where: { $0.wireName == items }) else {
            let names = fields.map(\.wireName)
            diagnostics.error(
                "response model '\(model.name)' has no field '\(items)'\(suggestion(for: items, in: names))",
                at: at)
            return
        }
        if case .array = field.type {} else {
            diagnostics.error("pagination 'items' field '\(items)' must be a list", at: at)
        }
    }
}
