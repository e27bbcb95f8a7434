/// One kind of change `bindery diff` recognises, with the verdicts it gives and why.
///
/// Each rule is declared once, as a static property in `RuleCatalogue*.swift`
/// (`Rule.endpointParameterRemoved`), and listed in ``RuleCatalogue/all``. Comparators name it,
/// so the compiler checks that the rule exists, and a ``Change`` takes its verdicts from it.
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

        /// Whether a change breaks under this expectation. `condition` is the comparator's
        /// judgement of the stated condition; only `breakingWhen` reads it.
        func breaks(_ condition: Bool?) -> Bool {
            switch self {
            case .breaking: return true
            case .nonBreaking, .notApplicable: return false
            case .breakingWhen:
                assert(condition != nil, "a change of a `breaking when` rule needs the comparator's condition")
                return condition ?? true  // Unjudged: breaking, rather than let a break through unseen.
            }
        }
    }

    /// The stable id: `endpoint.parameter.removed`. It starts every change's identity.
    package let id: String
    /// The part of the spec it is about, for grouping the catalogue: "Endpoints", "Models".
    package let group: String
    /// What happened, in a few words.
    package let title: String
    /// The wire verdict when the changed construct travels in requests (apps send it).
    package let wireRequest: Expectation
    /// The wire verdict when it travels in responses (apps receive it).
    package let wireResponse: Expectation
    /// The Swift source verdict.
    package let source: Expectation
    /// Why the verdicts are what they are.
    package let reasoning: String

    /// Creates a rule.
    init(
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
