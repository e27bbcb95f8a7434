import BinderyGenerator

/// Compares the request body of an endpoint that sends `multipart/form-data` in either spec:
/// a body that changed format (JSON ↔ multipart), a multipart body added or removed, and part
/// by part (matched by wire name) what each sends.
struct MultipartComparator {
    let context: ComparisonContext
    let old: EndpointSpec
    let new: EndpointSpec

    func compare(into changes: inout [Change]) {
        switch (old.multipart, new.multipart) {
        case (let was?, let now?):
            compareParts(was, now, into: &changes)
        case (nil, let now?):
            if let body = old.body {
                formatChanged(was: "a \(body.encoding.shortName) \(body.type.specSpelling) body", now: "a multipart/form-data body", at: now.location, into: &changes)
            } else {
                added(now, into: &changes)
            }
        case (let was?, nil):
            if let body = new.body {
                formatChanged(
                    was: "a multipart/form-data body", now: "a \(body.encoding.shortName) \(body.type.specSpelling) body", at: body.location, into: &changes)
            } else {
                removed(was, into: &changes)
            }
        case (nil, nil):
            return
        }
    }

    // MARK: - The body as a whole

    private func formatChanged(was: String, now: String, at location: SourceLocation, into changes: inout [Change]) {
        changes.append(
            Change(
                .endpointBodyFormatChanged, subject: new.name, travels: .request,
                message: "'\(new.name)' now sends \(now), was \(was).",
                wireReason: "old apps send the body in the old format, which the server no longer reads",
                sourceReason: "the body's arguments change",
                migration: "pass the arguments of `\(context.newSwift.methodName(new))` instead of `\(context.oldSwift.methodName(old))`",
                swiftBefore: [context.oldSwift.method(old)], swiftAfter: [context.newSwift.method(new)], endpoints: [new.name],
                location: context.new.location(location)))
    }

    private func added(_ body: MultipartBodySpec, into changes: inout [Change]) {
        let required = body.parts.filter(\.required)
        let labels = required.map { context.newSwift.shownArgument(SwiftSurface.key(of: $0), of: new) }.joined(separator: ", ")
        changes.append(
            Change(
                .endpointBodyAdded, subject: new.name,
                travels: .request, requestBreaks: body.isRequired, sourceBreaks: body.isRequired,
                message: "'\(new.name)' now sends a multipart/form-data body (parts \(partNames(body))).",
                wireReason: body.isRequired ? "old apps send no body" : "every part is optional",
                sourceReason: body.isRequired ? "every call must pass \(labels)" : "the new arguments default to nil",
                migration: body.isRequired ? "pass \(labels) in every call of `\(new.swiftName)(…)`" : nil,
                swiftBefore: [context.oldSwift.method(old)], swiftAfter: [context.newSwift.method(new)], endpoints: [new.name],
                location: context.new.location(body.location)))
    }

    private func removed(_ body: MultipartBodySpec, into changes: inout [Change]) {
        let arguments = body.parts.map { context.oldSwift.shownArgument(SwiftSurface.key(of: $0), of: old) }
        changes.append(
            Change(
                .endpointBodyRemoved, subject: new.name, travels: .request,
                message: "'\(new.name)' no longer sends its multipart/form-data body (parts \(partNames(body))).",
                wireReason: "old apps send a body the server no longer reads",
                sourceReason: "calls that pass the parts' arguments stop compiling",
                migration: "remove the arguments \(arguments.joined(separator: ", ")) from calls of `\(new.swiftName)(…)`",
                swiftBefore: [context.oldSwift.method(old)], swiftAfter: [context.newSwift.method(new)], endpoints: [new.name],
                location: context.old.location(body.location), anchor: context.new.location(new.location)))
    }

    private func partNames(_ body: MultipartBodySpec) -> String {
        body.parts.map { "'\($0.wireName)'" }.joined(separator: ", ")
    }

    // MARK: - Parts

    private func compareParts(_ was: MultipartBodySpec, _ now: MultipartBodySpec, into changes: inout [Change]) {
        let oldParts = Dictionary(was.parts.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(now.parts.map(\.wireName))
        for part in now.parts {
            if let before = oldParts[part.wireName] {
                compare(before, part, into: &changes)
            } else {
                partAdded(part, into: &changes)
            }
        }
        for part in was.parts where !newNames.contains(part.wireName) {
            partRemoved(part, into: &changes)
        }
    }

    private func partAdded(_ part: MultipartPartSpec, into changes: inout [Change]) {
        let label = context.newSwift.shownArgument(SwiftSurface.key(of: part), of: new)
        changes.append(
            Change(
                .endpointBodyPartAdded, subject: "\(new.name).\(part.wireName)",
                travels: .request, requestBreaks: part.required, sourceBreaks: part.required,
                message: "The multipart body of '\(new.name)' has a new \(part.required ? "required" : "optional") part '\(part.wireName)' (\(part.content.specSpelling)).",
                wireReason: part.required ? "old apps do not send it" : "old apps that leave it out are accepted",
                sourceReason: part.required ? "every call must pass \(label)" : "the new argument defaults to nil",
                migration: part.required ? "pass \(label) in every call of `\(new.swiftName)(…)`" : nil,
                swiftBefore: [context.oldSwift.method(old)], swiftAfter: [context.newSwift.method(new, showing: SwiftSurface.key(of: part))],
                endpoints: [new.name], location: context.new.location(part.location)))
    }

    private func partRemoved(_ part: MultipartPartSpec, into changes: inout [Change]) {
        let argument = context.oldSwift.shownArgument(SwiftSurface.key(of: part), of: old)
        changes.append(
            Change(
                .endpointBodyPartRemoved, subject: "\(new.name).\(part.wireName)", travels: .request,
                message: "The multipart body of '\(new.name)' no longer has the part '\(part.wireName)'.",
                wireReason: "old apps keep sending it, and the server no longer reads it",
                sourceReason: "calls that pass \(argument) stop compiling",
                migration: "remove the argument \(argument) from calls of `\(new.swiftName)(…)`",
                swiftBefore: [context.oldSwift.method(old, showing: SwiftSurface.key(of: part))], swiftAfter: [context.newSwift.method(new)],
                endpoints: [new.name], location: context.old.location(part.location), anchor: context.new.location(new.location)))
    }

    private func compare(_ was: MultipartPartSpec, _ now: MultipartPartSpec, into changes: inout [Change]) {
        let key = SwiftSurface.key(of: now)
        let before = [context.oldSwift.method(old, showing: key)]
        let after = [context.newSwift.method(new, showing: key)]
        let subject = "\(new.name).\(now.wireName)"
        let at = context.new.location(now.location)
        let oldType = context.oldSwift.typeName(of: was)
        let newType = context.newSwift.typeName(of: now)
        if contentChanged(was.content, now.content) {
            let (breaks, reason) = judge(was.content, now.content)
            changes.append(
                Change(
                    .endpointBodyPartTypeChanged, subject: subject,
                    travels: .request, requestBreaks: breaks, sourceBreaks: oldType != newType,
                    message: "Part '\(now.wireName)' of '\(new.name)' changed type from \(was.content.specSpelling) to \(now.content.specSpelling).",
                    wireReason: reason,
                    sourceReason: oldType != newType ? "the argument's type changes from `\(oldType)` to `\(newType)`" : "the Swift type is the same",
                    swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: context.new.location(now.typeLocation)))
        }
        if was.required != now.required {
            changes.append(
                Change(
                    now.required ? .endpointBodyPartRequired : .endpointBodyPartOptional, subject: subject, travels: .request,
                    message: "Part '\(now.wireName)' of '\(new.name)' is now \(now.required ? "required" : "optional").",
                    wireReason: now.required ? "old apps may leave it out" : "old apps always send it, which is still accepted",
                    sourceReason: now.required
                        ? "the argument loses its `= nil` and becomes non-optional"
                        : "the argument's type becomes optional",
                    swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
        }
        if was.swiftName != now.swiftName {
            let oldArgument = context.oldSwift.argument(SwiftSurface.key(of: was), of: old)
            let newArgument = context.newSwift.argument(SwiftSurface.key(of: now), of: new)
            let oldShown = SwiftSurface.shown(oldArgument, label: was.swiftName)
            let newShown = SwiftSurface.shown(newArgument, label: now.swiftName)
            changes.append(
                Change(
                    .endpointBodyPartSwiftNameChanged, subject: subject, travels: .request,
                    message: "Part '\(now.wireName)' of '\(new.name)' is now the argument \(newShown), was \(oldShown).",
                    wireReason: "the part sent is the same", sourceReason: "the argument label changes",
                    migration: SwiftSurface.renameHint(method: new.swiftName, was: oldArgument, now: newArgument),
                    swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
        }
    }

    private func contentChanged(_ was: MultipartPartSpec.Content, _ now: MultipartPartSpec.Content) -> Bool {
        if case .value(let a) = was, case .value(let b) = now { return context.mapped(a) != b }
        return was != now
    }

    /// Whether what old apps send as `was` breaks a server expecting `now`, and why.
    private func judge(_ was: MultipartPartSpec.Content, _ now: MultipartPartSpec.Content) -> (Bool, String) {
        switch (was, now) {
        case (.file, .files):
            return (false, "one file part is a valid list of files")
        case (.files, .file):
            return (true, "old apps may send several parts of that name")
        case (.value(let a), .value(let b)):
            let oldModels = context.old.spec.modelsByName
            let newModels = context.new.spec.modelsByName
            let wasText = was.isText(models: oldModels)
            guard wasText == now.isText(models: newModels) else {
                return (true, "old apps send \(wasText ? "text" : "JSON"), the server now reads \(wasText ? "JSON" : "text")")
            }
            let judgement = TypeChangeJudgement(context, old: a, new: b, medium: wasText ? .text : .json, request: true, response: false)
            return (judgement.requestBreaks, judgement.wireReason)
        default:
            return (true, "old apps send \(describe(was)), the server now reads \(describe(now))")
        }
    }

    private func describe(_ content: MultipartPartSpec.Content) -> String {
        switch content {
        case .file, .files: "a file"
        case .value: "a value"
        }
    }
}
