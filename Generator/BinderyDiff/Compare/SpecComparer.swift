import BinderyGenerator

/// Compares two loaded specs into a ``SpecComparison``: the changes and the endpoints they
/// can be grouped by.
package enum SpecComparer {
    /// Compares `old` with `new`.
    package static func compare(old: LoadedSpec, new: LoadedSpec) -> SpecComparison {
        let changes = DiffEngine.compare(old: old, new: new)
        let kept = Set(new.spec.endpoints.map(\.name))
        let renamed = Set(changes.filter { $0.rule == .endpointRenamed }.compactMap { $0.subject.components(separatedBy: "->").first })
        var endpoints = new.spec.endpoints.map { EndpointSummary(name: $0.name, method: $0.method, path: $0.path, removed: false) }
        for endpoint in old.spec.endpoints where !kept.contains(endpoint.name) && !renamed.contains(endpoint.name) {
            endpoints.append(EndpointSummary(name: endpoint.name, method: endpoint.method, path: endpoint.path, removed: true))
        }
        return SpecComparison(name: new.spec.name, old: old.label, new: new.label, changes: changes, endpoints: endpoints)
    }

    /// A spec only the new side has: one `spec.added` change.
    package static func added(_ new: LoadedSpec) -> SpecComparison {
        let change = Change(
            .specAdded, subject: new.spec.name, travels: .none,
            message: "The API '\(new.spec.name)' is new (\(new.spec.endpoints.count) endpoints, \(new.spec.models.count) models).",
            wireReason: "nothing existing changes", sourceReason: "a new module",
            swiftAfter: ["struct \(GeneratedTypeNames.client(ofAPI: new.spec.name))"], endpoints: new.spec.endpoints.map(\.name),
            location: new.location(new.spec.location))
        return SpecComparison(
            name: new.spec.name, old: nil, new: new.label, changes: [change],
            endpoints: new.spec.endpoints.map { EndpointSummary(name: $0.name, method: $0.method, path: $0.path, removed: false) })
    }

    /// A spec only the old side has: one `spec.removed` change.
    package static func removed(_ old: LoadedSpec) -> SpecComparison {
        let change = Change(
            .specRemoved, subject: old.spec.name, travels: .both, message: "The API '\(old.spec.name)' was removed.",
            wireReason: "old apps keep calling its \(old.spec.endpoints.count) endpoints",
            sourceReason: "its generated module disappears", swiftBefore: ["struct \(GeneratedTypeNames.client(ofAPI: old.spec.name))"],
            endpoints: old.spec.endpoints.map(\.name), location: old.location(old.spec.location))
        return SpecComparison(
            name: old.spec.name, old: old.label, new: nil, changes: [change],
            endpoints: old.spec.endpoints.map { EndpointSummary(name: $0.name, method: $0.method, path: $0.path, removed: true) })
    }
}
