/// Builds nodes in code, for specs made from another format (an OpenAPI document): each made
/// node carries the place in the source it was made from, so diagnostics point there.
extension YAMLNode {
    /// A quoted scalar: read back as text, never as a number or a boolean.
    package static func text(_ text: String, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(text, isPlain: false), at: location)
    }

    /// A plain scalar: `true`, `12`, `null` read back as what they look like.
    package static func plain(_ text: String, at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar(text, isPlain: true), at: location)
    }

    /// A list.
    package static func list(_ items: [YAMLNode], at location: SourceLocation) -> YAMLNode {
        YAMLNode(.sequence(items), at: location)
    }

    /// A mapping with text keys, in the given order.
    package static func map(_ pairs: [(String, YAMLNode)], at location: SourceLocation) -> YAMLNode {
        YAMLNode(.mapping(pairs.map { (key: .text($0.0, at: $0.1.location), value: $0.1) }), at: location)
    }

    /// The value of a mapping's key, or nil (also for a node that is not a mapping).
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = content else { return nil }
        // The key's case matched in place, where `$0.key.scalar == key` copied each key's text
        // into an optional first.
        let index = pairs.firstIndex { pair in
            guard case .scalar(let text, _) = pair.key.content else { return false }
            return text == key
        }
        return index.map { pairs[$0].value }
    }

    /// A mapping's entries by their keys' text; empty for a node that is not a mapping.
    package var entries: [(key: String, value: YAMLNode)] {
        guard case .mapping(let pairs) = content else { return [] }
        return pairs.map { ($0.key.scalar ?? "", $0.value) }
    }

    /// A list's items; empty for a node that is not a list.
    package var items: [YAMLNode] {
        if case .sequence(let items) = content { return items }
        return []
    }
}
