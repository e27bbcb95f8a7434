import Foundation

/// Removes secrets from text that may be shown or logged.
///
/// Each secret is removed in the forms it can take on the wire or in an echoing server's
/// body: as given, percent-encoded (URLs) and JSON-escaped (`\/` for `/`, as PHP writes it).
struct Redactor: Sendable {
    /// What replaces a secret.
    static let marker = "<redacted>"

    /// The secrets as given; short ones are left alone, since they would blank ordinary text.
    /// Their other forms are worked out only when something is redacted: every call adds its
    /// credentials, few calls fail, and the forms cost more than the rest of a call's setup.
    private var givenSecrets: [String] = []

    mutating func add(_ secret: String) {
        guard secret.count >= 4, !givenSecrets.contains(secret) else { return }
        givenSecrets.append(secret)
    }

    /// The forms to remove, longest first, so that a secret containing another is removed whole.
    var secrets: [String] {
        var forms: [String] = []
        for secret in givenSecrets {
            for form in Self.forms(of: secret) where !forms.contains(form) { forms.append(form) }
        }
        return forms.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Adds every value a JSON body holds under one of `keys`, at any depth (all of a list's or
    /// an object's values when the key names one): the fields a spec marks `secret`. A body
    /// that is not whole JSON (cut short, or wrapped in HTML) is scanned for `"key": value`
    /// pairs instead, so that a truncated response cannot slip its secret into an excerpt.
    mutating func addSecrets(inJSON body: Data, underKeys keys: Set<String>) {
        guard !keys.isEmpty else { return }
        guard let root = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            for value in SecretScanner.values(in: body, underKeys: keys) { add(value) }
            return
        }
        var pending: [(value: Any, isSecret: Bool)] = [(root, false)]
        while let (value, isSecret) = pending.popLast() {
            switch value {
            case let object as [String: Any]:
                for (key, member) in object { pending.append((member, isSecret || keys.contains(key))) }
            case let array as [Any]:
                for element in array { pending.append((element, isSecret)) }
            case let text as String where isSecret:
                add(text)
            case let number as NSNumber where isSecret:
                add("\(number)")
            default:
                break
            }
        }
    }

    /// The longest form, in UTF-8 bytes.
    var longestSecretLength: Int { secrets.first?.utf8.count ?? 0 }

    func redact(_ text: String) -> String {
        Self.redact(text, removing: secrets)
    }

    private static func redact(_ text: String, removing forms: [String]) -> String {
        forms.reduce(text) { $0.replacingOccurrences(of: $1, with: marker) }
    }

    /// `body` with its secrets removed: the same bytes when it holds none, or is not UTF-8.
    func redact(_ body: Data) -> Data {
        guard !givenSecrets.isEmpty, let text = String(data: body, encoding: .utf8) else { return body }
        let redacted = redact(text)
        return redacted == text ? body : Data(redacted.utf8)
    }

    /// `error` itself when neither of its descriptions holds a secret; otherwise an error
    /// that keeps only the redacted description.
    func redact(_ error: any Error) -> any Error {
        let forms = secrets
        let description = String(describing: error)
        let redacted = Self.redact(description, removing: forms)
        let reflected = String(reflecting: error)
        guard redacted != description || Self.redact(reflected, removing: forms) != reflected else { return error }
        return RedactedError(redacted)
    }

    private static func forms(of secret: String) -> [String] {
        var forms = [secret, PercentEncoding.encode(secret)]
        // JSON-escaped once, and again for a server that puts a JSON body (holding the secret)
        // into a JSON string of its own error: `{"message": "bad body: {\"key\": \"…\"}"}`.
        var escaped = secret
        for _ in 1...3 {
            escaped = jsonEscaped(escaped)
            forms.append(escaped)
            forms.append(escaped.replacingOccurrences(of: "/", with: "\\/"))
        }
        var unique: [String] = []
        for form in forms where !form.isEmpty && !unique.contains(form) { unique.append(form) }
        return unique
    }

    private static func jsonEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// An error that keeps only a redacted description of the one underneath.
struct RedactedError: Error, CustomStringConvertible, CustomDebugStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    var debugDescription: String { description }
}

extension Redactor: CustomReflectable {
    /// How many secrets it holds, never the secrets: a redactor travels in values a caller
    /// may `dump`, such as a ``ResponseContext``.
    var customMirror: Mirror { Mirror(self, children: ["secretCount": givenSecrets.count], displayStyle: .struct) }
}
