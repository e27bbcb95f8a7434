import BinderySpec

/// Emits the API-level file: the client type, its servers and the configuration the spec gives.
struct ClientEmitter {
    let api: APISpec
    let types: SwiftTypeNames

    var clientName: String { GeneratedTypeNames.client(ofAPI: api.name) }

    func emit(into writer: inout SwiftWriter) {
        writer.docs(clientDocs())
        writer.block("public struct \(clientName): Sendable") { writer in
            writer.line("/// The runtime client that sends every call; send a request value with it directly")
            writer.line("/// (`client.send(GetThingRequest(...))`) when a method's shape does not fit.")
            writer.line("public let client: BinderyClient")
            writer.blank()
            // A spec without servers (an OpenAPI document whose servers are relative) makes
            // clients of a base URL only.
            if !api.servers.isEmpty {
                emitServerEnum(into: &writer)
                writer.blank()
            }
            emitInitializers(into: &writer)
            writer.blank()
            emitDefaultConfiguration(into: &writer)
        }
        writer.blank()
        emitOperationProtocol(into: &writer)
        if let errorModel = api.errorModel, let model = types.modelsByName[errorModel.model] {
            writer.blank()
            emitErrorModelConformance(errorModel, model: model, into: &writer)
        }
    }

    /// The protocol every request value of the API conforms to.
    static func operationProtocolName(_ api: APISpec) -> String { GeneratedTypeNames.operationProtocol(ofAPI: api.name) }

    /// The internal enum of the envelope's data key, when the spec names one.
    static func envelopeKeyName(_ api: APISpec) -> String? {
        GeneratedTypeNames.envelopeKey(ofAPI: api.name, envelope: api.envelope)
    }

    /// The API's operation protocol; with an envelope data key, the key as an enum and the
    /// decoding through it, so that a call unwraps its response with a key the compiler knows.
    private func emitOperationProtocol(into writer: inout SwiftWriter) {
        let protocolName = Self.operationProtocolName(api)
        writer.line("/// A call of the \(api.name) API: what its request values conform to.")
        writer.line("public protocol \(protocolName): APIOperation {}")
        guard let dataKey = api.envelope?.dataKey, let keyName = Self.envelopeKeyName(api) else { return }
        writer.blank()
        writer.line("/// The key of the envelope that holds a response's value.")
        writer.line("@usableFromInline")
        writer.block("enum \(keyName): String, EnvelopeDataKey") { writer in
            writer.line("case payload = \(dataKey.swiftLiteral)")
        }
        writer.blank()
        writer.block("extension \(protocolName) where Response: Decodable") { writer in
            writer.docs("Decodes the JSON body from under the envelope's `\(dataKey)` key, and the call's unwrap path.")
            writer.line("@inlinable")
            writer.block("public static func decodeResponse(_ response: ResponseContext) throws(BinderyError) -> Response") {
                $0.line("try response.decodeJSON(Response.self, envelopeKey: \(keyName).self)")
            }
        }
    }

    private func clientDocs() -> String {
        var docs = DocText.nonEmpty(api.docs)?.trimmingTrailingWhitespace ?? "A client of the \(api.name) API."
        if let version = api.version { docs += "\n\nAPI version: \(version)." }
        if api.servers.isEmpty { docs += "\n\nThe spec names no server: create the client with the API's base URL, `init(baseURL:)`." }
        return docs
    }

    private func emitServerEnum(into writer: inout SwiftWriter) {
        writer.line("/// The environments the API is served from.")
        writer.block("public enum Server: String, Sendable, CaseIterable") { writer in
            for server in api.servers {
                writer.docs(DocText.nonEmpty(server.docs) ?? "`\(server.url)`")
                let name = SwiftNaming.memberName(server.name)
                writer.line("case \(SwiftNaming.escaped(name))" + (name == server.name ? "" : " = \(server.name.swiftLiteral)"))
            }
            writer.blank()
            writer.line("/// The environment's base URL.")
            writer.block("public var url: URL") { writer in
                writer.switchBlock("switch self") { writer in
                    for server in api.servers {
                        writer.line("case .\(SwiftNaming.escaped(SwiftNaming.memberName(server.name))): URL(validated: \(server.url.swiftLiteral))")
                    }
                }
            }
            writer.blank()
            writer.line("/// Whether the spec lets this environment use plain `http://`.")
            writer.block("public var allowsInsecureHTTP: Bool") { writer in
                let insecure = api.servers.filter(\.allowsInsecureHTTP)
                if insecure.isEmpty {
                    writer.line("false")
                } else {
                    writer.line("[\(insecure.map { ".\(SwiftNaming.escaped(SwiftNaming.memberName($0.name)))" }.joined(separator: ", "))].contains(self)")
                }
            }
        }
    }

    /// Credential and shared-parameter arguments: those the caller must give first, then those
    /// with a default (the API Design Guidelines' order), each group in the spec's order.
    var configurationArguments: [ConfigurationArgument] {
        var result: [ConfigurationArgument] = []
        let required = Set(api.requiredCredentialSchemes)
        for scheme in api.authSchemes {
            let isRequired = required.contains(scheme.name)
            let type = scheme.kind.credentialSwiftType
            result.append(ConfigurationArgument(
                source: .authScheme(scheme), label: scheme.swiftName,
                parameter: SignatureParameter(
                    name: scheme.swiftName, type: isRequired ? type : type + "?", defaultValue: isRequired ? nil : "nil"),
                docs: DocText.nonEmpty(scheme.docs) ?? "The credential of the `\(scheme.name)` scheme.",
                hasDefault: !isRequired))
            if scheme.takesTokenProvider {
                result.append(ConfigurationArgument(
                    source: .tokenProvider(scheme), label: scheme.providerSwiftName,
                    parameter: SignatureParameter(name: scheme.providerSwiftName, type: "(any TokenProvider)?", defaultValue: "nil"),
                    docs: "Gives the `\(scheme.name)` scheme's tokens when no fixed one is given, and new ones after a 401.",
                    hasDefault: true))
            }
        }
        for parameter in api.sharedParameters {
            // Required values without a default are arguments the caller must give.
            let isOptional = parameter.defaultValue == nil && !parameter.required
            let type = types.name(of: parameter.type, optional: isOptional)
            let literal = parameter.defaultValue.flatMap { SwiftLiteral.literal($0.value, of: parameter.type, models: types.modelsByName) }
                ?? (isOptional ? "nil" : nil)
            result.append(ConfigurationArgument(
                source: .sharedParameter(parameter), label: parameter.swiftName,
                parameter: SignatureParameter(name: parameter.swiftName, type: type, defaultValue: literal),
                docs: DocText.nonEmpty(parameter.docs) ?? "Sent as `\(parameter.wireName)`.", hasDefault: literal != nil))
        }
        return result.filter { !$0.hasDefault } + result.filter(\.hasDefault)
    }

    /// The `- Parameters:` list of an initializer: the configuration arguments, the one that
    /// says where the API is (`server`'s or `baseURL`'s line), then the common ones.
    private func emitParameterDocs(_ arguments: [ConfigurationArgument], server: String, into writer: inout SwiftWriter) {
        writer.line("///")
        writer.line("/// - Parameters:")
        for argument in arguments {
            // Written as a line of its own: a carriage return must not start another.
            if let summary = DocText.summary(SwiftWriter.commentSafe(argument.docs)) {
                writer.line("///   - \(argument.label): \(summary)")
            }
        }
        writer.line("///   - \(server)")
        writer.line("///   - transport: What sends the requests; `URLSessionTransport` unless you plug in another.")
        writer.line("///   - middlewares: Interceptors run around every attempt, first one outermost.")
        writer.line("///   - configure: Changes made last to the configuration the spec describes, credentials")
        writer.line("///     included: a timeout, a retry policy, a response size limit.")
    }

    /// What both initializers do: the spec's configuration of `baseURL`, then the caller's
    /// transport, middlewares, credentials and changes.
    private func emitInitializerBody(baseURL: String, fromServer: Bool, forwarding forwarded: [String], into writer: inout SwiftWriter) {
        writer.line("var configuration = Self.defaultConfiguration(baseURL: \(baseURL))")
        if fromServer { writer.line("configuration.allowsInsecureHTTP = server.allowsInsecureHTTP") }
        writer.line("configuration.transport = transport")
        writer.line("configuration.middlewares = middlewares")
        writer.line(DeclarationWrapping.call("Self.apply", arguments: forwarded, indentation: writer.indentation))
        writer.line("configure(&configuration)")
        writer.line("self.init(configuration: configuration)")
    }

    /// The arguments every client initializer ends with.
    private static let commonInitializerParameters = [
        SignatureParameter(name: "transport", type: "any ClientTransport", defaultValue: "URLSessionTransport()"),
        SignatureParameter(name: "middlewares", type: "[any ClientMiddleware]", defaultValue: "[]"),
        SignatureParameter(name: "configure", type: "(inout ClientConfiguration) -> Void", defaultValue: "{ _ in }"),
    ]

    /// The parameters of `init(…, baseURL:, …)`: the required base URL goes before the
    /// configuration arguments with defaults.
    var baseURLInitializerParameters: [SignatureParameter] {
        let arguments = configurationArguments
        return arguments.filter { !$0.hasDefault }.map(\.parameter) + [SignatureParameter(name: "baseURL", type: "URL")]
            + arguments.filter(\.hasDefault).map(\.parameter) + Self.commonInitializerParameters
    }

    /// The parameters of `init(…, server:, …)`, or nil when the spec names no server and the
    /// client has no such initializer.
    var serverInitializerParameters: [SignatureParameter]? {
        guard let first = api.servers.first else { return nil }
        let server = SignatureParameter(
            name: "server", type: "Server", defaultValue: ".\(SwiftNaming.escaped(SwiftNaming.memberName(first.name)))")
        return configurationArguments.map(\.parameter) + [server] + Self.commonInitializerParameters
    }

    /// An initializer's full name, for DocC links: `init(apiKey:server:transport:middlewares:configure:)`.
    static func initializerSelector(_ parameters: [SignatureParameter]) -> String {
        "init(\(parameters.map { "\($0.label ?? $0.name):" }.joined()))"
    }

    private func emitInitializers(into writer: inout SwiftWriter) {
        let arguments = configurationArguments
        let forwarded = arguments.map { "\(SwiftNaming.callLabel($0.label)): \(SwiftNaming.escaped($0.label))" }
            + ["to: &configuration"]

        let urlInit = FunctionSignature(
            modifiers: ["public"], kind: .initializer, parameters: baseURLInitializerParameters, layout: .onePerLine)
        if let serverParameters = serverInitializerParameters {
            writer.line("/// Creates a client of one of the API's environments.")
            emitParameterDocs(arguments, server: "server: The environment to call.", into: &writer)
            let serverInit = FunctionSignature(
                modifiers: ["public"], kind: .initializer, parameters: serverParameters, layout: .onePerLine)
            writer.block(serverInit) { writer in
                emitInitializerBody(baseURL: "server.url", fromServer: true, forwarding: forwarded, into: &writer)
            }
            writer.blank()
            writer.line("/// Creates a client of any base URL: a staging host, a proxy, a local test server.")
            writer.line("///")
            writer.line("/// The other arguments are those of ``\(Self.initializerSelector(serverParameters))``.")
        } else {
            writer.line("/// Creates a client of the API at `baseURL`.")
            emitParameterDocs(arguments, server: "baseURL: The API's base URL: every call's path is appended to it.", into: &writer)
        }
        writer.block(urlInit) { writer in
            emitInitializerBody(baseURL: "baseURL", fromServer: false, forwarding: forwarded, into: &writer)
        }
        writer.blank()
        writer.line("/// Creates a client from a complete configuration; start from ``defaultConfiguration(baseURL:)``.")
        writer.block("public init(configuration: ClientConfiguration)") {
            $0.line("client = BinderyClient(configuration: configuration)")
        }
        writer.blank()
        // Every value is passed on, so none needs a default.
        let applyParameters = arguments.map(\.parameter.withoutDefault)
            + [SignatureParameter(label: "to", name: "configuration", type: "inout ClientConfiguration")]
        let apply = FunctionSignature(modifiers: ["private", "static"], kind: .function(name: "apply"), parameters: applyParameters)
        writer.block(apply) { writer in
            for scheme in api.authSchemes {
                let value = SwiftNaming.escaped(scheme.swiftName)
                let credential: String
                switch scheme.kind {
                case .apiKeyHeader(let name): credential = ".apiKeyHeader(name: \(name.swiftLiteral), key: \(value))"
                case .apiKeyQuery(let name): credential = ".apiKeyQuery(name: \(name.swiftLiteral), key: \(value))"
                case .bearer: credential = ".bearer(\(value))"
                case .basic: credential = ".basic(\(value))"
                }
                if api.requiredCredentialSchemes.contains(scheme.name) {
                    writer.line("configuration.credentials[\(scheme.name.swiftLiteral)] = \(credential)")
                } else {
                    writer.block("if let \(value)") {
                        $0.line("configuration.credentials[\(scheme.name.swiftLiteral)] = \(credential)")
                    }
                }
                if scheme.takesTokenProvider {
                    let provider = SwiftNaming.escaped(scheme.providerSwiftName)
                    writer.block("if let \(provider)") {
                        $0.line("configuration.tokenProviders[\(scheme.name.swiftLiteral)] = \(provider)")
                    }
                }
            }
            for parameter in api.sharedParameters {
                let value = SwiftNaming.escaped(parameter.swiftName)
                let required = parameter.required && parameter.place != .path ? ", isRequired: true" : ""
                writer.line("configuration.setSharedParameter(\(parameter.wireName.swiftLiteral), in: .\(parameter.place.rawValue), to: \(value)\(required))")
            }
        }
    }
}
