/// A cart of cart projects, one entry per project.
///
/// The ip.labs editor hands over a new ``CartProject`` every time the user edits one: same
/// ``CartProject/id``, new ``CartProject/revisionID``. Adding it replaces the entry of the
/// same project (keeping its quantity) instead of adding a second one, so that an order
/// always prints the latest revision.
public struct OrderCart: Hashable, Sendable {
    /// One project in the cart.
    public struct Entry: Hashable, Sendable {
        /// The project's latest revision.
        public var project: CartProject
        /// How many to order.
        public var quantity: Int
    }

    /// The entries, in the order their projects were first added.
    public private(set) var entries: [Entry] = []

    /// An empty cart.
    public init() {}

    /// Adds a project, or replaces the entry of the same project with this newer revision.
    ///
    /// - Parameters:
    ///   - project: The project as the editor handed it over.
    ///   - quantity: How many to order; nil keeps the quantity of a replaced entry (1 for a new one).
    public mutating func add(_ project: CartProject, quantity: Int? = nil) {
        if let index = entries.firstIndex(where: { $0.project.id == project.id }) {
            entries[index].project = project
            if let quantity { entries[index].quantity = quantity }
        } else {
            entries.append(Entry(project: project, quantity: quantity ?? 1))
        }
    }

    /// Removes a project from the cart.
    public mutating func remove(_ id: CartProjectID) {
        entries.removeAll { $0.project.id == id }
    }

    /// The entry of a project, if it is in the cart.
    public subscript(id: CartProjectID) -> Entry? {
        entries.first { $0.project.id == id }
    }

    /// The order items for the cart: each project's latest revision with its quantity.
    public var orderItems: [OrderItem] {
        entries.map { OrderItem(project: $0.project, quantity: $0.quantity) }
    }
}
