/// Which unions contain themselves through values stored inline (a member, or a field of a
/// member, not inside a list or a map): their enums must be `indirect`, which costs an
/// allocation per value, so the others are not.
///
/// Kept apart from the struct cycle check of `SpecValidator+Models` so that the two can be
/// merged into one graph analysis: a struct cycle through such a union is allowed, since the
/// `indirect` enum breaks it.
package enum UnionRecursion {
    /// Whether the union `name` reaches itself through inline values.
    package static func isRecursive(_ name: String, in models: [String: ModelSpec]) -> Bool {
        guard let start = models[name] else { return false }
        var seen: Set<String> = []
        var pending = inlineTargets(of: start)
        while let next = pending.popLast() {
            if next == name { return true }
            guard seen.insert(next).inserted, let model = models[next] else { continue }
            pending += inlineTargets(of: model)
        }
        return false
    }

    /// The models a model's values hold inline: its fields' and its members' named types.
    private static func inlineTargets(of model: ModelSpec) -> [String] {
        switch model.kind {
        case .object(let fields):
            return fields.compactMap { if case .named(let name) = $0.type { name } else { nil } }
        case .union(let union):
            return union.members.compactMap { if case .named(let name) = $0.type { name } else { nil } }
        case .enumeration, .identifier:
            return []
        }
    }
}
