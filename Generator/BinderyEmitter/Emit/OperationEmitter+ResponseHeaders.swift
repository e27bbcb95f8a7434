import BinderySpec

/// Emits what an endpoint's `response.headers` give: the `ResponseHeaders` struct nested in its
/// request value, and the `<name>WithResponse` method that returns the value with them.
extension OperationEmitter {
    /// The runtime's reader of each header type (`HTTPFields.headerInteger(_:)`): one per spec
    /// type, in the order of ``ResponseHeaderSpec/allowedTypes``.
    static func headerReader(of type: TypeReference) -> String {
        switch type {
        case .integer: "headerInteger"
        case .number: "headerNumber"
        case .boolean: "headerBoolean"
        case .dateTime: "headerDate"
        default: "headerString"
        }
    }

    func emitResponseHeaders(of endpoint: EndpointSpec, into writer: inout SwiftWriter) {
        let headers = endpoint.response.headers
        if let owner = sharedResponseHeaders[endpoint.swiftName] {
            writer.line("/// The headers the spec declares for the call's responses, as it declares them for")
            writer.line("/// ``\(owner)/\(GeneratedTypeNames.responseHeaders)``.")
            writer.line("public typealias \(GeneratedTypeNames.responseHeaders) = \(owner).\(GeneratedTypeNames.responseHeaders)")
            return
        }
        writer.line("/// The headers the spec declares for the call's responses: each is nil when the response")
        writer.line("/// lacks it or its value does not read as its type.")
        writer.block("public struct \(GeneratedTypeNames.responseHeaders): DeclaredResponseHeaders, Hashable") { writer in
            for header in headers {
                writer.docs(DocText.nonEmpty(header.docs) ?? "`\(header.name)`.")
                writer.line("public var \(SwiftNaming.escaped(header.swiftName)): \(types.name(of: header.type, optional: true))")
            }
            writer.blank()
            writer.line("/// Reads the declared headers from a response's header fields.")
            writer.block("public init(_ headerFields: HTTPFields)") { writer in
                for header in headers {
                    writer.line(
                        "self.\(SwiftNaming.escaped(header.swiftName)) = headerFields.\(Self.headerReader(of: header.type))(\(header.name.swiftLiteral))")
                }
            }
        }
    }

    func emitWithResponseMethod(_ endpoint: EndpointSpec, arguments: [Argument], into writer: inout SwiftWriter) {
        let requestType = Self.requestTypeName(endpoint)
        writer.line("/// ``\(methodSelector(endpoint, arguments: arguments))`` with the response it came in: the value")
        writer.line("/// (`body`), the declared headers (`headers`), the status and every header field.")
        writer.deprecation(endpoint.deprecated)
        let method = FunctionSignature(
            modifiers: ["public"],
            kind: .function(name: GeneratedTypeNames.withResponseMethod(ofEndpoint: endpoint.swiftName)),
            parameters: arguments.map(\.parameter), isAsync: true, throwsClause: .typed("BinderyError"),
            returnType: "APIResponse<\(requestType)>")
        writer.block(method) {
            $0.line(DeclarationWrapping.nestedCall(
                "try await self.client.sendWithResponse", callee: requestType, arguments: arguments.map(\.forwarding),
                indentation: $0.indentation))
        }
    }
}
