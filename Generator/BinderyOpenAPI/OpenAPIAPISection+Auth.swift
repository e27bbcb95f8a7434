import BinderySpec
/// `components.securitySchemes` as the spec language's auth schemes: an API key in a header or
/// the query, bearer tokens (HTTP bearer, OAuth 2 and OpenID Connect, whose access tokens are
/// sent as bearer tokens) and HTTP basic. Others are left out with a warning.
extension OpenAPITranslation {
    /// Reads every security scheme into ``OpenAPIOperationState/authSchemes``.
    mutating func translateSecuritySchemes(_ node: YAMLNode?) {
        for (name, value) in node?.entries ?? [] {
            guard let scheme = resolve(value)?.node else { continue }
            if let entries = authSchemeEntries(name, scheme) {
                operations.authSchemes.append(OpenAPIAuthScheme(name: name, entries: entries, location: value.location))
            }
        }
    }

    /// The entries of one scheme (`type`, `name`, `docs`); nil, with a warning, for a scheme
    /// the spec language cannot send.
    private mutating func authSchemeEntries(_ name: String, _ scheme: YAMLNode) -> [(String, YAMLNode)]? {
        let location = scheme.location
        let type = scheme["type"]?.scalar ?? ""
        var entries: [(String, YAMLNode)] = []
        var docs = Self.docText(scheme["description"])
        switch type {
        case "apiKey":
            let place = scheme["in"]?.scalar ?? ""
            guard let keyName = scheme["name"]?.scalar, !keyName.isEmpty, ["header", "query"].contains(place) else {
                let reason = place == "cookie"
                    ? "the spec language sends API keys in a header or the query, not a cookie"
                    : "an apiKey scheme needs a 'name' and 'in' (header or query)"
                return leftOut(name, reason: reason, at: location)
            }
            entries.append(("type", .text(place == "header" ? "apiKeyHeader" : "apiKeyQuery", at: location)))
            entries.append(("name", .text(keyName, at: scheme["name"]?.location ?? location)))
        case "http":
            let httpScheme = (scheme["scheme"]?.scalar ?? "").lowercased()
            guard ["bearer", "basic"].contains(httpScheme) else {
                return leftOut(name, reason: "the spec language has no HTTP '\(httpScheme)' auth, only bearer tokens and basic", at: location)
            }
            entries.append(("type", .text(httpScheme, at: location)))
        case "oauth2", "openIdConnect":
            // The client sends an access token it is given; getting one is the app's part.
            entries.append(("type", .text("bearer", at: location)))
            let how = type == "oauth2" ? "An OAuth 2 access token" : "An OpenID Connect access token"
            docs = [docs, "\(how), sent as a bearer token."].compactMap { $0 }.joined(separator: "\n\n")
        default:
            return leftOut(
                name, reason: "the spec language has no '\(type)' auth (it has API keys in a header or the query, bearer tokens and basic)",
                at: location)
        }
        if let docs { entries.append(("docs", .text(docs, at: scheme["description"]?.location ?? location))) }
        return entries
    }

    private mutating func leftOut(_ name: String, reason: String, at location: SourceLocation) -> [(String, YAMLNode)]? {
        diagnostics.warning("security scheme '\(name)' is left out: \(reason)", at: location)
        return nil
    }
}
