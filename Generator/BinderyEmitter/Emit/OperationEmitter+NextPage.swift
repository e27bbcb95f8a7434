import BinderySpec

/// How the `<name>Pages` method of the styles that read the next page from a response goes on:
/// with the next cursor, with the last item's field, or to the next URL of the body or the
/// `Link` header. Each stops on the API's own signal, without asking for a page after it.
extension OperationEmitter {
    func emitNextPageRule(
        _ endpoint: EndpointSpec, pagination: PaginationSpec, pageParameter: ParameterSpec?, into writer: inout SwiftWriter
    ) {
        switch pagination.style {
        case .link:
            writer.line("return self.client.linkedPages(startingWith: first)")
        case .nextURL:
            guard let next = pagination.nextField.flatMap({ responsePath($0.value, of: endpoint) }) else { return }
            writer.line(
                "return self.client.pages(startingWith: first, nextURL: { page in \(next.swiftAccess(from: "page", escaping: SwiftNaming.escaped).expression) })")
        case .cursor, .lastItem:
            guard let pageParameter else { return }
            writer.block("return self.client.pages(startingWith: first)") { writer in
                writer.line("request, page in")
                var conditions: [String] = []
                if let hasMore = pagination.hasMoreField.flatMap({ responsePath($0.value, of: endpoint) }) {
                    let (flag, isOptional) = hasMore.swiftAccess(from: "page", escaping: SwiftNaming.escaped)
                    // An absent flag says nothing: the cursor or the last item decides.
                    conditions.append(isOptional ? "\(flag) != false" : flag)
                }
                let value = pagination.style == .cursor ? "cursor" : "after"
                guard let (access, type) = nextValue(endpoint, pagination: pagination) else { return }
                conditions.append("let \(value) = \(access)")
                if pagination.style == .cursor, type == .string { conditions.append("!\(value).isEmpty") }
                // A server that answers the value it was sent has no page after this one.
                conditions.append("\(value) != request.\(SwiftNaming.escaped(pageParameter.swiftName))")
                writer.line("guard \(conditions.joined(separator: ", ")) else { return nil }")
                writer.line("var next = request")
                writer.line("next.\(SwiftNaming.escaped(pageParameter.swiftName)) = \(value)")
                writer.line("return next")
            }
        case .page, .offset:
            return
        }
    }

    /// What the next request's parameter takes, as an optional expression, with its type: the
    /// cursor field, or the item field of the page's last item.
    private func nextValue(_ endpoint: EndpointSpec, pagination: PaginationSpec) -> (String, TypeReference)? {
        if pagination.style == .cursor {
            guard let cursor = pagination.cursorField.flatMap({ responsePath($0.value, of: endpoint) }), let type = cursor.type
            else { return nil }
            let (access, isOptional) = cursor.swiftAccess(from: "page", escaping: SwiftNaming.escaped)
            // A cursor the model declares required is still wrapped, so that one guard reads it.
            return (isOptional ? access : "Optional(\(access))", type)
        }
        guard let itemField = pagination.itemField?.value else { return nil }
        var items = "page"
        var itemType: TypeReference?
        if let name = pagination.itemsField?.value {
            guard let field = responseModel(endpoint)?.fields.first(where: { $0.wireName == name }), case .array(let element) = field.type
            else { return nil }
            items += ".\(SwiftNaming.escaped(field.swiftName))\(field.isOptional ? "?" : "")"
            itemType = element
        } else if case .array(let element)? = endpoint.response.type {
            itemType = element
        }
        guard case .named(let modelName)? = itemType,
            let field = types.modelsByName[modelName]?.fields.first(where: { $0.wireName == itemField })
        else { return nil }
        return ("\(items).last?.\(SwiftNaming.escaped(field.swiftName))", field.type)
    }

    /// A dotted path through the endpoint's response model.
    private func responsePath(_ path: String, of endpoint: EndpointSpec) -> ResponseFieldPath? {
        guard let model = responseModel(endpoint) else { return nil }
        return try? ResponseFieldPath.resolve(path, from: model, in: types.modelsByName).get()
    }
}
