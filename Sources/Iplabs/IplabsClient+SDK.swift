extension IplabsClient {
    /// Submits an order with the user's data, in the shape of the ip.labs SDK's
    /// `submitOrder(id:items:secret:userInfo:)` (the secret is the client's).
    ///
    /// - Parameters:
    ///   - id: Your order id, chosen by your systems; unique per order.
    ///   - items: The products, made with ``OrderItem/init(project:quantity:netPriceOverride:)``.
    ///   - userInfo: Who orders.
    /// - Returns: The id of the accepted order.
    /// - Throws: `BinderyError`; `SubmitOrderRequest.Failure(error)` tells apart a duplicate
    ///   order id, an invalid secret and an unknown revision.
    public func submitOrder(id: String, items: [OrderItem], userInfo: UserInfo) async throws(BinderyError) -> String {
        try await submitOrder(UserOrder(id: id, items: items, userInfo: userInfo)).orderID
    }

    /// Submits an order for a WipeSSO session, in the shape of the ip.labs SDK's
    /// `submitOrder(id:items:secret:sessionId:)` (the secret is the client's).
    ///
    /// - Throws: `BinderyError`; `SubmitSessionOrderRequest.Failure(error)` tells the
    ///   documented failures apart.
    public func submitOrder(id: String, items: [OrderItem], sessionID: String) async throws(BinderyError) -> String {
        try await submitSessionOrder(SessionOrder(id: id, items: items, sessionID: sessionID)).orderID
    }
}
