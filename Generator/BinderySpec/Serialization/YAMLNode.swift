/// A YAML node with the place it was written, so every later error can point at it.
package struct YAMLNode: Sendable {
    /// The node's content.
    package enum Content: Sendable {
        /// A scalar; `isPlain` is false when it was quoted or a block scalar,
        /// so `"true"` stays a string while `true` is a boolean.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    /// The node's content.
    package var content: Content
    /// Where the node starts.
    package var location: SourceLocation

    /// Creates a node.
    package init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar's text, or nil for a collection.
    package var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Whether the node is a plain `null`, `~` or empty scalar.
    package var isNull: Bool {
        if case .scalar(let text, true) = content { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    /// A short name of the node's kind for messages: "a string", "a list", "a mapping".
    package var kindDescription: String {
        switch content {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

extension YAMLNode: Equatable {
    /// Whether two trees have the same content in the same places, all the way down: a
    /// document read by sections must give the tree of one pass (the fuzz target checks it).
    package static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        guard lhs.location == rhs.location else { return false }
        switch (lhs.content, rhs.content) {
        case (.scalar(let left, let leftIsPlain), .scalar(let right, let rightIsPlain)):
            return left == right && leftIsPlain == rightIsPlain
        case (.sequence(let left), .sequence(let right)):
            return left == right
        case (.mapping(let left), .mapping(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default:
            return false
        }
    }
}
