import BinderyGenerator

/// Both specs, with what every comparator needs to know about them: their Swift surface,
/// which calls carry each model, and how models and endpoints were paired.
struct ComparisonContext {
    let old: LoadedSpec
    let new: LoadedSpec
    let oldSwift: SwiftSurface
    let newSwift: SwiftSurface
    let oldUsage: ModelUsage
    let newUsage: ModelUsage
    /// Old model name → new model name, for models renamed.
    var modelRenames: [String: String] = [:]
    /// Old endpoint name → new endpoint name, for every endpoint in both.
    var endpointNames: [String: String] = [:]

    init(old: LoadedSpec, new: LoadedSpec) {
        self.old = old
        self.new = new
        self.oldSwift = SwiftSurface(spec: old.spec)
        self.newSwift = SwiftSurface(spec: new.spec)
        self.oldUsage = ModelUsage(spec: old.spec)
        self.newUsage = ModelUsage(spec: new.spec)
    }

    /// An old type in the new spec's model names.
    func mapped(_ type: TypeReference) -> TypeReference {
        switch type {
        case .named(let name): .named(modelRenames[name] ?? name)
        case .array(let element): .array(mapped(element))
        case .map(let value): .map(mapped(value))
        default: type
        }
    }

    var oldWire: WireValueBuilder {
        let renames = modelRenames
        return WireValueBuilder(spec: old.spec, rename: { renames[$0] ?? $0 })
    }

    var newWire: WireValueBuilder { WireValueBuilder(spec: new.spec) }

    /// Where an old model travels and which endpoints carry it, in either spec.
    func reach(oldModel: String?, newModel: String?) -> ModelReach {
        var request = false
        var response = false
        if let oldModel {
            let directions = oldUsage.directions(of: oldModel)
            request = request || directions.request
            response = response || directions.response
        }
        if let newModel {
            let directions = newUsage.directions(of: newModel)
            request = request || directions.request
            response = response || directions.response
        }
        let (oldUsage, newUsage, endpointNames) = (oldUsage, newUsage, endpointNames)
        return ModelReach(request: request, response: response) {
            var endpoints: Set<String> = []
            if let oldModel { endpoints.formUnion(oldUsage.endpoints(of: oldModel).map { endpointNames[$0] ?? $0 }) }
            if let newModel { endpoints.formUnion(newUsage.endpoints(of: newModel)) }
            return endpoints.sorted()
        }
    }
}

/// How a type change fares in each direction it travels.
struct TypeChangeJudgement {
    var requestBreaks: Bool
    var responseBreaks: Bool
    var wireReason: String
    var swiftBefore: String
    var swiftAfter: String

    var sourceBreaks: Bool { swiftBefore != swiftAfter }

    /// Judges `old` → `new` for the directions given. `medium` is `.text` for query and header
    /// parameters.
    init(
        _ context: ComparisonContext, old: TypeReference, new: TypeReference, medium: WireValueBuilder.Medium,
        request: Bool, response: Bool
    ) {
        let oldWire = context.oldWire
        let newWire = context.newWire
        requestBreaks = request && !oldWire.produced(old, medium).isSubset(of: newWire.acceptedByServer(new, medium))
        responseBreaks = response && !newWire.produced(new, medium).isSubset(of: oldWire.acceptedByClient(old))
        swiftBefore = context.oldSwift.typeName(old)
        swiftAfter = context.newSwift.typeName(new)
        let was = "`\(old.specSpelling)`"
        let now = "`\(new.specSpelling)`"
        var reasons: [String] = []
        if request {
            reasons.append(
                requestBreaks
                    ? "requests: old apps send \(was) values that \(now) does not accept"
                    : "requests: every \(was) value old apps send is a valid \(now)")
        }
        if response {
            let open = Self.isEnum(old, in: context.old.spec) ? " (their open enum decodes any text)" : ""
            reasons.append(
                responseBreaks
                    ? "responses: the server may send \(now) values that old apps, decoding \(was), reject"
                    : "responses: every \(now) value decodes as the \(was) old apps expect\(open)")
        }
        wireReason = reasons.isEmpty ? "no call carries it" : joinReasons(reasons)
        if Self.isStringRefinement(old, new), !requestBreaks, !responseBreaks {
            wireReason = "the same JSON string either way: \(old == .string ? now : was) names the format the text always had"
        }
    }

    /// `string` ↔ `url`, `uuid` or `date`: one JSON string, two Swift types.
    private static func isStringRefinement(_ old: TypeReference, _ new: TypeReference) -> Bool {
        let refined: Set<TypeReference> = [.url, .uuid, .date]
        return (old == .string && refined.contains(new)) || (new == .string && refined.contains(old))
    }

    private static func isEnum(_ type: TypeReference, in spec: APISpec) -> Bool {
        guard case .named(let name) = type, case .enumeration? = spec.modelsByName[name]?.kind else { return false }
        return true
    }
}

/// Joins per-direction reasons (`requests: …`, `responses: …`); a single one loses its prefix,
/// since the change's direction already says which way it goes.
func joinReasons(_ reasons: [String]) -> String {
    if reasons.count == 1, let reason = reasons.first {
        for prefix in ["requests: ", "responses: "] where reason.hasPrefix(prefix) {
            return String(reason.dropFirst(prefix.count))
        }
    }
    return reasons.joined(separator: "; ")
}
