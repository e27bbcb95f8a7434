import Foundation
import HTTPTypes

/// Step 3 of a call's life (see ``BinderyClient/send(_:)``): one operation turned into an HTTP
/// request ready to send, and to send again as many times as the retry policy allows.
///
/// Made from the operation's ``RequestParts`` and the client's ``ClientSetup``: with the
/// idempotency key, the shared parameters and the credentials added, the base URL resolved,
/// and what the rest of the call needs to know (whether it may be retried, its redactor, the
/// unwrap path its ``ResponseContext`` decodes along).
///
/// A class: it goes through every step of a call, and a struct of this many strings and
/// arrays costs a retain and a release of each on every copy.
@usableFromInline
final class OutgoingRequest: Sendable {
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
    /// The path and query after the base URL's path: where ``CallOptions/baseURL`` puts them.
    let relativePath: String

    var operationID: String { descriptor.id }
    var successStatuses: [Int] { descriptor.successStatuses }
    var documentedErrors: [DocumentedError] { descriptor.documentedErrors }

    /// - Parameter client: What the client's calls share, worked out once per client.
    convenience init<Operation: APIOperation>(_ operation: Operation, client: ClientSetup) throws(BinderyError) {
        // Everything is worked out before the object exists: a failure leaves nothing half made.
        // Only writing the operation's own parts is generic; the rest is one copy for every
        // operation, and each step few calls take is out of line, so that the usual call runs
        // through a few hundred bytes of code rather than kilobytes of branches it skips.
        let descriptor = Operation.descriptor
        if !descriptor.sharedParameters.isEmpty { try Self.checkSharedParameters(of: descriptor, client: client) }
        // The parts' redactor starts with every credential of the client, not only this
        // call's: none may show in its errors.
        var parts = RequestParts(operationID: descriptor.id, client: client)
        try operation.encode(into: &parts)
        try self.init(descriptor: descriptor, encoded: &parts, client: client)
    }

    /// Finishes the request the operation wrote into `parts`.
    private convenience init(
        descriptor: OperationDescriptor, encoded parts: inout RequestParts, client: ClientSetup
    ) throws(BinderyError) {
        var carriesIdempotencyKey = false
        if let header = descriptor.idempotencyKeyHeader {
            try Self.ensureIdempotencyKey(header, in: &parts)
            carriesIdempotencyKey = true
        }
        let secretFields: Set<String> =
            descriptor.secretFields.isEmpty ? [] : Self.secretFields(of: descriptor, redactingIn: &parts)
        if !descriptor.sharedParameters.isEmpty {
            try Self.addSharedParameters(of: descriptor, client: client, to: &parts)
        }
        let headerFields = try Self.headerFields(of: descriptor, client: client, parts: &parts)
        let destination: Target
        if descriptor.baseURL == nil, let target = client.target {
            destination = target
        } else {
            destination = try Self.target(of: descriptor, configuration: client.configuration)
        }
        var relativePath = parts.path.encoded
        if !parts.query.isEmpty { relativePath += "?" + parts.queryString }
        let request = HTTPRequest(
            method: descriptor.method, scheme: destination.scheme, authority: destination.authority,
            path: destination.basePath + relativePath, headerFields: headerFields)
        self.init(
            descriptor: descriptor, request: request, body: parts.body,
            unwrapPath: descriptor.unwrapping.isEmpty ? client.envelopePath : client.envelopePath + descriptor.unwrapping,
            redactor: parts.redactor, isRetrySafe: descriptor.isIdempotent || carriesIdempotencyKey,
            secretFields: secretFields, relativePath: relativePath)
    }

    /// The request's header: for the usual call, which sets no header of its own and takes one
    /// credential or none, the client's fields, built once, `Accept` included.
    private static func headerFields(
        of descriptor: OperationDescriptor, client: ClientSetup, parts: inout RequestParts
    ) throws(BinderyError) -> HTTPFields {
        guard parts.headerFields.isEmpty, descriptor.auth.count <= 1 else {
            return try mergedHeaderFields(of: descriptor, client: client, parts: &parts)
        }
        guard let scheme = descriptor.auth.first else { return ClientSetup.acceptFields }
        switch client.credential(for: scheme) {
        case .header(_, let alone)?:
            return alone
        case .query(let name, let value)?:
            parts.addEncodedQuery(name, value)
            return ClientSetup.acceptFields
        case .refused(let code, let message)?:
            throw refusal(code, message, descriptor: descriptor)
        case nil:
            try checkGoesWithout(scheme, descriptor: descriptor, client: client)
            return ClientSetup.acceptFields
        }
    }

    /// The operation's own fields with every credential of the call and `Accept`.
    @inline(never)
    private static func mergedHeaderFields(
        of descriptor: OperationDescriptor, client: ClientSetup, parts: inout RequestParts
    ) throws(BinderyError) -> HTTPFields {
        for scheme in descriptor.auth {
            switch client.credential(for: scheme) {
            case .header(let field, _)?: parts.setHeaderField(field)
            case .query(let name, let value)?: parts.addEncodedQuery(name, value)
            case .refused(let code, let message)?: throw refusal(code, message, descriptor: descriptor)
            case nil: try checkGoesWithout(scheme, descriptor: descriptor, client: client)
            }
        }
        var headerFields = parts.headerFields
        if !headerFields.contains(.accept) { headerFields.append(ClientSetup.accept) }
        return headerFields
    }

    @inline(never)
    private static func refusal(_ code: BinderyError.Code, _ message: String, descriptor: OperationDescriptor) -> BinderyError {
        BinderyError(code, operationID: descriptor.id, message: message)
    }

    /// Throws unless a call may go without a fixed credential of `scheme`: the scheme is
    /// optional for it (it goes anonymous), or a token provider gives it one per attempt.
    @inline(never)
    private static func checkGoesWithout(
        _ scheme: String, descriptor: OperationDescriptor, client: ClientSetup
    ) throws(BinderyError) {
        guard descriptor.optionalAuth.contains(scheme) || client.tokenStores[scheme] != nil else {
            throw missingCredential(scheme, descriptor: descriptor)
        }
    }

    @inline(never)
    private static func missingCredential(_ scheme: String, descriptor: OperationDescriptor) -> BinderyError {
        BinderyError(
            .invalidConfiguration, operationID: descriptor.id,
            message: "the call needs a credential for auth scheme '\(scheme)', and the client has none")
    }

    /// Throws unless the client has a value for each shared parameter the call requires.
    @inline(never)
    private static func checkSharedParameters(of descriptor: OperationDescriptor, client: ClientSetup) throws(BinderyError) {
        for name in descriptor.sharedParameters where client.configuration.requiredSharedParameters.contains(name) {
            guard let value = client.configuration.sharedParameters[name]?.value, !value.isEmpty else {
                throw BinderyError(
                    .invalidConfiguration, operationID: descriptor.id,
                    message: "the call needs '\(name)', and the client has no value for it", attempts: 0)
            }
        }
    }

    /// Adds the client's shared query and header parameters the call takes.
    @inline(never)
    private static func addSharedParameters(
        of descriptor: OperationDescriptor, client: ClientSetup, to parts: inout RequestParts
    ) throws(BinderyError) {
        for name in descriptor.sharedParameters {
            guard let shared = client.configuration.sharedParameters[name] else { continue }
            switch shared.place {
            case .query: parts.addQuery(name, shared.value)
            case .header: try parts.setHeaderText(name, shared.value)
            case .path: break
            }
        }
    }

    /// Sets an idempotency key unless the caller gave one: made here, once per call, so that
    /// every attempt sends the same key.
    @inline(never)
    private static func ensureIdempotencyKey(_ header: String, in parts: inout RequestParts) throws(BinderyError) {
        if HTTPField.Name(header).flatMap({ parts.headerFields[$0] })?.isEmpty ?? true {
            try parts.setHeaderText(header, UUID().uuidString)
        }
    }

    /// The call's secret JSON keys, and their values in the request body added to the redactor.
    @inline(never)
    private static func secretFields(of descriptor: OperationDescriptor, redactingIn parts: inout RequestParts) -> Set<String> {
        let secretFields = Set(descriptor.secretFields)
        if let body = parts.body {
            parts.redactor.addSecrets(inJSON: body, underKeys: secretFields)
        }
        return secretFields
    }

    /// Where a call with its own base URL, or of a client whose base URL is not valid, goes.
    @inline(never)
    private static func target(of descriptor: OperationDescriptor, configuration: ClientConfiguration) throws(BinderyError) -> Target {
        Target(try baseURL(descriptor, configuration: configuration))
    }

    init(
        descriptor: OperationDescriptor, request: HTTPRequest, body: Data?, unwrapPath: [String], redactor: Redactor,
        isRetrySafe: Bool, secretFields: Set<String>, relativePath: String
    ) {
        self.relativePath = relativePath
        self.descriptor = descriptor
        self.request = request
        self.body = body
        self.unwrapPath = unwrapPath
        self.redactor = redactor
        self.isRetrySafe = isRetrySafe
        self.secretFields = secretFields
    }

    /// The call's own base URL or the client's, refusing plain http unless allowed or loopback.
    static func baseURL(_ descriptor: OperationDescriptor, configuration: ClientConfiguration) throws(BinderyError) -> URL {
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
    static func check(_ url: URL, configuration: ClientConfiguration, operationID: String) throws(BinderyError) {
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
                try OutgoingRequest.check(configuration.baseURL, configuration: configuration, operationID: "")
            } catch {
                return nil
            }
            self.init(configuration.baseURL)
        }
    }
}
