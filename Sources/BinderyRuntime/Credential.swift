import Foundation

/// A secret that authenticates calls; it never prints.
public enum Credential: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// An API key in the named header.
    case apiKeyHeader(String, String)
    /// An API key in the named query parameter.
    case apiKeyQuery(String, String)
    /// `Authorization: Bearer <token>`.
    case bearer(String)

    /// The secret itself, for redaction.
    var secret: String {
        switch self {
        case .apiKeyHeader(_, let value), .apiKeyQuery(_, let value), .bearer(let value): value
        }
    }

    public var description: String {
        switch self {
        case .apiKeyHeader(let name, _): "apiKeyHeader(\(name), <redacted>)"
        case .apiKeyQuery(let name, _): "apiKeyQuery(\(name), <redacted>)"
        case .bearer: "bearer(<redacted>)"
        }
    }

    public var debugDescription: String { description }
}

/// Removes secrets from text that may be shown or logged.
struct Redactor: Sendable {
    /// The secrets to remove; short ones are left alone, since they would blank ordinary text.
    private(set) var secrets: [String] = []

    mutating func add(_ secret: String) {
        guard secret.count >= 4, !secrets.contains(secret) else { return }
        secrets.append(secret)
        // The percent-encoded form can appear in URLs.
        let encoded = PercentEncoding.encode(secret)
        if encoded != secret { secrets.append(encoded) }
    }

    func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "<redacted>") }
    }
}
