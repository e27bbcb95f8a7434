import Foundation
import HTTPTypes

/// An operation turned into HTTP, with credentials and shared parameters applied, ready to
/// be sent as many times as the retry policy allows.
///
/// A class: it goes through every step of a call, and a struct of this many strings and
/// arrays costs a retain and a release of each on every copy.
@usableFromInline
final class PreparedRequest: Sendable {
    /// The operation's fixed facts; a reference to its storage, not a copy of each field.
    let descriptor: OperationDescriptor
    let request: HTTPRequest
    let body: Data?
    /// The keys down to the response's value: the envelope's data key, then the operation's own.
    @usableFromInline let unwrapPath: [String]
    let redactor: Redactor
    /// Whether an attempt may be repeated after the server may have acted on it: the call is
    /// idempotent, or it carries an idempotency key.
    let isRetrySafe: Bool
    /// JSON keys whose values are secrets, in the request body or a response body.
    let secretFields: Set<String>

    var operationID: String { descriptor.id }
    var successStatuses: [Int] { descriptor.successStatuses }
    var documentedErrors: [DocumentedError] { descriptor.documentedErrors }

    /// - Parameter client: What the client's calls share, worked out once per client.
    convenience init<Operation: APIOperation>(_ operation: Operation, client: ClientPreparation) throws(BinderyError) {
        // Everything is worked out before the object exists: a failure leaves nothing half made.
        let descriptor = Operation.descriptor
        var builder = RequestBuilder(operationID: descriptor.id, dateFormat: client.configuration.dateFormat)
        for name in descriptor.sharedParameters where client.configuration.requiredSharedParameters.contains(name) {
            guard let value = client.configuration.sharedParameters[name]?.value, !value.isEmpty else {
                throw BinderyError(
                    .invalidConfiguration, operationID: descriptor.id,
                    message: "the call needs '\(name)', and the client has no value for it", attempts: 0)
            }
        }
        builder.sharedPathValues = client.sharedPathValues
        // Every credential of the client, not only this call's: none may show in its errors.
        builder.redactor = client.redactor
        try operation.encode(into: &builder)
        var carriesIdempotencyKey = false
        if let header = descriptor.idempotencyKeyHeader {
            // A key the caller did not give is made here, once per call: every attempt sends it.
            if HTTPField.Name(header).flatMap({ builder.headerFields[$0] })?.isEmpty ?? true {
                try builder.setHeaderText(header, UUID().uuidString)
            }
            carriesIdempotencyKey = true
        }
        let secretFields = descriptor.secretFields.isEmpty ? [] : Set(descriptor.secretFields)
        if !secretFields.isEmpty, let body = builder.body {
            builder.redactor.addSecrets(inJSON: body, underKeys: secretFields)
        }

        for name in descriptor.sharedParameters {
            guard let shared = client.configuration.sharedParameters[name] else { continue }
            switch shared.place {
            case .query: builder.addQuery(name, shared.value)
            case .header: try builder.setHeaderText(name, shared.value)
            case .path: break
            }
        }
        // The usual call sets no header of its own and takes one credential or none: its fields
        // are then the client's, built once, `Accept` included.
        let takesClientFields = builder.headerFields.isEmpty && descriptor.auth.count <= 1
        var headerFields = ClientPreparation.acceptFields
        for scheme in descriptor.auth {
            switch client.credential(for: scheme) {
            case .header(let field, let alone)?:
                if takesClientFields { headerFields = alone } else { builder.setHeaderField(field) }
            case .query(let name, let value)?: builder.addEncodedQuery(name, value)
            case .refused(let code, let message)?: throw BinderyError(code, operationID: descriptor.id, message: message)
            case nil:
                throw BinderyError(
                    .invalidConfiguration, operationID: descriptor.id,
                    message: "the call needs a credential for auth scheme '\(scheme)', and the client has none")
            }
        }

        if !takesClientFields {
            headerFields = builder.headerFields
            if !headerFields.contains(.accept) { headerFields.append(ClientPreparation.accept) }
        }
        let destination: Target
        if descriptor.baseURL == nil, let target = client.target {
            destination = target
        } else {
            destination = Target(try Self.baseURL(descriptor, configuration: client.configuration))
        }
        var path = destination.basePath + builder.path.encoded
        if !builder.query.isEmpty { path += "?" + builder.queryString }
        let request = HTTPRequest(
            method: descriptor.method, scheme: destination.scheme, authority: destination.authority, path: path,
            headerFields: headerFields)
        self.init(
            descriptor: descriptor, request: request, body: builder.body,
            unwrapPath: descriptor.unwrapping.isEmpty ? client.envelopePath : client.envelopePath + descriptor.unwrapping,
            redactor: builder.redactor, isRetrySafe: descriptor.isIdempotent || carriesIdempotencyKey,
            secretFields: secretFields)
    }

    private init(
        descriptor: OperationDescriptor, request: HTTPRequest, body: Data?, unwrapPath: [String], redactor: Redactor,
        isRetrySafe: Bool, secretFields: Set<String>
    ) {
        self.descriptor = descriptor
        self.request = request
        self.body = body
        self.unwrapPath = unwrapPath
        self.redactor = redactor
        self.isRetrySafe = isRetrySafe
        self.secretFields = secretFields
    }

    /// The call's own base URL or the client's, refusing plain http unless allowed or loopback.
    private static func baseURL(_ descriptor: OperationDescriptor, configuration: ClientConfiguration) throws(BinderyError) -> URL {
        var url = configuration.baseURL
        if let override = descriptor.baseURL {
            guard let parsed = URL(string: override) else {
                throw BinderyError(.invalidConfiguration, operationID: descriptor.id, message: "'\(override)' is not a URL")
            }
            url = parsed
        }
        try check(url, configuration: configuration, operationID: descriptor.id)
        return url
    }

    /// Throws unless `url` is an absolute http(s) URL, and https unless allowed or loopback.
    private static func check(_ url: URL, configuration: ClientConfiguration, operationID: String) throws(BinderyError) {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", url.host != nil else {
            throw BinderyError(
                .invalidConfiguration, operationID: operationID, message: "the base URL must be an absolute http(s) URL")
        }
        if scheme == "http", !configuration.allowsInsecureHTTP, !isLoopback(url.host ?? "") {
            throw BinderyError(
                .invalidConfiguration, operationID: operationID,
                message: "plain http to \(url.host ?? "") is refused; use https, or set allowsInsecureHTTP")
        }
    }

    /// Whether `host` names this machine: `localhost`, an IPv4 address in 127.0.0.0/8, or `::1`.
    /// A name that merely starts with `127.` (`127.example.com`) is not.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        if host == "localhost" || host == "localhost." || host == "::1" || host == "[::1]" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets[0] == "127" else { return false }
        return octets.allSatisfy { octet in
            (1...3).contains(octet.utf8.count) && octet.utf8.allSatisfy { (48...57).contains($0) } && (Int(octet) ?? 256) <= 255
        }
    }

    /// Where a call's request goes: the parts of a base URL that ``HTTPRequest`` takes.
    struct Target: Sendable {
        var scheme: String?
        var authority: String
        /// The base URL's path, percent-encoded as written and without a trailing slash: the
        /// decoded `path` would turn `%20` into a space the request line cannot carry.
        var basePath: String

        init(_ url: URL) {
            scheme = url.scheme
            var host = url.host ?? ""
            if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
            authority = url.port.map { "\(host):\($0)" } ?? host
            basePath = url.path(percentEncoded: true)
            if basePath.hasSuffix("/") { basePath.removeLast() }
        }

        /// The client's base URL taken apart, or nil when calls must report it as invalid.
        init?(checking configuration: ClientConfiguration) {
            do {
                try PreparedRequest.check(configuration.baseURL, configuration: configuration, operationID: "")
            } catch {
                return nil
            }
            self.init(configuration.baseURL)
        }
    }
}
