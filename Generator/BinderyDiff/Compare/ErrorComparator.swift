import BinderyGenerator

/// Compares one endpoint's documented errors: matched by status and code, then — for named
/// failures whose status or code changed — by name.
struct ErrorComparator {
    let context: ComparisonContext
    let old: EndpointSpec
    let new: EndpointSpec

    private static func key(_ error: ErrorSpec) -> String { "\(error.status)" + (error.code.map { ".\($0)" } ?? "") }

    func compare(into changes: inout [Change]) {
        let matching = Matching(
            old: old.errors, new: new.errors, key: Self.key,
            renameRules: [{ a, b in a.name != nil && a.name == b.name ? 1 : nil }])
        let hadFailureEnum = old.errors.contains { $0.name != nil }
        let oldType = context.oldSwift.requestType(old)
        let newType = context.newSwift.requestType(new)
        for (was, now, byName) in matching.pairs {
            let at = context.new.location(now.location)
            let subject = "\(new.name).\(Self.key(was))"
            if byName {
                changes.append(
                    Change(
                        .endpointErrorStatusChanged, subject: subject, travels: .response,
                        message: "The failure `.\(now.name ?? "")` of '\(new.name)' is now \(describe(now)), was \(describe(was)).",
                        wireReason: "old apps recognise `.\(was.name ?? "")` by \(describe(was)); the server's new answer is not recognised",
                        sourceReason: "the `Failure` case keeps its name",
                        swiftBefore: ["\(oldType).Failure.\(was.name ?? "")"], swiftAfter: ["\(newType).Failure.\(now.name ?? "")"],
                        endpoints: [new.name], location: at))
            } else if was.name != now.name {
                let breaks = was.name != nil || hadFailureEnum
                let reason: String
                switch (was.name, now.name) {
                case (let a?, let b?): reason = "`Failure.\(a)` is renamed `Failure.\(b)`"
                case (let a?, nil): reason = "`Failure.\(a)` disappears"
                case (nil, let b?): reason = hadFailureEnum
                    ? "`Failure` gains the case `.\(b)`: exhaustive `switch`es over it stop compiling"
                    : "a new `\(newType).Failure` enum; nothing existing changes"
                default: reason = ""
                }
                changes.append(
                    Change(
                        .endpointErrorRenamed, subject: subject, travels: .response, sourceBreaks: breaks,
                        message: "The documented \(describe(now)) of '\(new.name)' is now \(now.name.map { "the failure `.\($0)`" } ?? "unnamed"), was \(was.name.map { "`.\($0)`" } ?? "unnamed").",
                        wireReason: "the same status and code", sourceReason: reason,
                        migration: { if let a = was.name, let b = now.name { return "rename `\(oldType).Failure.\(a)` to `\(newType).Failure.\(b)`" }; return nil }(),
                        swiftBefore: was.name.map { ["\(oldType).Failure.\($0)"] } ?? [],
                        swiftAfter: now.name.map { ["\(newType).Failure.\($0)"] } ?? [], endpoints: [new.name], location: at))
            }
        }
        for error in matching.added {
            let breaks = error.name != nil && hadFailureEnum
            changes.append(
                Change(
                    .endpointErrorAdded, subject: "\(new.name).\(Self.key(error))",
                    travels: .response, sourceBreaks: breaks,
                    message: "'\(new.name)' documents the failure \(describe(error))\(error.name.map { " as `.\($0)`" } ?? "")\(error.docs.map { ": \($0)" } ?? ".")",
                    wireReason: "old apps already receive every failure as a `BinderyError`",
                    sourceReason: breaks
                        ? "`\(newType).Failure` gains a case: exhaustive `switch`es over it stop compiling"
                        : (error.name == nil ? "only the documentation changes" : "a new `\(newType).Failure` enum"),
                    swiftAfter: error.name.map { ["\(newType).Failure.\($0)"] } ?? [], endpoints: [new.name],
                    location: context.new.location(error.location)))
        }
        for error in matching.removed {
            changes.append(
                Change(
                    .endpointErrorRemoved, subject: "\(new.name).\(Self.key(error))",
                    travels: .response, sourceBreaks: error.name != nil,
                    message: "'\(new.name)' no longer documents the failure \(describe(error))\(error.name.map { " (`.\($0)`)" } ?? "").",
                    wireReason: "old apps simply stop seeing it",
                    sourceReason: error.name.map { "`\(oldType).Failure.\($0)` disappears" } ?? "only the documentation changes",
                    swiftBefore: error.name.map { ["\(oldType).Failure.\($0)"] } ?? [], endpoints: [new.name],
                    location: context.old.location(error.location), anchor: context.new.location(new.location)))
        }
    }

    private func describe(_ error: ErrorSpec) -> String {
        "HTTP \(error.status)" + (error.code.map { " with code \($0)" } ?? "")
    }
}
