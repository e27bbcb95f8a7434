extension GootenClient {
    /// The ways a cart can ship to an address, with prices: the SDK's
    /// `getShippingOptions(postalCode:state:countryCode:items:)`.
    ///
    /// The option names come in the client's configured language and the prices in its
    /// configured currency, as the SDK sends them. An order item ships with one of the
    /// returned ``ShipOption/id``s as its ``OrderItem/shipCarrierMethodID``.
    ///
    /// - Parameters:
    ///   - postalCode: The postal code the cart ships to.
    ///   - state: The state it ships to, where the country has them.
    ///   - countryCode: The two-letter code of the country it ships to.
    ///   - items: The cart: each SKU and how many; at least one.
    /// - Returns: The shipping options per group of SKUs that ship together.
    /// - Throws: ``GootenSDKError/noItems`` when `items` is empty, before anything is sent;
    ///   `BinderyError` when the call fails.
    public func getShippingOptions(
        postalCode: String, state: String? = nil, countryCode: String, items: [ShippingItem]
    ) async throws -> [ShippingOption] {
        guard !items.isEmpty else { throw GootenSDKError.noItems }
        let cart = ShippingOptionsRequest(
            shipToPostalCode: postalCode, shipToCountry: countryCode, items: items, shipToState: state,
            languageCode: configuredValue("languageCode"), currencyCode: configuredValue("currencyCode"))
        return try await getShippingOptions(cart: cart)
    }
}
