import BinderySpec

/// The document's auth schemes that no call sends, left out of the client.
///
/// OpenAPI lets a call accept any one of several credentials, and the spec language gives it one
/// (`chosenSchemes`): a scheme that every call passed over (Stripe's `bearerAuth`, listed after
/// `basicAuth` in each `security`) would be a client initializer argument that is never sent.
/// It is left out, with a warning at the scheme, once the overlay has had its say: an overlay
/// whose `defaultAuth` or endpoint `auth` names it keeps it, and an overlay that writes `auth`
/// itself keeps all it wrote (the validator warns of what no endpoint sends there, as in any spec).
enum OpenAPIUnsentSchemes {
    /// `files` without the schemes of `documentSchemes` that neither `defaultAuth` nor any
    /// endpoint's `auth` names.
    static func leaveOut(
        from files: [TranslatedSpecFile], documentSchemes: Set<String>, overlayWritesAuth: Bool,
        diagnostics: inout DiagnosticCollector
    ) -> [TranslatedSpecFile] {
        guard !overlayWritesAuth, let apiIndex = files.firstIndex(where: { $0.root["api"]?["auth"] != nil }) else { return files }
        var named: Set<String> = []
        var hasEndpoints = false
        for file in files {
            for (_, endpoint) in file.root["endpoints"]?.entries ?? [] {
                hasEndpoints = true
                named.formUnion(names(in: endpoint["auth"]))
            }
        }
        guard hasEndpoints else { return files }
        named.formUnion(names(in: files[apiIndex].root["api"]?["defaultAuth"]))
        var result = files
        result[apiIndex].root = OpenAPIOverlay.replacing(in: files[apiIndex].root, path: ["api", "auth"]) { auth in
            guard case .mapping(let pairs) = auth.content else { return auth }
            let kept = pairs.filter { pair in
                guard let name = pair.key.scalar, documentSchemes.contains(name), !named.contains(name) else { return true }
                diagnostics.warning(
                    "auth scheme '\(name)' is left out of the client: no operation sends it; name it in an overlay's 'defaultAuth' or an endpoint's 'auth' to send it",
                    at: pair.value.location)
                return false
            }
            return YAMLNode(.mapping(kept), at: auth.location)
        }
        return result
    }

    /// The scheme names an `auth` or `defaultAuth` value holds: a name or a list of names.
    private static func names(in node: YAMLNode?) -> [String] {
        guard let node else { return [] }
        if let name = node.scalar { return [name] }
        return node.items.compactMap(\.scalar)
    }
}
