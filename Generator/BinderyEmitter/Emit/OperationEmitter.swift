import BinderyHTTP
import BinderySpec

/// Emits one endpoint: its request value, and the client methods that send it.
struct OperationEmitter {
    let api: APISpec
    let types: SwiftTypeNames
    /// Whether any model has a `secret` field: when none has (no OpenAPI document can say one),
    /// no call walks its body's and response's model graph for them, which for Stripe's 468
    /// calls was an eighth of generating.
    private let hasSecretFields: Bool
    /// For an endpoint whose headers another endpoint's `ResponseHeaders` struct declares, that
    /// endpoint's request type (``ResponseHeaderSharing``).
    let sharedResponseHeaders: [String: String]

    init(api: APISpec, types: SwiftTypeNames) {
        self.api = api
        self.types = types
        hasSecretFields = api.declaration.models.contains { $0.fields.contains(where: \.secret) }
        sharedResponseHeaders = ResponseHeaderSharing.owners(in: api.endpoints, requestType: Self.requestTypeName)
    }

    /// One argument of the request initializer and the client methods.
    struct Argument {
        var label: String
        var type: String
        var defaultValue: String?
        var docs: String?
        var deprecated: String?
        /// Whether the client method declares it without a label
        /// (``CallArguments/omitsLabel(ofFirstArgument:inMethod:)``); the request initializer
        /// always labels it.
        var omitsLabel = false

        /// Its parameter in a signature.
        var parameter: SignatureParameter {
            SignatureParameter(label: omitsLabel ? "_" : nil, name: label, type: type, defaultValue: defaultValue)
        }

        /// Its piece of the method's name: `label:`, or `_:` without a label.
        var selectorPiece: String { omitsLabel ? "_:" : "\(label):" }

        /// `label: label`, passing the argument of the same name on.
        var forwarding: String {
            "\(SwiftNaming.callLabel(label)): \(SwiftNaming.escaped(label))"
        }
    }

    static func requestTypeName(_ endpoint: EndpointSpec) -> String {
        GeneratedTypeNames.request(ofEndpoint: endpoint.swiftName)
    }

    // MARK: - Request value

    func emitRequest(_ endpoint: EndpointSpec, into writer: inout SwiftWriter) {
        let typeName = Self.requestTypeName(endpoint)
        let arguments = self.arguments(of: endpoint)
        writer.docs(
            "The request of ``\(GeneratedTypeNames.client(ofAPI: api.name))/\(methodSelector(endpoint, arguments: arguments))``."
                + (DocText.nonEmpty(endpoint.docs).map { "\n\n" + $0 } ?? ""))
        writer.deprecation(endpoint.deprecated)
        let conformances = ClientEmitter.operationProtocolName(api)
            + (endpoint.response.headers.isEmpty ? "" : ", DeclaresResponseHeaders")
        writer.block("public struct \(typeName): \(conformances)") { writer in
            writer.line("public typealias \(GeneratedTypeNames.response) = \(responseTypeName(endpoint))")
            writer.blank()
            emitDescriptor(endpoint, into: &writer)
            writer.blank()
            for argument in arguments {
                writer.docs(argument.docs, deprecated: argument.deprecated)
                writer.line("public var \(SwiftNaming.escaped(argument.label)): \(argument.type)")
            }
            writer.blank()
            writer.line("/// Creates the request.")
            if arguments.isEmpty {
                writer.line("public init() {}")
                // No input: every call sends the same request, which the client builds once.
                writer.blank()
                writer.line("public static var encodesFixedRequest: Bool { true }")
            } else {
                let initializer = FunctionSignature(
                    modifiers: ["public"], kind: .initializer, parameters: arguments.map(\.parameter))
                writer.block(initializer) { writer in
                    for argument in arguments {
                        writer.line("self.\(SwiftNaming.escaped(argument.label)) = \(SwiftNaming.escaped(argument.label))")
                    }
                }
            }
            writer.blank()
            writer.block("public func encode(into request: inout RequestParts) throws(BinderyError)") { writer in
                emitEncodeBody(endpoint, into: &writer)
            }
            if endpoint.response.isText {
                writer.blank()
                writer.line("/// Reads the body as plain text.")
                writer.block("public static func decodeResponse(_ response: ResponseContext) throws(BinderyError) -> String") {
                    $0.line("try response.text()")
                }
            } else if endpoint.response.isBinary {
                writer.blank()
                writer.line("/// Returns the body's bytes as they came.")
                writer.block("public static func decodeResponse(_ response: ResponseContext) throws(BinderyError) -> Data") {
                    $0.line("response.body")
                }
            }
            if !endpoint.response.headers.isEmpty {
                writer.blank()
                emitResponseHeaders(of: endpoint, into: &writer)
            }
            if endpoint.errors.contains(where: { $0.name != nil }) {
                writer.blank()
                emitFailureEnum(endpoint, into: &writer)
            }
        }
        let secretParts = endpoint.multipart?.parts.filter(\.secret).map(\.swiftName) ?? []
        let secretLabels = Set(endpoint.parameters.filter(\.secret).map(\.swiftName) + secretParts)
        if !secretLabels.isEmpty {
            writer.blank()
            let children = arguments.map { argument in
                SecretMirror.Child(
                    name: argument.label, isSecret: secretLabels.contains(argument.label),
                    isOptional: argument.type.hasSuffix("?"))
            }
            SecretMirror.emit(for: typeName, children: children, into: &writer)
        }
    }

    private func emitDescriptor(_ endpoint: EndpointSpec, into writer: inout SwiftWriter) {
        var arguments = [
            "id: \(endpoint.name.swiftLiteral)",
            "method: .\(endpoint.method.lowercased())",
            "path: \(endpoint.path.swiftLiteral)",
        ]
        if endpoint.response.statuses != [200] {
            arguments.append("successStatuses: [\(endpoint.response.statuses.map(String.init).joined(separator: ", "))]")
        }
        if !endpoint.response.unwrapPath.isEmpty {
            arguments.append("unwrapping: [\(endpoint.response.unwrapPath.map(\.swiftLiteral).joined(separator: ", "))]")
        }
        // Stated only where the endpoint overrides its method: the runtime defaults the rest.
        if let declared = endpoint.declaredIdempotent, declared != IdempotentMethods.contains(endpoint.method) {
            arguments.append("isIdempotent: \(declared)")
        }
        if !endpoint.auth.isEmpty {
            arguments.append("auth: [\(endpoint.auth.map(\.swiftLiteral).joined(separator: ", "))]")
        }
        if !endpoint.sharedParameters.isEmpty {
            arguments.append("sharedParameters: [\(endpoint.sharedParameters.map(\.swiftLiteral).joined(separator: ", "))]")
        }
        if let baseURL = endpoint.baseURL?.value { arguments.append("baseURL: \(baseURL.swiftLiteral)") }
        if !endpoint.errors.isEmpty {
            let errors = endpoint.errors.map { error in
                var parts = ["status: \(error.status)"]
                if let code = error.code { parts.append("code: \(code.swiftLiteral)") }
                if let docs = DocText.nonEmpty(error.docs) { parts.append("summary: \(docs.swiftLiteral)") }
                let text = ".init(\(parts.joined(separator: ", ")))"
                // The entries sit two levels below the descriptor; a long summary goes on a line of its own.
                guard writer.indentation + 8 + text.utf8.count + 1 > DeclarationWrapping.lineLimit, parts.count > 1 else { return text }
                return ".init(\n            \(parts.dropLast().joined(separator: ", ")),\n            \(parts[parts.count - 1]))"
            }
            arguments.append("documentedErrors: [\n        " + errors.joined(separator: ",\n        ") + ",\n    ]")
        }
        if let header = endpoint.idempotencyKeyHeader { arguments.append("idempotencyKeyHeader: \(header.swiftLiteral)") }
        arguments += resilienceArguments(endpoint)
        // Secrets of the request body (echoed back by a server) and of the response (in the
        // excerpt of a response that fails to decode).
        let secretTypes = [endpoint.body?.type, endpoint.response.type].compactMap { $0 } + multipartValueTypes(endpoint)
        let secretFields = Set(secretTypes.flatMap { secretFieldNames(in: $0) }).sorted()
        if !secretFields.isEmpty {
            arguments.append("secretFields: [\(secretFields.map(\.swiftLiteral).joined(separator: ", "))]")
        }
        // No doc comment: DocC shows the protocol requirement's.
        let oneLine = "public static let descriptor = OperationDescriptor(\(arguments.joined(separator: ", ")))"
        if oneLine.count <= DeclarationWrapping.continuationLimit, !oneLine.contains("\n") {
            writer.line(oneLine)
            return
        }
        writer.line("public static let descriptor = OperationDescriptor(")
        for (index, argument) in arguments.enumerated() {
            writer.line("    " + argument + (index == arguments.count - 1 ? "" : ","))
        }
        writer.line(")")
    }

    /// The wire names of the `secret` fields a value of `type` can hold, at any depth, sorted.
    private func secretFieldNames(in type: TypeReference) -> [String] {
        guard hasSecretFields else { return [] }
        var names: Set<String> = []
        var seen: Set<String> = []
        var pending = type.namedReferences
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let model = types.modelsByName[name] else { continue }
            for field in model.fields {
                if field.secret { names.insert(field.wireName) }
                pending.append(contentsOf: field.type.namedReferences)
            }
            pending.append(contentsOf: model.unionMemberTypes.flatMap(\.namedReferences))
        }
        return names.sorted()
    }

    /// A stored property as `encode(into request:)` reads it: one named `request` would be
    /// shadowed by the builder argument, so it is read through `self`.
    private func propertyReference(_ swiftName: String) -> String {
        swiftName == "request" ? "self.request" : SwiftNaming.escaped(swiftName)
    }

    private func emitEncodeBody(_ endpoint: EndpointSpec, into writer: inout SwiftWriter) {
        writer.line("request.path = \(interpolatedPath(endpoint))")
        for header in endpoint.constantHeaders {
            writer.line("try request.setConstantHeader(\(header.name.swiftLiteral), \(header.value.swiftLiteral))")
        }
        for parameter in endpoint.parameters {
            let name = propertyReference(parameter.swiftName)
            switch parameter.place {
            case .path:
                continue
            case .query:
                let style = parameter.style == .repeated ? "" : ", style: .\(parameter.style.rawValue)"
                let secret = parameter.secret ? ", isSecret: true" : ""
                writer.line("request.addQuery(\(parameter.wireName.swiftLiteral), \(name)\(style)\(secret))")
            case .header:
                let secret = parameter.secret ? ", isSecret: true" : ""
                writer.line("try request.setHeader(\(parameter.wireName.swiftLiteral), \(name)\(secret))")
            }
        }
        if let body = endpoint.body, body.encoding == .form {
            writer.line("try request.setFormBody(\(propertyReference(body.swiftName)))")
        } else if let body = endpoint.body, body.encoding == .binary {
            writer.line("request.setBinaryBody(\(propertyReference(body.swiftName)), contentType: \(body.mediaType.swiftLiteral))")
        } else if let body = endpoint.body, body.encoding == .text {
            writer.line("request.setTextBody(\(propertyReference(body.swiftName)), contentType: \(body.mediaType.swiftLiteral))")
        } else if let body = endpoint.body {
            let wrap = body.wrapKey.map { ", wrappedIn: \($0.swiftLiteral)" } ?? ""
            // A body of UUIDs goes in lowercase, as a model's UUID fields do.
            let label = body.type.holdsUUIDs ? "lowercasingUUIDsIn: " : ""
            writer.line("try request.setJSONBody(\(label)\(propertyReference(body.swiftName))\(wrap))")
        }
        if let multipart = endpoint.multipart { emitMultipartBody(multipart, into: &writer) }
    }

    /// `"/trackings/\(slug)/\(trackingNumber)"`; the runtime percent-encodes each value.
    private func interpolatedPath(_ endpoint: EndpointSpec) -> String {
        var result = ""
        for segment in endpoint.pathTemplate.segments {
            switch segment {
            case .literal(let text):
                result += text.swiftLiteral.dropFirst().dropLast()
            case .placeholder(let wireName):
                if let parameter = endpoint.parameters.first(where: { $0.place == .path && $0.wireName == wireName }) {
                    result += "\\(\(propertyReference(parameter.swiftName)))"
                } else {
                    // A shared path value the client was configured with (a merchant id).
                    result += "\\(request.sharedPathValue(\(wireName.swiftLiteral)))"
                }
            }
        }
        return "\"\(result)\""
    }

    // MARK: - Client methods

    func emitMethods(_ endpoint: EndpointSpec, into writer: inout SwiftWriter) {
        let initializerArguments = self.arguments(of: endpoint)
        let arguments = methodArguments(initializerArguments, of: endpoint)
        let requestType = Self.requestTypeName(endpoint)
        let response = responseTypeName(endpoint)
        let forwarded = arguments.map(\.forwarding)
        let parameters = arguments.map(\.parameter)

        writer.docs(methodDocs(endpoint, arguments: arguments))
        writer.deprecation(endpoint.deprecated)
        if let stream = endpoint.response.stream {
            emitStreamMethod(endpoint, format: stream.value, arguments: arguments, into: &writer)
            return
        }
        let method = FunctionSignature(
            modifiers: ["public"], kind: .function(name: endpoint.swiftName), parameters: parameters, isAsync: true,
            throwsClause: .typed("BinderyError"), returnType: response == "Void" ? nil : response)
        writer.block(method) {
            $0.line(DeclarationWrapping.nestedCall(
                "try await self.client.send", callee: requestType, arguments: forwarded, indentation: $0.indentation))
        }
        if !endpoint.response.headers.isEmpty {
            writer.blank()
            emitWithResponseMethod(endpoint, arguments: arguments, into: &writer)
        }
        if api.completionHandlers {
            writer.blank()
            writer.line("/// ``\(methodSelector(endpoint, arguments: arguments))`` for callers that are not async:")
            writer.line("/// `completion` runs once, on an arbitrary thread, with the result.")
            writer.deprecation(endpoint.deprecated)
            writer.line("@discardableResult")
            let completion = SignatureParameter(
                name: "completion", type: "@escaping @Sendable (Result<\(response), BinderyError>) -> Void")
            let completionMethod = FunctionSignature(
                modifiers: ["public"], kind: .function(name: endpoint.swiftName), parameters: parameters + [completion],
                returnType: "Task<Void, Never>")
            writer.block(completionMethod) {
                $0.line(DeclarationWrapping.nestedCall(
                    "self.client.send", callee: requestType, arguments: forwarded, trailing: ["completion: completion"],
                    indentation: $0.indentation))
            }
        }
        if let pagination = endpoint.pagination {
            writer.blank()
            emitPages(endpoint, pagination: pagination, arguments: initializerArguments, into: &writer)
        }
    }

    private func methodDocs(_ endpoint: EndpointSpec, arguments: [Argument]) -> String {
        // Without docs the summary already names the route; do not repeat it.
        var docs = DocText.nonEmpty(endpoint.docs).map { "\($0)\n\n`\(endpoint.method) \(endpoint.path)`" }
            ?? "Calls `\(endpoint.method) \(endpoint.path)`."
        if let body = endpoint.body, body.encoding != .json {
            docs += "\n\nThe body is sent as `\(body.mediaType)`."
        }
        if let multipart = endpoint.multipart {
            docs += "\n\nThe body is sent as `multipart/form-data`." + (DocText.nonEmpty(multipart.docs).map { " \($0)" } ?? "")
        }
        // Only what the spec documents: an undocumented argument gets no entry, and a list with
        // no entry no header.
        if let parameters = DocText.parameterList(arguments.map { ($0.label, $0.docs) }) { docs += "\n\n\(parameters)" }
        if let responseDocs = DocText.nonEmpty(endpoint.response.docs) { docs += "\n- Returns: \(responseDocs)" }
        var throwsDocs = "- Throws: `BinderyError`"
        if !endpoint.errors.isEmpty {
            let hasNames = endpoint.errors.contains { $0.name != nil }
            throwsDocs += hasNames
                ? "; `\(Self.requestTypeName(endpoint)).Failure(error)` tells the documented failures apart:"
                : "; documented failures:"
            for error in endpoint.errors {
                let code = error.code.map { " (code \($0))" } ?? ""
                let name = error.name.map { " `.\($0)`" } ?? ""
                let text = DocText.nonEmpty(error.docs).map { ": \($0)" } ?? ""
                throwsDocs += "\n  - \(error.status)\(code)\(name)\(text)"
            }
        }
        return docs + "\n" + throwsDocs
    }

    // MARK: - Shared pieces

    /// The client method's arguments: those of the request initializer, the first one without
    /// a label when its label would only repeat the end of the method's name.
    func methodArguments(_ arguments: [Argument], of endpoint: EndpointSpec) -> [Argument] {
        var arguments = arguments
        if let first = arguments.first,
            CallArguments.omitsLabel(ofFirstArgument: first.label, inMethod: endpoint.swiftName)
        {
            arguments[0].omitsLabel = true
        }
        return arguments
    }

    /// The client method's full name, for DocC links: `createItem(_:locale:)`.
    func methodSelector(_ endpoint: EndpointSpec, arguments: [Argument]) -> String {
        "\(endpoint.swiftName)(\(methodArguments(arguments, of: endpoint).map(\.selectorPiece).joined()))"
    }

    /// The arguments in ``CallArguments``' order, which `bindery diff` shares.
    func arguments(of endpoint: EndpointSpec) -> [Argument] {
        CallArguments.sources(of: endpoint).map { source in
            switch source {
            case .parameter(let parameter): argument(for: parameter)
            case .part(let part): argument(for: part)
            case .body(let body):
                Argument(
                    label: body.swiftName, type: types.name(of: body.type, optional: !body.required),
                    defaultValue: body.required ? nil : "nil", docs: body.docs)
            }
        }
    }

    func argument(for parameter: ParameterSpec) -> Argument {
        let literal = parameter.defaultValue.flatMap { SwiftLiteral.literal($0.value, of: parameter.type, models: types.modelsByName) }
        var docs = DocText.nonEmpty(parameter.docs)
        if let value = parameter.defaultValue?.value { docs = (docs.map { $0.trimmingTrailingWhitespace + " " } ?? "") + "Defaults to `\(value)`." }
        return Argument(
            label: parameter.swiftName,
            type: types.name(of: parameter.type, optional: parameter.isOptionalArgument),
            defaultValue: literal ?? (parameter.isOptionalArgument ? "nil" : nil),
            docs: docs, deprecated: parameter.deprecated)
    }

    func responseTypeName(_ endpoint: EndpointSpec) -> String {
        endpoint.response.type.map { types.name(of: $0) } ?? "Void"
    }

    func responseModel(_ endpoint: EndpointSpec) -> ModelSpec? {
        guard case .named(let name)? = endpoint.response.type else { return nil }
        return types.modelsByName[name]
    }
}

extension ParameterSpec {
    /// Whether the Swift argument is optional: not required and with no default to fill in.
    var isOptionalArgument: Bool { !required && defaultValue == nil }
}
