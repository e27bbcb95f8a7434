import BinderyGenerator

/// Compares models: added, removed, renamed (matched by content), and for each model in both,
/// its name, kind, fields or values. A change to a model is reported once, with every
/// endpoint that sends or receives it; its wire verdict follows the directions it travels.
struct ModelComparator {
    let context: ComparisonContext

    /// Pairs models by name, then as renames: the same fields or values under another name
    /// first, then similar names with mostly the same fields.
    static func match(_ context: ComparisonContext) -> Matching<ModelSpec> {
        Matching(
            old: context.old.spec.models, new: context.new.spec.models, key: \.name,
            renameRules: [
                { a, b in signature(a) == signature(b) && !signature(a).isEmpty ? 2 : nil },
                { a, b in
                    guard NameSimilarity.areSimilar(a.name, b.name), sameKind(a.kind, b.kind) else { return nil }
                    let x = Set(members(a))
                    let y = Set(members(b))
                    guard !x.isEmpty, !y.isEmpty else { return nil }
                    return Double(x.intersection(y).count) / Double(x.union(y).count) >= 0.6 ? 1 : nil
                },
            ])
    }

    /// What a model holds, by wire names: its fields and their requirement, or its values.
    private static func signature(_ model: ModelSpec) -> [String] {
        switch model.kind {
        case .object(let fields): ["object"] + fields.map { "\($0.wireName)|\($0.required)|\($0.nullable)" }.sorted()
        case .enumeration(let cases): ["enum"] + cases.map(\.value).sorted()
        case .identifier: []
        case .union(let union): ["union"] + union.members.map(\.type.specSpelling).sorted()
        }
    }

    private static func members(_ model: ModelSpec) -> [String] {
        switch model.kind {
        case .object(let fields): fields.map(\.wireName)
        case .enumeration(let cases): cases.map(\.value)
        case .identifier: []
        case .union(let union): union.members.map(\.type.specSpelling)
        }
    }

    private static func sameKind(_ a: ModelSpec.Kind, _ b: ModelSpec.Kind) -> Bool {
        switch (a, b) {
        case (.object, .object), (.enumeration, .enumeration), (.identifier, .identifier), (.union, .union): true
        default: false
        }
    }

    func compare(_ matching: Matching<ModelSpec>, into changes: inout [Change]) {
        for (was, now, renamed) in matching.pairs {
            compare(was, now, renamed: renamed, into: &changes)
        }
        for model in matching.added {
            let reach = context.reach(oldModel: nil, newModel: model.name)
            changes.append(
                Change(
                    .modelAdded, subject: model.name, travels: .none,
                    message: "Model '\(model.name)' was added.", wireReason: "a new model; its uses are reported where they are",
                    sourceReason: "a new type", swiftAfter: [context.newSwift.declaration(model)], endpoints: reach.endpoints,
                    location: context.new.location(model.location)))
        }
        for model in matching.removed {
            changes.append(
                Change(
                    .modelRemoved, subject: model.name, travels: .none, message: "Model '\(model.name)' was removed.",
                    wireReason: "its former uses are reported where they were",
                    sourceReason: "the type `\(model.swiftName)` no longer exists",
                    swiftBefore: [context.oldSwift.declaration(model)],
                    endpoints: context.reach(oldModel: model.name, newModel: nil).endpoints,
                    location: context.old.location(model.location)))
        }
    }

    private func compare(_ was: ModelSpec, _ now: ModelSpec, renamed: Bool, into changes: inout [Change]) {
        let reach = context.reach(oldModel: was.name, newModel: now.name)
        let at = context.new.location(now.location)
        if renamed || was.swiftName != now.swiftName {
            let swiftChanged = was.swiftName != now.swiftName
            changes.append(
                Change(
                    renamed ? .modelRenamed : .modelSwiftNameChanged, subject: renamed ? "\(was.name)->\(now.name)" : now.name,
                    travels: reach.direction, sourceBreaks: swiftChanged,
                    message: renamed
                        ? "Model '\(was.name)' is now called '\(now.name)'."
                        : "Model '\(now.name)' is now the Swift type `\(now.swiftName)`, was `\(was.swiftName)`.",
                    wireReason: "model names are not on the wire",
                    sourceReason: swiftChanged ? "the type `\(was.swiftName)` is renamed `\(now.swiftName)`" : "the Swift name is kept",
                    migration: swiftChanged ? "rename `\(was.swiftName)` to `\(now.swiftName)`" : nil,
                    swiftBefore: [context.oldSwift.declaration(was)], swiftAfter: [context.newSwift.declaration(now)],
                    endpoints: reach.endpoints, location: at))
        }
        if was.deprecated == nil, let message = now.deprecated {
            changes.append(
                Change(
                    .modelDeprecated, subject: now.name, travels: reach.direction,
                    message: "Model '\(now.name)' is deprecated: \(message)", wireReason: "nothing changes on the wire",
                    sourceReason: "a note in the type's documentation", endpoints: reach.endpoints, location: at))
        }
        if was.aliasOf?.value != now.aliasOf?.value {
            compareAlias(was, now, reach: reach, at: at, into: &changes)
        } else if was.aliasOf != nil {
            // Both name the same model: what changes in it is reported there.
            return
        }
        switch (was.kind, now.kind) {
        case (.object(let a), .object(let b)):
            FieldComparator(context: context, old: was, new: now, reach: reach).compare(a, b, into: &changes)
            compareAdditionalFields(was, now, reach: reach, into: &changes)
        case (.union(let a), .union(let b)):
            UnionComparator(context: context, old: was, new: now, reach: reach).compare(a, b, into: &changes)
        case (.enumeration(let a), .enumeration(let b)):
            EnumComparator(context: context, old: was, new: now, reach: reach).compare(a, b, into: &changes)
        case (.identifier(let a), .identifier(let b)):
            guard a != b else { return }
            changes.append(
                Change(
                    .modelIdentifierTypeChanged, subject: now.name, travels: reach.direction,
                    message: "The identifier '\(now.name)' now wraps \(b.specSpelling), was \(a.specSpelling).",
                    wireReason: reach.direction == .none ? "no call carries it" : "ids are written as \(b.specSpelling) now",
                    sourceReason: "`rawValue` changes from `\(context.oldSwift.typeName(a))` to `\(context.newSwift.typeName(b))`",
                    swiftBefore: [context.oldSwift.declaration(was)], swiftAfter: [context.newSwift.declaration(now)],
                    endpoints: reach.endpoints, location: at))
        default:
            let judgement = TypeChangeJudgement(
                context, old: .named(was.name), new: .named(now.name), medium: .json, request: reach.request,
                response: reach.response)
            changes.append(
                Change(
                    .modelKindChanged, subject: now.name, travels: reach.direction, requestBreaks: judgement.requestBreaks,
                    responseBreaks: judgement.responseBreaks,
                    message: "Model '\(now.name)' is now \(kindName(now.kind)), was \(kindName(was.kind)).",
                    wireReason: unusedReason(reach, model: now.name) ?? kindReason(was, now, judgement),
                    sourceReason: "another kind of Swift type",
                    swiftBefore: [context.oldSwift.declaration(was)], swiftAfter: [context.newSwift.declaration(now)],
                    endpoints: reach.endpoints, location: at))
        }
    }

    /// A model that became an alias, stopped being one, or names another model.
    private func compareAlias(
        _ was: ModelSpec, _ now: ModelSpec, reach: ModelReach, at: ChangeLocation, into changes: inout [Change]
    ) {
        let oldTarget = was.aliasTargetSwiftName(in: context.old.spec.modelsByName)
        let newTarget = now.aliasTargetSwiftName(in: context.new.spec.modelsByName)
        // The model it named became an alias of the one it names now (an OpenAPI document's
        // earlier inline enum or object of the same shape took over): the types are still one.
        let stillOneType = was.aliasOf.flatMap { context.new.spec.modelsByName[$0.value]?.aliasOf?.value } == now.aliasOf?.value
            && now.aliasOf != nil
        let message: String
        let sourceReason: String
        switch (oldTarget, newTarget) {
        case (nil, let target?):
            message = "Model '\(now.name)' is now an alias of '\(now.aliasOf?.value ?? target)'."
            sourceReason = "`\(now.swiftName)` is a second name of `\(target)` now"
        case (let target?, nil):
            message = "Model '\(now.name)' is no longer an alias of '\(was.aliasOf?.value ?? target)'."
            sourceReason = "`\(now.swiftName)` is no longer `\(target)`: their values do not mix"
        default:
            message = "Model '\(now.name)' is now an alias of '\(now.aliasOf?.value ?? "")', was of '\(was.aliasOf?.value ?? "")'."
            sourceReason = stillOneType
                ? "`\(oldTarget ?? "")` is a second name of `\(newTarget ?? "")` now: the values still mix"
                : "`\(now.swiftName)` is no longer `\(oldTarget ?? "")`: their values do not mix"
        }
        changes.append(
            Change(
                .modelAliasChanged, subject: now.name, travels: reach.direction, sourceBreaks: was.aliasOf != nil && !stillOneType,
                message: message, wireReason: "type names are not on the wire; the values are compared as values",
                sourceReason: sourceReason,
                swiftBefore: [context.oldSwift.declaration(was)], swiftAfter: [context.newSwift.declaration(now)],
                endpoints: reach.endpoints, location: at))
    }

    private func kindReason(_ was: ModelSpec, _ now: ModelSpec, _ judgement: TypeChangeJudgement) -> String {
        var reasons: [String] = []
        if context.reach(oldModel: was.name, newModel: now.name).request {
            reasons.append(
                judgement.requestBreaks
                    ? "requests: old apps send \(kindName(was.kind)) values that \(kindName(now.kind)) does not accept"
                    : "requests: every value old apps send is still accepted")
        }
        if context.reach(oldModel: was.name, newModel: now.name).response {
            let open: String
            if case .enumeration = was.kind { open = " (their open enum decodes any text)" } else { open = "" }
            reasons.append(
                judgement.responseBreaks
                    ? "responses: the server may send values that old apps, decoding \(kindName(was.kind)), reject"
                    : "responses: old apps decode every value the server may now send\(open)")
        }
        return joinReasons(reasons)
    }

    private func kindName(_ kind: ModelSpec.Kind) -> String {
        switch kind {
        case .object: "an object"
        case .enumeration: "an enum"
        case .identifier(let base): "an identifier (\(base.specSpelling))"
        case .union: "a union"
        }
    }
}

/// Where a model travels, for the wire verdicts of changes inside it.
final class ModelReach {
    /// Whether some call sends it.
    let request: Bool
    /// Whether some call receives it.
    let response: Bool
    private let listEndpoints: () -> [String]

    /// The calls that send or receive it, listed when a change first names them: every model
    /// is compared, and listing (and sorting) the calls of each, changed or not, took 1.5 s of
    /// a 3.3 s diff of Stripe's document.
    lazy var endpoints: [String] = listEndpoints()

    init(request: Bool, response: Bool, listEndpoints: @escaping () -> [String]) {
        self.request = request
        self.response = response
        self.listEndpoints = listEndpoints
    }

    /// The directions it travels in: what its changes' wire verdicts are judged on.
    var direction: Direction { Direction(request: request, response: response) }
}

/// The wire reason of a change inside a model no call carries, or nil when some call does.
func unusedReason(_ reach: ModelReach, model: String) -> String? {
    reach.request || reach.response ? nil : "no endpoint sends or receives '\(model)'"
}
