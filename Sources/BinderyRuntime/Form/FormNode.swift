// What a model's `encode(to:)` writes into a form, before it is flattened into pairs. The
// containers an `Encoder` hands out keep writing into the node they were made for after they
// are returned, so nodes are references; they live only while one body is encoded.

/// One value of a form being encoded: nothing yet, text, an explicit null, an object or a list.
final class FormNode {
    enum Content {
        /// Nothing was written: the value is left out.
        case empty
        /// A scalar as the form writes it, before percent-encoding.
        case text(String)
        /// An explicit null (`Nullable.null`): sent as an empty value, `name=`.
        case null
        case object(FormObject)
        case list(FormList)
    }

    var content: Content = .empty

    /// The object this node holds, made one if it holds nothing else yet; a second keyed
    /// container of the same value writes into the same object.
    func object() -> FormObject {
        if case .object(let object) = content { return object }
        let object = FormObject()
        content = .object(object)
        return object
    }

    /// The list this node holds, made one if it holds nothing else yet.
    func list() -> FormList {
        if case .list(let list) = content { return list }
        let list = FormList()
        content = .list(list)
        return list
    }

    /// Whether the value needs names of its own inside a list (`items[0][price]`), rather than
    /// the `items[]` that a list of scalars repeats.
    var isStructured: Bool {
        switch content {
        case .object, .list: true
        case .empty, .text, .null: false
        }
    }
}

/// The fields of an object, in the order they were first written.
final class FormObject {
    private(set) var entries: [(key: String, node: FormNode)] = []
    private var positions: [String: Int] = [:]

    /// The node for `key`: a new one at the end, or the one already written (written again, a
    /// key keeps its first place and takes the last value).
    func node(for key: String) -> FormNode {
        let node = FormNode()
        if let position = positions[key] {
            entries[position].node = node
        } else {
            positions[key] = entries.count
            entries.append((key, node))
        }
        return node
    }
}

/// The elements of a list, in order.
final class FormList {
    private(set) var items: [FormNode] = []

    /// A new node at the end of the list.
    func append() -> FormNode {
        let node = FormNode()
        items.append(node)
        return node
    }
}
