import Foundation

extension RequestParts {
    /// Sends `body` as `application/x-www-form-urlencoded` (see ``URLEncodedFormEncoder``),
    /// with dates in the API's format. Nil sends no body.
    @_spi(Generated) public mutating func setFormBody(_ body: (some Encodable)?) throws(BinderyError) {
        guard let body else { return }
        do {
            setBody(try URLEncodedFormEncoder(dateFormat: dateFormat).encode(body), contentType: "application/x-www-form-urlencoded")
        } catch {
            throw BinderyError(
                .invalidRequest, operationID: operationID, message: "the body does not encode as a form: \(error)",
                underlying: error)
        }
    }
}
