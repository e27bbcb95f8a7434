import Foundation

/// A secret that authenticates calls; it never prints.
public enum Credential: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// An API key in the header called `name`.
    case apiKeyHeader(name: String, key: String)
    /// An API key in the query parameter called `name`.
    case apiKeyQuery(name: String, key: String)
    /// `Authorization: Bearer <token>`.
    case bearer(String)
    /// `Authorization: Basic <base64 of username:password>`.
    case basic(BasicCredentials)

    /// Whether there is nothing to send: an empty key or token, or basic credentials with
    /// neither a user name nor a password (white space counts as nothing).
    var isEmpty: Bool {
        switch self {
        case .apiKeyHeader(_, let value), .apiKeyQuery(_, let value), .bearer(let value):
            value.trimmingWhitespace.isEmpty
        case .basic(let credentials):
            credentials.username.trimmingWhitespace.isEmpty && credentials.password.trimmingWhitespace.isEmpty
        }
    }

    /// The secrets to redact: the key or token; of basic credentials, the password, the
    /// encoded field value, and the user name when there is no password (an API key sent as
    /// the user name, as Stripe takes it). A user name with a password is left readable.
    var secrets: [String] {
        switch self {
        case .apiKeyHeader(_, let value), .apiKeyQuery(_, let value), .bearer(let value):
            [value]
        case .basic(let credentials):
            [credentials.password.isEmpty ? credentials.username : credentials.password, credentials.authorization]
        }
    }

    /// The kind and name, the secret replaced: `bearer(<redacted>)`.
    public var description: String {
        switch self {
        case .apiKeyHeader(let name, _): "apiKeyHeader(\(name), <redacted>)"
        case .apiKeyQuery(let name, _): "apiKeyQuery(\(name), <redacted>)"
        case .bearer: "bearer(<redacted>)"
        case .basic: "basic(<redacted>)"
        }
    }

    /// The same as ``description``: the secret never prints.
    public var debugDescription: String { description }
}

extension Credential: CustomReflectable {
    /// No children: `dump` and debuggers show the description, never the secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
