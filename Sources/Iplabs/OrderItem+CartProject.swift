import Foundation

extension OrderItem {
    /// An order item for the revision of `project` that the user finished last.
    ///
    /// This is the way to make an item from a project: it takes the project's
    /// ``CartProject/revisionID``, never its ``CartProject/id``, which would fail the order.
    public init(project: CartProject, quantity: Int = 1, netPriceOverride: Decimal? = nil) {
        self.init(cartProjectRevisionID: project.revisionID, quantity: quantity, netPriceOverride: netPriceOverride)
    }
}
