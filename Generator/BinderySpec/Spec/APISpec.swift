/// A whole API ready to generate: its declaration, checked, with every choice that an endpoint
/// leaves to the API made. The emitters and `bindery diff` read this; ``SpecResolver`` makes it.
///
/// The declaration's facts read through it (`api.name`, `api.models`); only what resolution
/// decides is stored here.
@dynamicMemberLookup
package struct APISpec: Sendable {
    /// What the spec says.
    package var declaration: APIDeclaration
    /// The endpoints, resolved, in the declaration's order.
    package var endpoints: [EndpointSpec]
    /// What was read but could not be said in the generated client (parts of an OpenAPI
    /// document the spec language has no words for), in file order; shown, never fatal.
    package var warnings: [Diagnostic] = []

    /// The schemes an endpoint uses when it says nothing.
    package var defaultAuth: [String] { declaration.defaultAuth.map(\.value) }

    /// The schemes whose credential the client's initializers require: those of
    /// ``defaultAuth`` that are not `optional` and take no token provider (which stands in for
    /// the fixed credential).
    package var requiredCredentialSchemes: [String] {
        let optional = Set(declaration.authSchemes.filter { $0.isOptional || $0.takesTokenProvider }.map(\.name))
        return defaultAuth.filter { !optional.contains($0) }
    }

    package subscript<Value>(dynamicMember keyPath: KeyPath<APIDeclaration, Value>) -> Value {
        declaration[keyPath: keyPath]
    }

    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<APIDeclaration, Value>) -> Value {
        get { declaration[keyPath: keyPath] }
        set { declaration[keyPath: keyPath] = newValue }
    }
}

/// One documented call ready to generate: its declaration with the auth schemes and shared
/// parameters it takes worked out.
package struct EndpointSpec: Sendable {
    /// What the spec says.
    package var declaration: EndpointDeclaration
    /// The auth schemes the call uses, by name; empty for none.
    package var auth: [String]
    /// The shared parameters the call takes, by wire name.
    package var sharedParameters: [String]
    /// The path, read once: what the emitter writes and the diff compares.
    package var pathTemplate: PathTemplate
    /// The constant headers the call sends: the API's, each replaced by the endpoint's of the
    /// same name, then the endpoint's others.
    package var constantHeaders: [ConstantHeader] = []
}
