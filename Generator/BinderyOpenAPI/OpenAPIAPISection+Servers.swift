import BinderySpec
/// `servers`: each an absolute URL in the spec language, its variables at their defaults;
/// an operation's or path item's own servers make its `baseURL`.
extension OpenAPITranslation {
    /// The `servers` of the `api` section; nil (with a warning) when the document names no
    /// server the client can call: the client is then made with a base URL its caller gives.
    mutating func translateServers(_ node: YAMLNode?, at location: SourceLocation) -> YAMLNode? {
        let items = node?.items ?? []
        var servers: [(String, YAMLNode)] = []
        var names: Set<String> = []
        var relativePaths: [String] = []
        for (index, server) in items.enumerated() {
            guard let url = serverURL(server, owner: "the document") else {
                if let template = server["url"]?.scalar, template.hasPrefix("/") { relativePaths.append(template) }
                continue
            }
            let name = Self.unique(Self.serverName(server, index: servers.isEmpty ? 0 : index), among: names)
            names.insert(name)
            var entries: [(String, YAMLNode)] = [("url", .text(url, at: server.location))]
            if let docs = Self.serverDocs(server) { entries.append(("docs", .text(docs, at: server.location))) }
            if url.lowercased().hasPrefix("http://") {
                entries.append(("allowInsecureHTTP", .plain("true", at: server.location)))
                diagnostics.warning(
                    "server '\(url)' is plain http: calls to it, credentials included, are not encrypted", at: server.location)
            }
            servers.append((name, .map(entries, at: server.location)))
        }
        guard !servers.isEmpty else {
            let path = relativePaths.first.map { " that ends in '\($0)'" } ?? ""
            diagnostics.warning(
                "the document names no server with an absolute URL, so the client has no 'Server' list and is made with a base URL\(path) (init(baseURL:)); an overlay can name one ('api: servers: production: https://…')",
                at: node?.location ?? location)
            return nil
        }
        return .map(servers, at: node?.location ?? location)
    }

    /// An operation's `baseURL`: the first of its own (or its path item's) servers, when it is
    /// not the document's first.
    mutating func operationBaseURL(_ operation: OpenAPIOperation) -> YAMLNode? {
        guard let servers = operation.node["servers"] ?? operation.pathItem["servers"], let first = servers.items.first else { return nil }
        let title = "operation \(operation.method.rawValue.uppercased()) \(operation.path)"
        if servers.items.count > 1 {
            diagnostics.warning(
                "\(title) names \(servers.items.count) servers; the spec language gives a call one base URL, so it uses the first",
                at: servers.location)
        }
        guard let url = serverURL(first, owner: title) else { return nil }
        let documentFirst = document.root["servers"]?.items.first.flatMap { $0["url"]?.scalar }
        guard url != documentFirst else { return nil }
        return .text(url, at: first.location)
    }

    /// A server's URL with its variables at their defaults; nil, with a warning, when it is
    /// relative or a variable has no default.
    private mutating func serverURL(_ server: YAMLNode, owner: String) -> String? {
        guard let template = server["url"]?.scalar, !template.isEmpty else {
            diagnostics.warning("a server of \(owner) has no 'url'; it is left out", at: server.location)
            return nil
        }
        var url = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            url += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                url += rest[open...]
                rest = ""
                break
            }
            let variable = String(rest[rest.index(after: open)..<close])
            guard let value = server["variables"]?[variable]?["default"]?.scalar else {
                diagnostics.warning(
                    "server '\(template)' of \(owner) is left out: its variable '\(variable)' has no default", at: server.location)
                return nil
            }
            url += value
            rest = rest[rest.index(after: close)...]
        }
        url += rest
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            diagnostics.warning(
                "server '\(template)' of \(owner) is left out: the spec language needs an absolute http(s) URL, and this one is relative to wherever the document is served",
                at: server.location)
            return nil
        }
        return url
    }

    /// The server's name: from its description when that is a word or two (`Sandbox server` →
    /// `sandbox`), else `production` for the first and `server2`, `server3`, … after it.
    private static func serverName(_ server: YAMLNode, index: Int) -> String {
        let ignored: Set<String> = ["server", "servers", "api", "environment", "the", "url", "endpoint", "base"]
        let words = (docText(server["description"]) ?? "")
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map(String.init)
            .filter { !ignored.contains($0.lowercased()) }
        if (1...2).contains(words.count), let first = words.first, first.first?.isLetter == true {
            let name = SwiftNaming.memberName(words.joined(separator: " ").lowercased())
            if SwiftNaming.isValidIdentifier(name) { return name }
        }
        return index == 0 ? "production" : "server\(index + 1)"
    }

    /// A server's docs: its description and what its variables could be set to.
    private static func serverDocs(_ server: YAMLNode) -> String? {
        var parts: [String] = []
        if let description = docText(server["description"]) { parts.append(description) }
        for (name, variable) in server["variables"]?.entries ?? [] {
            var text = "`\(name)` is `\(variable["default"]?.scalar ?? "")`"
            let values = (variable["enum"]?.items ?? []).compactMap(\.scalar)
            if values.count > 1 { text += " (one of \(values.map { "`\($0)`" }.joined(separator: ", ")))" }
            if let description = docText(variable["description"]) { text += ": \(description)" }
            parts.append(text.hasSuffix(".") ? text : text + ".")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }
}
