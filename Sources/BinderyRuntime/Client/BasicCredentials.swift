import Foundation

/// A user name and password for HTTP basic auth (RFC 7617), sent as
/// `Authorization: Basic <base64 of username:password>`; it never prints.
///
/// Some APIs take an API key as the user name and no password, as Stripe does:
/// `BasicCredentials(username: "sk_test_…")`.
public struct BasicCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The user name; it cannot hold a colon, which separates it from the password.
    public var username: String
    /// The password; empty when the API takes the user name alone.
    public var password: String

    /// Creates credentials from a user name and a password, empty by default.
    public init(username: String, password: String = "") {
        self.username = username
        self.password = password
    }

    /// The value of the `Authorization` field: `Basic` and the pair in base64.
    var authorization: String {
        "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }

    /// `BasicCredentials(<redacted>)`: neither part prints.
    public var description: String { "BasicCredentials(<redacted>)" }

    /// The same as ``description``: neither part prints.
    public var debugDescription: String { description }
}

extension BasicCredentials: CustomReflectable {
    /// No children: `dump` and debuggers show the description, never the password.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
