/// Emits the API-level file: the client type, its servers and the configuration the spec gives.
struct ClientEmitter {
    let api: APISpec
    let types: SwiftTypeNames

    var clientName: String { "\(api.name)Client" }

    func emit(into writer: inout SwiftWriter) {
        writer.docs(clientDocs())
        writer.block("public struct \(clientName): Sendable") { writer in
            writer.line("/// The runtime client that sends every call; send a request value with it directly")
            writer.line("/// (`client.send(GetThingRequest(...))`) when a method's shape does not fit.")
            writer.line("public let client: BinderyClient")
            writer.blank()
            emitServerEnum(into: &writer)
            writer.blank()
            emitInitializers(into: &writer)
            writer.blank()
            emitDefaultConfiguration(into: &writer)
        }
        if let errorModel = api.errorModel, let model = types.modelsByName[errorModel.model] {
            writer.blank()
            emitErrorModelConformance(errorModel, model: model, into: &writer)
        }
    }

    private func clientDocs() -> String {
        var docs = api.docs?.trimmingTrailingWhitespace ?? "A client of the \(api.name) API."
        if let version = api.version { docs += "\n\nAPI version: \(version)." }
        return docs
    }

    private func emitServerEnum(into writer: inout SwiftWriter) {
        writer.line("/// The environments the API is served from.")
        writer.block("public enum Server: String, Sendable, CaseIterable") { writer in
            for server in api.servers {
                writer.docs(server.docs ?? "`\(server.url)`")
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

    /// Credential and shared-parameter arguments, in the order the spec declares them.
    private var configurationArguments: [(label: String, declaration: String, docs: String)] {
        var result: [(String, String, String)] = []
        let required = Set(api.defaultAuth)
        for scheme in api.authSchemes {
            let isRequired = required.contains(scheme.name)
            result.append((
                scheme.swiftName,
                "\(scheme.swiftName): String\(isRequired ? "" : "? = nil")",
                scheme.docs ?? "The credential of the `\(scheme.name)` scheme."
            ))
        }
        for parameter in api.sharedParameters {
            let type = types.name(of: parameter.type, optional: parameter.defaultValue == nil)
            let literal = parameter.defaultValue.flatMap { SwiftLiteral.literal($0, of: parameter.type, models: types.modelsByName) } ?? "nil"
            result.append((parameter.swiftName, "\(parameter.swiftName): \(type) = \(literal)", parameter.docs ?? "Sent as `\(parameter.wireName)`."))
        }
        return result
    }

    private func emitInitializers(into writer: inout SwiftWriter) {
        let arguments = configurationArguments
        let common = [
            "transport: any ClientTransport = URLSessionTransport()",
            "middlewares: [any ClientMiddleware] = []",
        ]
        let defaultServer = api.servers.first.map { SwiftNaming.escaped(SwiftNaming.memberName($0.name)) } ?? "production"
        let forwarded = arguments.map { "\($0.label): \($0.label)" }.joined(separator: ", ")

        writer.line("/// Creates a client of one of the API's environments.")
        writer.line("///")
        writer.line("/// - Parameters:")
        for argument in arguments { writer.line("///   - \(argument.label): \(argument.docs.firstLine)") }
        writer.line("///   - server: The environment to call.")
        writer.line("///   - transport: What sends the requests; `URLSessionTransport` unless you plug in another.")
        writer.line("///   - middlewares: Interceptors run around every attempt, first one outermost.")
        let serverInit = (arguments.map(\.declaration) + ["server: Server = .\(defaultServer)"] + common)
        writer.block("public init(\n        \(serverInit.joined(separator: ",\n        "))\n    )") { writer in
            writer.line("var configuration = Self.defaultConfiguration(baseURL: server.url)")
            writer.line("configuration.allowsInsecureHTTP = server.allowsInsecureHTTP")
            writer.line("configuration.transport = transport")
            writer.line("configuration.middlewares = middlewares")
            writer.line("Self.apply(\(forwarded.isEmpty ? "" : forwarded + ", ")to: &configuration)")
            writer.line("self.init(configuration: configuration)")
        }
        writer.blank()
        writer.line("/// Creates a client of any base URL: a staging host, a proxy, a local test server.")
        let urlInit = arguments.map(\.declaration) + ["baseURL: URL"] + common
        writer.block("public init(\n        \(urlInit.joined(separator: ",\n        "))\n    )") { writer in
            writer.line("var configuration = Self.defaultConfiguration(baseURL: baseURL)")
            writer.line("configuration.transport = transport")
            writer.line("configuration.middlewares = middlewares")
            writer.line("Self.apply(\(forwarded.isEmpty ? "" : forwarded + ", ")to: &configuration)")
            writer.line("self.init(configuration: configuration)")
        }
        writer.blank()
        writer.line("/// Creates a client from a complete configuration; start from ``defaultConfiguration(baseURL:)``.")
        writer.block("public init(configuration: ClientConfiguration)") {
            $0.line("client = BinderyClient(configuration: configuration)")
        }
        writer.blank()
        let applyParameters = arguments.map { argument -> String in
            let declaration = argument.declaration
            return declaration.components(separatedBy: " = ").first ?? declaration
        } + ["to configuration: inout ClientConfiguration"]
        writer.block("private static func apply(\(applyParameters.joined(separator: ", ")))") { writer in
            for scheme in api.authSchemes {
                let credential: String
                switch scheme.kind {
                case .apiKeyHeader(let name): credential = ".apiKeyHeader(\(name.swiftLiteral), \(scheme.swiftName))"
                case .apiKeyQuery(let name): credential = ".apiKeyQuery(\(name.swiftLiteral), \(scheme.swiftName))"
                case .bearer: credential = ".bearer(\(scheme.swiftName))"
                }
                if api.defaultAuth.contains(scheme.name) {
                    writer.line("configuration.credentials[\(scheme.name.swiftLiteral)] = \(credential)")
                } else {
                    writer.block("if let \(scheme.swiftName)") {
                        $0.line("configuration.credentials[\(scheme.name.swiftLiteral)] = \(credential)")
                    }
                }
            }
            for parameter in api.sharedParameters {
                let value = parameter.swiftName
                writer.line("configuration.setSharedParameter(\(parameter.wireName.swiftLiteral), in: .\(parameter.place.rawValue), to: \(value))")
            }
        }
    }

    private func emitDefaultConfiguration(into writer: inout SwiftWriter) {
        writer.line("/// The configuration the spec describes, without credentials: retries, rate limit, envelope, errors.")
        writer.block("public static func defaultConfiguration(baseURL: URL) -> ClientConfiguration") { writer in
            writer.line("var configuration = ClientConfiguration(baseURL: baseURL)")
            if let retry = api.retry {
                writer.line(
                    "configuration.retryPolicy = RetryPolicy(maxAttempts: \(retry.maxAttempts), initialDelay: \(duration(retry.initialDelay)), maxDelay: \(duration(retry.maxDelay)))"
                )
            }
            if let limit = api.rateLimit {
                var arguments: [String] = []
                if let requests = limit.requests, let per = limit.perSeconds {
                    arguments.append("requests: \(requests), per: \(duration(per))")
                }
                if let header = limit.limitHeader { arguments.append("limitHeader: \(header.swiftLiteral)") }
                if let header = limit.remainingHeader { arguments.append("remainingHeader: \(header.swiftLiteral)") }
                if let header = limit.resetHeader { arguments.append("resetHeader: \(header.swiftLiteral)") }
                writer.line("configuration.rateLimitPolicy = RateLimitPolicy(")
                for (index, argument) in arguments.enumerated() {
                    writer.line("    \(argument)\(index == arguments.count - 1 ? "" : ",")")
                }
                writer.line(")")
            }
            if let envelope = api.envelope {
                var arguments: [String] = []
                if let key = envelope.dataKey { arguments.append("dataKey: \(key.swiftLiteral)") }
                if let key = envelope.errorKey { arguments.append("errorKey: \(key.swiftLiteral)") }
                if let key = envelope.errorFlagKey { arguments.append("errorFlagKey: \(key.swiftLiteral)") }
                writer.line("configuration.envelope = Envelope(\(arguments.joined(separator: ", ")))")
            }
            if let errorModel = api.errorModel, let model = types.modelsByName[errorModel.model] {
                writer.line("configuration.errorModel = ErrorModelDecoding(\(model.swiftName).self)")
            }
            if api.dateFormat != .iso8601 {
                writer.line("configuration.dateFormat = .\(api.dateFormat.rawValue)")
            }
            writer.line("return configuration")
        }
    }

    private func emitErrorModelConformance(_ errorModel: ErrorModelSpec, model: ModelSpec, into writer: inout SwiftWriter) {
        writer.block("extension \(model.swiftName): ServerErrorModel") { writer in
            for (property, fieldName) in [("serverErrorCode", errorModel.codeField), ("serverErrorMessage", errorModel.messageField)] {
                writer.line("/// The `\(fieldName ?? "-")` of the body, as text.")
                guard let fieldName, let field = model.fields.first(where: { $0.wireName == fieldName }) else {
                    writer.line("public var \(property): String? { nil }")
                    continue
                }
                let name = SwiftNaming.escaped(field.swiftName)
                let value: String
                switch (field.type, field.isOptional) {
                case (.string, true): value = name
                case (.string, false): value = "Optional(\(name))"
                case (_, true): value = "\(name).map { \"\\($0)\" }"
                case (_, false): value = "\"\\(\(name))\""
                }
                writer.line("public var \(property): String? { \(value) }")
            }
        }
    }

    /// `.milliseconds(500)` or `.seconds(30)`.
    private func duration(_ seconds: Double) -> String {
        if seconds == seconds.rounded() { return ".seconds(\(Int(seconds)))" }
        return ".milliseconds(\(Int((seconds * 1000).rounded())))"
    }
}

extension String {
    fileprivate var firstLine: String {
        split(separator: "\n").first.map(String.init) ?? self
    }
}
