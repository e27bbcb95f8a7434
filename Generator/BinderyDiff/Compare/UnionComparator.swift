import BinderyGenerator

/// Compares one union in both specs: how it chooses its members (a field, keys, the JSON kind),
/// and its members paired by type (a renamed member model pairs with itself).
struct UnionComparator {
    let context: ComparisonContext
    let old: ModelSpec
    let new: ModelSpec
    let reach: ModelReach

    func compare(_ was: UnionSpec, _ now: UnionSpec, into changes: inout [Change]) {
        let at = context.new.location(now.discriminator?.location ?? now.keys?.location ?? new.location)
        if Choice(was) != Choice(now) {
            changes.append(
                Change(
                    .unionDiscriminatorChanged, subject: new.name, travels: reach.direction,
                    sourceBreaks: was.isDiscriminated != now.isDiscriminated,
                    message: "Union '\(new.name)' is now chosen by \(now.choiceDescription), was \(was.choiceDescription).",
                    wireReason: unusedReason(reach, model: new.name)
                        ?? "old apps tell the members apart by \(was.choiceDescription)",
                    sourceReason: was.isDiscriminated == now.isDiscriminated
                        ? "the cases are unchanged" : "the `unknown` case \(now.isDiscriminated ? "appears" : "disappears")",
                    swiftBefore: [context.oldSwift.declaration(old)], swiftAfter: [context.newSwift.declaration(new)],
                    endpoints: reach.endpoints, location: at))
        }
        let oldMembers = Dictionary(was.members.map { (context.mapped($0.type), $0) }, uniquingKeysWith: { first, _ in first })
        let newTypes = Set(now.members.map(\.type))
        for member in now.members {
            guard let before = oldMembers[member.type] else {
                report(added: member, to: now, into: &changes)
                continue
            }
            compare(before, member, was, now, into: &changes)
        }
        for member in was.members where !newTypes.contains(context.mapped(member.type)) {
            report(removed: member, into: &changes)
        }
    }

    private func compare(
        _ before: UnionMemberSpec, _ after: UnionMemberSpec, _ was: UnionSpec, _ now: UnionSpec, into changes: inout [Change]
    ) {
        let subject = "\(new.name).\(after.type.specSpelling)"
        let at = context.new.location(after.location)
        if before.swiftName != after.swiftName {
            changes.append(
                Change(
                    .unionMemberSwiftNameChanged, subject: subject, travels: reach.direction,
                    message: "Member '\(after.type.specSpelling)' of '\(new.name)' is now the case `.\(after.swiftName)`, was `.\(before.swiftName)`.",
                    wireReason: "the JSON is unchanged", sourceReason: "the case is renamed",
                    migration: "rename `.\(before.swiftName)` to `.\(after.swiftName)`",
                    swiftBefore: [caseName(old, before, old: true)], swiftAfter: [caseName(new, after)], endpoints: reach.endpoints,
                    location: at))
        }
        if Choice(was) == .keys, Choice(now) == .keys, let oldKey = Self.keyText(was, before), let newKey = Self.keyText(now, after),
            oldKey != newKey
        {
            changes.append(
                Change(
                    .unionKeyChanged, subject: subject, travels: reach.direction,
                    message: "Member '\(after.type.specSpelling)' of '\(new.name)' is now chosen by \(newKey), was \(oldKey).",
                    wireReason: unusedReason(reach, model: new.name)
                        ?? (reach.response
                            ? "responses: old apps tell `.\(before.swiftName)` by \(oldKey), and may decode its objects as another case or `.unknown`"
                            : "requests carry the member's fields, whatever key chooses it"),
                    sourceReason: "the case keeps its name", swiftBefore: [caseName(old, before, old: true)],
                    swiftAfter: [caseName(new, after)], endpoints: reach.endpoints, location: at))
            return
        }
        guard Choice(was) == Choice(now),
            let oldValue = was.discriminatorValue(of: before), let newValue = now.discriminatorValue(of: after),
            oldValue != newValue
        else { return }
        var reasons: [String] = []
        if reach.request { reasons.append("requests: old apps send '\(oldValue)'") }
        if reach.response { reasons.append("responses: old apps decode '\(newValue)' as `.unknown`, not `.\(before.swiftName)`") }
        changes.append(
            Change(
                .unionMappingValueChanged, subject: subject, travels: reach.direction,
                message: "Member '\(after.type.specSpelling)' of '\(new.name)' is now chosen by '\(newValue)', was '\(oldValue)'.",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: "the case keeps its name", swiftBefore: [caseName(old, before, old: true)],
                swiftAfter: [caseName(new, after)], endpoints: reach.endpoints, location: at))
    }

    private func report(added member: UnionMemberSpec, to union: UnionSpec, into changes: inout [Change]) {
        var reasons: [String] = []
        if reach.request { reasons.append("requests: old apps never send it") }
        if reach.response {
            reasons.append(
                union.isDiscriminated
                    ? "responses: old apps decode it as `.unknown` (the union is open) and can send it back unchanged"
                    : "responses: old apps' decoders reject a value of its JSON kind")
        }
        changes.append(
            Change(
                .unionMemberAdded, subject: "\(new.name).\(member.type.specSpelling)", travels: reach.direction,
                responseBreaks: !union.isDiscriminated,
                message: "Union '\(new.name)' has the new member '\(member.type.specSpelling)'.",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: "`\(new.swiftName)` gains the case `.\(member.swiftName)`: exhaustive `switch`es stop compiling",
                migration: "handle `.\(member.swiftName)` in `switch`es over `\(new.swiftName)`",
                swiftAfter: [caseName(new, member)], endpoints: reach.endpoints,
                location: context.new.location(member.location)))
    }

    private func report(removed member: UnionMemberSpec, into changes: inout [Change]) {
        var reasons: [String] = []
        if reach.request { reasons.append("requests: old apps may still send it") }
        if reach.response { reasons.append("responses: the server stops sending it, which old apps do not mind") }
        changes.append(
            Change(
                .unionMemberRemoved, subject: "\(new.name).\(member.type.specSpelling)", travels: reach.direction,
                message: "Union '\(new.name)' no longer has the member '\(member.type.specSpelling)'.",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: "the case `.\(member.swiftName)` disappears", swiftBefore: [caseName(old, member, old: true)],
                endpoints: reach.endpoints, location: context.old.location(member.location),
                anchor: context.new.location(new.location)))
    }

    /// How a union tells its members apart: by a field (named), by keys, or by JSON kind. Keys
    /// that change one by one are compared member by member, not as another way of choosing.
    private enum Choice: Equatable {
        case field(String)
        case keys
        case shape

        init(_ union: UnionSpec) {
            if let discriminator = union.discriminator {
                self = .field(discriminator.field.value)
            } else {
                self = union.keys == nil ? .shape : .keys
            }
        }
    }

    /// How keys choose `member`, as a message says it: "the key 'created'", or "none of the
    /// other members' keys" for the `otherwise` member; nil when no key chooses it.
    private static func keyText(_ union: UnionSpec, _ member: UnionMemberSpec) -> String? {
        if let key = union.key(of: member) { return "the key '\(key)'" }
        return union.isOtherwise(member) ? "none of the other members' keys" : nil
    }

    /// `Payment.card(Card)`, as the old or the new module declares it.
    private func caseName(_ model: ModelSpec, _ member: UnionMemberSpec, old isOld: Bool = false) -> String {
        let surface = isOld ? context.oldSwift : context.newSwift
        return "\(model.swiftName).\(member.swiftName)(\(surface.typeName(member.type)))"
    }
}

extension ModelComparator {
    /// `additionalFields` added, removed, or holding another type.
    func compareAdditionalFields(_ was: ModelSpec, _ now: ModelSpec, reach: ModelReach, into changes: inout [Change]) {
        let at = context.new.location(now.additionalFields?.location ?? now.location)
        switch (was.additionalFields, now.additionalFields) {
        case (nil, let added?):
            changes.append(
                Change(
                    .modelAdditionalFieldsAdded, subject: now.name, travels: reach.direction,
                    message: "Model '\(now.name)' now keeps the keys it does not declare in `\(added.swiftName)`.",
                    wireReason: unusedReason(reach, model: now.name) ?? "old apps send no extra keys and ignore those they receive",
                    sourceReason: "a new property; the initializer's new argument defaults to `[:]`",
                    swiftAfter: ["\(now.swiftName).\(added.swiftName): [String: \(context.newSwift.typeName(added.type))]"],
                    endpoints: reach.endpoints, location: at))
        case (let removed?, nil):
            changes.append(
                Change(
                    .modelAdditionalFieldsRemoved, subject: now.name, travels: reach.direction,
                    message: "Model '\(now.name)' no longer keeps the keys it does not declare.",
                    wireReason: unusedReason(reach, model: now.name)
                        ?? (reach.request ? "old apps may send extra keys the server no longer promises to read" : "old apps keep what they receive"),
                    sourceReason: "the property `\(removed.swiftName)` disappears",
                    swiftBefore: ["\(was.swiftName).\(removed.swiftName): [String: \(context.oldSwift.typeName(removed.type))]"],
                    endpoints: reach.endpoints, location: at))
        case (let before?, let after?) where context.mapped(before.type) != after.type:
            let judgement = TypeChangeJudgement(
                context, old: before.type, new: after.type, medium: .json, request: reach.request, response: reach.response)
            changes.append(
                Change(
                    .modelAdditionalFieldsTypeChanged, subject: now.name, travels: reach.direction,
                    requestBreaks: judgement.requestBreaks, responseBreaks: judgement.responseBreaks,
                    sourceBreaks: judgement.sourceBreaks,
                    message: "The additional fields of '\(now.name)' are now \(after.type.specSpelling), were \(before.type.specSpelling).",
                    wireReason: unusedReason(reach, model: now.name) ?? judgement.wireReason,
                    sourceReason: judgement.sourceBreaks
                        ? "the property's values change from `\(judgement.swiftBefore)` to `\(judgement.swiftAfter)`"
                        : "both are `\(judgement.swiftAfter)` in Swift",
                    swiftBefore: ["\(was.swiftName).\(before.swiftName): [String: \(judgement.swiftBefore)]"],
                    swiftAfter: ["\(now.swiftName).\(after.swiftName): [String: \(judgement.swiftAfter)]"],
                    endpoints: reach.endpoints, location: at))
        default:
            break
        }
    }
}
