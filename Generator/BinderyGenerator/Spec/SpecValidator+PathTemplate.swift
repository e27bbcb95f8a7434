/// The checks of an endpoint's path: a well-formed template whose placeholders and path
/// parameters match one to one.
extension SpecValidator {
    /// Reports a malformed template, placeholders without a path parameter (or used twice),
    /// and path parameters without a placeholder.
    mutating func checkPathTemplate(of endpoint: EndpointSpec) {
        guard let template = parsePathTemplate(endpoint.path, at: endpoint.pathLocation) else { return }
        let shownPath = Self.abbreviated(endpoint.path)
        let pathParameters = endpoint.parameters.filter { $0.place == .path }
        // Sets: a hostile template with thousands of placeholders must not cost a pass per name.
        let pathParameterWireNames = pathParameters.map(\.wireName)
        let pathParameterNames = Set(pathParameterWireNames)
        let sharedPathNames = Set(
            endpoint.sharedParameters.compactMap { sharedParametersByName[$0] }.filter { $0.place == .path }.map(\.wireName))
        var used: Set<String> = []
        for name in template {
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

    /// The names inside `{}` of a path, or nil (reported) when the template is malformed.
    private mutating func parsePathTemplate(_ path: String, at location: SourceLocation) -> [String]? {
        let shownPath = Self.abbreviated(path)
        guard path.hasPrefix("/") else {
            diagnostics.error("path '\(shownPath)' must start with '/'", at: location)
            return nil
        }
        if path.contains("?") || path.contains("#") {
            diagnostics.error("path '\(shownPath)' must not contain '?' or '#'; declare query parameters instead", at: location)
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
                diagnostics.error("path '\(shownPath)' has unbalanced or empty braces", at: location)
                return nil
            case (_, _?): current?.append(character)
            default: break
            }
        }
        if current != nil {
            diagnostics.error("path '\(shownPath)' has an unclosed '{'", at: location)
            return nil
        }
        return names
    }
}
