import BinderySpec

extension AuthSchemeSpec.Kind {
    /// The Swift type of a credential of this kind, as the client initializer takes it: text
    /// for a key or token, `BasicCredentials` (the runtime's user name and password) for basic.
    package var credentialSwiftType: String {
        switch self {
        case .apiKeyHeader, .apiKeyQuery, .bearer: "String"
        case .basic: "BasicCredentials"
        }
    }
}
