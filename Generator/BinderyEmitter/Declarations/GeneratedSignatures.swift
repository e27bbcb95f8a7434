import BinderySpec

/// The public signatures the generator writes, as values read from the very emitters that write
/// them: what `bindery diff` judges a change in Swift by, so that it never restates how an
/// argument list is ordered, labelled, typed or defaulted.
package struct GeneratedSignatures {
    /// One argument of a call's method or request initializer, with what it stands for.
    package struct CallArgument: Sendable {
        package var source: CallArguments.Source
        package var parameter: SignatureParameter
    }

    /// One argument of a model's memberwise initializer, with its field.
    package struct FieldArgument: Sendable {
        package var field: FieldSpec
        package var parameter: SignatureParameter
    }

    private let operations: OperationEmitter
    private let types: SwiftTypeNames
    private let client: ClientEmitter

    /// `modelsByName`: the API's models by name, when the caller has them already.
    package init(api: APISpec, modelsByName: [String: ModelSpec]? = nil) {
        let types = SwiftTypeNames(modelsByName: modelsByName ?? api.modelsByName)
        operations = OperationEmitter(api: api, types: types)
        self.types = types
        client = ClientEmitter(api: api, types: types)
    }

    /// The arguments of an endpoint's client method (`inMethod`, where a first argument may go
    /// without a label) or of its request value's initializer, in order.
    package func arguments(of endpoint: EndpointSpec, inMethod: Bool) -> [CallArgument] {
        let initializer = operations.arguments(of: endpoint)
        let declared = inMethod ? operations.methodArguments(initializer, of: endpoint) : initializer
        // `arguments(of:)` makes one argument per source, in the sources' order.
        return zip(CallArguments.sources(of: endpoint), declared).map { CallArgument(source: $0, parameter: $1.parameter) }
    }

    /// A parameter's argument in its endpoint's request initializer.
    package func parameter(for parameter: ParameterSpec) -> SignatureParameter {
        operations.argument(for: parameter).parameter
    }

    /// A multipart part's Swift type, before it is made optional: `MultipartFile`,
    /// `[MultipartFile]` or its value's type.
    package func typeName(of part: MultipartPartSpec) -> String {
        operations.typeName(of: part)
    }

    /// The memberwise initializer's arguments of an object model, in order.
    package func initializerArguments(of model: ModelSpec) -> [FieldArgument] {
        types.initializerParameters(of: model.fields).map { FieldArgument(field: $0.field, parameter: $0.parameter) }
    }

    /// The memberwise initializer's last argument, `additionalFields: [String: JSONValue] = [:]`,
    /// when the model keeps additional fields.
    package func additionalFieldsArgument(of model: ModelSpec) -> SignatureParameter? {
        types.additionalFieldsParameter(of: model).first
    }

    /// The client initializer's credential and shared-parameter arguments, in order (the
    /// server, transport and middleware arguments follow them).
    package func clientArguments() -> [ConfigurationArgument] {
        client.configurationArguments
    }
}

/// A credential or shared-parameter argument of the client's initializers.
package struct ConfigurationArgument: Sendable {
    /// What the argument configures.
    package enum Source: Sendable {
        case authScheme(AuthSchemeSpec)
        /// The token provider of a scheme with `tokenProvider: true`.
        case tokenProvider(AuthSchemeSpec)
        case sharedParameter(ParameterSpec)
    }

    package var source: Source
    package var label: String
    package var parameter: SignatureParameter
    /// The argument's DocC line.
    package var docs: String
    /// Whether the caller may leave it out.
    package var hasDefault: Bool
}
