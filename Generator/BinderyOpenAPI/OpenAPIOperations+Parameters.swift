import BinderySpec
/// An operation's path, query and header parameters: the path item's merged with the
/// operation's own, each with its `style` and `explode` said the spec language's way.
extension OpenAPITranslation {
    /// Header parameters that OpenAPI says to ignore: `Accept`, `Content-Type`, `Authorization`.
    static let ignoredHeaderParameters: Set<String> = ["accept", "content-type", "authorization"]

    /// The parameters of `operation`, keyed by wire name, in the document's order (the path
    /// item's first; an operation's parameter replaces the path item's of the same name and place).
    mutating func translateParameters(of operation: OpenAPIOperation, context: OpenAPIOperationContext) -> [(String, YAMLNode)] {
        var merged: [(key: String, node: YAMLNode)] = []
        for list in [operation.pathItem["parameters"], operation.node["parameters"]] {
            for item in list?.items ?? [] {
                guard let parameter = resolve(item)?.node else { continue }
                let key = "\(parameter["in"]?.scalar ?? "") \(parameter["name"]?.scalar ?? "")"
                if let index = merged.firstIndex(where: { $0.key == key }) {
                    merged[index].node = parameter
                } else {
                    merged.append((key, parameter))
                }
            }
        }
        var translated: [(String, YAMLNode)] = []
        var wireNames: Set<String> = []
        for (_, parameter) in merged {
            for (name, node) in translateParameter(parameter, context: context) {
                guard wireNames.insert(name).inserted else {
                    diagnostics.warning(
                        "parameter '\(name)' of operation \(context.title) is left out: another parameter of it has that name, and the spec language names parameters by their wire name alone",
                        at: node.location)
                    continue
                }
                translated.append((name, node))
            }
        }
        return translated
    }

    /// One parameter as the spec language's parameters: none (with a warning) when it cannot be
    /// sent, several when an object is sent as one query parameter per property (`deepObject`).
    private mutating func translateParameter(_ parameter: YAMLNode, context: OpenAPIOperationContext) -> [(String, YAMLNode)] {
        guard let name = parameter["name"]?.scalar, !name.isEmpty, let place = parameter["in"]?.scalar else {
            diagnostics.warning(
                "a parameter of operation \(context.title) is left out: it needs a 'name' and an 'in'", at: parameter.location)
            return []
        }
        guard ["path", "query", "header"].contains(place) else {
            let reason = place == "cookie"
                ? "the spec language has no cookie parameters; send the cookie with a middleware"
                : "'in' must be path, query, header or cookie, not '\(place)'"
            diagnostics.warning("parameter '\(name)' of operation \(context.title) is left out: \(reason)", at: parameter.location)
            return []
        }
        // OpenAPI ignores these: the content types and credentials travel their own ways.
        if place == "header", Self.ignoredHeaderParameters.contains(name.lowercased()) { return [] }
        guard let schema = parameter["schema"] ?? contentSchema(of: parameter, name: name, context: context) else {
            return [(name, parameterNode(parameter, place: place, type: nil, style: nil))]
        }
        let shape = shape(of: schema)
        let style = parameter["style"]?.scalar ?? (place == "query" ? "form" : "simple")
        let explode = parameter["explode"].map { $0.scalar == "true" } ?? (style == "form")
        if place == "path", style != "simple" {
            diagnostics.warning(
                "path parameter '\(name)' of operation \(context.title) has style '\(style)', which the spec language cannot say; it is sent as a plain path segment ('simple')",
                at: parameter["style"]?.location ?? parameter.location)
        }
        let typeName = context.typeName(name)
        if place == "query", style == "deepObject" || (style == "form" && explode), let object = objectMembers(of: shape) {
            return deepObjectParameters(
                parameter, name: name, object: object, deep: style == "deepObject", context: context)
        }
        guard isSendable(shape, allowingList: place != "path") else {
            diagnostics.warning(
                "\(place) parameter '\(name)' of operation \(context.title) is left out: it is \(kindDescription(of: shape)), and the spec language sends a scalar\(place == "path" ? "" : " or a list of scalars") in a \(place == "header" ? "header" : place)",
                at: parameter.location)
            return []
        }
        // A union of scalars (an id that is a number or a name) is text on the wire.
        if case .union = shape {
            return [(name, parameterNode(parameter, place: place, type: TranslatedType(type: "string", location: schema.location), style: nil))]
        }
        let listStyle = place == "query" ? querylistStyle(parameter, name: name, style: style, explode: explode, shape: shape, context: context) : nil
        guard let type = type(of: schema, suggestedName: typeName) else { return [] }
        let wireName = listStyle?.wireName ?? name
        return [(wireName, parameterNode(parameter, place: place, type: type, style: listStyle?.style))]
    }

    /// The spec language's `style` of a query list, and the wire name (`expand[]` for Stripe's
    /// `deepObject` lists); nil for a value that is no list, or a list sent repeated.
    private mutating func querylistStyle(
        _ parameter: YAMLNode, name: String, style: String, explode: Bool, shape: OpenAPISchemaShape,
        context: OpenAPIOperationContext
    ) -> (style: String?, wireName: String)? {
        guard case .array = shape else { return nil }
        switch (style, explode) {
        case ("form", true), ("pipeDelimited", true), ("spaceDelimited", true): return (nil, name)
        case ("form", false): return ("comma", name)
        case ("pipeDelimited", false): return ("pipe", name)
        case ("deepObject", _): return (nil, name.hasSuffix("[]") ? name : name + "[]")
        default:
            diagnostics.warning(
                "query parameter '\(name)' of operation \(context.title) has style '\(style)', which the spec language cannot say; the list is sent repeated ('\(name)=a&\(name)=b')",
                at: parameter["style"]?.location ?? parameter.location)
            return (nil, name)
        }
    }

    /// The object an object-valued query parameter holds: its own, or the object member of a
    /// union of an object and scalars (Stripe's `created`: a timestamp or a range).
    private func objectMembers(of shape: OpenAPISchemaShape) -> (properties: [(name: String, schema: YAMLNode)], scalar: Bool)? {
        switch shape {
        case .object(let properties, _):
            return (properties, false)
        case .union(let members):
            let objects = members.compactMap { member -> [(name: String, schema: YAMLNode)]? in
                if case .object(let properties, _) = member { return properties }
                return nil
            }
            guard objects.count == 1, members.count - 1 == members.filter(\.isScalar).count else { return nil }
            return (objects[0], true)
        default:
            return nil
        }
    }

    /// An object in the query, one parameter per property: `created[gt]` (`deepObject`) or
    /// `gt` (`form` exploded); the union's scalar, when there is one, under the name itself.
    private mutating func deepObjectParameters(
        _ parameter: YAMLNode, name: String, object: (properties: [(name: String, schema: YAMLNode)], scalar: Bool),
        deep: Bool, context: OpenAPIOperationContext
    ) -> [(String, YAMLNode)] {
        var parameters: [(String, YAMLNode)] = []
        if object.scalar, let schema = parameter["schema"] {
            // The scalar member alone: the union's type would be the object's too.
            let scalarSchema = (resolve(schema)?.node["anyOf"] ?? resolve(schema)?.node["oneOf"])?.items.first { shape(of: $0).isScalar }
            if let scalarSchema, let type = type(of: scalarSchema, suggestedName: context.typeName(name)) {
                parameters.append((name, parameterNode(parameter, place: "query", type: type, style: nil, required: false)))
            }
        }
        if object.properties.isEmpty {
            diagnostics.warning(
                "query parameter '\(name)' of operation \(context.title) is an object without declared properties, which the spec language cannot send; it is left out",
                at: parameter.location)
        }
        for (property, schema) in object.properties {
            let wireName = deep ? "\(name)[\(property)]" : property
            let propertyShape = shape(of: schema)
            let isList: Bool
            if case .array = propertyShape { isList = true } else { isList = false }
            guard isSendable(propertyShape, allowingList: true) else {
                diagnostics.warning(
                    "property '\(property)' of query parameter '\(name)' of operation \(context.title) is left out: it is \(kindDescription(of: propertyShape)), and the spec language sends scalars and lists of them in a query",
                    at: schema.location)
                continue
            }
            guard let type = type(of: schema, suggestedName: context.typeName(name) + SwiftNaming.typeName(property)) else { continue }
            var entries: [(String, YAMLNode)] = [("in", .text("query", at: parameter.location)), ("type", .text(type.type, at: type.location))]
            if let docs = Self.docText(schema["description"]) { entries.append(("docs", .text(docs, at: schema.location))) }
            parameters.append((isList && deep ? wireName + "[]" : wireName, .map(entries, at: schema.location)))
        }
        return parameters
    }

    /// The schema of a parameter written with `content` (a JSON value in the query): the
    /// spec language sends text, so it is sent as the schema says only when that is a scalar.
    private mutating func contentSchema(of parameter: YAMLNode, name: String, context: OpenAPIOperationContext) -> YAMLNode? {
        guard let content = parameter["content"]?.entries.first else { return nil }
        diagnostics.warning(
            "parameter '\(name)' of operation \(context.title) is described as '\(content.key)' content, which the spec language cannot encode; it is sent as text",
            at: parameter["content"]?.location ?? parameter.location)
        return content.value["schema"]
    }

    /// A parameter's node: `in`, `type`, `required`, `style`, `docs`, `deprecated`.
    private func parameterNode(
        _ parameter: YAMLNode, place: String, type: TranslatedType?, style: String?, required: Bool? = nil
    ) -> YAMLNode {
        var entries: [(String, YAMLNode)] = [("in", .text(place, at: parameter["in"]?.location ?? parameter.location))]
        if let type { entries.append(("type", .text(type.type, at: type.location))) }
        if place != "path", required ?? (parameter["required"]?.scalar == "true") {
            entries.append(("required", .plain("true", at: parameter["required"]?.location ?? parameter.location)))
        }
        if let style { entries.append(("style", .text(style, at: parameter["style"]?.location ?? parameter.location))) }
        var docs = Self.docText(parameter["description"])
        if let defaultValue = parameter["schema"]?["default"], let text = defaultValue.scalar, !defaultValue.isNull {
            // The server assumes the default; the client leaves the parameter out instead of sending it.
            docs = [docs, "Default: `\(text)`."].compactMap { $0 }.joined(separator: "\n\n")
        }
        if let docs { entries.append(("docs", .text(docs, at: parameter["description"]?.location ?? parameter.location))) }
        if let deprecated = parameter["deprecated"], deprecated.scalar == "true" {
            entries.append(("deprecated", .plain("true", at: deprecated.location)))
        }
        return .map(entries, at: parameter.location)
    }
}

extension OpenAPITranslation {
    /// Whether a parameter of `shape` can be sent as text: a scalar (or a union of them), a
    /// value of no declared kind, or (with `allowingList`) a list of those.
    mutating func isSendable(_ shape: OpenAPISchemaShape, allowingList: Bool) -> Bool {
        switch shape {
        case .scalar, .unknown: return true
        case .union: return shape.isScalar
        case .array(let items): return allowingList && isSendable(self.shape(of: items), allowingList: false)
        case .object: return false
        }
    }

    /// `shape` in words, for messages: "an object", "a list of objects or lists".
    mutating func kindDescription(of shape: OpenAPISchemaShape) -> String {
        switch shape {
        case .array(let items): return isSendable(self.shape(of: items), allowingList: false) ? "a list" : "a list of objects or lists"
        case .object: return "an object"
        case .scalar: return "a scalar"
        case .union: return "a union of objects or lists and other values"
        case .unknown: return "a value of any kind"
        }
    }
}
