extension GootenClient {
    /// The two-letter code of the country the user is in, from the caller's IP address: the
    /// SDK's `getUserLocation`.
    ///
    /// It asks Gooten's geolocation service (``getUserLocationText()``, no recipe id) and keeps
    /// the letters and digits of its answer, as the SDK does: `("US")` gives `US`. Pass the
    /// code to ``updating(countryCode:languageCode:currencyCode:showAllProducts:)`` for the
    /// calls that follow.
    ///
    /// - Throws: `BinderyError`; `.decoding` when the answer holds no letter or digit.
    public func userCountryCode() async throws(BinderyError) -> String {
        let text = try await getUserLocationText()
        let code = String(String.UnicodeScalarView(text.unicodeScalars.filter(\.isASCIIAlphanumeric)))
        guard !code.isEmpty else {
            throw BinderyError(
                .decoding, operationID: GetUserLocationTextRequest.descriptor.id,
                message: "the location service's answer holds no country code", status: 200,
                responseBody: String(text.prefix(200)))
        }
        return code
    }
}

extension Unicode.Scalar {
    /// `[a-zA-Z0-9]`, the characters the SDK keeps.
    fileprivate var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
