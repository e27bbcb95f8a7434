/// Turns a checked declaration into the ``APISpec`` the emitters and `bindery diff` read, making
/// every choice an endpoint leaves to the API. The rules for those choices live here and only
/// here; ``SpecValidator`` asks them too, to check an endpoint against what it will take.
///
/// Resolution assumes a declaration ``SpecValidator`` found no error in: a name it would have
/// reported is carried through as written.
package enum SpecResolver {
    /// The API ready to generate; `flattenedModels`, the declaration's models flattened
    /// (`ModelComposition.flattened`) when the caller has them already.
    package static func resolve(_ declaration: APIDeclaration, flattenedModels: [ModelSpec]? = nil) -> APISpec {
        var declaration = declaration
        declaration.models = flattenedModels ?? ModelComposition.flattened(declaration.models)
        let defaultAuth = declaration.defaultAuth.map(\.value)
        let endpoints = declaration.endpoints.map { endpoint in
            let template = PathTemplate(endpoint.path)
            return EndpointSpec(
                declaration: endpoint,
                auth: auth(of: endpoint, defaultAuth: defaultAuth),
                sharedParameters: sharedParameters(of: endpoint, among: declaration.sharedParameters, template: template),
                pathTemplate: template,
                constantHeaders: constantHeaders(of: endpoint, apiHeaders: declaration.headers))
        }
        return APISpec(declaration: declaration, endpoints: endpoints)
    }

    /// The auth schemes an endpoint uses: those it names, or else the API's `defaultAuth`.
    package static func auth(of endpoint: EndpointDeclaration, defaultAuth: [String]) -> [String] {
        switch endpoint.auth {
        case .inherit: defaultAuth
        case .these(let names): names.map(\.value)
        }
    }

    /// The wire names of the shared parameters an endpoint takes: those it names, or else every
    /// shared query and header parameter, and each shared path value its path uses.
    package static func sharedParameters(
        of endpoint: EndpointDeclaration, among shared: [ParameterSpec], template: PathTemplate
    ) -> [String] {
        switch endpoint.sharedParameters {
        case .these(let names):
            return names.map(\.value)
        case .inherit:
            let placeholders = Set(template.placeholderNames)
            return shared.filter { $0.place != .path || placeholders.contains($0.wireName) }.map(\.wireName)
        }
    }

    /// The constant headers a call sends: the API's, each replaced in place by the endpoint's
    /// of the same name (without regard to case), then the endpoint's others in spec order.
    package static func constantHeaders(of endpoint: EndpointDeclaration, apiHeaders: [ConstantHeader]) -> [ConstantHeader] {
        guard !endpoint.headers.isEmpty else { return apiHeaders }
        let own = Dictionary(endpoint.headers.map { ($0.comparisonName, $0) }, uniquingKeysWith: { first, _ in first })
        let inherited = apiHeaders.map { own[$0.comparisonName] ?? $0 }
        let inheritedNames = Set(apiHeaders.map(\.comparisonName))
        return inherited + endpoint.headers.filter { !inheritedNames.contains($0.comparisonName) }
    }
}
