/// Which models contain which others directly, as a stored value rather than through a list or
/// a map, and what that means for the generated types: a Swift struct or enum cannot hold
/// itself, so a union on a cycle of such containment is an `indirect` enum, a field that closes
/// a cycle no such union breaks is stored indirectly (`@Indirect`), and a cycle in which every
/// field must be present has no finite JSON value at all. A model too large to copy cheaply is
/// stored out of line too, wherever it is held (`ModelInlineSize.swift`).
///
/// Other models are stored as before: no box, no cost.
package struct ModelContainment: Sendable {
    /// A model holding another directly: `Repository.parent → Repository`.
    package struct Edge: Sendable {
        /// The model held.
        package var target: String
        /// The field (or, for other kinds of models, the member) that holds it.
        package var field: String
        /// Whether a value can leave it out or hold `null`: only then can a cycle through it end.
        package var canEnd: Bool
        package var location: SourceLocation
    }

    /// The models each model contains directly, from its kind. A new kind of model (a union)
    /// adds its members here.
    package static func edges(of kind: ModelSpec.Kind) -> [Edge] {
        switch kind {
        case .object(let fields):
            fields.compactMap { field in
                guard case .named(let target) = field.type else { return nil }
                return Edge(target: target, field: field.wireName, canEnd: field.isOptional, location: field.location)
            }
        case .union(let union):
            union.members.compactMap { member in
                guard case .named(let target) = member.type else { return nil }
                // A union's value is one member: a cycle through one can end in another, so
                // it never makes a cycle endless.
                return Edge(target: target, field: member.swiftName, canEnd: true, location: member.location)
            }
        case .enumeration, .identifier:
            []
        }
    }

    /// The unions whose enums are `indirect`: those on a cycle, and those with a member larger
    /// than ``inlineLimit``. Each case of an `indirect` enum is boxed, so no cycle through one
    /// needs another box.
    package let indirectUnions: Set<String>

    /// The fields to store indirectly, by model name: those whose model is in the same strongly
    /// connected component of the containment graph as their own (itself included), and those
    /// holding a model larger than ``inlineLimit``.
    package let indirectFields: [String: Set<String>]

    /// Works out the indirect fields of `models`, in any order: which model is on which cycle
    /// does not depend on it. Edges to names that are not models (reported by the validator)
    /// are left out; a name declared twice (reported too) is its first declaration.
    package init(models: [ModelSpec]) {
        // The models numbered, so that the walks below read arrays: hashing a model's name at
        // every step, and sorting the names, took a tenth of generating Stripe's document.
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(models.count)
        var graph = NumberedGraph()
        for model in models where numbers[model.name] == nil && model.aliasOf == nil {
            numbers[model.name] = graph.names.count
            graph.names.append(model.name)
            graph.edges.append(Self.edges(of: model.kind))
            graph.isUnion.append(model.isUnion)
            graph.kinds.append(model.kind)
        }
        // An alias is the model it names, not a model of its own: a field of the alias's type
        // holds that model, and it is that model's fields that Swift stores.
        for model in models where numbers[model.name] == nil {
            if let target = model.aliasOf.flatMap({ numbers[$0.value] }) { numbers[model.name] = target }
        }
        graph.targets = graph.edges.map { $0.map { numbers[$0.target] } }
        var component = graph.stronglyConnectedComponents()
        let recursive = graph.names.indices.filter { graph.isUnion[$0] && graph.closingFields(of: $0, component) != nil }
        if !recursive.isEmpty {
            // The `indirect` enums break every cycle through them: what is left to box is the
            // cycles of fields alone.
            for union in recursive { graph.targets[union] = [] }
            component = graph.stronglyConnectedComponents()
        }
        var closing: [Int: Set<String>] = [:]
        for model in graph.names.indices where !graph.isUnion[model] {
            if let fields = graph.closingFields(of: model, component) { closing[model] = fields }
        }
        let bySize = graph.sizeBoxing(boxedFields: closing, indirectUnions: Set(recursive))
        indirectUnions = Set((recursive + bySize.unions).map { graph.names[$0] })
        indirectFields = Dictionary(
            uniqueKeysWithValues: closing.merging(bySize.fields) { $0.union($1) }.map { (graph.names[$0.key], $0.value) })
    }

    /// The containment graph with its models numbered: `edges[n]` are model `n`'s, and
    /// `targets[n][i]` the number of the model `edges[n][i]` holds (nil: not a model).
    struct NumberedGraph {
        var names: [String] = []
        var kinds: [ModelSpec.Kind] = []
        var edges: [[Edge]] = []
        var isUnion: [Bool] = []
        var targets: [[Int?]] = []

        /// The fields (or members) of `model` whose target is in its own strongly connected
        /// component, or nil when there are none: those close a cycle.
        func closingFields(of model: Int, _ component: [Int]) -> Set<String>? {
            let closing = targets[model].indices.filter { targets[model][$0].map { component[$0] } == component[model] }
            return closing.isEmpty ? nil : Set(closing.map { edges[model][$0].field })
        }

        /// Each model's component number, by Tarjan's algorithm with a stack of its own, so that
        /// a long chain of models cannot exhaust the thread's.
        func stronglyConnectedComponents() -> [Int] {
            var index = [Int?](repeating: nil, count: names.count)
            var lowLink = [Int](repeating: 0, count: names.count)
            var onStack = [Bool](repeating: false, count: names.count)
            var stack: [Int] = []
            var component = [Int](repeating: 0, count: names.count)
            var next = 0
            var components = 0
            for root in names.indices where index[root] == nil {
                var work: [(node: Int, nextEdge: Int)] = [(root, 0)]
                index[root] = next
                lowLink[root] = next
                next += 1
                stack.append(root)
                onStack[root] = true
                while let (node, edgeIndex) = work.last {
                    if edgeIndex < targets[node].count {
                        work[work.count - 1].nextEdge += 1
                        guard let target = targets[node][edgeIndex] else { continue }
                        if let targetIndex = index[target] {
                            if onStack[target] { lowLink[node] = min(lowLink[node], targetIndex) }
                        } else {
                            index[target] = next
                            lowLink[target] = next
                            next += 1
                            stack.append(target)
                            onStack[target] = true
                            work.append((target, 0))
                        }
                        continue
                    }
                    work.removeLast()
                    if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                    if lowLink[node] == index[node] {
                        while let member = stack.popLast() {
                            onStack[member] = false
                            component[member] = components
                            if member == node { break }
                        }
                        components += 1
                    }
                }
            }
            return component
        }
    }

    /// A cycle of edges that cannot end: the model it starts from, and each step.
    package struct EndlessCycle: Sendable {
        package var model: String
        package var steps: [(model: String, edge: Edge)]
    }

    /// The cycles of fields that must all be present and not null (`parent: { type: Node,
    /// required: true }`), one per edge that starts one: a dense web of models has far more
    /// cycles than fields, and each report costs the cycle's length. The walk keeps its own
    /// stack, so that a long chain of models cannot exhaust the thread's.
    package static func endlessCycles(in models: [ModelSpec], modelsByName: [String: ModelSpec]) -> [EndlessCycle] {
        var cycles: [EndlessCycle] = []
        var done: Set<String> = []
        // The edges followed from the walk's root, and where each model on that path entered it.
        var path: [(model: String, edge: Edge)] = []
        var entry: [String: Int] = [:]
        var reportedStarts: Set<SourceLocation> = []
        var edgesByModel: [String: [Edge]] = [:]
        func mandatoryEdges(_ name: String) -> [Edge] {
            if let edges = edgesByModel[name] { return edges }
            let edges = modelsByName[name].map { Self.edges(of: $0.kind).filter { !$0.canEnd } } ?? []
            edgesByModel[name] = edges
            return edges
        }
        for root in models where !done.contains(root.name) && entry[root.name] == nil {
            var stack: [(model: String, nextEdge: Int)] = [(root.name, 0)]
            entry[root.name] = 0
            while let top = stack.last {
                let edges = mandatoryEdges(top.model)
                guard top.nextEdge < edges.count else {
                    stack.removeLast()
                    done.insert(top.model)
                    entry[top.model] = nil
                    if !stack.isEmpty { path.removeLast() }
                    continue
                }
                stack[stack.count - 1].nextEdge += 1
                let edge = edges[top.nextEdge]
                guard modelsByName[edge.target] != nil, !done.contains(edge.target) else { continue }
                if let start = entry[edge.target] {
                    let first = start < path.count ? path[start].edge : edge
                    guard reportedStarts.insert(first.location).inserted else { continue }
                    cycles.append(EndlessCycle(model: edge.target, steps: Array(path[start...]) + [(top.model, edge)]))
                    continue
                }
                path.append((top.model, edge))
                entry[edge.target] = path.count
                stack.append((edge.target, 0))
            }
        }
        return cycles
    }
}
