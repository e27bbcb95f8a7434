/// Which unions contain themselves through values stored inline (a member, or a field of a
/// member, not inside a list or a map): their enums must be `indirect`, which costs an
/// allocation per value, so the others are not.
///
/// Kept apart from the struct cycle check of `SpecValidator+Models` so that the two can be
/// merged into one graph analysis: a struct cycle through such a union is allowed, since the
/// `indirect` enum breaks it.
package enum UnionRecursion {
    /// The unions on a cycle of inline values: the unions of each strongly connected component
    /// of the "holds inline" graph that has a cycle (Tarjan's algorithm, with a stack of its own
    /// so that a long chain of models cannot exhaust the thread's). Empty, at once, for a spec
    /// without unions.
    package static func recursiveUnions(in models: [String: ModelSpec]) -> Set<String> {
        guard models.values.contains(where: \.isUnion) else { return [] }
        var index: [String: Int] = [:]
        var low: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var result: Set<String> = []
        for root in models.keys.sorted() where index[root] == nil {
            var work: [(name: String, targets: [String], next: Int)] = []
            func visit(_ name: String) {
                index[name] = index.count
                low[name] = index[name]
                stack.append(name)
                onStack.insert(name)
                work.append((name, models[name].map(inlineTargets) ?? [], 0))
            }
            visit(root)
            while let top = work.last {
                let position = work.count - 1
                if top.next < top.targets.count {
                    work[position].next += 1
                    let target = top.targets[top.next]
                    guard models[target] != nil else { continue }
                    if index[target] == nil {
                        visit(target)
                    } else if onStack.contains(target) {
                        low[top.name] = min(low[top.name] ?? 0, index[target] ?? 0)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.name] = min(low[parent.name] ?? 0, low[top.name] ?? 0) }
                guard low[top.name] == index[top.name] else { continue }
                var component: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == top.name { break }
                }
                if component.count > 1 || top.targets.contains(top.name) {
                    result.formUnion(component.filter { models[$0]?.isUnion == true })
                }
            }
        }
        return result
    }

    /// The models a model's values hold inline: its fields' and its members' named types.
    private static func inlineTargets(of model: ModelSpec) -> [String] {
        (model.fields.map(\.type) + model.unionMemberTypes).compactMap { type in
            if case .named(let name) = type { return name }
            return nil
        }
    }
}

extension ModelSpec {
    /// Whether the model is a union (`oneOf`).
    package var isUnion: Bool {
        if case .union = kind { return true }
        return false
    }
}
