import BinderyGenerator

/// Compares the fields of one object model in both specs, in every direction the model travels.
struct FieldComparator {
    let context: ComparisonContext
    let old: ModelSpec
    let new: ModelSpec
    let reach: ModelReach

    func compare(_ oldFields: [FieldSpec], _ newFields: [FieldSpec], into changes: inout [Change]) {
        let matching = Matching(
            old: oldFields, new: newFields, key: \.wireName,
            renameRules: [
                { a, b in a.swiftName == b.swiftName ? 2 : nil },
                { a, b in
                    guard context.mapped(a.type) == b.type, a.required == b.required else { return nil }
                    let sameDocs = a.docs != nil && a.docs == b.docs
                    return sameDocs || NameSimilarity.areSimilar(a.wireName, b.wireName) ? 1 : nil
                },
            ])
        var keys: [String: String] = [:]
        for (was, now, _) in matching.pairs {
            keys["field:\(was.wireName)"] = "field:\(now.wireName)"
            compare(was, now, into: &changes)
        }
        for field in matching.added { report(added: field, into: &changes) }
        for field in matching.removed { report(removed: field, into: &changes) }
        checkOrder(keys: keys, into: &changes)
    }

    private func compare(_ was: FieldSpec, _ now: FieldSpec, into changes: inout [Change]) {
        let at = context.new.location(now.location)
        let subject = "\(new.name).\(was.wireName)"
        let before = [context.oldSwift.property(old, was)]
        let after = [context.newSwift.property(new, now)]
        let labelChanged = was.swiftName != now.swiftName
        let hint = "rename `\(old.swiftName).\(was.swiftName)` to `\(new.swiftName).\(now.swiftName)` (and the initializer label)"
        if was.wireName != now.wireName {
            var reasons: [String] = []
            if reach.request { reasons.append("requests: old apps send '\(was.wireName)', which the server no longer reads") }
            if reach.response {
                reasons.append(
                    was.isOptional
                        ? "responses: old apps find no '\(was.wireName)' and decode nil, as if the optional field were removed"
                        : "responses: old apps' decoders require the key '\(was.wireName)'")
            }
            let reason = unusedReason(reach, model: new.name) ?? joinReasons(reasons)
            // For shipped apps a renamed key is the old one removed: judged as a removal.
            changes.append(
                Change(
                    labelChanged ? .modelFieldRenamed : .modelFieldWireNameChanged,
                    subject: labelChanged ? "\(new.name).\(was.wireName)->\(now.wireName)" : subject,
                    travels: reach.direction, responseBreaks: !was.isOptional,
                    message: labelChanged
                        ? "Field '\(was.wireName)' of '\(new.name)' is now '\(now.wireName)' (`\(was.swiftName)` → `\(now.swiftName)`)."
                        : "Field '\(was.wireName)' of '\(new.name)' is now the JSON key '\(now.wireName)'; the Swift property `\(now.swiftName)` is kept.",
                    wireReason: reason, sourceReason: labelChanged ? "the property is renamed" : "the property keeps its name",
                    migration: labelChanged ? hint : nil, swiftBefore: before, swiftAfter: after, endpoints: reach.endpoints,
                    location: at))
        } else if labelChanged {
            changes.append(
                Change(
                    .modelFieldSwiftNameChanged, subject: subject, travels: reach.direction,
                    message: "Field '\(now.wireName)' of '\(new.name)' is now the property `\(now.swiftName)`, was `\(was.swiftName)`.",
                    wireReason: "the JSON key is unchanged", sourceReason: "the property and its initializer label are renamed",
                    migration: hint, swiftBefore: before, swiftAfter: after, endpoints: reach.endpoints, location: at))
        }
        if context.mapped(was.type) != now.type {
            let judgement = TypeChangeJudgement(
                context, old: was.type, new: now.type, medium: .json, request: reach.request, response: reach.response)
            changes.append(
                Change(
                    .modelFieldTypeChanged, subject: subject, travels: reach.direction,
                    requestBreaks: judgement.requestBreaks, responseBreaks: judgement.responseBreaks,
                    sourceBreaks: judgement.sourceBreaks,
                    message: "Field '\(now.wireName)' of '\(new.name)' changed type from \(was.type.specSpelling) to \(now.type.specSpelling).",
                    wireReason: unusedReason(reach, model: new.name) ?? judgement.wireReason,
                    sourceReason: judgement.sourceBreaks
                        ? "the property's type changes from `\(judgement.swiftBefore)` to `\(judgement.swiftAfter)`"
                        : "both are `\(judgement.swiftAfter)` in Swift",
                    swiftBefore: before, swiftAfter: after, endpoints: reach.endpoints,
                    location: context.new.location(now.typeLocation)))
        }
        if was.explicitNull != now.explicitNull {
            compareExplicitNull(was, now, subject: subject, before: before, after: after, into: &changes)
        } else if was.required != now.required || was.nullable != now.nullable {
            compareRequirement(was, now, subject: subject, before: before, after: after, into: &changes)
        }
        if was.deprecated == nil, let message = now.deprecated {
            changes.append(
                Change(
                    .modelFieldDeprecated, subject: subject, travels: reach.direction,
                    message: "Field '\(now.wireName)' of '\(new.name)' is deprecated: \(message)",
                    wireReason: "nothing changes on the wire", sourceReason: "a note in the property's documentation",
                    endpoints: reach.endpoints, location: at))
        }
    }

    /// `required` and `nullable`: judged from what each side may leave out or write as `null`.
    private func compareRequirement(
        _ was: FieldSpec, _ now: FieldSpec, subject: String, before: [String], after: [String], into changes: inout [Change]
    ) {
        // Requests: old apps leave the key out unless required, and write null only for a
        // required, nullable field; the server now requires the key, and refuses null unless
        // nullable or optional.
        let requestBreaks = (now.required && !was.required) || (was.required && was.nullable && now.required && !now.nullable)
        // Responses: old apps decode a missing key or null only into an optional property.
        let responseBreaks = now.isOptional && !was.isOptional
        let rule: Rule
        let what: String
        if was.required != now.required {
            rule = now.required ? .modelFieldRequired : .modelFieldOptional
            what = now.required ? "required" : "optional"
        } else {
            rule = now.nullable ? .modelFieldNullable : .modelFieldNonNullable
            what = now.nullable ? "nullable" : "no longer nullable"
        }
        var reasons: [String] = []
        if reach.request {
            reasons.append(
                requestBreaks
                    ? (now.required && !was.required ? "requests: old apps may leave it out" : "requests: old apps may send null")
                    : "requests: what old apps send is still accepted")
        }
        if reach.response {
            reasons.append(
                responseBreaks
                    ? "responses: the server may now leave it out or send null, which old apps' `\(context.oldSwift.typeName(was.type))` cannot decode"
                    : "responses: old apps decode what the server now sends")
        }
        let swiftBreaks = was.isOptional != now.isOptional
        // Each of the four rules reads only the conditions of its `breaking when` expectations.
        changes.append(
            Change(
                rule, subject: subject, travels: reach.direction, requestBreaks: requestBreaks, responseBreaks: responseBreaks,
                sourceBreaks: swiftBreaks, message: "Field '\(now.wireName)' of '\(new.name)' is now \(what).",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: swiftBreaks
                    ? "`\(context.oldSwift.property(old, was))` becomes `\(context.newSwift.property(new, now))`"
                    : "the property stays `\(context.newSwift.typeName(now.type, optional: now.isOptional))`",
                swiftBefore: before, swiftAfter: after, endpoints: reach.endpoints, location: context.new.location(now.location)))
    }

    /// `nullable: explicit` added or removed: another Swift type, and on the wire judged as
    /// `compareRequirement` judges `required` and `nullable`, which it may change with it.
    private func compareExplicitNull(
        _ was: FieldSpec, _ now: FieldSpec, subject: String, before: [String], after: [String], into changes: inout [Change]
    ) {
        // Requests: old apps send null only for a required nullable or an explicit field.
        let oldSendsNull = was.nullable && (was.required || was.explicitNull)
        let requestBreaks = (oldSendsNull && !now.nullable) || (now.required && !was.required)
        let responseBreaks = now.isOptional && !was.isOptional
        var reasons: [String] = []
        if reach.request {
            reasons.append(
                requestBreaks
                    ? (now.required && !was.required ? "requests: old apps may leave it out" : "requests: old apps may send null")
                    : "requests: what old apps send (the key left out, or a value) is still accepted")
        }
        if reach.response {
            reasons.append(
                responseBreaks
                    ? "responses: the server may now leave it out or send null, which old apps' `\(context.oldSwift.typeName(was.type))` cannot decode"
                    : "responses: old apps decode a missing key and null alike, as nil")
        }
        changes.append(
            Change(
                .modelFieldExplicitNullChanged, subject: subject, travels: reach.direction, requestBreaks: requestBreaks,
                responseBreaks: responseBreaks,
                message: now.explicitNull
                    ? "Field '\(now.wireName)' of '\(new.name)' now tells null from absent (`nullable: explicit`)."
                    : "Field '\(now.wireName)' of '\(new.name)' no longer tells null from absent.",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: "`\(context.oldSwift.property(old, was))` becomes `\(context.newSwift.property(new, now))`",
                migration: now.explicitNull
                    ? "write `.value(x)` or a literal where you set `\(now.swiftName)`, `.null` to clear it, and read `\(now.swiftName)?.value`"
                    : nil,
                swiftBefore: before, swiftAfter: after, endpoints: reach.endpoints, location: context.new.location(now.location)))
    }

    private func report(added field: FieldSpec, into changes: inout [Change]) {
        let subject = "\(new.name).\(field.wireName)"
        let initializer = context.newSwift.initializer(new)
        if field.required {
            // The initializer's own default, as the generator writes it: nil for an optional
            // field, the one value of a one-value enum.
            let defaultValue = context.newSwift.initializerArguments(new).first { $0.key == "field:\(field.wireName)" }?.defaultValue
            changes.append(
                Change(
                    .modelFieldAddedRequired, subject: subject, travels: reach.direction, sourceBreaks: defaultValue == nil,
                    message: "'\(new.name)' has the new required field '\(field.wireName)'.",
                    wireReason: unusedReason(reach, model: new.name)
                        ?? joinReasons(
                            (reach.request ? ["requests: old apps do not send it"] : [])
                                + (reach.response ? ["responses: old apps ignore the extra key"] : [])),
                    sourceReason: field.isOptional
                        ? "the initializer's new argument is optional and defaults to nil"
                        : defaultValue.map { "the initializer's new argument defaults to `\($0)`, the one value of its enum" }
                            ?? "the memberwise initializer gains the argument `\(field.swiftName):`, without a default",
                    migration: defaultValue == nil ? "pass `\(field.swiftName):` where you create `\(new.swiftName)`" : nil,
                    swiftBefore: [context.oldSwift.initializer(old)], swiftAfter: [context.newSwift.property(new, field), initializer],
                    endpoints: reach.endpoints, location: context.new.location(field.location)))
        } else {
            changes.append(
                Change(
                    .modelFieldAddedOptional, subject: subject, travels: reach.direction,
                    message: "'\(new.name)' has the new optional field '\(field.wireName)'.",
                    wireReason: unusedReason(reach, model: new.name) ?? "old apps leave it out and ignore it",
                    sourceReason: "the initializer's new argument defaults to nil",
                    swiftBefore: [context.oldSwift.initializer(old)], swiftAfter: [context.newSwift.property(new, field), initializer],
                    endpoints: reach.endpoints, location: context.new.location(field.location)))
        }
    }

    private func report(removed field: FieldSpec, into changes: inout [Change]) {
        var reasons: [String] = []
        if reach.request { reasons.append("requests: old apps keep sending it; the server no longer reads it") }
        if reach.response {
            reasons.append(
                field.isOptional
                    ? "responses: old apps decode its absence as nil"
                    : "responses: old apps' decoders require the key")
        }
        changes.append(
            Change(
                .modelFieldRemoved, subject: "\(new.name).\(field.wireName)", travels: reach.direction,
                responseBreaks: !field.isOptional, message: "Field '\(field.wireName)' of '\(new.name)' was removed.",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: "the property `\(old.swiftName).\(field.swiftName)` and its initializer argument disappear",
                swiftBefore: [context.oldSwift.property(old, field), context.oldSwift.initializer(old)],
                swiftAfter: [context.newSwift.initializer(new)], endpoints: reach.endpoints,
                location: context.old.location(field.location), anchor: context.new.location(new.location)))
    }

    /// Reports initializer arguments present in both versions whose relative order changed.
    private func checkOrder(keys: [String: String], into changes: inout [Change]) {
        let oldArguments = context.oldSwift.initializerArguments(old)
        let newArguments = context.newSwift.initializerArguments(new)
        let newIndex = Dictionary(newArguments.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let order = oldArguments.compactMap { keys[$0.key].flatMap { newIndex[$0] } }
        guard order != order.sorted() else { return }
        changes.append(
            Change(
                .modelInitializerReordered, subject: new.name, travels: reach.direction,
                message: "The memberwise initializer of '\(new.name)' takes its arguments in another order.",
                wireReason: "field order is not on the wire",
                sourceReason: "`\(new.swiftName)(…)` calls that pass the moved arguments in their old order stop compiling",
                migration: "pass the arguments of `\(new.swiftName).init` in the new order",
                swiftBefore: [context.oldSwift.initializer(old)], swiftAfter: [context.newSwift.initializer(new)],
                endpoints: reach.endpoints, location: context.new.location(new.location)))
    }
}
