/// The rule of `example:` values: documentation and `bindery mock`'s answers, never the
/// contract.
extension Rule {
    package static let exampleChanged = Rule(
        "example.changed", group: "Examples", title: "Example added, changed or removed", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "An example of a model, field, parameter or response is documentation and what `bindery mock` answers with: nothing on the wire or in the generated Swift changes. Reported for release notes, and because mocks answer differently.")
}
