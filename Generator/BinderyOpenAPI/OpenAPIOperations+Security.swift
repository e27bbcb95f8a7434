import BinderySpec
/// `security` requirements, the document's and each operation's, as the auth schemes a call
/// sends.
///
/// OpenAPI lists alternatives, any one of which will do, each a set of schemes sent together;
/// the spec language gives an endpoint one set. The first alternative whose schemes the client
/// can send is taken; an empty alternative (`{}`) makes those schemes optional, so that the
/// call goes anonymous without a credential.
extension OpenAPITranslation {
    /// The schemes a `security` list has the client send, marking them optional when the
    /// list also accepts no credentials. `owner` names the list in messages; `overlayChooses`:
    /// an overlay's `defaultAuth` decides what the list's calls send, so the choice made here
    /// is not reported.
    mutating func chosenSchemes(_ security: YAMLNode, owner: String, overlayChooses: Bool = false) -> [String] {
        guard case .sequence(let alternatives) = security.content else {
            diagnostics.warning(
                "the 'security' of \(owner) must be a list of requirements, not \(security.kindDescription); it is not read",
                at: security.location)
            return []
        }
        var allowsAnonymous = false
        var usable: [[String]] = []
        var unsendable: [String] = []
        for alternative in alternatives {
            let names = alternative.entries.map(\.key)
            if names.isEmpty {
                allowsAnonymous = true
                continue
            }
            var sendable = true
            for name in names where !operations.authSchemes.contains(where: { $0.name == name }) {
                sendable = false
                unsendable.append(name)
                if document.root["components"]?["securitySchemes"]?[name] == nil {
                    diagnostics.warning(
                        "the 'security' of \(owner) names '\(name)', which components.securitySchemes does not declare; that requirement is not used",
                        at: alternative.location)
                }
            }
            if sendable { usable.append(names) }
        }
        guard let chosen = usable.first else {
            if !alternatives.isEmpty, !allowsAnonymous, !overlayChooses {
                diagnostics.warning(
                    "none of the 'security' requirements of \(owner) can be sent by the client (\(unsendable.joined(separator: ", "))), so its calls go without credentials; add an auth scheme in an overlay",
                    at: security.location)
            }
            return []
        }
        let others = usable.dropFirst().filter { $0 != chosen }
        if !others.isEmpty, !overlayChooses {
            diagnostics.warning(
                "\(owner) accepts any one of several credentials (\(([chosen] + others).map { $0.joined(separator: " + ") }.joined(separator: ", "))); the spec language gives a call one, so it sends \(chosen.joined(separator: " + "))",
                at: security.location)
        }
        if allowsAnonymous { operations.optionalSchemes.formUnion(chosen) }
        return chosen
    }

    /// An operation's `auth`: nil when it is the document's own (`defaultAuth`).
    mutating func operationAuth(_ security: YAMLNode, title: String) -> YAMLNode? {
        let chosen = chosenSchemes(security, owner: "operation \(title)")
        guard chosen != (operations.defaultAuth?.value ?? []) else { return nil }
        return .list(chosen.map { .text($0, at: security.location) }, at: security.location)
    }
}
