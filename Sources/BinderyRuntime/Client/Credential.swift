import Foundation

/// A secret that authenticates calls; it never prints.
public enum Credential: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// An API key in the header called `name`.
    case apiKeyHeader(name: String, key: String)
    /// An API key in the query parameter called `name`.
    case apiKeyQuery(name: String, key: String)
    /// `Authorization: Bearer <token>`.
    case bearer(String)

    /// The secret itself, for redaction.
    var secret: String {
        switch self {
        case .apiKeyHeader(_, let value), .apiKeyQuery(_, let value), .bearer(let value): value
        }
    }

    /// The kind and name, the secret replaced: `bearer(<redacted>)`.
    public var description: String {
        switch self {
        case .apiKeyHeader(let name, _): "apiKeyHeader(\(name), <redacted>)"
        case .apiKeyQuery(let name, _): "apiKeyQuery(\(name), <redacted>)"
        case .bearer: "bearer(<redacted>)"
        }
    }

    /// The same as ``description``: the secret never prints.
    public var debugDescription: String { description }
}

extension Credential: CustomReflectable {
    /// No children: `dump` and debuggers show the description, never the secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
