/// One kind of change `bindery diff` recognises, with the verdicts it gives and why.
package struct Rule: Sendable, Hashable {
    /// What a rule says about one verdict.
    package enum Expectation: Sendable, Hashable, CustomStringConvertible {
        /// Always breaking.
        case breaking
        /// Never breaking.
        case nonBreaking
        /// Breaking under the stated condition, non-breaking otherwise.
        case breakingWhen(String)
        /// The change never travels this way.
        case notApplicable

        package var description: String {
            switch self {
            case .breaking: "breaking"
            case .nonBreaking: "non-breaking"
            case .breakingWhen(let condition): "breaking when \(condition)"
            case .notApplicable: "—"
            }
        }

        /// Whether `verdict` is one this expectation allows.
        package func allows(_ verdict: Verdict) -> Bool {
            switch self {
            case .breaking: verdict == .breaking
            case .nonBreaking, .notApplicable: verdict == .nonBreaking
            case .breakingWhen: true
            }
        }
    }

    /// The stable id: `endpoint.parameter.removed`. It starts every change's identity.
    package var id: String
    /// The part of the spec it is about, for grouping the catalogue: "Endpoints", "Models".
    package var group: String
    /// What happened, in a few words.
    package var title: String
    /// The wire verdict when the changed construct travels in requests (apps send it).
    package var wireRequest: Expectation
    /// The wire verdict when it travels in responses (apps receive it).
    package var wireResponse: Expectation
    /// The Swift source verdict.
    package var source: Expectation
    /// Why the verdicts are what they are.
    package var reasoning: String

    /// Creates a rule.
    package init(
        _ id: String, group: String, title: String, request: Expectation, response: Expectation, source: Expectation,
        reasoning: String
    ) {
        self.id = id
        self.group = group
        self.title = title
        self.wireRequest = request
        self.wireResponse = response
        self.source = source
        self.reasoning = reasoning
    }
}
