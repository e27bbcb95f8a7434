import BinderyGenerator

/// Compares auth schemes (what the client initializer takes) and `defaultAuth` (which the
/// endpoints that say nothing follow). Endpoints' own auth lists are compared by
/// `EndpointComparator`, except those that follow a changed `defaultAuth`, reported here once.
struct AuthComparator {
    let context: ComparisonContext

    private var old: APISpec { context.old.spec }
    private var new: APISpec { context.new.spec }

    /// Pairs schemes by name, then by what they send (a rename).
    static func match(_ context: ComparisonContext) -> Matching<AuthSchemeSpec> {
        Matching(
            old: context.old.spec.authSchemes, new: context.new.spec.authSchemes, key: \.name,
            renameRules: [{ a, b in a.kind == b.kind ? 1 : nil }])
    }

    /// Old scheme name → new scheme name.
    static func renames(_ context: ComparisonContext) -> [String: String] {
        Dictionary(match(context).pairs.map { ($0.old.name, $0.new.name) }, uniquingKeysWith: { first, _ in first })
    }

    func compare(into changes: inout [Change]) {
        let matching = Self.match(context)
        let oldRequired = Set(old.requiredCredentialSchemes)
        let newRequired = Set(new.requiredCredentialSchemes)
        for (was, now, renamed) in matching.pairs {
            let at = context.new.location(now.location)
            let key = "auth:\(now.name)"
            let before = context.oldSwift.clientInitializer(showing: "auth:\(was.name)")
            let after = context.newSwift.clientInitializer(showing: key)
            if renamed {
                let labelChanged = was.swiftName != now.swiftName
                changes.append(
                    Change(
                        .authSchemeRenamed, subject: was.name + "->" + now.name,
                        travels: .none, sourceBreaks: labelChanged,
                        message: "Auth scheme '\(was.name)' is now called '\(now.name)' (it sends the same credential).",
                        wireReason: "the credential is sent the same way",
                        sourceReason: labelChanged ? "the client initializer's argument `\(was.swiftName):` becomes `\(now.swiftName):`" : "the initializer argument keeps its label",
                        migration: labelChanged ? "rename the initializer argument `\(was.swiftName):` to `\(now.swiftName):`" : nil,
                        swiftBefore: [before], swiftAfter: [after], location: at))
            } else if was.swiftName != now.swiftName {
                changes.append(
                    Change(
                        .authSchemeSwiftNameChanged, subject: now.name, travels: .none,
                        message: "The credential of auth scheme '\(now.name)' is now passed as `\(now.swiftName):`, was `\(was.swiftName):`.",
                        wireReason: "the credential is sent the same way", sourceReason: "the initializer argument is renamed",
                        migration: "rename the initializer argument `\(was.swiftName):` to `\(now.swiftName):`",
                        swiftBefore: [before], swiftAfter: [after], location: at))
            }
            if was.kind != now.kind {
                let wasType = was.kind.credentialSwiftType
                let isType = now.kind.credentialSwiftType
                let typeChanged = wasType != isType
                changes.append(
                    Change(
                        .authSchemeChanged, subject: now.name, travels: .request, sourceBreaks: typeChanged,
                        message: "Auth scheme '\(now.name)' now sends \(describe(now.kind)), was \(describe(was.kind)).",
                        wireReason: "old apps send the credential where the server no longer looks",
                        sourceReason: typeChanged
                            ? "the initializer argument `\(now.swiftName):` takes a `\(isType)`, was a `\(wasType)`"
                            : "the initializer argument is unchanged",
                        migration: typeChanged ? "pass the credential as a `\(isType)`" : nil,
                        swiftBefore: typeChanged ? [before] : [], swiftAfter: typeChanged ? [after] : [],
                        endpoints: users(of: now.name, in: new), location: at))
            }
            let wasRequired = oldRequired.contains(was.name)
            let isRequired = newRequired.contains(now.name)
            if wasRequired != isRequired {
                // Membership of defaultAuth, or else `optional` or `tokenProvider`, decided it.
                let byDefaultAuth = old.defaultAuth.contains(was.name) != new.defaultAuth.contains(now.name)
                changes.append(
                    Change(
                        isRequired ? .authSchemeRequired : .authSchemeOptional, subject: now.name, travels: .none,
                        message: isRequired
                            ? (byDefaultAuth
                                ? "Auth scheme '\(now.name)' joined defaultAuth: its credential is now required to create the client."
                                : "Auth scheme '\(now.name)' is no longer optional: its credential is now required to create the client.")
                            : (byDefaultAuth
                                ? "Auth scheme '\(now.name)' left defaultAuth: its credential is now optional."
                                : "Auth scheme '\(now.name)' is now optional or takes a token provider: its credential is now optional."),
                        wireReason: "what each endpoint sends is reported on the endpoints",
                        sourceReason: isRequired
                            ? "`\(now.swiftName): \(now.kind.credentialSwiftType)` no longer has a default"
                            : "`\(now.swiftName):` becomes `\(now.kind.credentialSwiftType)? = nil`; calls that pass it compile",
                        swiftBefore: [before], swiftAfter: [after], location: at))
            }
        }
        compareTokenProviders(matching, into: &changes)
        for scheme in matching.added {
            let isRequired = newRequired.contains(scheme.name)
            changes.append(
                Change(
                    .authSchemeAdded, subject: scheme.name, travels: .none, sourceBreaks: isRequired,
                    message: "Auth scheme '\(scheme.name)' (\(describe(scheme.kind))) was added.",
                    wireReason: "endpoints that start requiring it are reported on their own",
                    sourceReason: isRequired
                        ? "it is in defaultAuth: the client initializer gains the required argument `\(scheme.swiftName): \(scheme.kind.credentialSwiftType)`"
                        : "the client initializer gains `\(scheme.swiftName): \(scheme.kind.credentialSwiftType)? = nil`",
                    swiftBefore: [context.oldSwift.clientInitializer()],
                    swiftAfter: [context.newSwift.clientInitializer(showing: "auth:\(scheme.name)")],
                    location: context.new.location(scheme.location)))
        }
        for scheme in matching.removed {
            changes.append(
                Change(
                    .authSchemeRemoved, subject: scheme.name, travels: .none,
                    message: "Auth scheme '\(scheme.name)' (\(describe(scheme.kind))) was removed.",
                    wireReason: "what the endpoints that used it now require is reported on the endpoints",
                    sourceReason: "the client initializer loses its `\(scheme.swiftName):` argument",
                    swiftBefore: [context.oldSwift.clientInitializer(showing: "auth:\(scheme.name)")],
                    swiftAfter: [context.newSwift.clientInitializer()],
                    location: context.old.location(scheme.location), anchor: context.new.location(new.location)))
        }
        compareDefaultAuth(into: &changes)
    }

    /// The endpoints that follow `defaultAuth` in both specs, when it changed: one change for all.
    private func compareDefaultAuth(into changes: inout [Change]) {
        let renames = Self.renames(context)
        let oldDefault = Set(old.defaultAuth.map { renames[$0] ?? $0 })
        let newDefault = Set(new.defaultAuth)
        guard oldDefault != newDefault else { return }
        let followers = Self.defaultFollowers(context)
        guard !followers.isEmpty else { return }
        let added = newDefault.subtracting(oldDefault).sorted()
        let removed = oldDefault.subtracting(newDefault).sorted()
        let breaks = !added.isEmpty
        let location = new.declaration.defaultAuth.first.map { context.new.location($0.location) } ?? context.new.location(new.location)
        changes.append(
            Change(
                breaks ? .endpointAuthAdded : .endpointAuthRemoved, subject: "defaultAuth", travels: .request,
                message: "defaultAuth is now \(list(new.defaultAuth)), was \(list(old.defaultAuth)): every endpoint that follows it "
                    + (breaks ? "now requires \(added.joined(separator: ", "))" : "no longer requires \(removed.joined(separator: ", "))") + ".",
                wireReason: breaks ? "old apps do not send the new credential" : "old apps send a credential that is no longer needed",
                sourceReason: "credentials are configured on the client; the initializer is reported on the schemes",
                endpoints: followers, location: location))
    }

    /// New names of the endpoints whose auth is the default in both specs.
    static func defaultFollowers(_ context: ComparisonContext) -> [String] {
        let renames = renames(context)
        let oldDefault = context.old.spec.defaultAuth
        let newDefault = context.new.spec.defaultAuth
        guard Set(oldDefault.map { renames[$0] ?? $0 }) != Set(newDefault) else { return [] }
        let oldByName = Dictionary(context.old.spec.endpoints.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(context.new.spec.endpoints.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [String] = []
        for (oldName, newName) in context.endpointNames {
            guard let was = oldByName[oldName], let now = newByName[newName] else { continue }
            if was.auth == oldDefault, now.auth == newDefault { result.append(newName) }
        }
        return result.sorted()
    }

    private func list(_ names: [String]) -> String { "[\(names.joined(separator: ", "))]" }

    private func describe(_ kind: AuthSchemeSpec.Kind) -> String {
        switch kind {
        case .apiKeyHeader(let name): "an API key in the header '\(name)'"
        case .apiKeyQuery(let name): "an API key in the query parameter '\(name)'"
        case .bearer: "a bearer token"
        case .basic: "HTTP basic credentials (a user name and a password)"
        }
    }

    private func users(of scheme: String, in spec: APISpec) -> [String] {
        spec.endpoints.filter { $0.auth.contains(scheme) }.map(\.name).sorted()
    }
}

extension AuthComparator {
    /// A scheme of both versions that gained or lost `tokenProvider`, which adds or removes the
    /// initializers' `<scheme>Provider:` argument.
    func compareTokenProviders(_ matching: Matching<AuthSchemeSpec>, into changes: inout [Change]) {
        for (was, now, _) in matching.pairs where was.takesTokenProvider != now.takesTokenProvider {
            let added = now.takesTokenProvider
            let key = "provider:\(now.name)"
            changes.append(
                Change(
                    added ? .authSchemeTokenProviderAdded : .authSchemeTokenProviderRemoved, subject: now.name,
                    travels: .none,
                    message: added
                        ? "Auth scheme '\(now.name)' takes a token provider: the client's initializers gain `\(now.providerSwiftName):`."
                        : "Auth scheme '\(now.name)' no longer takes a token provider: `\(was.providerSwiftName):` is gone.",
                    wireReason: "the credential is sent the same way",
                    sourceReason: added ? "a new argument with a default" : "calls that pass the provider stop compiling",
                    migration: added ? nil : "set `configuration.tokenProviders[\"\(now.name)\"]` in `configure:` instead",
                    swiftBefore: [added ? context.oldSwift.clientInitializer() : context.oldSwift.clientInitializer(showing: key)],
                    swiftAfter: [added ? context.newSwift.clientInitializer(showing: key) : context.newSwift.clientInitializer()],
                    location: context.new.location(now.location)))
        }
    }
}
