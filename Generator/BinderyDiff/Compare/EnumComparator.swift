import BinderyGenerator

/// Compares the values of one enum in both specs. Generated enums are open — a value the
/// client does not know decodes as `.unknown(text)` — so an added value is wire-safe in
/// responses; but the Swift enum gains a case, which exhaustive `switch`es notice.
struct EnumComparator {
    let context: ComparisonContext
    let old: ModelSpec
    let new: ModelSpec
    let reach: ModelReach

    func compare(_ oldCases: [EnumCaseSpec], _ newCases: [EnumCaseSpec], into changes: inout [Change]) {
        let oldIndex = Dictionary(oldCases.enumerated().map { ($0.element.value, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let newIndex = Dictionary(newCases.enumerated().map { ($0.element.value, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let matching = Matching(
            old: oldCases, new: newCases, key: \.value,
            renameRules: [
                { a, b in a.swiftName == b.swiftName ? 2 : nil },
                { a, b in
                    oldIndex[a.value] == newIndex[b.value] && NameSimilarity.areSimilar(a.value, b.value) ? 1 : nil
                },
            ])
        for (was, now, _) in matching.pairs { compare(was, now, into: &changes) }
        // A field of a one-value enum defaults to that value; a second value takes the default away.
        let lostDefault = matching.added.isEmpty ? nil : SwiftTypeNames.onlyValue(among: oldCases)
        for value in matching.added { report(added: value, lostDefault: lostDefault, into: &changes) }
        for value in matching.removed { report(removed: value, into: &changes) }
    }

    private func compare(_ was: EnumCaseSpec, _ now: EnumCaseSpec, into changes: inout [Change]) {
        let at = context.new.location(now.location)
        let before = [context.oldSwift.enumCase(old, was)]
        let after = [context.newSwift.enumCase(new, now)]
        let swiftChanged = was.swiftName != now.swiftName
        if was.value != now.value {
            var reasons: [String] = []
            if reach.request { reasons.append("requests: old apps send '\(was.value)'") }
            if reach.response { reasons.append("responses: old apps decode '\(now.value)' as `.unknown(\"\(now.value)\")`, not `.\(was.swiftName)`") }
            changes.append(
                Change(
                    swiftChanged ? .enumCaseRenamed : .enumCaseValueChanged, subject: "\(new.name).\(was.value)->\(now.value)",
                    travels: reach.direction,
                    message: swiftChanged
                        ? "Value '\(was.value)' of '\(new.name)' is now '\(now.value)' (`.\(was.swiftName)` → `.\(now.swiftName)`)."
                        : "Value '\(was.value)' of '\(new.name)' is now written '\(now.value)'; the Swift case `.\(now.swiftName)` is kept.",
                    wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                    sourceReason: swiftChanged ? "the case is renamed" : "the case keeps its name",
                    migration: swiftChanged ? "rename `.\(was.swiftName)` to `.\(now.swiftName)`" : nil,
                    swiftBefore: before, swiftAfter: after, endpoints: reach.endpoints, location: at))
        } else if swiftChanged {
            changes.append(
                Change(
                    .enumCaseSwiftNameChanged, subject: "\(new.name).\(now.value)", travels: reach.direction,
                    message: "Value '\(now.value)' of '\(new.name)' is now the case `.\(now.swiftName)`, was `.\(was.swiftName)`.",
                    wireReason: "the text on the wire is unchanged", sourceReason: "the case is renamed",
                    migration: "rename `.\(was.swiftName)` to `.\(now.swiftName)`", swiftBefore: before, swiftAfter: after,
                    endpoints: reach.endpoints, location: at))
        }
        if was.deprecated == nil, let message = now.deprecated {
            changes.append(
                Change(
                    .enumCaseDeprecated, subject: "\(new.name).\(now.value)", travels: reach.direction,
                    message: "Value '\(now.value)' of '\(new.name)' is deprecated: \(message)",
                    wireReason: "nothing changes on the wire", sourceReason: "a note in the case's documentation",
                    endpoints: reach.endpoints, location: at))
        }
    }

    private func report(added value: EnumCaseSpec, lostDefault: String?, into changes: inout [Change]) {
        var reasons: [String] = []
        if reach.request { reasons.append("requests: old apps never send it") }
        if reach.response { reasons.append("responses: old apps decode it as `.unknown(\"\(value.value)\")` (the enum is open)") }
        changes.append(
            Change(
                .enumCaseAdded, subject: "\(new.name).\(value.value)", travels: reach.direction,
                message: "'\(new.name)' has the new value '\(value.value)'.",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: "`\(new.swiftName)` gains the case `.\(value.swiftName)`: exhaustive `switch`es stop compiling, and code matching `.unknown(\"\(value.value)\")` no longer sees it"
                    + (lostDefault.map { "; initializer arguments of its type no longer default to `\($0)`" } ?? ""),
                migration: "handle `.\(value.swiftName)` in `switch`es over `\(new.swiftName)`"
                    + (lostDefault.map { ", and pass `\($0)` where an initializer took it by default" } ?? ""),
                swiftAfter: [context.newSwift.enumCase(new, value)], endpoints: reach.endpoints,
                location: context.new.location(value.location)))
    }

    private func report(removed value: EnumCaseSpec, into changes: inout [Change]) {
        var reasons: [String] = []
        if reach.request { reasons.append("requests: old apps may still send '\(value.value)'") }
        if reach.response { reasons.append("responses: the server stops sending it, which old apps do not mind") }
        changes.append(
            Change(
                .enumCaseRemoved, subject: "\(new.name).\(value.value)", travels: reach.direction,
                message: "'\(new.name)' no longer has the value '\(value.value)'.",
                wireReason: unusedReason(reach, model: new.name) ?? joinReasons(reasons),
                sourceReason: "the case `.\(value.swiftName)` disappears",
                swiftBefore: [context.oldSwift.enumCase(old, value)], endpoints: reach.endpoints,
                location: context.old.location(value.location), anchor: context.new.location(new.location)))
    }
}
