/// One difference between two specs, classified twice: for apps already shipped against the
/// API (wire) and for Swift code using the generated library (source).
package struct Change: Sendable, Hashable {
    /// A stable name of this change, `<rule>:<subject>`, such as
    /// `endpoint.parameter.type-changed:getTracking.fields`. The same edit gives the same
    /// identity in every run, so acknowledgement files can name it.
    package var identity: String { "\(rule.id):\(subject)" }
    /// The rule of the catalogue that classified the change (see ``RuleCatalogue``). It and the
    /// verdicts below are fixed when the change is made, so they cannot drift apart.
    package let rule: Rule
    /// What changed, by wire names: `getTracking.fields`, `Tracking.title`, `Tag.Delivered`.
    package var subject: String
    /// Whether apps already shipped can break.
    package let wire: Verdict
    /// Whether Swift code written against the old generated library can stop compiling.
    package let source: Verdict
    /// The direction that breaks (for a breaking wire verdict), or the directions the changed
    /// construct travels in.
    package let direction: Direction
    /// What changed, in one sentence.
    package var message: String
    /// Why the wire verdict is what it is.
    package var wireReason: String
    /// Why the source verdict is what it is.
    package var sourceReason: String
    /// What a consumer changes in their Swift code, when there is something to do: renames
    /// say what to rename to.
    package var migration: String?
    /// The generated Swift declarations the change touches, before the change
    /// (`ShopClient.listItems(status:limit: Int = 20)`, `Item.name: String`).
    package var swiftBefore: [String]
    /// The same declarations after the change; equal to ``swiftBefore`` when the Swift is untouched.
    package var swiftAfter: [String]
    /// The endpoints (by spec name) the change reaches; for a change to a model, every call
    /// that sends or receives it.
    package var endpoints: [String]
    /// Where the change is: in the new spec, or in the old one for something removed.
    package var location: ChangeLocation?
    /// For something removed, the nearest place in the new spec (the endpoint that lost a
    /// parameter, the model that lost a field), where an annotation can point.
    package var anchor: ChangeLocation?

    /// Creates a change of `rule`, with the verdicts the catalogue gives it.
    ///
    /// The wire verdict is breaking when, in a direction the construct `travels` (`.none`: no
    /// call carries it), the rule's expectation for that direction breaks; ``direction`` is
    /// then the directions that break, otherwise `travels`. A fixed expectation (breaking,
    /// non-breaking, not applicable) decides alone; only a `breakingWhen` expectation reads the
    /// comparator's judgement of its condition: `requestBreaks`, `responseBreaks`,
    /// `sourceBreaks`.
    package init(
        _ rule: Rule, subject: String, travels: Direction, requestBreaks: Bool? = nil, responseBreaks: Bool? = nil,
        sourceBreaks: Bool? = nil, message: String, wireReason: String,
        sourceReason: String, migration: String? = nil, swiftBefore: [String] = [], swiftAfter: [String] = [],
        endpoints: [String] = [], location: ChangeLocation? = nil, anchor: ChangeLocation? = nil
    ) {
        let request = travels.includesRequest && rule.wireRequest.breaks(requestBreaks)
        let response = travels.includesResponse && rule.wireResponse.breaks(responseBreaks)
        self.rule = rule
        self.subject = subject
        self.wire = .breaking(if: request || response)
        self.source = .breaking(if: rule.source.breaks(sourceBreaks))
        self.direction = request || response ? Direction(request: request, response: response) : travels
        self.message = message
        self.wireReason = wireReason
        self.sourceReason = sourceReason
        self.migration = migration
        self.swiftBefore = swiftBefore
        self.swiftAfter = swiftAfter
        self.endpoints = endpoints
        self.location = location
        self.anchor = anchor
    }

    /// Whether either verdict is breaking.
    package var isBreaking: Bool { wire.isBreaking || source.isBreaking }

    /// The location an annotation on the new spec's files should use: the change's own place
    /// in the new spec, else the anchor, else its place in the old spec.
    package var annotationLocation: ChangeLocation? {
        if let location, location.side == .new { return location }
        return anchor ?? location
    }
}
