import Foundation

/// Removes secrets from text that may be shown or logged.
///
/// Each secret is removed in the forms it can take on the wire or in an echoing server's
/// body: as given, percent-encoded (URLs) and JSON-escaped (`\/` for `/`, as PHP writes it).
struct Redactor: Sendable {
    /// What replaces a secret.
    static let marker = "<redacted>"

    /// The forms to remove, longest first; short secrets are left alone, since they would
    /// blank ordinary text.
    private(set) var secrets: [String] = []

    mutating func add(_ secret: String) {
        guard secret.count >= 4 else { return }
        for form in Self.forms(of: secret) where !secrets.contains(form) {
            secrets.append(form)
        }
        // Longer forms first, so that a secret containing another is removed whole.
        secrets.sort { $0.utf8.count > $1.utf8.count }
    }

    /// The longest form, in UTF-8 bytes.
    var longestSecretLength: Int { secrets.first?.utf8.count ?? 0 }

    func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.marker) }
    }

    /// `body` with its secrets removed: the same bytes when it holds none, or is not UTF-8.
    func redact(_ body: Data) -> Data {
        guard !secrets.isEmpty, let text = String(data: body, encoding: .utf8) else { return body }
        let redacted = redact(text)
        return redacted == text ? body : Data(redacted.utf8)
    }

    /// `error` itself when neither of its descriptions holds a secret; otherwise an error
    /// that keeps only the redacted description.
    func redact(_ error: any Error) -> any Error {
        let description = String(describing: error)
        let redacted = redact(description)
        let reflected = String(reflecting: error)
        guard redacted != description || redact(reflected) != reflected else { return error }
        return RedactedError(redacted)
    }

    private static func forms(of secret: String) -> [String] {
        var forms = [secret, PercentEncoding.encode(secret)]
        var escaped = ""
        for scalar in secret.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        forms.append(escaped)
        forms.append(escaped.replacingOccurrences(of: "/", with: "\\/"))
        return forms.filter { !$0.isEmpty }
    }
}

/// An error that keeps only a redacted description of the one underneath.
struct RedactedError: Error, CustomStringConvertible, CustomDebugStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    var debugDescription: String { description }
}
