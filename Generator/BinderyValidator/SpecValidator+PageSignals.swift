import BinderySpec
/// The checks of the pagination styles that read the next page from the response: the cursor,
/// `hasMore`, the last item's field and the next URL are fields of the models the endpoint
/// answers with, of types the generated pages can use.
extension SpecValidator {
    mutating func checkNextPageSignals(_ pagination: PaginationSpec, of endpoint: EndpointDeclaration) {
        let parameter = pagination.movingParameter.flatMap { named in
            endpoint.parameters.first { $0.place == .query && $0.wireName == named.value }
        }
        if let parameter, pagination.style == .cursor || pagination.style == .lastItem, parameter.required {
            diagnostics.error(
                "pagination parameter '\(parameter.wireName)' must not be required: the first page is asked for without it",
                at: pagination.movingParameter?.location ?? pagination.location)
        }
        if let cursor = pagination.cursorField, let path = responsePath(cursor, of: endpoint, role: "cursor") {
            if let parameter, let type = path.type, type != parameter.type {
                diagnostics.error(
                    "pagination 'cursor' field '\(cursor.value)' is of type '\(type.specSpelling)', but parameter '\(parameter.wireName)' that takes it is of type '\(parameter.type.specSpelling)'; they must be the same",
                    at: cursor.location)
            }
        }
        if let hasMore = pagination.hasMoreField, let path = responsePath(hasMore, of: endpoint, role: "hasMore"),
            let type = path.type, type != .boolean
        {
            diagnostics.error(
                "pagination 'hasMore' field '\(hasMore.value)' must be a 'boolean', not '\(type.specSpelling)'", at: hasMore.location)
        }
        if let next = pagination.nextField, let path = responsePath(next, of: endpoint, role: "next"),
            let type = path.type, type != .string
        {
            diagnostics.error(
                "pagination 'next' field '\(next.value)' holds the next page's URL, so it must be a 'string', not '\(type.specSpelling)'",
                at: next.location)
        }
        for (role, total) in [("totalPages", pagination.totalPagesField), ("total", pagination.totalField)] {
            guard let total, let path = responsePath(total, of: endpoint, role: role), let type = path.type, type != .integer
            else { continue }
            diagnostics.error(
                "pagination '\(role)' field '\(total.value)' is a count, so it must be an 'integer', not '\(type.specSpelling)'",
                at: total.location)
        }
        if pagination.style == .lastItem, let itemField = pagination.itemField {
            checkLastItemField(itemField, parameter: parameter, pagination: pagination, of: endpoint)
        }
    }

    /// The path's fields in the endpoint's response model, or nil after reporting where it breaks.
    private mutating func responsePath(
        _ path: Located<String>, of endpoint: EndpointDeclaration, role: String
    ) -> ResponseFieldPath? {
        guard case .named(let name)? = endpoint.response.type, let model = modelsByName[name], case .object = model.kind else {
            diagnostics.error(
                "pagination '\(role)' reads a field of the response, so the response must be an object model", at: path.location)
            return nil
        }
        switch ResponseFieldPath.resolve(path.value, from: model, in: modelsByName) {
        case .success(let resolved):
            return resolved
        case .failure(.missingField(let segment, let owner, let names)):
            diagnostics.error(
                "pagination '\(role)' names '\(path.value)', but model '\(owner)' has no field '\(segment)'\(suggestion(for: segment, in: names))",
                at: path.location)
        case .failure(.notAnObject(let segment)):
            diagnostics.error(
                "pagination '\(role)' names '\(path.value)', but field '\(segment)' is not an object model to read further in",
                at: path.location)
        }
        return nil
    }

    /// `lastItem`: the field exists in the item model and has the parameter's type.
    private mutating func checkLastItemField(
        _ itemField: Located<String>, parameter: ParameterSpec?, pagination: PaginationSpec, of endpoint: EndpointDeclaration
    ) {
        let itemType: TypeReference?
        if let items = pagination.itemsField?.value {
            guard case .named(let name)? = endpoint.response.type,
                let field = modelsByName[name]?.fields.first(where: { $0.wireName == items }), case .array(let element) = field.type
            else { return }  // `items` itself is reported
            itemType = element
        } else if case .array(let element)? = endpoint.response.type {
            itemType = element
        } else {
            return
        }
        guard case .named(let name)? = itemType, let model = modelsByName[name], case .object(let fields) = model.kind else {
            diagnostics.error(
                "pagination 'itemField' reads a field of the last item, so the items must be an object model, not '\(itemType?.specSpelling ?? "")'",
                at: itemField.location)
            return
        }
        guard let field = fields.first(where: { $0.wireName == itemField.value }) else {
            diagnostics.error(
                "pagination 'itemField' names '\(itemField.value)', but item model '\(model.name)' has no field '\(itemField.value)'\(suggestion(for: itemField.value, in: fields.map(\.wireName)))",
                at: itemField.location)
            return
        }
        if let parameter, field.type != parameter.type {
            diagnostics.error(
                "pagination 'itemField' '\(itemField.value)' is of type '\(field.type.specSpelling)', but parameter '\(parameter.wireName)' that takes it is of type '\(parameter.type.specSpelling)'; they must be the same",
                at: itemField.location)
        }
    }
}
