import BinderyGenerator

/// Compares two loaded specs: pairs what they declare (renames included), runs each
/// construct's comparator, and returns the classified changes in a stable order.
package enum DiffEngine {
    /// Every change from `old` to `new`, sorted by where it is (new spec first, removals
    /// after), then by identity.
    package static func compare(old: LoadedSpec, new: LoadedSpec) -> [Change] {
        var context = ComparisonContext(old: old, new: new)
        let models = ModelComparator.match(context)
        for pair in models.pairs where pair.old.name != pair.new.name {
            context.modelRenames[pair.old.name] = pair.new.name
        }
        let endpoints = EndpointComparator.match(context)
        for pair in endpoints.pairs { context.endpointNames[pair.old.name] = pair.new.name }

        var changes: [Change] = []
        APIComparator(context: context).compare(into: &changes)
        EndpointComparator(context: context).compare(endpoints, into: &changes)
        ModelComparator(context: context).compare(models, into: &changes)
        ExampleComparator(context: context).compare(models: models, endpoints: endpoints, into: &changes)
        return sorted(changes)
    }

    /// Changes in report order: by location (the new spec's first), then identity.
    static func sorted(_ changes: [Change]) -> [Change] {
        changes.sorted { a, b in
            switch (a.location, b.location) {
            case (let x?, let y?) where x != y: return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.identity < b.identity
            }
        }
    }
}
