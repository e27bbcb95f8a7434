import BinderySpec
/// The checks of an endpoint's path: a well-formed template whose placeholders and path
/// parameters match one to one.
extension SpecValidator {
    /// Reports a malformed template, placeholders without a path parameter (or used twice),
    /// and path parameters without a placeholder.
    /// `sharedPathNames`: the shared path values the endpoint takes, which fill placeholders too.
    mutating func checkPathTemplate(_ template: PathTemplate, of endpoint: EndpointDeclaration, sharedPathNames: Set<String>) {
        let shownPath = Diagnostic.abbreviated(endpoint.path)
        if let problem = template.problem {
            diagnostics.error("path '\(shownPath)' \(Self.describe(problem))", at: endpoint.pathLocation)
            return
        }
        let pathParameters = endpoint.parameters.filter { $0.place == .path }
        // Sets: a hostile template with thousands of placeholders must not cost a pass per name.
        let pathParameterWireNames = pathParameters.map(\.wireName)
        let pathParameterNames = Set(pathParameterWireNames)
        var used: Set<String> = []
        for name in template.placeholderNames {
            if !used.insert(name).inserted {
                diagnostics.error("path '\(shownPath)' uses '{\(name)}' twice", at: endpoint.pathLocation)
            } else if !pathParameterNames.contains(name) && !sharedPathNames.contains(name) {
                let hint = suggestion(for: name, in: pathParameterWireNames)
                diagnostics.error(
                    "path '\(shownPath)' uses '{\(name)}' but no parameter '\(name)' is 'in: path'\(hint)",
                    at: endpoint.pathLocation)
            }
        }
        for parameter in pathParameters where !used.contains(parameter.wireName) {
            diagnostics.error(
                "path parameter '\(parameter.wireName)' does not appear in path '\(shownPath)'", at: parameter.location)
        }
    }

    /// What is wrong with a malformed template, after "path '…'".
    private static func describe(_ problem: PathTemplate.Problem) -> String {
        switch problem {
        case .notAbsolute: "must start with '/'"
        case .queryOrFragment: "must not contain '?' or '#'; declare query parameters instead"
        case .unbalancedBraces: "has unbalanced or empty braces"
        case .unclosedBrace: "has an unclosed '{'"
        }
    }
}
