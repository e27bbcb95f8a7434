import BinderySpec
/// Leaving operations out: the overlay's `exclude` removes operations from the document before it
/// is translated, and with them the component schemas that only they used.
extension OpenAPIDocument {
    /// The HTTP methods a path item may hold operations under.
    static let operationMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Removes the operations `exclusions` name (or, with an `only`, those it does not name),
    /// and the component schemas that only they used (schemas no operation uses, webhook
    /// payloads say, stay). A name that matches nothing is a warning: a renamed operation would
    /// otherwise come back, or go, unnoticed.
    mutating func exclude(_ exclusions: OpenAPIOverlay.Exclusions, diagnostics: inout DiagnosticCollector) {
        guard !exclusions.isEmpty, let paths = root["paths"] else { return }
        var matched: Set<String> = []
        var keptOperations: [YAMLNode] = []
        var removedOperations: [YAMLNode] = []
        var newPaths: [(key: YAMLNode, value: YAMLNode)] = []
        for (pathKey, item) in Self.pairs(paths) {
            let path = pathKey.scalar ?? ""
            guard case .mapping(let fields) = item.content else {
                newPaths.append((pathKey, item))
                continue
            }
            var keptFields: [(key: YAMLNode, value: YAMLNode)] = []
            for field in fields {
                let method = field.key.scalar ?? ""
                guard Self.operationMethods.contains(method) else {
                    keptFields.append(field)
                    continue
                }
                let id = field.value["operationId"]?.scalar
                let tags = field.value["tags"]?.items.compactMap(\.scalar) ?? []
                let excluded = exclusions.exclude.match(path: path, operationID: id, tags: tags)
                let selected = exclusions.only?.match(path: path, operationID: id, tags: tags)
                if let excluded { matched.insert("exclude/" + excluded) }
                if let selected { matched.insert("only/" + selected) }
                if excluded != nil || (exclusions.only != nil && selected == nil) {
                    removedOperations.append(field.value)
                } else {
                    keptFields.append(field)
                    keptOperations.append(field.value)
                }
            }
            let keepsOperations = keptFields.contains { Self.operationMethods.contains($0.key.scalar ?? "") }
            if keepsOperations {
                // Parameters shared by a path's operations are used by the kept ones.
                keptOperations += keptFields.filter { !Self.operationMethods.contains($0.key.scalar ?? "") }.map(\.value)
                newPaths.append((pathKey, YAMLNode(.mapping(keptFields), at: item.location)))
            } else {
                removedOperations += keptFields.map(\.value)
            }
        }
        var selections = [("exclude", exclusions.exclude)]
        if let only = exclusions.only { selections.append(("only", only)) }
        for (section, selection) in selections {
            for (kind, names) in [("operations", selection.operations), ("tags", selection.tags), ("paths", selection.paths)] {
                for (name, location) in names.sorted(by: { $0.value < $1.value }) where !matched.contains("\(section)/\(kind)/\(name)") {
                    diagnostics.warning("'\(section).\(kind)' names '\(name)', which the document does not have", at: location)
                }
            }
        }
        // A schema goes when only removed operations reach it: schemas no operation reaches stay,
        // and so does all they reach, so that nothing kept points at a removed schema.
        let fromRemoved = componentSchemas(reachableFrom: removedOperations, diagnostics: &diagnostics)
        let staying = Self.pairs(root["components"]?["schemas"] ?? .map([], at: root.location))
            .filter { !fromRemoved.contains($0.key.scalar ?? "") }.map(\.value)
        let kept = componentSchemas(reachableFrom: keptOperations + staying, diagnostics: &diagnostics)
        let removed = fromRemoved.subtracting(kept)
        root = OpenAPIOverlay.replacing(in: root, path: ["paths"]) { YAMLNode(.mapping(newPaths), at: $0.location) }
        if !removed.isEmpty {
            root = OpenAPIOverlay.replacing(in: root, path: ["components", "schemas"]) { schemas in
                YAMLNode(.mapping(Self.pairs(schemas).filter { !removed.contains($0.key.scalar ?? "") }), at: schemas.location)
            }
        }
    }

    /// The names of the document's component schemas that `nodes` use, directly or through
    /// other components (parameters, bodies, responses and schemas), however deep.
    mutating func componentSchemas(reachableFrom nodes: [YAMLNode], diagnostics: inout DiagnosticCollector) -> Set<String> {
        var schemas: Set<String> = []
        var visited: Set<String> = []
        var pending = nodes
        while let node = pending.popLast() {
            for reference in node.referenceNodes {
                // Only references within the document: another file's components are its own.
                guard let text = reference["$ref"]?.scalar, text.hasPrefix("#/"), visited.insert(text).inserted,
                    let target = resolve(reference, diagnostics: &diagnostics)
                else { continue }
                if target.file == nil, let name = target.componentName(in: "schemas") {
                    schemas.insert(name)
                }
                pending.append(target.node)
            }
        }
        return schemas
    }

    private static func pairs(_ node: YAMLNode) -> [(key: YAMLNode, value: YAMLNode)] {
        if case .mapping(let pairs) = node.content { return pairs }
        return []
    }
}
