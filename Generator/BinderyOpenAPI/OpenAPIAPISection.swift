import BinderySpec

/// The `api` section: `info`, `servers`, `securitySchemes` and `security`, then (once the
/// operations are read) the schemes some operation lets go anonymous and the error model the
/// failures agree on.
extension OpenAPITranslation {
    /// Words of a title that end the API's name (`Stripe API` → `Stripe`) or say nothing of it.
    private static let titleStopWords: Set<String> = ["api", "apis", "openapi", "rest", "spec", "specification", "service", "-"]
    private static let titleFillerWords: Set<String> = ["the", "official", "a", "an"]

    /// `info`, `servers`, `securitySchemes` and `security` become the `api` section.
    mutating func translateAPISection() {
        let root = document.root
        let info = root["info"]
        let location = info?.location ?? root.location
        operations.apiLocation = location
        var head: [(String, YAMLNode)] = []
        head.append(("name", .text(Self.apiName(fromTitle: info?["title"]?.scalar), at: info?["title"]?.location ?? location)))
        if let version = info?["version"], let text = Self.docText(version) { head.append(("version", .text(text, at: version.location))) }
        let docs = [Self.docText(info?["summary"]), Self.docText(info?["description"])].compactMap { $0 }
        if !docs.isEmpty { head.append(("docs", .text(docs.joined(separator: "\n\n"), at: (info?["description"] ?? info?["summary"] ?? root).location))) }
        if !serversFromOverlay, let servers = translateServers(root["servers"], at: location) { head.append(("servers", servers)) }
        operations.apiHead = head
        translateSecuritySchemes(root["components"]?["securitySchemes"])
        if let security = root["security"] {
            operations.defaultAuth = Located(
                chosenSchemes(security, owner: "the document", overlayChooses: defaultAuthFromOverlay), at: security.location)
        }
        if let webhooks = root["webhooks"], !webhooks.entries.isEmpty {
            diagnostics.warning("the document's webhooks are left out: a client makes calls and does not receive them", at: webhooks.location)
        }
        setAPISection(apiSectionNode())
    }

    /// Completes the `api` section with what the operations showed: optional schemes and the
    /// error model.
    mutating func completeAPISection() {
        setAPISection(apiSectionNode())
    }

    /// The API's name from the document's title: its words up to one that says "API", as a
    /// type name (`OpenAI API` → `OpenAI`, `GitHub's official OpenAPI spec` → `GitHub`).
    static func apiName(fromTitle title: String?) -> String {
        var words: [String] = []
        for word in (title ?? "").split(whereSeparator: \.isWhitespace) {
            var word = String(word)
            if word.hasSuffix("'s") || word.hasSuffix("’s") { word.removeLast(2) }
            let lowered = word.lowercased()
            if titleStopWords.contains(lowered), !words.isEmpty { break }
            if titleFillerWords.contains(lowered) || titleStopWords.contains(lowered) { continue }
            words.append(word)
        }
        let name = SwiftNaming.typeName(words.joined(separator: " "))
        guard SwiftNaming.isValidIdentifier(name), !name.hasPrefix("_") else { return "API" }
        return name
    }

    /// The `api` node from what is known so far.
    private mutating func apiSectionNode() -> YAMLNode {
        let location = operations.apiLocation ?? document.root.location
        var entries = operations.apiHead
        if !operations.authSchemes.isEmpty {
            let schemes = operations.authSchemes.map { scheme -> (String, YAMLNode) in
                var schemeEntries = scheme.entries
                if operations.optionalSchemes.contains(scheme.name) {
                    schemeEntries.append(("optional", .plain("true", at: scheme.location)))
                }
                return (scheme.name, .map(schemeEntries, at: scheme.location))
            }
            entries.append(("auth", .map(schemes, at: location)))
        }
        if let defaultAuth = operations.defaultAuth, !defaultAuth.value.isEmpty {
            entries.append(("defaultAuth", .list(defaultAuth.value.map { .text($0, at: defaultAuth.location) }, at: defaultAuth.location)))
        }
        entries += errorModelEntries()
        return .map(entries, at: location)
    }
}
