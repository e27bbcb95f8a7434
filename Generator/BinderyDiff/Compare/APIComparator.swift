import BinderyGenerator

/// Compares what the `api:` section declares: the API's name and settings, its servers, its
/// auth schemes and `defaultAuth`, and its shared parameters.
struct APIComparator {
    let context: ComparisonContext

    private var old: APISpec { context.old.spec }
    private var new: APISpec { context.new.spec }
    private var allEndpoints: [String] { new.endpoints.map(\.name).sorted() }

    func compare(into changes: inout [Change]) {
        compareSettings(into: &changes)
        compareServers(into: &changes)
        AuthComparator(context: context).compare(into: &changes)
        compareSharedParameters(into: &changes)
    }

    // MARK: - Settings

    /// `completionHandlers` turned on or off: the `completion:` overload of every call appears
    /// or goes; nothing on the wire changes.
    private func completionHandlersChange(removed: Bool, at location: ChangeLocation) -> Change {
        let client = context.newSwift.clientName
        let overload = "func <call>(…, completion: @escaping @Sendable (Result<Response, BinderyError>) -> Void) -> Task<Void, Never>"
        return Change(
            removed ? .apiCompletionHandlersRemoved : .apiCompletionHandlersAdded, subject: "completionHandlers", travels: .none,
            message: removed
                ? "The calls of `\(client)` no longer have completion-handler methods."
                : "Every call of `\(client)` now also has a completion-handler method.",
            wireReason: "the requests and responses are the same",
            sourceReason: removed
                ? "every call that passes `completion:` stops compiling" : "methods are only added; existing calls still resolve",
            migration: removed ? "call the async method, or send the request value with `client.send(_:completion:)`" : nil,
            swiftBefore: removed ? [overload] : [], swiftAfter: removed ? [] : [overload],
            endpoints: allEndpoints, location: location)
    }

    private func compareSettings(into changes: inout [Change]) {
        let at = context.new.location(new.location)
        if old.name != new.name {
            changes.append(
                Change(
                    .apiRenamed, subject: old.name + "->" + new.name, travels: .none,
                    message: "The API '\(old.name)' is now called '\(new.name)'.",
                    wireReason: "the API's name is not sent",
                    sourceReason: "the client type and the protocol of its request values are renamed",
                    migration: "rename `\(context.oldSwift.clientName)` to `\(context.newSwift.clientName)`, "
                        + "and `\(context.oldSwift.operationProtocol)` to `\(context.newSwift.operationProtocol)`",
                    swiftBefore: ["struct \(context.oldSwift.clientName)", "protocol \(context.oldSwift.operationProtocol)"],
                    swiftAfter: ["struct \(context.newSwift.clientName)", "protocol \(context.newSwift.operationProtocol)"],
                    location: at))
        }
        if old.dateFormat != new.dateFormat {
            changes.append(
                Change(
                    .apiDateFormatChanged, subject: "dateFormat", travels: .both,
                    message: "Dates are now written as \(new.dateFormat.rawValue), not \(old.dateFormat.rawValue).",
                    wireReason: "old apps write and read every `datetime` in the old format",
                    sourceReason: "Swift still sees `Date`", endpoints: allEndpoints, location: at))
        }
        if old.completionHandlers != new.completionHandlers {
            changes.append(completionHandlersChange(removed: old.completionHandlers, at: at))
        }
        if envelopeKeys(old.envelope) != envelopeKeys(new.envelope) {
            changes.append(
                Change(
                    .apiEnvelopeChanged, subject: "envelope", travels: .response,
                    message: "The response envelope changed from \(describe(old.envelope)) to \(describe(new.envelope)).",
                    wireReason: "old apps look for the payload and the error under the old keys",
                    sourceReason: "no generated declaration changes", endpoints: allEndpoints,
                    location: context.new.location(new.envelope?.location ?? new.location)))
        }
        let oldErrorModel = old.errorModel.map { [context.modelRenames[$0.model] ?? $0.model, $0.codeField?.value ?? ""] + $0.messageFields.map(\.value) }
        let newErrorModel = new.errorModel.map { [$0.model, $0.codeField?.value ?? ""] + $0.messageFields.map(\.value) }
        if oldErrorModel != newErrorModel {
            changes.append(
                Change(
                    .apiErrorModelChanged, subject: "errorModel", travels: .response,
                    message: "Failures are now described by \(describe(new.errorModel)), not \(describe(old.errorModel)).",
                    wireReason: "old apps decode failures' bodies with the old model and fields",
                    sourceReason: "the models still exist; `serverError as? \(old.errorModel.map { context.oldSwift.models[$0.model]?.swiftName ?? $0.model } ?? "Model")` stops matching at run time",
                    endpoints: allEndpoints, location: context.new.location(new.errorModel?.location ?? new.location)))
        }
        let oldPolicy = policy(old)
        let newPolicy = policy(new)
        if oldPolicy != newPolicy {
            changes.append(
                Change(
                    .apiClientPolicyChanged, subject: "policy", travels: .none,
                    message: "The client's policy changed: \(oldPolicy.joined(separator: ", ")) → \(newPolicy.joined(separator: ", ")).",
                    wireReason: "shipped apps keep their own retry and pacing",
                    sourceReason: "`defaultConfiguration(baseURL:)` returns the new values; nothing stops compiling",
                    location: context.new.location(new.retry?.location ?? new.rateLimit?.location ?? new.location)))
        }
        if old.version != new.version {
            changes.append(
                Change(
                    .apiVersionChanged, subject: "version", travels: .none,
                    message: "The API version is now \(new.version ?? "unset"), was \(old.version ?? "unset").",
                    wireReason: "the version is documentation", sourceReason: "only the client's documentation changes",
                    location: at))
        }
    }

    private func envelopeKeys(_ envelope: EnvelopeSpec?) -> [String?]? {
        envelope.map { [$0.dataKey, $0.errorKey, $0.errorFlagKey] }
    }

    private func describe(_ envelope: EnvelopeSpec?) -> String {
        guard let envelope else { return "none" }
        var parts: [String] = []
        if let key = envelope.dataKey { parts.append("data: \(key)") }
        if let key = envelope.errorKey { parts.append("error: \(key)") }
        if let key = envelope.errorFlagKey { parts.append("errorFlag: \(key)") }
        return "{\(parts.joined(separator: ", "))}"
    }

    private func describe(_ errorModel: ErrorModelSpec?) -> String {
        guard let errorModel else { return "no model" }
        var text = "'\(errorModel.model)'"
        var fields: [String] = []
        if let code = errorModel.codeField?.value { fields.append("code: \(code)") }
        if !errorModel.messageFields.isEmpty { fields.append("message: \(errorModel.messageFields.map(\.value).joined(separator: " or "))") }
        if !fields.isEmpty { text += " (\(fields.joined(separator: ", ")))" }
        return text
    }

    private func policy(_ spec: APISpec) -> [String] {
        var parts: [String] = []
        if let retry = spec.retry {
            var text = "retry \(retry.maxAttempts) attempts, \(retry.initialDelay)s to \(retry.maxDelay)s"
            if let resetAfter = retry.acrossCallsResetAfter { text += " and across calls until \(resetAfter)s without failure" }
            if let statuses = retry.statuses { text += ", statuses \(statuses.value)" }
            if let statuses = retry.rateLimitStatuses { text += ", rate limits also \(statuses.value)" }
            parts.append(text)
        } else {
            parts.append("no retry settings")
        }
        if let limit = spec.rateLimit {
            var text = "rate limit"
            if let requests = limit.requests, let per = limit.perSeconds { text += " \(requests) per \(per)s" }
            let headers = [limit.limitHeader, limit.remainingHeader, limit.resetHeader].compactMap { $0 }
            if !headers.isEmpty { text += " (\(headers.joined(separator: ", ")))" }
            parts.append(text)
        } else {
            parts.append("no rate limit")
        }
        for bucket in spec.rateLimitBuckets {
            var text = "rate limit '\(bucket.name)'"
            if let requests = bucket.limit.requests, let per = bucket.limit.perSeconds { text += " \(requests) per \(per)s" }
            let headers = [bucket.limit.limitHeader, bucket.limit.remainingHeader, bucket.limit.resetHeader].compactMap { $0 }
            if !headers.isEmpty { text += " (\(headers.joined(separator: ", ")))" }
            parts.append(text)
        }
        return parts
    }

    // MARK: - Servers

    private func compareServers(into changes: inout [Change]) {
        let matching = Matching(
            old: old.servers, new: new.servers, key: \.name,
            renameRules: [{ a, b in a.url == b.url ? 1 : nil }])
        for (was, now, renamed) in matching.pairs {
            let at = context.new.location(now.location)
            if renamed {
                let before = context.oldSwift.serverCase(was)
                let after = context.newSwift.serverCase(now)
                changes.append(
                    Change(
                        .serverRenamed, subject: was.name + "->" + now.name, travels: .none,
                        sourceBreaks: before != after,
                        message: "Server '\(was.name)' is now called '\(now.name)' (same URL).",
                        wireReason: "the URL is unchanged",
                        sourceReason: before != after ? "the `Server` case is renamed" : "the Swift case is unchanged",
                        migration: before != after ? "rename `.\(SwiftNaming.memberName(was.name))` to `.\(SwiftNaming.memberName(now.name))`" : nil,
                        swiftBefore: [before], swiftAfter: [after], location: at))
            }
            if was.url != now.url {
                changes.append(
                    Change(
                        .serverURLChanged, subject: now.name, travels: .both,
                        message: "Server '\(now.name)' moved from \(was.url) to \(now.url).",
                        wireReason: "shipped apps keep calling \(was.url)",
                        sourceReason: "`\(context.newSwift.serverCase(now))` keeps its name", endpoints: allEndpoints,
                        location: at))
            }
        }
        for server in matching.added {
            changes.append(
                Change(
                    .serverAdded, subject: server.name, travels: .none,
                    message: "Server '\(server.name)' (\(server.url)) was added.",
                    wireReason: "shipped apps do not know it and keep their own",
                    sourceReason: "`\(context.newSwift.clientName).Server` gains a case: exhaustive `switch`es over it stop compiling",
                    swiftAfter: [context.newSwift.serverCase(server)], location: context.new.location(server.location)))
        }
        for server in matching.removed {
            changes.append(
                Change(
                    .serverRemoved, subject: server.name, travels: .both,
                    message: "Server '\(server.name)' (\(server.url)) was removed.",
                    wireReason: "apps configured for it lose it",
                    sourceReason: "`\(context.oldSwift.serverCase(server))` no longer exists",
                    swiftBefore: [context.oldSwift.serverCase(server)], endpoints: allEndpoints,
                    location: context.old.location(server.location), anchor: context.new.location(new.location)))
        }
        let renamedTo = Dictionary(matching.pairs.map { ($0.old.name, $0.new.name) }, uniquingKeysWith: { first, _ in first })
        if let oldDefault = old.servers.first, let newDefault = new.servers.first,
            renamedTo[oldDefault.name] != newDefault.name
        {
            changes.append(
                Change(
                    .serverDefaultChanged, subject: "default", travels: .none,
                    message: "The default server is now '\(newDefault.name)' (\(newDefault.url)), was '\(oldDefault.name)' (\(oldDefault.url)).",
                    wireReason: "shipped apps keep the server they were built with",
                    sourceReason: "code still compiles, but a client created without `server:` now calls \(newDefault.url)",
                    swiftBefore: ["server: Server = .\(SwiftNaming.memberName(oldDefault.name))"],
                    swiftAfter: ["server: Server = .\(SwiftNaming.memberName(newDefault.name))"],
                    location: context.new.location(newDefault.location)))
        }
    }

    // MARK: - Shared parameters

    private func compareSharedParameters(into changes: inout [Change]) {
        let matching = Matching(
            old: old.sharedParameters, new: new.sharedParameters, key: \.wireName,
            renameRules: [
                { a, b in a.swiftName == b.swiftName ? 2 : nil },
                { a, b in context.mapped(a.type) == b.type && NameSimilarity.areSimilar(a.wireName, b.wireName) ? 1 : nil },
            ])
        for (was, now, _) in matching.pairs {
            compareShared(was, now, into: &changes)
        }
        for parameter in matching.added {
            let argument = context.newSwift.clientArguments().first { $0.key == "shared:\(parameter.wireName)" }
            let mustPass = argument?.defaultValue == nil
            changes.append(
                Change(
                    .sharedParameterAdded, subject: "sharedParameters." + parameter.wireName,
                    travels: .request, requestBreaks: parameter.required, sourceBreaks: mustPass,
                    message: "\(parameter.required ? "Required s" : "S")hared \(parameter.place.rawValue) parameter '\(parameter.wireName)' was added.",
                    wireReason: parameter.required
                        ? "old apps do not send it, and the server requires it" : "old apps do not send it, and it is optional",
                    sourceReason: mustPass
                        ? "every client initializer call must now pass `\(parameter.swiftName):`"
                        : "the client initializer's new argument has a default",
                    migration: mustPass ? "pass `\(parameter.swiftName):` where you create `\(context.newSwift.clientName)`" : nil,
                    swiftBefore: [context.oldSwift.clientInitializer()],
                    swiftAfter: [context.newSwift.clientInitializer(showing: "shared:\(parameter.wireName)")],
                    endpoints: takers(of: parameter.wireName, in: new), location: context.new.location(parameter.location)))
        }
        for parameter in matching.removed {
            changes.append(
                Change(
                    .sharedParameterRemoved, subject: "sharedParameters." + parameter.wireName, travels: .request,
                    message: "Shared \(parameter.place.rawValue) parameter '\(parameter.wireName)' was removed.",
                    wireReason: "old apps keep sending it; the server no longer reads it",
                    sourceReason: "the client initializer loses its `\(parameter.swiftName):` argument",
                    swiftBefore: [context.oldSwift.clientInitializer(showing: "shared:\(parameter.wireName)")],
                    swiftAfter: [context.newSwift.clientInitializer()],
                    endpoints: takers(of: parameter.wireName, in: old).map { context.endpointNames[$0] ?? $0 },
                    location: context.old.location(parameter.location), anchor: context.new.location(new.location)))
        }
    }

    private func compareShared(_ was: ParameterSpec, _ now: ParameterSpec, into changes: inout [Change]) {
        var what: [String] = []
        var wireBreaks = false
        if was.wireName != now.wireName {
            what.append("wire name '\(was.wireName)' → '\(now.wireName)'")
            wireBreaks = true
        }
        if was.place != now.place {
            what.append("sent in the \(was.place.rawValue) → the \(now.place.rawValue)")
            wireBreaks = true
        }
        var typeReason: String?
        if context.mapped(was.type) != now.type {
            let judgement = TypeChangeJudgement(context, old: was.type, new: now.type, medium: .text, request: true, response: false)
            what.append("type \(was.type.specSpelling) → \(now.type.specSpelling)")
            wireBreaks = wireBreaks || judgement.requestBreaks
            typeReason = judgement.wireReason
        }
        if was.defaultValue?.value != now.defaultValue?.value {
            what.append("default \(was.defaultValue?.value ?? "none") → \(now.defaultValue?.value ?? "none")")
        }
        if was.required != now.required {
            what.append(now.required ? "now required" : "now optional")
            // Old apps send it whenever it has a default or they configured it; one without a
            // default may be left out.
            if now.required, was.defaultValue == nil { wireBreaks = true }
        }
        if was.swiftName != now.swiftName { what.append("label `\(was.swiftName):` → `\(now.swiftName):`") }
        guard !what.isEmpty else { return }
        let key = "shared:\(now.wireName)"
        let before = context.oldSwift.clientArguments().first { $0.key == "shared:\(was.wireName)" }
        let after = context.newSwift.clientArguments().first { $0.key == key }
        let sourceBreaks = before?.label != after?.label || before?.type != after?.type
        changes.append(
            Change(
                .sharedParameterChanged, subject: "sharedParameters." + was.wireName,
                travels: .request, requestBreaks: wireBreaks, sourceBreaks: sourceBreaks,
                message: "Shared parameter '\(was.wireName)' changed: \(what.joined(separator: "; ")).",
                wireReason: typeReason ?? (wireBreaks ? "old apps send it under the old name or place" : "old apps' values are still accepted"),
                sourceReason: sourceBreaks ? "the client initializer's argument changes" : "the initializer argument keeps its label and type",
                migration: was.swiftName != now.swiftName ? "rename the initializer argument `\(was.swiftName):` to `\(now.swiftName):`" : nil,
                swiftBefore: [context.oldSwift.clientInitializer(showing: "shared:\(was.wireName)")],
                swiftAfter: [context.newSwift.clientInitializer(showing: key)],
                endpoints: takers(of: now.wireName, in: new), location: context.new.location(now.location)))
    }

    private func takers(of shared: String, in spec: APISpec) -> [String] {
        spec.endpoints.filter { $0.sharedParameters.contains(shared) }.map(\.name).sorted()
    }
}
