import Foundation
import HTTPTypes

/// Step 0 of a call's life (see ``BinderyClient/send(_:)``): what every call of one client
/// shares, worked out once when the client is made rather than on every call.
///
/// A client's configuration never changes, and checking a credential, building its header
/// field and adding it to a redactor cost more than the rest of a small call's setup. Each
/// call reads it twice: its ``RequestParts`` start from it (the redactor, the JSON encoder, the
/// shared path values), and its ``OutgoingRequest`` takes the target, the credentials and the
/// envelope path from it. A class, so that each call borrows it rather than copying its fields.
final class ClientSetup: Sendable {
    /// The client's configuration.
    let configuration: ClientConfiguration
    /// The client's base URL taken apart; nil when it is not valid, so that each call reports it.
    let target: OutgoingRequest.Target?
    /// Every credential of the client, so that none can show in an error of any call.
    let redactor: Redactor
    /// Each auth scheme's credential as it goes on the wire, or why it cannot. A list, since a
    /// client has a handful and a scan of a few costs less than hashing the name on every call;
    /// sorted by scheme, so that a dump lists them in a stable order.
    let credentials: [(scheme: String, credential: PreparedCredential)]
    /// The shared path values, by wire name.
    let sharedPathValues: [String: String]
    /// The envelope's data key, followed by an operation's own unwrap path.
    let envelopePath: [String]

    /// The decoder of every response, set up for the API's date format: one per client
    /// rather than one per call, since `JSONDecoder` may decode on many threads at once.
    let decoder: JSONDecoder
    /// The encoder of every JSON request body, set up for the API's date format with sorted
    /// keys: one per client, as the decoder is, since making and setting up one costs about a
    /// thousand instructions and an allocation on every call with a body.
    let encoder: JSONEncoder
    /// The requests of calls without input, built once each.
    let fixedRequests = FixedRequestCache()
    /// The tokens of the schemes that have a ``TokenProvider`` and no fixed credential.
    let tokenStores: [String: TokenStore]

    /// The `Accept` field of calls whose operation sets none, validated once.
    static let accept = HTTPField(name: .accept, value: "application/json")
    /// The whole header of a call that sets none of its own and takes no credential.
    static let acceptFields = HTTPFields(CollectionOfOne(accept))

    init(configuration: ClientConfiguration) {
        self.configuration = configuration
        target = OutgoingRequest.Target(checking: configuration)
        var redactor = Redactor()
        for credential in configuration.credentials.values {
            for secret in credential.secrets { redactor.add(secret) }
        }
        self.redactor = redactor
        credentials = configuration.credentials.sorted { $0.key < $1.key }.map { scheme, credential in
            (scheme, PreparedCredential(credential, scheme: scheme))
        }
        tokenStores = configuration.tokenProviders
            .filter { configuration.credentials[$0.key] == nil }
            .mapValues { TokenStore(provider: $0) }
        sharedPathValues = configuration.sharedParameters.compactMapValues { $0.place == .path ? $0.value : nil }
        envelopePath = configuration.envelope?.dataKey.map { [$0] } ?? []
        decoder = JSONDecoder()
        decoder.dateDecodingStrategy = configuration.dateFormat.decodingStrategy
        encoder = RequestParts.jsonEncoder(dateFormat: configuration.dateFormat)
    }

    /// The token store of the first of `schemes` that takes its token from a provider, if any.
    func tokenStore(among schemes: [String]) -> TokenStore? {
        guard !tokenStores.isEmpty else { return nil }
        for scheme in schemes { if let store = tokenStores[scheme] { return store } }
        return nil
    }

    /// The credential of an auth scheme, or nil when the client has none.
    func credential(for scheme: String) -> PreparedCredential? {
        // By index: `first(where:)` would copy each (scheme, credential) pair it looks at.
        for index in credentials.indices where credentials[index].scheme == scheme {
            return credentials[index].credential
        }
        return nil
    }
}

/// A credential ready to add to a request, its checks done.
///
/// Indirect: every call copies its credential out of the client's list, and a boxed case is
/// one retain where the header field and the fields inline are several.
indirect enum PreparedCredential: Sendable {
    /// A header field, validated; and the whole header of a call that sets none of its own and
    /// takes this credential alone: the field and `Accept`.
    case header(HTTPField, alone: HTTPFields)
    /// An encoded query item.
    case query(name: String, value: String)
    /// Refused before anything is sent, with the error's code and message.
    case refused(BinderyError.Code, String)

    init(_ credential: Credential, scheme: String) {
        // An empty key or token would be sent as `Authorization: Bearer ` and answered 401
        // by the server; saying so before anything is sent names the real mistake.
        guard !credential.isEmpty else {
            self = .refused(.invalidConfiguration, "the credential for auth scheme '\(scheme)' is empty")
            return
        }
        switch credential {
        case .apiKeyHeader(let name, let value): self = Self.header(name, value)
        case .apiKeyQuery(let name, let value):
            self = .query(name: PercentEncoding.encode(name), value: PercentEncoding.encode(value))
        case .bearer(let token): self = Self.header("Authorization", "Bearer \(token)")
        case .basic(let credentials):
            // RFC 7617: the first colon ends the user name, so one in it would move the split.
            guard !credentials.username.contains(":") else {
                self = .refused(
                    .invalidConfiguration,
                    "the user name for auth scheme '\(scheme)' holds a colon, which HTTP basic auth cannot send: the colon ends the user name")
                return
            }
            self = Self.header("Authorization", credentials.authorization)
        }
    }

    /// The header field, or why ``RequestParts`` refuses it.
    private static func header(_ name: String, _ value: String) -> PreparedCredential {
        switch RequestParts.headerName(name, for: value) {
        case .success(let fieldName):
            let field = HTTPField(name: fieldName, value: value)
            return .header(field, alone: HTTPFields([field, ClientSetup.accept]))
        case .failure(let refusal):
            return .refused(.invalidRequest, refusal.message)
        }
    }
}

extension ClientSetup: CustomReflectable {
    /// The schemes' names only: `dump` of a client must not show a credential.
    var customMirror: Mirror {
        Mirror(self, children: ["target": target as Any, "credentialSchemes": credentials.map(\.scheme)], displayStyle: .class)
    }
}

extension PreparedCredential: CustomReflectable {
    /// No children: the field or query item holds the secret.
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
