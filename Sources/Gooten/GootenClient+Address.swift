extension GootenClient {
    /// Checks an address and proposes a corrected one: the SDK's `validateAddress(_:)`.
    ///
    /// It sends the address's `line1`, `line2`, `city`, `state`, `postalCode` and
    /// `countryCode`; the other fields do not take part.
    ///
    /// - Parameter address: The address to check.
    /// - Returns: The verdict and the proposed address.
    /// - Throws: `BinderyError`.
    public func validateAddress(_ address: Address) async throws(BinderyError) -> AddressValidation {
        try await validateAddress(
            line1: address.line1, line2: address.line2, city: address.city, state: address.state,
            postalCode: address.postalCode, countryCode: address.countryCode)
    }
}
