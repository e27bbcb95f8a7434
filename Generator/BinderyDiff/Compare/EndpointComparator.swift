import BinderyGenerator
import BinderyHTTP

/// Compares endpoints: added, removed, renamed (matched by method and path), and for each
/// endpoint in both, its route, settings, auth, shared parameters and — through the
/// parameter, body, response and error comparators — everything it sends and receives.
struct EndpointComparator {
    let context: ComparisonContext

    /// Pairs endpoints by name, then by route (the same method, base URL and path is the
    /// same call under another name).
    static func match(_ context: ComparisonContext) -> Matching<EndpointSpec> {
        Matching(
            old: context.old.spec.endpoints, new: context.new.spec.endpoints, key: \.name,
            renameRules: [{ a, b in route(a) == route(b) ? 1 : nil }])
    }

    static func route(_ endpoint: EndpointSpec) -> String {
        endpoint.declaration.route(endpoint.pathTemplate)
    }

    func compare(_ matching: Matching<EndpointSpec>, into changes: inout [Change]) {
        let followers = Set(AuthComparator.defaultFollowers(context))
        for (was, now, renamed) in matching.pairs {
            compare(was, now, renamed: renamed, followsDefaultAuth: followers.contains(now.name), into: &changes)
        }
        for endpoint in matching.added {
            changes.append(
                Change(
                    .endpointAdded, subject: endpoint.name, travels: .none,
                    message: "Endpoint '\(endpoint.name)' (\(endpoint.method) \(endpoint.path)) was added.",
                    wireReason: "a new call", sourceReason: "a new method",
                    swiftAfter: [context.newSwift.method(endpoint)], endpoints: [endpoint.name],
                    location: context.new.location(endpoint.location)))
        }
        for endpoint in matching.removed {
            changes.append(
                Change(
                    .endpointRemoved, subject: endpoint.name, travels: .request,
                    message: "Endpoint '\(endpoint.name)' (\(endpoint.method) \(endpoint.path)) was removed.",
                    wireReason: "old apps keep calling \(endpoint.method) \(endpoint.path)",
                    sourceReason: "`\(endpoint.swiftName)` and `\(context.oldSwift.requestType(endpoint))` no longer exist",
                    swiftBefore: [context.oldSwift.method(endpoint), "struct \(context.oldSwift.requestType(endpoint))"],
                    endpoints: [endpoint.name], location: context.old.location(endpoint.location)))
        }
    }

    private func compare(
        _ was: EndpointSpec, _ now: EndpointSpec, renamed: Bool, followsDefaultAuth: Bool, into changes: inout [Change]
    ) {
        let at = context.new.location(now.location)
        let oldMethod = context.oldSwift.method(was)
        let newMethod = context.newSwift.method(now)
        if renamed {
            let swiftChanged = was.swiftName != now.swiftName
            changes.append(
                Change(
                    .endpointRenamed, subject: was.name + "->" + now.name, travels: .none, sourceBreaks: swiftChanged,
                    message: "Endpoint '\(was.name)' is now called '\(now.name)' (same \(now.method) \(now.path)).",
                    wireReason: "the same method and path",
                    sourceReason: swiftChanged
                        ? "the method and `\(context.oldSwift.requestType(was))` are renamed"
                        : "the Swift names are kept; only `BinderyError.operationID` changes",
                    migration: swiftChanged ? "rename `\(context.oldSwift.methodName(was))` to `\(context.newSwift.methodName(now))` and `\(context.oldSwift.requestType(was))` to `\(context.newSwift.requestType(now))`" : nil,
                    swiftBefore: [oldMethod, "struct \(context.oldSwift.requestType(was))"],
                    swiftAfter: [newMethod, "struct \(context.newSwift.requestType(now))"], endpoints: [now.name], location: at))
        } else if was.swiftName != now.swiftName {
            changes.append(
                Change(
                    .endpointSwiftNameChanged, subject: now.name, travels: .none,
                    message: "Endpoint '\(now.name)' is now the method `\(now.swiftName)`, was `\(was.swiftName)`.",
                    wireReason: "the call is the same", sourceReason: "the method and its request type are renamed",
                    migration: "rename `\(context.oldSwift.methodName(was))` to `\(context.newSwift.methodName(now))` and `\(context.oldSwift.requestType(was))` to `\(context.newSwift.requestType(now))`",
                    swiftBefore: [oldMethod, "struct \(context.oldSwift.requestType(was))"],
                    swiftAfter: [newMethod, "struct \(context.newSwift.requestType(now))"], endpoints: [now.name], location: at))
        }
        compareRoute(was, now, into: &changes)
        if was.deprecated == nil, let message = now.deprecated {
            changes.append(
                Change(
                    .endpointDeprecated, subject: now.name, travels: .none,
                    message: "Endpoint '\(now.name)' is deprecated: \(message)", wireReason: "the call still works",
                    sourceReason: "calls compile with a deprecation warning (an error only with warnings as errors)",
                    swiftAfter: ["@available(*, deprecated) " + newMethod], endpoints: [now.name], location: at))
        }
        let wasIdempotent = IdempotentMethods.isIdempotent(method: was.method, declared: was.declaredIdempotent)
        let isIdempotent = IdempotentMethods.isIdempotent(method: now.method, declared: now.declaredIdempotent)
        if wasIdempotent != isIdempotent {
            let stopped = wasIdempotent && !isIdempotent
            changes.append(
                Change(
                    .endpointIdempotencyChanged, subject: now.name, travels: .request, requestBreaks: stopped,
                    message: "Endpoint '\(now.name)' is \(isIdempotent ? "now" : "no longer") idempotent.",
                    wireReason: stopped
                        ? "old apps retry it after timeouts and 5xx, when the server may already have acted"
                        : "old apps simply do not retry it",
                    sourceReason: "no generated signature changes", endpoints: [now.name], location: at))
        }
        comparePagination(was, now, into: &changes)
        if !followsDefaultAuth { compareAuth(was, now, into: &changes) }
        compareSharedParameters(was, now, into: &changes)
        let keys = ParameterComparator(context: context, old: was, new: now).compare(into: &changes)
        PayloadComparator(context: context, old: was, new: now).compare(into: &changes)
        ErrorComparator(context: context, old: was, new: now).compare(into: &changes)
        CallComparator(context: context, old: was, new: now).compare(into: &changes)
        // Parts keep their key (`part:<name>`) across versions, like the body.
        let parts = Set((was.multipart?.parts ?? []).map(SwiftSurface.key(of:)))
            .intersection((now.multipart?.parts ?? []).map(SwiftSurface.key(of:)))
        let fixed = Dictionary(uniqueKeysWithValues: (parts.union(["body"])).map { ($0, $0) })
        checkOrder(was, now, keys: keys.merging(fixed) { first, _ in first }, into: &changes)
    }

    private func compareRoute(_ was: EndpointSpec, _ now: EndpointSpec, into changes: inout [Change]) {
        if was.method != now.method {
            changes.append(
                Change(
                    .endpointMethodChanged, subject: now.name, travels: .request,
                    message: "Endpoint '\(now.name)' is now \(now.method), was \(was.method).",
                    wireReason: "old apps send \(was.method) \(was.path)", sourceReason: "the Swift method is unchanged",
                    endpoints: [now.name], location: context.new.location(now.location)))
        }
        if was.pathTemplate.normalizedRoute != now.pathTemplate.normalizedRoute {
            changes.append(
                Change(
                    .endpointPathChanged, subject: now.name, travels: .request,
                    message: "Endpoint '\(now.name)' moved from \(was.path) to \(now.path).",
                    wireReason: "old apps call \(was.path)", sourceReason: "the Swift method is unchanged",
                    endpoints: [now.name], location: context.new.location(now.pathLocation)))
        }
        if was.baseURL?.value != now.baseURL?.value {
            changes.append(
                Change(
                    .endpointBaseURLChanged, subject: now.name, travels: .request,
                    message: "Endpoint '\(now.name)' is now sent to \(now.baseURL?.value ?? "the API's server"), was \(was.baseURL?.value ?? "the API's server").",
                    wireReason: "old apps send it to the old host", sourceReason: "the Swift method is unchanged",
                    endpoints: [now.name], location: context.new.location(now.baseURL?.location ?? now.location)))
        }
    }

    private func comparePagination(_ was: EndpointSpec, _ now: EndpointSpec, into changes: inout [Change]) {
        let at = context.new.location(now.pagination?.location ?? now.location)
        switch (was.pagination, now.pagination) {
        case (nil, let added?):
            changes.append(
                Change(
                    .endpointPaginationAdded, subject: now.name, travels: .none,
                    message: "Endpoint '\(now.name)' now pages by \(describe(added)).",
                    wireReason: "the call is unchanged", sourceReason: "a new `…Pages` method",
                    swiftAfter: context.newSwift.pagesMethod(now).map { [$0] } ?? [], endpoints: [now.name], location: at))
        case (let removed?, nil):
            changes.append(
                Change(
                    .endpointPaginationRemoved, subject: now.name, travels: .both,
                    message: "Endpoint '\(now.name)' no longer pages (it paged by \(describe(removed))).",
                    wireReason: "old apps page through it by a rule the server no longer follows",
                    sourceReason: "the `…Pages` method disappears",
                    swiftBefore: context.oldSwift.pagesMethod(was).map { [$0] } ?? [], endpoints: [now.name],
                    location: context.old.location(removed.location), anchor: context.new.location(now.location)))
        case (let before?, let after?):
            guard describe(before) != describe(after) else { return }
            let oldPages = context.oldSwift.pagesMethod(was)
            let newPages = context.newSwift.pagesMethod(now)
            let pagesChanged = oldPages?.split(separator: ".").last != newPages?.split(separator: ".").last
            if let change = PaginationSignalChange.change(
                was, before, now, after, pagesChanged: pagesChanged, swift: (oldPages, newPages), at: at)
            {
                changes.append(change)
                return
            }
            changes.append(
                Change(
                    .endpointPaginationChanged, subject: now.name, travels: .both, sourceBreaks: pagesChanged,
                    message: "Endpoint '\(now.name)' now pages by \(describe(after)), was \(describe(before)).",
                    wireReason: "old apps compute the next and the last page the old way",
                    sourceReason: pagesChanged ? "the `…Pages` method's arguments change" : "the `…Pages` method is unchanged",
                    swiftBefore: oldPages.map { [$0] } ?? [], swiftAfter: newPages.map { [$0] } ?? [], endpoints: [now.name],
                    location: at))
        case (nil, nil):
            return
        }
    }

    private func describe(_ pagination: PaginationSpec) -> String {
        PaginationSignalChange.describe(pagination)
    }

    private func compareAuth(_ was: EndpointSpec, _ now: EndpointSpec, into changes: inout [Change]) {
        let renames = AuthComparator.renames(context)
        let before = Set(was.auth.map { renames[$0] ?? $0 })
        let after = Set(now.auth)
        guard before != after else { return }
        let added = after.subtracting(before).sorted()
        let location = now.declaration.auth.firstLocation.map { context.new.location($0) } ?? context.new.location(now.location)
        let show: ([String]) -> String = { $0.isEmpty ? "no credential" : $0.joined(separator: ", ") }
        changes.append(
            Change(
                added.isEmpty ? .endpointAuthRemoved : .endpointAuthAdded, subject: now.name, travels: .request,
                message: "Endpoint '\(now.name)' now requires \(show(now.auth)), was \(show(was.auth)).",
                wireReason: added.isEmpty
                    ? "old apps send a credential that is no longer needed"
                    : "old apps do not send \(added.joined(separator: ", "))",
                sourceReason: "credentials are configured on the client, not passed to the method",
                endpoints: [now.name], location: location))
    }

    private func compareSharedParameters(_ was: EndpointSpec, _ now: EndpointSpec, into changes: inout [Change]) {
        let oldAPI = Set(context.old.spec.sharedParameters.map(\.wireName))
        let newAPI = Set(context.new.spec.sharedParameters.map(\.wireName))
        let before = Set(was.sharedParameters)
        let after = Set(now.sharedParameters)
        for name in before.subtracting(after).sorted() where newAPI.contains(name) {
            changes.append(
                Change(
                    .endpointSharedParameterDropped, subject: "\(now.name).\(name)", travels: .request,
                    message: "Endpoint '\(now.name)' no longer takes the shared parameter '\(name)'.",
                    wireReason: "old apps still send it with this call", sourceReason: "shared parameters are set on the client",
                    endpoints: [now.name], location: context.new.location(now.location)))
        }
        let required = Set(context.new.spec.sharedParameters.filter(\.required).map(\.wireName))
        for name in after.subtracting(before).sorted() where oldAPI.contains(name) {
            let breaks = required.contains(name)
            changes.append(
                Change(
                    .endpointSharedParameterAdded, subject: "\(now.name).\(name)",
                    travels: .request, requestBreaks: breaks,
                    message: "Endpoint '\(now.name)' now takes the shared parameter '\(name)'.",
                    wireReason: breaks
                        ? "it is required, and old apps do not send it with this call"
                        : "it is optional; old apps that do not send it are accepted",
                    sourceReason: "shared parameters are set on the client", endpoints: [now.name],
                    location: context.new.location(now.location)))
        }
    }

    /// Reports arguments present in both versions whose relative order changed.
    private func checkOrder(_ was: EndpointSpec, _ now: EndpointSpec, keys: [String: String], into changes: inout [Change]) {
        let oldArguments = context.oldSwift.arguments(of: was)
        let newArguments = context.newSwift.arguments(of: now)
        let newIndex = Dictionary(newArguments.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let order = oldArguments.compactMap { argument in keys[argument.key].flatMap { newIndex[$0] } }
        guard order != order.sorted() else { return }
        let oldLabels = oldArguments.map(\.selectorPiece).joined()
        let newLabels = newArguments.map(\.selectorPiece).joined()
        changes.append(
            Change(
                .endpointArgumentsReordered, subject: now.name, travels: .none,
                message: "The arguments of `\(now.swiftName)` come in another order: (\(oldLabels)) → (\(newLabels)).",
                wireReason: "argument order is not on the wire",
                sourceReason: "calls that pass the moved arguments in their old order stop compiling",
                migration: "pass the arguments of `\(now.swiftName)` in the new order",
                swiftBefore: [context.oldSwift.method(was)], swiftAfter: [context.newSwift.method(now)], endpoints: [now.name],
                location: context.new.location(now.location)))
    }
}
