/// A dotted path through a response's fields (`meta.next_cursor`, `links.next`), as pagination
/// names the fields it reads: resolved the same way by the validator, which reports where it
/// breaks, and by the emitter, which reads along it.
package struct ResponseFieldPath: Sendable {
    /// The fields along the path, the last one holding the value.
    package var fields: [FieldSpec]

    /// Where a path leaves the models.
    package enum Failure: Error, Equatable {
        /// `model` has no field `segment`; `names` are its fields, for a hint.
        case missingField(segment: String, model: String, names: [String])
        /// The path goes on below `segment`, whose value is no object model.
        case notAnObject(segment: String)
    }

    /// The path's segments: `meta.next_cursor` is `meta`, then `next_cursor`.
    package static func segments(of path: String) -> [String] {
        path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Follows `path` from `model` through the object models of `models`.
    package static func resolve(
        _ path: String, from model: ModelSpec, in models: [String: ModelSpec]
    ) -> Result<ResponseFieldPath, Failure> {
        var current = model
        var fields: [FieldSpec] = []
        let segments = segments(of: path)
        for (index, segment) in segments.enumerated() {
            guard let field = current.fields.first(where: { $0.wireName == segment }) else {
                return .failure(.missingField(segment: segment, model: current.name, names: current.fields.map(\.wireName)))
            }
            fields.append(field)
            guard index < segments.count - 1 else { break }
            guard case .named(let name) = field.type, let next = models[name], case .object = next.kind else {
                return .failure(.notAnObject(segment: segment))
            }
            current = next
        }
        return .success(ResponseFieldPath(fields: fields))
    }

    /// The value's type.
    package var type: TypeReference? { fields.last?.type }

    /// The Swift expression that reads the value from `root`, optional-chained where a field on
    /// the way is optional: `page.meta?.nextCursor`.
    package func swiftAccess(from root: String, escaping escape: (String) -> String) -> (expression: String, isOptional: Bool) {
        var expression = root
        var chained = false
        for (index, field) in fields.enumerated() {
            expression += "." + escape(field.swiftName)
            if field.isOptional, index < fields.count - 1 {
                expression += "?"
            }
            chained = chained || field.isOptional
        }
        return (expression, chained)
    }
}
