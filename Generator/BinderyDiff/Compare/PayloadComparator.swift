import BinderyGenerator

/// Compares one endpoint's request body and response in both specs (multipart bodies: see
/// `MultipartComparator`).
struct PayloadComparator {
    let context: ComparisonContext
    let old: EndpointSpec
    let new: EndpointSpec

    func compare(into changes: inout [Change]) {
        compareBody(into: &changes)
        compareResponse(into: &changes)
    }

    // MARK: - Body

    private func compareBody(into changes: inout [Change]) {
        if old.multipart != nil || new.multipart != nil {
            MultipartComparator(context: context, old: old, new: new).compare(into: &changes)
            return
        }
        let before = [context.oldSwift.method(old, showing: "body")]
        let after = [context.newSwift.method(new, showing: "body")]
        let oldBodyArgument = context.oldSwift.argument("body", of: old)
        let newBodyArgument = context.newSwift.argument("body", of: new)
        let oldBody = SwiftSurface.shown(oldBodyArgument, label: old.body?.swiftName ?? "body")
        let newBody = SwiftSurface.shown(newBodyArgument, label: new.body?.swiftName ?? "body")
        switch (old.body, new.body) {
        case (nil, let body?):
            changes.append(
                Change(
                    .endpointBodyAdded, subject: new.name,
                    travels: .request, requestBreaks: body.required, sourceBreaks: body.required,
                    message: "'\(new.name)' now sends a\(body.required ? " required" : "n optional") \(body.type.specSpelling) body.",
                    wireReason: body.required ? "old apps send no body" : "the body is optional",
                    sourceReason: body.required ? "every call must pass \(newBody)" : "the new argument defaults to nil",
                    migration: body.required ? "pass \(newBody) in every call of `\(new.swiftName)(…)`" : nil,
                    swiftBefore: [context.oldSwift.method(old)], swiftAfter: after, endpoints: [new.name],
                    location: context.new.location(body.location)))
        case (let body?, nil):
            changes.append(
                Change(
                    .endpointBodyRemoved, subject: new.name, travels: .request,
                    message: "'\(new.name)' no longer sends its \(body.type.specSpelling) body.",
                    wireReason: "old apps send a body the server no longer reads",
                    sourceReason: "calls that pass \(oldBody) stop compiling",
                    migration: "remove the argument \(oldBody) from calls of `\(new.swiftName)(…)`",
                    swiftBefore: before, swiftAfter: [context.newSwift.method(new)], endpoints: [new.name],
                    location: context.old.location(body.location), anchor: context.new.location(new.location)))
        case (let was?, let now?):
            let at = context.new.location(now.location)
            if context.mapped(was.type) != now.type {
                let judgement = TypeChangeJudgement(context, old: was.type, new: now.type, medium: .json, request: true, response: false)
                changes.append(
                    Change(
                        .endpointBodyTypeChanged, subject: new.name,
                        travels: .request, requestBreaks: judgement.requestBreaks, sourceBreaks: judgement.sourceBreaks,
                        message: "The body of '\(new.name)' changed type from \(was.type.specSpelling) to \(now.type.specSpelling).",
                        wireReason: judgement.wireReason,
                        sourceReason: judgement.sourceBreaks ? "the argument's type changes" : "the Swift type is the same",
                        swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
            }
            if was.required != now.required {
                changes.append(
                    Change(
                        now.required ? .endpointBodyRequired : .endpointBodyOptional, subject: new.name, travels: .request,
                        message: "The body of '\(new.name)' is now \(now.required ? "required" : "optional").",
                        wireReason: now.required ? "old apps may send none" : "old apps always send one, which is still accepted",
                        sourceReason: now.required
                            ? "the argument loses its `= nil` and becomes non-optional"
                            : "the argument's type becomes optional",
                        swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
            }
            if was.wrapKey != now.wrapKey {
                changes.append(
                    Change(
                        .endpointBodyWrapChanged, subject: new.name, travels: .request,
                        message: "The body of '\(new.name)' is now sent \(wrapping(now.wrapKey)), was \(wrapping(was.wrapKey)).",
                        wireReason: "old apps send the old shape", sourceReason: "the argument's type is the same",
                        endpoints: [new.name], location: at))
            }
            if was.mediaType != now.mediaType {
                changes.append(
                    Change(
                        .endpointBodyEncodingChanged, subject: new.name, travels: .request,
                        message: "The body of '\(new.name)' is now sent as \(now.mediaType), was \(was.mediaType).",
                        wireReason: "old apps send the body in the old encoding, which the server no longer reads",
                        sourceReason: "the argument's type is the same",
                        endpoints: [new.name], location: context.new.location(now.encodingLocation ?? now.location)))
            }
            if was.swiftName != now.swiftName {
                changes.append(
                    Change(
                        .endpointBodySwiftNameChanged, subject: new.name, travels: .request,
                        message: "The body of '\(new.name)' is now the argument \(newBody), was \(oldBody).",
                        wireReason: "the JSON sent is the same", sourceReason: "the argument label changes",
                        migration: SwiftSurface.renameHint(method: new.swiftName, was: oldBodyArgument, now: newBodyArgument),
                        swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
            }
        case (nil, nil):
            return
        }
    }

    private func wrapping(_ key: String?) -> String {
        key.map { "wrapped as {\"\($0)\": …}" } ?? "unwrapped"
    }

    // MARK: - Response

    private func compareResponse(into changes: inout [Change]) {
        let was = old.response
        let now = new.response
        let at = context.new.location(now.location)
        let oldType = context.oldSwift.responseType(old)
        let newType = context.newSwift.responseType(new)
        let before = ["\(context.oldSwift.method(old)) -> \(oldType)"]
        let after = ["\(context.newSwift.method(new)) -> \(newType)"]
        switch (was.type, now.type) {
        case (nil, let type?):
            changes.append(
                Change(
                    .endpointResponseAdded, subject: new.name, travels: .response,
                    message: "'\(new.name)' now returns \(type.specSpelling).", wireReason: "old apps ignore the body",
                    sourceReason: "the method returns `\(newType)` instead of nothing: `Result<Void, BinderyError>` completions stop type-checking and unused results warn",
                    swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
        case (let type?, nil):
            changes.append(
                Change(
                    .endpointResponseRemoved, subject: new.name, travels: .response,
                    message: "'\(new.name)' no longer returns \(type.specSpelling).",
                    wireReason: "old apps decode a body the server no longer promises",
                    sourceReason: "the method returns nothing; code using its `\(oldType)` stops compiling",
                    swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
        case (let a?, let b?):
            if was.bodyFormat != now.bodyFormat {
                changes.append(
                    Change(
                        .endpointResponseFormatChanged, subject: new.name,
                        travels: .response, sourceBreaks: oldType != newType,
                        message: "'\(new.name)' now answers \(now.bodyFormat.name), was \(was.bodyFormat.name).",
                        wireReason: "old apps \(was.bodyFormat.oldAppsDo)",
                        sourceReason: oldType != newType ? "the return type changes" : "the return type is `\(newType)` in both",
                        swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
            } else if context.mapped(a) != b {
                let judgement = TypeChangeJudgement(context, old: a, new: b, medium: .json, request: false, response: true)
                changes.append(
                    Change(
                        .endpointResponseTypeChanged, subject: new.name,
                        travels: .response, responseBreaks: judgement.responseBreaks, sourceBreaks: oldType != newType,
                        message: "'\(new.name)' now returns \(b.specSpelling), was \(a.specSpelling).",
                        wireReason: judgement.wireReason,
                        sourceReason: oldType != newType ? "the return type changes from `\(oldType)` to `\(newType)`" : "the return type is `\(newType)` in both",
                        swiftBefore: before, swiftAfter: after, endpoints: [new.name], location: at))
            }
        case (nil, nil):
            break
        }
        let addedStatuses = Set(now.statuses).subtracting(was.statuses)
        if Set(was.statuses) != Set(now.statuses) {
            let show: ([Int]) -> String = { $0.sorted().map(String.init).joined(separator: ", ") }
            changes.append(
                Change(
                    .endpointResponseStatusesChanged, subject: new.name,
                    travels: .response, responseBreaks: !addedStatuses.isEmpty,
                    message: "'\(new.name)' now succeeds with \(show(now.statuses)), was \(show(was.statuses)).",
                    wireReason: addedStatuses.isEmpty
                        ? "old apps just stop seeing a status they accepted"
                        : "old apps treat \(show(Array(addedStatuses))) as a failure",
                    sourceReason: "no generated signature changes", endpoints: [new.name], location: at))
        }
        if was.unwrapPath != now.unwrapPath {
            let show: ([String]) -> String = { $0.isEmpty ? "the body itself" : "'\($0.joined(separator: "."))'" }
            changes.append(
                Change(
                    .endpointResponseUnwrapChanged, subject: new.name, travels: .response,
                    message: "'\(new.name)' now reads its value from \(show(now.unwrapPath)), was \(show(was.unwrapPath)).",
                    wireReason: "old apps look for the value under the old keys", sourceReason: "the return type is unchanged",
                    endpoints: [new.name], location: at))
        }
        changes += ResponseStreamChange.changes(was, now, endpoint: new.name, swift: (before, after), at: at)
    }
}

/// How a response's body is read, in the words of a diff message.
private enum ResponseBodyFormat: Equatable {
    case json, text, binary

    var name: String {
        switch self {
        case .json: "JSON"
        case .text: "plain text"
        case .binary: "raw bytes"
        }
    }

    /// What an app built for this format does with the body.
    var oldAppsDo: String {
        switch self {
        case .json: "decode the body as JSON"
        case .text: "read the body as text"
        case .binary: "take the body's bytes as they are"
        }
    }
}

extension ResponseSpec {
    fileprivate var bodyFormat: ResponseBodyFormat { isBinary ? .binary : isText ? .text : .json }
}
