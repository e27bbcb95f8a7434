import Foundation

extension URL: ParameterValue {
    /// The URL as written: `absoluteString`, percent-encoded once more as a query or path value.
    @_spi(Generated) public var parameterText: String { absoluteString }
}
