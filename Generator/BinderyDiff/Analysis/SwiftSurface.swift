import BinderyGenerator

/// The public Swift a spec generates, by name and type: the client, its initializer and
/// methods, request values, models, enum cases. Argument lists are the generator's own
/// declaration values (`GeneratedSignatures`), joined to the spec by stable keys; types and
/// literals come from its `SwiftTypeNames` and `SwiftLiteral`.
struct SwiftSurface {
    let spec: APISpec
    let models: [String: ModelSpec]
    private let signatures: GeneratedSignatures

    init(spec: APISpec) {
        self.spec = spec
        self.models = spec.modelsByName
        self.signatures = GeneratedSignatures(api: spec, modelsByName: models)
    }

    /// One argument of a generated method or initializer.
    struct Argument: Hashable {
        /// What the argument stands for, stable across renames: `path#0`, `query:limit`, `body`,
        /// `field:title`, `auth:apiKey`, `shared:countryCode`.
        var key: String
        var label: String
        var type: String
        /// The Swift default, when the argument may be left out.
        var defaultValue: String?
        /// Whether the client method declares it without a label: `createItem(_ item: Item)`.
        var omitsLabel = false

        /// The argument `key` stands for, as the generator declares it.
        init(key: String, _ parameter: SignatureParameter) {
            self.key = key
            self.label = parameter.name
            self.type = parameter.type
            self.defaultValue = parameter.defaultValue
            self.omitsLabel = parameter.label == "_"
        }

        /// `label: Type = default`, or `_ name: Type` without a label.
        var declaration: String {
            "\(omitsLabel ? "_ " : "")\(label): \(type)" + (defaultValue.map { " = \($0)" } ?? "")
        }

        /// Its piece of the method's name: `label:`, or `_:` without a label.
        var selectorPiece: String { omitsLabel ? "_:" : "\(label):" }

        /// The argument as messages name it: `` `label:` ``, or `` `_ label` `` without a label.
        var shown: String { omitsLabel ? "`_ \(label)`" : "`\(label):`" }
    }

    /// The method's argument `key` as messages name it (``Argument/shown``).
    func shownArgument(_ key: String, of endpoint: EndpointSpec) -> String {
        Self.shown(argument(key, of: endpoint), label: key)
    }

    /// `argument` as messages name it, or `` `label:` `` when the method declares none.
    static func shown(_ argument: Argument?, label: String) -> String {
        argument?.shown ?? "`\(label):`"
    }

    /// What callers of `method` do when an argument's label changes from `was` to `now`.
    static func renameHint(method: String, was: Argument?, now: Argument?) -> String {
        let call = "in calls of `\(method)(…)`"
        guard let was, let now else { return "\(call), rename the argument" }
        switch (was.omitsLabel, now.omitsLabel) {
        case (false, true): return "\(call), drop the label `\(was.label):`"
        case (true, false): return "\(call), label the first argument `\(now.label):`"
        case (true, true): return "in `\(method)`'s request value, rename `\(was.label)` to `\(now.label)`"
        case (false, false): return "\(call), rename the argument `\(was.label):` to `\(now.label):`"
        }
    }

    /// The method's argument `key`, as the method declares it.
    func argument(_ key: String, of endpoint: EndpointSpec) -> Argument? {
        arguments(of: endpoint).first { $0.key == key }
    }

    var clientName: String { GeneratedTypeNames.client(ofAPI: spec.name) }

    /// The protocol every request value conforms to: `AfterShipOperation`.
    var operationProtocol: String { GeneratedTypeNames.operationProtocol(ofAPI: spec.name) }

    // MARK: - Types

    /// The Swift spelling of a type, as the generator writes it: `[Checkpoint]`, `Date`.
    func typeName(_ type: TypeReference) -> String {
        SwiftTypeNames(modelsByName: models).name(of: type)
    }

    func typeName(_ type: TypeReference, optional: Bool) -> String {
        SwiftTypeNames(modelsByName: models).name(of: type, optional: optional)
    }

    // MARK: - Endpoints

    /// The generated request value's type: `GetTrackingRequest`.
    func requestType(_ endpoint: EndpointSpec) -> String {
        GeneratedTypeNames.request(ofEndpoint: endpoint.swiftName)
    }

    /// The key that names a parameter across versions: where it goes and its wire name. (A path
    /// placeholder renamed is paired by its place instead: see `EndpointSpec.pathParameterPlaces`.)
    static func key(of parameter: ParameterSpec, in endpoint: EndpointSpec) -> String {
        "\(parameter.place.rawValue):\(parameter.wireName)"
    }

    /// The method's arguments, as the generator declares them, the first one without a label
    /// where the generator leaves it out.
    func arguments(of endpoint: EndpointSpec) -> [Argument] {
        callArguments(of: endpoint, inMethod: true)
    }

    /// The request value's initializer arguments: the method's, every one labelled.
    func requestArguments(of endpoint: EndpointSpec) -> [Argument] {
        callArguments(of: endpoint, inMethod: false)
    }

    private func callArguments(of endpoint: EndpointSpec, inMethod: Bool) -> [Argument] {
        signatures.arguments(of: endpoint, inMethod: inMethod).map { argument in
            let key: String
            switch argument.source {
            case .parameter(let parameter): key = Self.key(of: parameter, in: endpoint)
            case .part(let part): key = Self.key(of: part)
            case .body: key = "body"
            }
            return Argument(key: key, argument.parameter)
        }
    }

    /// A parameter's argument in its endpoint's request initializer.
    func argument(for parameter: ParameterSpec, in endpoint: EndpointSpec) -> Argument {
        Argument(key: Self.key(of: parameter, in: endpoint), signatures.parameter(for: parameter))
    }

    /// The key that names a multipart part across versions: `part:images`.
    static func key(of part: MultipartPartSpec) -> String {
        "part:\(part.wireName)"
    }

    /// A multipart part's Swift type: `MultipartFile`, `[MultipartFile]` or its value's type.
    func typeName(of part: MultipartPartSpec) -> String {
        signatures.typeName(of: part)
    }

    /// `ShopClient.getCart(userID:)`.
    func method(_ endpoint: EndpointSpec) -> String {
        "\(clientName).\(methodName(endpoint))"
    }

    /// `getCart(userID:)`: the method's full name, without the client.
    func methodName(_ endpoint: EndpointSpec) -> String {
        "\(endpoint.swiftName)(\(arguments(of: endpoint).map(\.selectorPiece).joined()))"
    }

    /// `GetCartRequest.userID: UserID`.
    func requestProperty(_ endpoint: EndpointSpec, key: String) -> String? {
        requestArguments(of: endpoint).first { $0.key == key }.map { "\(requestType(endpoint)).\($0.label): \($0.type)" }
    }

    /// `ShopClient.getCart(userID:limit:)` with the argument `key` spelled out in full:
    /// `ShopClient.getCart(userID:limit: Int = 20)`.
    func method(_ endpoint: EndpointSpec, showing key: String) -> String {
        let labels = arguments(of: endpoint).map { $0.key == key ? $0.declaration + ", " : $0.selectorPiece }
        var text = labels.joined()
        if text.hasSuffix(", ") { text.removeLast(2) }
        return "\(clientName).\(endpoint.swiftName)(\(text))"
    }

    /// `ShopClient.listOrdersPages(status:)`, for a paged endpoint.
    func pagesMethod(_ endpoint: EndpointSpec) -> String? {
        guard let pagination = endpoint.pagination else { return nil }
        let page = endpoint.parameters.first { $0.wireName == pagination.parameter.value }?.swiftName
        let labels = requestArguments(of: endpoint).filter { $0.label != page }.map { "\($0.label):" }.joined()
        return "\(clientName).\(endpoint.swiftName)Pages(\(labels))"
    }

    /// `GetTrackingRequest.Failure.notFound`.
    func failureCase(_ endpoint: EndpointSpec, _ name: String) -> String {
        "\(requestType(endpoint)).Failure.\(name)"
    }

    /// The endpoint's response as Swift returns it: `Tracking`, or `Void`.
    func responseType(_ endpoint: EndpointSpec) -> String {
        let type = endpoint.response.type.map { typeName($0) } ?? "Void"
        return endpoint.response.stream.map { $0.value.swiftReturnType(event: type) } ?? type
    }

    // MARK: - Models

    /// The memberwise initializer's arguments, as the generator declares them.
    func initializerArguments(_ model: ModelSpec) -> [Argument] {
        signatures.initializerArguments(of: model).map { Argument(key: "field:\($0.field.wireName)", $0.parameter) }
            + [signatures.additionalFieldsArgument(of: model)].compactMap { $0.map { Argument(key: "additionalFields", $0) } }
    }

    /// `Tracking.init(trackingNumber:title:)`.
    func initializer(_ model: ModelSpec) -> String {
        "\(model.swiftName).init(\(initializerArguments(model).map { "\($0.label):" }.joined()))"
    }

    /// `Tracking.title: String?`.
    func property(_ model: ModelSpec, _ field: FieldSpec) -> String {
        "\(model.swiftName).\(field.swiftName): \(SwiftTypeNames(modelsByName: models).name(of: field))"
    }

    /// `struct Tracking`, `enum Tag`, `struct UserID` (an identifier), `typealias Status = Tag`.
    func declaration(_ model: ModelSpec) -> String {
        if let target = model.aliasTargetSwiftName(in: models) { return "typealias \(model.swiftName) = \(target)" }
        return switch model.kind {
        case .object: "struct \(model.swiftName)"
        case .enumeration: "enum \(model.swiftName)"
        case .identifier(let base): "struct \(model.swiftName) (rawValue: \(typeName(base)))"
        case .union: "enum \(model.swiftName)"
        }
    }

    /// `Tag.inTransit`.
    func enumCase(_ model: ModelSpec, _ value: EnumCaseSpec) -> String {
        "\(model.swiftName).\(value.swiftName)"
    }

    // MARK: - Client

    /// The client initializer's credential and shared-parameter arguments, as the generator
    /// declares them.
    func clientArguments() -> [Argument] {
        signatures.clientArguments().map { argument in
            switch argument.source {
            case .authScheme(let scheme): Argument(key: "auth:\(scheme.name)", argument.parameter)
            case .tokenProvider(let scheme): Argument(key: "provider:\(scheme.name)", argument.parameter)
            case .sharedParameter(let parameter): Argument(key: "shared:\(parameter.wireName)", argument.parameter)
            }
        }
    }

    /// `ShopClient.init(apiKey:server:transport:middlewares:)`.
    func clientInitializer() -> String {
        let labels = clientArguments().map { "\($0.label):" }.joined()
        return "\(clientName).init(\(labels)\(locationLabel):transport:middlewares:)"
    }

    /// `ShopClient.init(apiKey: String, …)` with one argument spelled out.
    func clientInitializer(showing key: String) -> String {
        var text = clientArguments().map { $0.key == key ? $0.declaration + ", " : "\($0.label):" }.joined()
        text += "\(locationLabel):transport:middlewares:"
        return "\(clientName).init(\(text))"
    }

    /// What the main initializer is told of where the API is: a `server`, or a `baseURL` when
    /// the spec names no server.
    private var locationLabel: String { spec.servers.isEmpty ? "baseURL" : "server" }

    /// `ShopClient.Server.production`.
    func serverCase(_ server: ServerSpec) -> String {
        "\(clientName).Server.\(SwiftNaming.memberName(server.name))"
    }
}
