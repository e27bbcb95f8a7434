import Foundation

extension GootenClient {
    /// The same client with some of its configuration changed, as the SDK's apps set
    /// `core.config().countryCode` after ``userCountryCode()``; nil keeps a value.
    ///
    /// - Parameters:
    ///   - countryCode: The two-letter code of the country the user ships to.
    ///   - languageCode: The two-letter code of the language of product data.
    ///   - currencyCode: The three-letter code of the currency of prices.
    ///   - showAllProducts: Whether to list all products orderable in the country, or only your recipe's.
    /// - Returns: A client that sends the new values (and shares the transport and everything else).
    public func updating(
        countryCode: String? = nil, languageCode: String? = nil, currencyCode: String? = nil,
        showAllProducts: Bool? = nil
    ) -> GootenClient {
        var configuration = client.configuration
        if let countryCode { configuration.setSharedParameter("countryCode", in: .query, to: countryCode) }
        if let languageCode { configuration.setSharedParameter("languageCode", in: .query, to: languageCode) }
        if let currencyCode { configuration.setSharedParameter("currencyCode", in: .query, to: currencyCode) }
        if let showAllProducts { configuration.setSharedParameter("all", in: .query, to: showAllProducts) }
        return GootenClient(configuration: configuration)
    }

    /// The configured value of a shared parameter, by wire name.
    func configuredValue(_ wireName: String) -> String? {
        client.configuration.sharedParameters[wireName]?.value
    }
}
