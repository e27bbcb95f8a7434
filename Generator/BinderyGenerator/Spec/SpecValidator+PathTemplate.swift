/// The checks of an endpoint's path: a well-formed template whose placeholders and path
/// parameters match one to one.
extension SpecValidator {
    /// Reports a malformed template, placeholders without a path parameter (or used twice),
    /// and path parameters without a placeholder.
    mutating func checkPathTemplate(of endpoint: EndpointSpec) {
        guard let template = parsePathTemplate(endpoint.path, at: endpoint.pathLocation) else { return }
        let pathParameters = endpoint.parameters.filter { $0.place == .path }
        let sharedPathNames = spec.sharedParameters
            .filter { $0.place == .path && endpoint.sharedParameters.contains($0.wireName) }
            .map(\.wireName)
        var used: Set<String> = []
        for name in template {
            if !used.insert(name).inserted {
                diagnostics.error("path '\(endpoint.path)' uses '{\(name)}' twice", at: endpoint.pathLocation)
            } else if !pathParameters.contains(where: { $0.wireName == name }) && !sharedPathNames.contains(name) {
                let hint = SpellingSuggestion.hint(for: name, in: pathParameters.map(\.wireName))
                diagnostics.error(
                    "path '\(endpoint.path)' uses '{\(name)}' but no parameter '\(name)' is 'in: path'\(hint)",
                    at: endpoint.pathLocation)
            }
        }
        for parameter in pathParameters where !template.contains(parameter.wireName) {
            diagnostics.error(
                "path parameter '\(parameter.wireName)' does not appear in path '\(endpoint.path)'", at: parameter.location)
        }
    }

    /// The names inside `{}` of a path, or nil (reported) when the template is malformed.
    private mutating func parsePathTemplate(_ path: String, at location: SourceLocation) -> [String]? {
        guard path.hasPrefix("/") else {
            diagnostics.error("path '\(path)' must start with '/'", at: location)
            return nil
        }
        if path.contains("?") || path.contains("#") {
            diagnostics.error("path '\(path)' must not contain '?' or '#'; declare query parameters instead", at: location)
            return nil
        }
        var names: [String] = []
        var current: String?
        for character in path {
            switch (character, current) {
            case ("{", nil): current = ""
            case ("}", let name?) where !name.isEmpty:
                names.append(name)
                current = nil
            case ("{", _?), ("}", _):
                diagnostics.error("path '\(path)' has unbalanced or empty braces", at: location)
                return nil
            case (_, _?): current?.append(character)
            default: break
            }
        }
        if current != nil {
            diagnostics.error("path '\(path)' has an unclosed '{'", at: location)
            return nil
        }
        return names
    }
}
