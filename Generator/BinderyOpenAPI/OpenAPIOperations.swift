import BinderySpec
/// What the `api` section and the operations stage keep while a document is translated: the
/// pieces of the `api` section that the operations complete (schemes that some operation lets go
/// without credentials, the error model the failures agree on), and the names already taken.
struct OpenAPIOperationState {
    /// The `api` section's entries before `auth`: name, version, docs, servers.
    var apiHead: [(String, YAMLNode)] = []
    /// Where the `api` section comes from: the document's `info`, or its root.
    var apiLocation: SourceLocation?
    /// The translated auth schemes, in the document's order.
    var authSchemes: [OpenAPIAuthScheme] = []
    /// The schemes of the document's own `security`, which endpoints use unless they say otherwise.
    var defaultAuth: Located<[String]>?
    /// Schemes that some operation (or the whole document) also accepts calls without.
    var optionalSchemes: Set<String> = []
    /// The error schemas of failure responses, to find the one they agree on.
    var errorSchemas = OpenAPIErrorSchemaTally()
    /// Endpoint names (the spec's keys) already taken.
    var endpointNames: Set<String> = []
    /// Endpoint Swift names already taken.
    var endpointSwiftNames: Set<String> = []
    /// The event-stream twins of operations, added once every operation has its name.
    var eventStreamTwins: [OpenAPIEventStreamTwin] = []
}

/// The endpoint that reads an operation's server-sent events when its success status offers
/// them beside a whole body: the operation's endpoint with that `response`, named `<name>Stream`.
struct OpenAPIEventStreamTwin {
    /// The operation's endpoint name and Swift name.
    var name: String
    var swiftName: String
    /// The operation's endpoint entries, `swiftName` left out.
    var entries: [(String, YAMLNode)]
    var eventStream: YAMLNode
    /// The translated file of the operation.
    var file: String
    var location: SourceLocation
}

/// An auth scheme of `components.securitySchemes` in the spec language.
struct OpenAPIAuthScheme {
    /// The component's name, which `security` requirements use.
    var name: String
    /// The scheme's entries (`type`, `name`, `docs`), without `optional`.
    var entries: [(String, YAMLNode)]
    var location: SourceLocation
}

/// The HTTP methods an OpenAPI path item may hold, and the spec language's name of each.
enum OpenAPIMethod: String, CaseIterable {
    case get, put, post, delete, options, head, patch, trace

    /// The spec language's method, or nil when it has none (OPTIONS and TRACE).
    var specMethod: String? {
        switch self {
        case .options, .trace: nil
        default: rawValue.uppercased()
        }
    }

    /// The keys of a path item that are not operations.
    static let pathItemKeys: Set<String> = ["$ref", "summary", "description", "servers", "parameters"]
}

extension OpenAPITranslation {
    /// Each operation of `paths` becomes an endpoint in the file of its first tag; then the
    /// `api` section is completed with what the operations showed.
    mutating func translateOperations() {
        if let paths = document.root["paths"] {
            for (path, item) in paths.entries {
                translatePathItem(path, item)
            }
        }
        addEventStreamTwins()
        completeAPISection()
    }

    /// An endpoint per operation that offers server-sent events beside a whole body, after the
    /// operations, so that no operation's own name changes for one: `createChatCompletionStream`
    /// beside `createChatCompletion`. A twin whose name an operation has, or whose request
    /// value's name a schema has, is left out: the document's names stay as they are.
    private mutating func addEventStreamTwins() {
        for twin in operations.eventStreamTwins {
            let name = twin.name + GeneratedTypeNames.eventStreamTwinSuffix
            let swiftName = twin.swiftName + GeneratedTypeNames.eventStreamTwinSuffix
            let requestType = GeneratedTypeNames.request(ofEndpoint: swiftName)
            guard !operations.endpointNames.contains(name), !operations.endpointSwiftNames.contains(swiftName),
                !schemas.takenNames.contains(requestType.lowercased())
            else {
                diagnostics.warning(
                    "the text/event-stream form of operation '\(twin.name)' is not generated: '\(name)' (its request '\(requestType)') is taken; an overlay can add it under another name",
                    at: twin.eventStream.location)
                continue
            }
            operations.endpointNames.insert(name)
            operations.endpointSwiftNames.insert(swiftName)
            var entries = twin.entries.map { $0.0 == "response" ? ($0.0, twin.eventStream) : $0 }
            if swiftName != SwiftNaming.memberName(name) {
                entries.insert(("swiftName", .text(swiftName, at: twin.location)), at: 0)
            }
            currentFile = twin.file
            addEndpoint(name, .map(entries, at: twin.location))
        }
    }

    /// The operations of one path item.
    private mutating func translatePathItem(_ path: String, _ item: YAMLNode) {
        guard let resolved = resolve(item) else { return }
        let pathItem = resolved.node
        guard case .mapping = pathItem.content else {
            diagnostics.warning("path '\(path)' must be a mapping of operations, not \(pathItem.kindDescription); it is left out", at: pathItem.location)
            return
        }
        for (key, operation) in pathItem.entries {
            if OpenAPIMethod.pathItemKeys.contains(key) || key.hasPrefix("x-") { continue }
            guard let method = OpenAPIMethod(rawValue: key) else {
                diagnostics.warning(
                    "'\(key)' of path '\(path)' is not an HTTP method of OpenAPI (get, put, post, delete, options, head, patch, trace); it is left out",
                    at: operation.location)
                continue
            }
            translateOperation(OpenAPIOperation(path: path, method: method, node: operation, pathItem: pathItem))
        }
    }

    /// One operation: an endpoint, or a warning saying why it is left out.
    private mutating func translateOperation(_ operation: OpenAPIOperation) {
        let node = operation.node
        let title = "\(operation.method.rawValue.uppercased()) \(operation.path)"
        guard let method = operation.method.specMethod else {
            diagnostics.warning(
                "operation \(title) is left out: the spec language has no \(operation.method.rawValue.uppercased()) method (it has GET, POST, PUT, PATCH, DELETE and HEAD)",
                at: node.location)
            return
        }
        guard case .mapping = node.content else {
            diagnostics.warning("operation \(title) must be a mapping, not \(node.kindDescription); it is left out", at: node.location)
            return
        }
        if operation.path.contains("?") || operation.path.contains("#") {
            diagnostics.warning(
                "operation \(title) is left out: its path has a query or fragment, which a path of the spec language cannot hold; add the call in an overlay",
                at: node.location)
            return
        }
        let names = endpointName(for: operation)
        currentFile = Self.operationFileName(tag: node["tags"]?.items.first?.scalar, path: operation.path)
        var entries: [(String, YAMLNode)] = []
        if names.swiftName != SwiftNaming.memberName(names.name) {
            entries.append(("swiftName", .text(names.swiftName, at: node["operationId"]?.location ?? node.location)))
        }
        if let docs = operationDocs(operation) { entries.append(("docs", docs)) }
        if let deprecated = node["deprecated"], deprecated.scalar == "true" {
            entries.append(("deprecated", .plain("true", at: deprecated.location)))
        }
        entries.append(("method", .text(method, at: node.location)))
        entries.append(("path", .text(operation.path, at: node.location)))
        if let baseURL = operationBaseURL(operation) { entries.append(("baseURL", baseURL)) }
        let context = OpenAPIOperationContext(name: names.swiftName, method: method, title: title)
        let parameters = translateParameters(of: operation, context: context)
        if !parameters.isEmpty { entries.append(("parameters", .map(parameters, at: node["parameters"]?.location ?? node.location))) }
        if let body = node["requestBody"], let translated = translateRequestBody(body, context: context) {
            entries.append(("body", translated))
        }
        let responses = translateResponses(node["responses"], context: context, at: node.location)
        if let response = responses.response { entries.append(("response", response)) }
        if !responses.errors.isEmpty { entries.append(("errors", .list(responses.errors, at: node["responses"]?.location ?? node.location))) }
        if let security = node["security"], let auth = operationAuth(security, title: title) { entries.append(("auth", auth)) }
        for key in ["callbacks"] where node[key] != nil {
            diagnostics.warning(
                "the callbacks of operation \(title) are left out: a client makes calls and does not receive them",
                at: node[key]?.location ?? node.location)
        }
        if let eventStream = responses.eventStream {
            operations.eventStreamTwins.append(
                OpenAPIEventStreamTwin(
                    name: names.name, swiftName: names.swiftName, entries: entries.filter { $0.0 != "swiftName" },
                    eventStream: eventStream, file: currentFile, location: node.location))
        }
        addEndpoint(names.name, .map(entries, at: node.location))
    }
}

/// An operation of the document and the path item it is in.
struct OpenAPIOperation {
    var path: String
    var method: OpenAPIMethod
    var node: YAMLNode
    var pathItem: YAMLNode
}

/// What the parts of an operation's translation name it by.
struct OpenAPIOperationContext {
    /// The endpoint's Swift name: `createIssue`; suggested type names start with it.
    let name: String
    /// The spec language's method: `POST`.
    let method: String
    /// The operation as messages name it: `POST /repos/{owner}/{repo}/issues`.
    let title: String
    /// `CreateIssue`: made once, as every parameter and body of the operation asks for it.
    private let typeNamePrefix: String

    init(name: String, method: String, title: String) {
        self.name = name
        self.method = method
        self.title = title
        typeNamePrefix = SwiftNaming.typeName(name)
    }

    /// A type name for something of the operation: `CreateIssue` + `Body`.
    func typeName(_ suffix: String) -> String {
        typeNamePrefix + SwiftNaming.typeName(suffix)
    }
}
