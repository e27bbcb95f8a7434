import Foundation

extension URL {
    /// A URL from a string the generator already validated (a spec's server URL).
    ///
    /// The generator refuses specs whose URLs do not parse, so this cannot fail for generated
    /// code; it traps only if hand-written code passes it an invalid constant. Public, not
    /// `@_spi(Generated)`: hand-written files beside the generated ones (Clover's OAuth hosts)
    /// use it with a plain import.
    public init(validated string: StaticString) {
        guard let url = URL(string: "\(string)") else {
            preconditionFailure("'\(string)' is not a valid URL; the spec's server URLs are validated when generated")
        }
        self = url
    }
}
