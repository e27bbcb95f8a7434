/// Which calls send and receive each model, directly or inside another model: what a change to
/// a shared model reaches, and in which direction (`bindery diff`), and which topic a model's
/// page is listed under in a generated module's documentation.
package struct ModelUsage: Sendable {
    /// Model name → the endpoints whose requests carry it (body, multipart parts, parameters).
    private(set) var requests: [String: Set<String>] = [:]
    /// Model name → the endpoints whose responses carry it (response, the API's error model).
    private(set) var responses: [String: Set<String>] = [:]

    package init(spec: APISpec) {
        // The models numbered, each with the models it names: the walk from each endpoint then
        // reads arrays, where walking the specs once per endpoint took 3.7 G instructions for
        // each side of a diff of Stripe's document.
        let models = spec.modelsByName
        let names = Array(models.keys)
        let numbers = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let named = names.map { name in
            models[name].map { Self.memberTypes(of: $0).flatMap(Self.names(in:)).compactMap { numbers[$0] } } ?? []
        }
        // The endpoints (by index) that carry each model, each way.
        var sentBy = [[Int]](repeating: [], count: names.count)
        var receivedBy = [[Int]](repeating: [], count: names.count)
        // The walk that last reached each model: a model is counted once a walk.
        var reachedBy = [Int](repeating: -1, count: names.count)
        var walk = 0
        func reach(_ types: [TypeReference], from endpoint: Int, into carriers: inout [[Int]]) {
            var pending = types.flatMap(Self.names(in:)).compactMap { numbers[$0] }
            while let model = pending.popLast() {
                guard reachedBy[model] != walk else { continue }
                reachedBy[model] = walk
                carriers[model].append(endpoint)
                pending += named[model]
            }
            walk += 1
        }
        for (index, endpoint) in spec.endpoints.enumerated() {
            reach(Self.sentTypes(of: endpoint, in: spec), from: index, into: &sentBy)
            reach(Self.receivedTypes(of: endpoint, in: spec), from: index, into: &receivedBy)
        }
        for model in names.indices {
            if !sentBy[model].isEmpty { requests[names[model]] = Set(sentBy[model].map { spec.endpoints[$0].name }) }
            if !receivedBy[model].isEmpty { responses[names[model]] = Set(receivedBy[model].map { spec.endpoints[$0].name }) }
        }
    }

    /// The models that some request carries, and those that some response carries, without
    /// telling the endpoints apart: each set is walked once from every endpoint's types, where
    /// ``init(spec:)`` walks it once per endpoint.
    package static func directions(in spec: APISpec) -> (sent: Set<String>, received: Set<String>) {
        let models = spec.modelsByName
        return (
            reachable(from: spec.endpoints.flatMap { sentTypes(of: $0, in: spec) }, models: models),
            reachable(from: spec.endpoints.flatMap { receivedTypes(of: $0, in: spec) }, models: models)
        )
    }

    /// The types an endpoint's request carries: parameters, its own and shared, the body and
    /// multipart parts.
    private static func sentTypes(of endpoint: EndpointSpec, in spec: APISpec) -> [TypeReference] {
        var sent: [TypeReference] = endpoint.parameters.map(\.type)
        if let body = endpoint.body { sent.append(body.type) }
        for part in endpoint.multipart?.parts ?? [] {
            if case .value(let type) = part.content { sent.append(type) }
        }
        sent += spec.sharedParameters.filter { endpoint.sharedParameters.contains($0.wireName) }.map(\.type)
        return sent
    }

    /// The types an endpoint's responses carry: its response and the API's error model.
    private static func receivedTypes(of endpoint: EndpointSpec, in spec: APISpec) -> [TypeReference] {
        var received: [TypeReference] = endpoint.response.type.map { [$0] } ?? []
        if let errorModel = spec.errorModel { received.append(.named(errorModel.model)) }
        return received
    }

    /// Whether requests and responses carry the model.
    package func directions(of model: String) -> (request: Bool, response: Bool) {
        (!(requests[model] ?? []).isEmpty, !(responses[model] ?? []).isEmpty)
    }

    /// The endpoints that carry the model either way.
    package func endpoints(of model: String) -> Set<String> {
        (requests[model] ?? []).union(responses[model] ?? [])
    }

    /// Every model a set of types mentions, and every model those mention, without looping on
    /// models that contain themselves.
    package static func reachable(from types: [TypeReference], models: [String: ModelSpec]) -> Set<String> {
        var seen: Set<String> = []
        var pending = types.flatMap(names(in:))
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let model = models[name] else { continue }
            pending += memberTypes(of: model).flatMap(names(in:))
        }
        return seen
    }

    /// The types a model holds: its fields', its base's, or its members'; an alias holds the
    /// enum it names, so that what changes the enum reaches the alias's calls too.
    private static func memberTypes(of model: ModelSpec) -> [TypeReference] {
        if let alias = model.aliasOf { return [.named(alias.value)] }
        return switch model.kind {
        case .object(let fields): fields.map(\.type)
        case .identifier(let base): [base]
        case .enumeration: []
        case .union(let union): union.members.map(\.type)
        }
    }

    /// The model names a type mentions.
    package static func names(in type: TypeReference) -> [String] {
        switch type {
        case .named(let name): [name]
        case .array(let element), .map(let element): names(in: element)
        default: []
        }
    }
}
