import BinderyGenerator

/// Compares the path, query and header parameters of one endpoint in both specs.
struct ParameterComparator {
    let context: ComparisonContext
    let old: EndpointSpec
    let new: EndpointSpec
    /// Each side's path parameters' places (``EndpointSpec/pathParameterPlaces``), read once:
    /// a placeholder renamed in the same place is the same parameter.
    private let oldPlaces: [String: Int]
    private let newPlaces: [String: Int]

    init(context: ComparisonContext, old: EndpointSpec, new: EndpointSpec) {
        self.context = context
        self.old = old
        self.new = new
        self.oldPlaces = old.pathParameterPlaces
        self.newPlaces = new.pathParameterPlaces
    }

    /// Compares the parameters; returns the old argument keys mapped to the new ones, for the
    /// argument-order check.
    func compare(into changes: inout [Change]) -> [String: String] {
        let pairing = Matching(
            old: old.parameters.map { Keyed(key: SwiftSurface.key(of: $0, in: old), parameter: $0) },
            new: new.parameters.map { Keyed(key: SwiftSurface.key(of: $0, in: new), parameter: $0) },
            key: \.key,
            renameRules: [
                { a, b in
                    guard a.parameter.place == .path, b.parameter.place == .path,
                        let x = oldPlaces[a.parameter.wireName], x == newPlaces[b.parameter.wireName]
                    else { return nil }
                    return 4
                },
                { a, b in a.parameter.place != .path && b.parameter.place != .path && a.parameter.wireName == b.parameter.wireName ? 3 : nil },
                { a, b in a.parameter.place == b.parameter.place && a.parameter.place != .path && a.parameter.swiftName == b.parameter.swiftName ? 2 : nil },
                { a, b in
                    guard a.parameter.place == b.parameter.place, a.parameter.place != .path,
                        context.mapped(a.parameter.type) == b.parameter.type
                    else { return nil }
                    let sameDocs = a.parameter.docs != nil && a.parameter.docs == b.parameter.docs
                    return sameDocs || NameSimilarity.areSimilar(a.parameter.wireName, b.parameter.wireName) ? 1 : nil
                },
            ])
        var keys: [String: String] = [:]
        var movedPlaceholders = false
        for (was, now, renamed) in pairing.pairs {
            keys[was.key] = now.key
            compare(was.parameter, now.parameter, newKey: now.key, into: &changes)
            if !renamed, was.parameter.place == .path,
                oldPlaces[was.parameter.wireName] != newPlaces[now.parameter.wireName]
            {
                movedPlaceholders = true
            }
        }
        // Placeholders that swapped places leave the route's shape as it was (no path change),
        // but old apps put each value where the other now goes.
        if movedPlaceholders, old.pathTemplate.normalizedRoute == new.pathTemplate.normalizedRoute {
            changes.append(
                Change(
                    .endpointPathChanged, subject: new.name, travels: .request,
                    message: "The placeholders of '\(new.name)' changed places: \(old.path) → \(new.path).",
                    wireReason: "old apps put each value where another now goes",
                    sourceReason: "the arguments keep their labels", endpoints: [new.name],
                    location: context.new.location(new.pathLocation)))
        }
        for added in pairing.added { report(added: added.parameter, key: added.key, into: &changes) }
        for removed in pairing.removed { report(removed: removed.parameter, key: removed.key, into: &changes) }
        return keys
    }

    private struct Keyed {
        var key: String
        var parameter: ParameterSpec
    }

    private func subject(_ parameter: ParameterSpec) -> String { "\(new.name).\(parameter.wireName)" }

    private func describe(_ parameter: ParameterSpec) -> String { "\(parameter.place.rawValue) parameter '\(parameter.wireName)'" }

    private func compare(_ was: ParameterSpec, _ now: ParameterSpec, newKey: String, into changes: inout [Change]) {
        let oldKey = SwiftSurface.key(of: was, in: old)
        let at = context.new.location(now.location)
        let oldArgument = context.oldSwift.argument(for: was, in: old)
        let newArgument = context.newSwift.argument(for: now, in: new)
        let before = [context.oldSwift.method(old, showing: oldKey)]
        let after = [context.newSwift.method(new, showing: newKey)]
        let subject = "\(new.name).\(was.wireName)"
        let labelChanged = was.swiftName != now.swiftName
        let oldMethodArgument = context.oldSwift.argument(oldKey, of: old)
        let newMethodArgument = context.newSwift.argument(newKey, of: new)
        let oldShown = SwiftSurface.shown(oldMethodArgument, label: was.swiftName)
        let newShown = SwiftSurface.shown(newMethodArgument, label: now.swiftName)
        let renameHint = SwiftSurface.renameHint(method: new.swiftName, was: oldMethodArgument, now: newMethodArgument)

        if was.place != now.place {
            changes.append(
                Change(
                    .endpointParameterMoved, subject: subject, travels: .request,
                    sourceBreaks: labelChanged,
                    message: "Parameter '\(now.wireName)' of '\(new.name)' moved from the \(was.place.rawValue) to the \(now.place.rawValue).",
                    wireReason: "old apps send it in the \(was.place.rawValue)",
                    sourceReason: labelChanged ? "the argument label changes" : "the Swift argument is the same",
                    migration: labelChanged ? renameHint : nil, swiftBefore: before, swiftAfter: after,
                    endpoints: [new.name], location: at))
        } else if now.place != .path, was.wireName != now.wireName {
            if labelChanged {
                changes.append(
                    Change(
                        .endpointParameterRenamed, subject: "\(new.name).\(was.wireName)->\(now.wireName)",
                        travels: .request,
                        message: "The \(describe(was)) of '\(new.name)' is now '\(now.wireName)' (\(oldShown) → \(newShown)).",
                        wireReason: "old apps send '\(was.wireName)', which the server no longer reads",
                        sourceReason: "the argument label changes", migration: renameHint, swiftBefore: before,
                        swiftAfter: after, endpoints: [new.name], location: at))
            } else {
                changes.append(
                    Change(
                        .endpointParameterWireNameChanged, subject: subject, travels: .request,
                        message: "The \(describe(was)) of '\(new.name)' is now sent as '\(now.wireName)'; the Swift label `\(now.swiftName):` is kept.",
                        wireReason: "old apps send '\(was.wireName)', which the server no longer reads",
                        sourceReason: "the argument keeps its label", swiftBefore: before, swiftAfter: after,
                        endpoints: [new.name], location: at))
            }
        } else if labelChanged {
            changes.append(
                Change(
                    .endpointParameterSwiftNameChanged, subject: subject, travels: .request,
                    message: "The \(describe(was)) of '\(new.name)' is now the argument \(newShown), was \(oldShown)"
                        + (was.wireName != now.wireName ? " (placeholder {\(was.wireName)} → {\(now.wireName)})." : "."),
                    wireReason: now.place == .path ? "a path placeholder's name is not on the wire, only its place" : "the wire name is unchanged",
                    sourceReason: "the argument label changes", migration: renameHint, swiftBefore: before, swiftAfter: after,
                    endpoints: [new.name], location: at))
        }

        if context.mapped(was.type) != now.type {
            let judgement = TypeChangeJudgement(context, old: was.type, new: now.type, medium: .text, request: true, response: false)
            changes.append(
                Change(
                    .endpointParameterTypeChanged, subject: subject,
                    travels: .request, requestBreaks: judgement.requestBreaks, sourceBreaks: judgement.sourceBreaks,
                    message: "The \(describe(now)) of '\(new.name)' changed type from \(was.type.specSpelling) to \(now.type.specSpelling).",
                    wireReason: judgement.wireReason,
                    sourceReason: judgement.sourceBreaks
                        ? "the argument's type changes from `\(judgement.swiftBefore)` to `\(judgement.swiftAfter)`"
                        : "both are `\(judgement.swiftAfter)` in Swift",
                    swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: context.new.location(now.typeLocation)))
        }

        let oldOptional = oldArgument.type.hasSuffix("?")
        let newOptional = newArgument.type.hasSuffix("?")
        let lostDefault = oldArgument.defaultValue != nil && newArgument.defaultValue == nil
        let swiftShapeBreaks = oldOptional != newOptional || lostDefault
        let swiftShapeReason: String
        if oldArgument.declaration == newArgument.declaration {
            swiftShapeReason = "the argument stays `\(newArgument.declaration)`"
        } else {
            swiftShapeReason = "`\(oldArgument.declaration)` becomes `\(newArgument.declaration)`"
                + (swiftShapeBreaks ? "" : "; existing calls compile")
        }
        if was.required != now.required {
            let wireBreaks = now.required && was.defaultValue == nil
            changes.append(
                Change(
                    now.required ? .endpointParameterRequired : .endpointParameterOptional, subject: subject,
                    travels: .request, requestBreaks: wireBreaks, sourceBreaks: swiftShapeBreaks,
                    message: "The \(describe(now)) of '\(new.name)' is now \(now.required ? "required" : "optional").",
                    wireReason: now.required
                        ? (wireBreaks ? "old apps may leave it out" : "old apps always send it (they fill in its default)")
                        : "old apps always send it, which is still accepted",
                    sourceReason: swiftShapeReason, swiftBefore: [context.oldSwift.requestProperty(old, key: oldKey)].compactMap { $0 } + before,
                    swiftAfter: [context.newSwift.requestProperty(new, key: newKey)].compactMap { $0 } + after,
                    endpoints: [new.name], location: at))
        } else if was.defaultValue?.value != now.defaultValue?.value {
            let effect: String
            switch (was.defaultValue?.value, now.defaultValue?.value) {
            case (nil, let value?): effect = "calls that leave it out now send '\(value)'"
            case (let value?, nil): effect = "calls that leave it out no longer send '\(value)'"
            case (let a?, let b?): effect = "calls that leave it out now send '\(b)' instead of '\(a)'"
            default: effect = ""
            }
            changes.append(
                Change(
                    .endpointParameterDefaultChanged, subject: subject,
                    travels: .request, sourceBreaks: swiftShapeBreaks,
                    message: "The default of the \(describe(now)) of '\(new.name)' changed from \(was.defaultValue?.value ?? "none") to \(now.defaultValue?.value ?? "none"): \(effect).",
                    wireReason: "shipped apps keep sending the default they were built with",
                    sourceReason: swiftShapeReason, swiftBefore: before, swiftAfter: after, endpoints: [new.name],
                    location: context.new.location(now.defaultValue?.location ?? now.location)))
        }
        if was.style != now.style, case .array = now.type {
            changes.append(
                Change(
                    .endpointParameterStyleChanged, subject: subject, travels: .request,
                    message: "The \(describe(now)) of '\(new.name)' now writes lists \(now.style.rawValue), was \(was.style.rawValue).",
                    wireReason: "the server reads old apps' lists the new way", sourceReason: "the Swift argument is unchanged",
                    endpoints: [new.name], location: at))
        }
        if was.deprecated == nil, let message = now.deprecated {
            changes.append(
                Change(
                    .endpointParameterDeprecated, subject: subject, travels: .request,
                    message: "The \(describe(now)) of '\(new.name)' is deprecated: \(message)",
                    wireReason: "it is still accepted", sourceReason: "a note in the argument's documentation",
                    endpoints: [new.name], location: at))
        }
    }

    private func report(added parameter: ParameterSpec, key: String, into changes: inout [Change]) {
        let argument = context.newSwift.argument(for: parameter, in: new)
        let hasDefault = argument.defaultValue != nil
        let shown = context.newSwift.shownArgument(key, of: new)
        if parameter.required {
            changes.append(
                Change(
                    .endpointParameterAddedRequired, subject: subject(parameter),
                    travels: .request, sourceBreaks: !hasDefault,
                    message: "'\(new.name)' now requires the \(describe(parameter)).",
                    wireReason: "old apps do not send it",
                    sourceReason: hasDefault
                        ? "the new argument `\(argument.declaration)` has a default; existing calls compile"
                        : "every call must now pass \(shown)",
                    migration: hasDefault ? nil : "pass \(shown) in every call of `\(new.swiftName)(…)`",
                    swiftBefore: [context.oldSwift.method(old)], swiftAfter: [context.newSwift.method(new, showing: key)],
                    endpoints: [new.name], location: context.new.location(parameter.location)))
        } else {
            changes.append(
                Change(
                    .endpointParameterAddedOptional, subject: subject(parameter), travels: .request,
                    message: "'\(new.name)' takes the optional \(describe(parameter)).",
                    wireReason: "old apps do not send it, and need not",
                    sourceReason: "the new argument `\(argument.declaration)` has a default",
                    swiftBefore: [context.oldSwift.method(old)], swiftAfter: [context.newSwift.method(new, showing: key)],
                    endpoints: [new.name], location: context.new.location(parameter.location)))
        }
    }

    private func report(removed parameter: ParameterSpec, key: String, into changes: inout [Change]) {
        let argument = context.oldSwift.shownArgument(key, of: old)
        changes.append(
            Change(
                .endpointParameterRemoved, subject: "\(new.name).\(parameter.wireName)", travels: .request,
                message: "'\(new.name)' no longer takes the \(describe(parameter)).",
                wireReason: "old apps keep sending it; the server no longer reads it",
                sourceReason: "calls that pass \(argument) stop compiling",
                migration: "remove the argument \(argument) from calls of `\(new.swiftName)(…)`",
                swiftBefore: [context.oldSwift.method(old, showing: key)], swiftAfter: [context.newSwift.method(new)],
                endpoints: [new.name], location: context.old.location(parameter.location),
                anchor: context.new.location(new.location)))
    }
}
