/// Multipart bodies: the body's format, and each part matched by its wire name. (A multipart
/// body added or removed as a whole is `endpoint.body.added` / `endpoint.body.removed`.)
extension Rule {
    package static let endpointBodyFormatChanged = Rule(
        "endpoint.body.format-changed", group: "Bodies", title: "Body format changed (JSON ↔ multipart)",
        request: .breaking, response: .notApplicable, source: .breaking,
        reasoning: "Old apps send JSON where the server now reads `multipart/form-data`, or the reverse; the body's arguments change (one model against one argument per part).")
    package static let endpointBodyPartAdded = Rule(
        "endpoint.body.part.added", group: "Bodies", title: "Multipart part added",
        request: .breakingWhen("the part is required: old apps do not send it"), response: .notApplicable,
        source: .breakingWhen("the part is required: the method gains an argument every call must pass"),
        reasoning: "An optional part is a defaulted `= nil` argument, left out of the body when nil.")
    package static let endpointBodyPartRemoved = Rule(
        "endpoint.body.part.removed", group: "Bodies", title: "Multipart part removed", request: .breaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps keep sending a part the server no longer reads (what it carried is lost, or the form is refused); the argument disappears. A part renamed on the wire is one removed and one added.")
    package static let endpointBodyPartTypeChanged = Rule(
        "endpoint.body.part.type-changed", group: "Bodies", title: "Multipart part type changed",
        request: .breakingWhen("a part old apps send is not what the server now reads: a file for a value or the reverse, text for JSON, several files for one, or a value the new type refuses (`file` → `[file]` is safe)"),
        response: .notApplicable, source: .breakingWhen("the Swift type changes"),
        reasoning: "Text parts are judged like query values, JSON parts like JSON bodies.")
    package static let endpointBodyPartRequired = Rule(
        "endpoint.body.part.required", group: "Bodies", title: "Multipart part became required", request: .breaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps may leave it out; the argument loses its `= nil` and its `?`.")
    package static let endpointBodyPartOptional = Rule(
        "endpoint.body.part.optional", group: "Bodies", title: "Multipart part became optional", request: .nonBreaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps always send it, which is fine; the argument's type becomes optional (the request value's property reads as `T?`).")
    package static let endpointBodyPartSwiftNameChanged = Rule(
        "endpoint.body.part.swift-name-changed", group: "Bodies", title: "Multipart part label changed",
        request: .nonBreaking, response: .notApplicable, source: .breaking,
        reasoning: "The same part on the wire; the argument label changes.")
}
