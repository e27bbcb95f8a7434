import BinderySpec

/// The `<name>Pages` method of a paged endpoint: an async sequence of its pages, each request
/// made from the previous one by the spec's page or offset rule.
extension OperationEmitter {
    /// The parameter that moves from page to page, when the style moves one and the call has it.
    private func pageParameter(_ endpoint: EndpointSpec, pagination: PaginationSpec) -> ParameterSpec? {
        pagination.movingParameter.flatMap { moving in endpoint.parameters.first { $0.wireName == moving.value } }
    }

    /// The arguments of the call's `<name>Pages` method (the call's own, less the one that moves
    /// from page to page), or nil when the call gets no such method.
    func pagesArguments(_ endpoint: EndpointSpec, pagination: PaginationSpec, arguments: [Argument]) -> [Argument]? {
        let pageParameter = pageParameter(endpoint, pagination: pagination)
        if pagination.style.movesParameter, pageParameter == nil { return nil }
        return arguments.filter { $0.label != pageParameter?.swiftName }
    }

    func emitPages(
        _ endpoint: EndpointSpec, pagination: PaginationSpec, arguments: [Argument], into writer: inout SwiftWriter
    ) {
        guard let pageArguments = pagesArguments(endpoint, pagination: pagination, arguments: arguments) else { return }
        let pageParameter = self.pageParameter(endpoint, pagination: pagination)
        let pageName = pageParameter?.swiftName
        // A page argument without a default must still be given: start at the first page.
        let start = pagination.style == .page ? "1" : "0"
        let initializerArguments = arguments.compactMap { argument -> String? in
            guard argument.label == pageName else { return argument.forwarding }
            return argument.defaultValue == nil ? "\(SwiftNaming.callLabel(argument.label)): \(start)" : nil
        }
        writer.line("/// Every page of ``\(methodSelector(endpoint, arguments: arguments))``, fetched as the sequence is iterated.")
        writer.deprecation(endpoint.deprecated)
        let signature = FunctionSignature(
            modifiers: ["public"], kind: .function(name: "\(endpoint.swiftName)Pages"), parameters: pageArguments.map(\.parameter),
            returnType: "Pages<\(Self.requestTypeName(endpoint))>")
        writer.block(signature) { writer in
            writer.line(DeclarationWrapping.call(
                "let first = \(Self.requestTypeName(endpoint))", arguments: initializerArguments, indentation: writer.indentation))
            switch pagination.style {
            case .page, .offset: break
            case .cursor, .lastItem, .nextURL, .link:
                emitNextPageRule(endpoint, pagination: pagination, pageParameter: pageParameter, into: &writer)
                return
            }
            guard let pageParameter, let pageName else { return }
            writer.block("return self.client.pages(startingWith: first)") { writer in
                writer.line("request, page in")
                let count: String
                if let items = pagination.itemsField?.value, let field = responseModel(endpoint)?.fields.first(where: { $0.wireName == items }) {
                    count = "page.\(SwiftNaming.escaped(field.swiftName))\(field.isOptional ? "?.count ?? 0" : ".count")"
                } else {
                    count = "page.count"
                }
                writer.line("let count = \(count)")
                let current = "request.\(SwiftNaming.escaped(pageName))\(pageParameter.isOptionalArgument ? " ?? \(start)" : "")"
                emitTotalGuard(endpoint, pagination: pagination, current: current, into: &writer)
                if let limit = pagination.limitParameter?.value,
                    let limitParameter = endpoint.parameters.first(where: { $0.wireName == limit })
                {
                    var limitValue = "request.\(SwiftNaming.escaped(limitParameter.swiftName))"
                    if limitParameter.isOptionalArgument {
                        // Without a page size of its own, trust the one the response reports, if any.
                        if let echoed = responseModel(endpoint)?.fields.first(where: { $0.wireName == limit && $0.type == .integer }) {
                            limitValue += " ?? page.\(SwiftNaming.escaped(echoed.swiftName))"
                            if echoed.isOptional { limitValue += " ?? count" }
                        } else {
                            limitValue += " ?? count"
                        }
                    }
                    // A server serves at most its own maximum, whatever is asked: a page of that
                    // many items is full, not the last.
                    if let maxLimit = pagination.maxLimit?.value { limitValue = "min(\(limitValue), \(maxLimit))" }
                    writer.line("guard count > 0, count >= (\(limitValue)) else { return nil }")
                } else {
                    writer.line("guard count > 0 else { return nil }")
                }
                writer.line("var next = request")
                let step = pagination.style == .page ? "1" : "count"
                writer.line("next.\(SwiftNaming.escaped(pageName)) = (\(current)) + \(step)")
                writer.line("return next")
            }
        }
    }

    /// Ends the pages at the API's own count, when the spec names it: no request for a page
    /// after the last (`totalPages`) or past the last item (`total`), even when the last page
    /// is full. An absent count says nothing; the page's size decides.
    private func emitTotalGuard(
        _ endpoint: EndpointSpec, pagination: PaginationSpec, current: String, into writer: inout SwiftWriter
    ) {
        let (field, reached): (Located<String>?, String) =
            pagination.style == .page ? (pagination.totalPagesField, "(\(current)) >= total") : (pagination.totalField, "(\(current)) + count >= total")
        guard let field, let model = responseModel(endpoint),
            let path = try? ResponseFieldPath.resolve(field.value, from: model, in: types.modelsByName).get()
        else { return }
        let (access, isOptional) = path.swiftAccess(from: "page", escaping: SwiftNaming.escaped)
        if isOptional {
            writer.line("if let total = \(access), \(reached) { return nil }")
        } else {
            writer.line("let total = \(access)")
            writer.line("if \(reached) { return nil }")
        }
    }
}
