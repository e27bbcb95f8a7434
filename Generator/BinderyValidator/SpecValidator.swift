import BinderySpec
/// Checks a decoded spec as a whole: names resolve, nothing collides once converted to Swift,
/// paths and parameters agree, and every model can exist as a Swift value. It only reports:
/// what the spec leaves to the API is worked out by ``SpecResolver``, once the checks pass.
///
/// The checks are spread over extensions by what they look at: this file holds the API-level
/// checks and the helpers they share, `SpecValidator+Models` the models and
/// `SpecValidator+Endpoints` the endpoints.
package struct SpecValidator {
    var diagnostics = DiagnosticCollector()
    let spec: APIDeclaration
    /// The models by name, built once: looking one up must not cost a pass over them all.
    let modelsByName: [String: ModelSpec]
    /// What an unknown type name may have meant: the models and the scalars, built once.
    let typeNameCandidates: [String]
    /// The models' names lowercased, built once: a name that differs from a model's only in case
    /// means that model, even when it is also an alias of a scalar (`text`, `Text`).
    let lowercasedModelNames: Set<String>
    /// The auth schemes' and shared parameters' names, built once: every endpoint checks its own against them.
    let authSchemeNames: [String]
    let authSchemeNameSet: Set<String>
    let sharedParameterNames: [String]
    let sharedParameterNameSet: Set<String>
    let sharedParametersByName: [String: ParameterSpec]
    /// The values of each enum a default was checked against, by model name, made on first use.
    var enumValues: [String: Set<String>] = [:]
    /// How many more name comparisons "did you mean" hints may make; see ``suggestion(for:in:)``.
    var hintComparisonsLeft = SpecValidator.hintComparisonBudget

    /// Each hint compares a name with every candidate, so a spec full of unknown names among
    /// thousands of candidates would cost one comparison per pair (minutes for a few hundred
    /// kilobytes of hostile YAML). Past this many comparisons in one half of the checks
    /// (``check(_:)``), mistakes are reported without one.
    static let hintComparisonBudget = 20_000

    init(spec: APIDeclaration, flattenedModels: [ModelSpec]) {
        self.spec = spec
        // As Swift will see them: with the fields of included models (`ModelComposition`).
        self.modelsByName = ModelComposition.byName(flattenedModels)
        self.typeNameCandidates = spec.models.map(\.name) + TypeReference.scalarNames.keys.sorted()
        self.lowercasedModelNames = Set(spec.models.map { $0.name.lowercased() })
        self.authSchemeNames = spec.authSchemes.map(\.name)
        self.authSchemeNameSet = Set(authSchemeNames)
        self.sharedParameterNames = spec.sharedParameters.map(\.wireName)
        self.sharedParameterNameSet = Set(sharedParameterNames)
        self.sharedParametersByName = Dictionary(spec.sharedParameters.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `"; did you mean 'x'?"` for the candidate nearest `name`, or an empty string when none
    /// is close or the hint budget is spent.
    mutating func suggestion(for name: String, in candidates: [String]) -> String {
        guard candidates.count <= hintComparisonsLeft else { return "" }
        hintComparisonsLeft -= candidates.count
        return SpellingSuggestion.hint(for: name, in: candidates)
    }

    /// Every mistake in the declaration, in the order one pass over the checks finds them.
    ///
    /// The checks run in two halves at once, since everything after them waits for them: each
    /// model's own checks here, the model cycles, the endpoints and the examples on another
    /// thread (183 M and 127 M instructions on Stripe's document, against 336 M in one pass).
    /// Each half has a budget of "did you mean" hints of its own, so that what one half reports
    /// never depends on the other.
    ///
    /// `flattenedModels` are the declaration's models flattened (`ModelComposition.flattened`),
    /// when the caller has them for ``SpecResolver`` too: flattening Stripe's 4,000 models once
    /// for each cost a few milliseconds of its run.
    package static func check(_ declaration: APIDeclaration, flattenedModels: [ModelSpec]? = nil) -> [Diagnostic] {
        let validator = SpecValidator(spec: declaration, flattenedModels: flattenedModels ?? ModelComposition.flattened(declaration.models))
        let (first, second) = Alongside.run(
            {
                var half = validator
                half.checkFirstHalf()
                return half.diagnostics.diagnostics
            },
            alongside: {
                var half = validator
                half.checkSecondHalf()
                return half.diagnostics.diagnostics
            })
        return first + (second ?? [])
    }

    /// The API's servers and auth schemes, and each model's own checks.
    private mutating func checkFirstHalf() {
        checkServers()
        checkAuthSchemes()
        checkAuthNames(spec.defaultAuth)
        checkModels()
    }

    /// The rest, in the order one pass takes it after ``checkFirstHalf()``.
    private mutating func checkSecondHalf() {
        checkNoValueCycles()
        checkErrorModel()
        checkSharedParameters()
        checkClientArguments()
        checkAPIHeaders()
        checkResilience()
        checkEndpoints()
        checkExamples()
    }

    // MARK: - API level

    private mutating func checkServers() {
        checkUnique(spec.servers.map { ($0.name, SwiftNaming.memberName($0.name), $0.location) }, kind: "server")
        for server in spec.servers {
            checkIdentifier(SwiftNaming.memberName(server.name), of: "server '\(server.name)'", at: server.location)
            if SwiftNaming.memberName(server.name) == "allCases" {
                diagnostics.error(
                    "server '\(server.name)' becomes 'allCases', the generated list of servers; rename it", at: server.location)
            }
            guard let scheme = server.url.split(separator: ":", maxSplits: 1).first?.lowercased(),
                scheme == "https" || scheme == "http", server.url.contains("://")
            else {
                diagnostics.error("server '\(server.name)' needs an absolute http(s) URL, not '\(server.url)'", at: server.location)
                continue
            }
            if let problem = Self.urlProblem(server.url) {
                diagnostics.error(
                    "server '\(server.name)' URL '\(Diagnostic.abbreviated(server.url))' \(problem)", at: server.location)
                continue
            }
            if scheme == "http", !server.allowsInsecureHTTP {
                diagnostics.error(
                    "server '\(server.name)' uses plain http; add 'allowInsecureHTTP: true' to it if that is intended",
                    at: server.location)
            }
        }
    }

    private mutating func checkAuthSchemes() {
        checkUnique(spec.authSchemes.map { ($0.name, $0.swiftName, $0.location) }, kind: "auth scheme")
        for scheme in spec.authSchemes {
            checkIdentifier(scheme.swiftName, of: "auth scheme '\(scheme.name)'", at: scheme.location)
            if case .apiKeyHeader(let header) = scheme.kind {
                checkHeaderName(header, of: "the header of auth scheme '\(scheme.name)'", at: scheme.location)
            }
        }
        checkAuthSchemesAreUsed()
        if let rateLimit = spec.rateLimit {
            for header in [rateLimit.limitHeader, rateLimit.remainingHeader, rateLimit.resetHeader].compactMap(\.self) {
                checkHeaderName(header, of: "the rate limit's header", at: rateLimit.location)
            }
        }
    }

    /// Warns of a scheme that no endpoint sends: the client still takes its credential, and a
    /// caller who passes one would find it never sent (an endpoint without `auth` takes
    /// `defaultAuth`, which is empty unless written: ``SpecResolver`` decides).
    private mutating func checkAuthSchemesAreUsed() {
        guard !spec.endpoints.isEmpty else { return }
        let defaultAuth = spec.defaultAuth.map(\.value)
        var used: Set<String> = []
        for endpoint in spec.endpoints {
            used.formUnion(SpecResolver.auth(of: endpoint, defaultAuth: defaultAuth))
        }
        for scheme in spec.authSchemes where !used.contains(scheme.name) {
            diagnostics.warning(
                "auth scheme '\(scheme.name)' is sent by no endpoint, so its credential would never be sent; list it in 'defaultAuth' (endpoints without 'auth') or in an endpoint's 'auth'",
                at: scheme.location)
        }
    }

    /// Reports names that are not auth schemes of the API.
    mutating func checkAuthNames(_ names: [Located<String>]) {
        for name in names where !authSchemeNameSet.contains(name.value) {
            diagnostics.error(
                "unknown auth scheme '\(name.value)'\(suggestion(for: name.value, in: authSchemeNames))", at: name.location)
        }
    }

    private mutating func checkErrorModel() {
        guard let errorModel = spec.errorModel else { return }
        guard let model = modelsByName[errorModel.model] else {
            unknownType(errorModel.model, at: errorModel.location)
            return
        }
        if let code = errorModel.codeField {
            checkErrorModelText(code.value, of: model, at: code.location)
        }
        for message in errorModel.messageFields {
            let (path, location) = (message.value, message.location)
            let steps = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard steps.count <= 2, !steps.contains("") else {
                diagnostics.error(
                    "error model 'message' '\(Diagnostic.abbreviated(path))' must be a field, or a field of an object or list-of-objects field: 'message' or 'errors.message'",
                    at: location)
                continue
            }
            guard steps.count == 2 else {
                checkErrorModelText(path, of: model, at: location)
                continue
            }
            guard let outer = errorModelField(steps[0], of: model, at: location) else { continue }
            guard let inner = ErrorModelMessage.objectModel(of: outer.type, in: modelsByName) else {
                diagnostics.error(
                    "error model field '\(steps[0])' is '\(outer.type.specSpelling)'; a message inside it needs an object or a list of objects",
                    at: location)
                continue
            }
            checkErrorModelText(steps[1], of: inner, at: location)
        }
    }

    /// Reports a field of an error model that does not exist or does not read as text.
    private mutating func checkErrorModelText(_ name: String, of model: ModelSpec, at location: SourceLocation) {
        guard let field = errorModelField(name, of: model, at: location) else { return }
        if !isShownAsText(field.type) {
            diagnostics.error(
                "error model field '\(name)' is '\(field.type.specSpelling)'; the code and message must be a string, a number, a boolean or an enum",
                at: location)
        }
    }

    private mutating func errorModelField(_ name: String, of model: ModelSpec, at location: SourceLocation) -> FieldSpec? {
        if let field = model.fields.first(where: { $0.wireName == name }) { return field }
        diagnostics.error(
            "error model '\(model.name)' has no field '\(name)'\(suggestion(for: name, in: model.fields.map(\.wireName)))",
            at: location)
        return nil
    }

    /// Whether a value of the type reads naturally as one line of text.
    private func isShownAsText(_ type: TypeReference) -> Bool {
        switch type {
        case .string, .integer, .number, .decimal, .boolean, .date, .url, .uuid: return true
        case .dateTime, .localDateTime, .data, .json, .array, .map: return false
        case .named(let name):
            return modelsByName[name]?.kind.hasRawValue ?? false
        }
    }

    private mutating func checkSharedParameters() {
        checkUnique(spec.sharedParameters.map { ($0.wireName, $0.swiftName, $0.location) }, kind: "shared parameter")
        for parameter in spec.sharedParameters {
            checkIdentifier(parameter.swiftName, of: "shared parameter '\(parameter.wireName)'", at: parameter.location)
            if parameter.place == .header {
                checkHeaderName(parameter.wireName, of: "shared header parameter", at: parameter.location)
            }
            checkParameterType(parameter)
            checkDefault(of: parameter)
            if case .array = parameter.type {
                diagnostics.error(
                    "shared parameter '\(parameter.wireName)' must be a single value, not the list '\(parameter.type.specSpelling)'",
                    at: parameter.typeLocation)
            }
        }
    }

    /// The client's initializers take a credential per auth scheme and a value per shared
    /// parameter next to their own arguments; all must be distinct.
    private mutating func checkClientArguments() {
        let fixed = ["server", "baseURL", "transport", "middlewares", "configure", "configuration"]
        var seen: [String: String] = [:]
        let arguments = spec.authSchemes.map { ($0.swiftName, "auth scheme '\($0.name)'", $0.location) }
            + spec.authSchemes.filter(\.takesTokenProvider).map {
                ($0.providerSwiftName, "the token provider of auth scheme '\($0.name)'", $0.location)
            }
            + spec.sharedParameters.map { ($0.swiftName, "shared parameter '\($0.wireName)'", $0.location) }
        for (swiftName, what, location) in arguments {
            if fixed.contains(swiftName) || swiftName == "self" {
                diagnostics.error(
                    "\(what) becomes the client initializer's argument '\(swiftName)', which the initializer already has; give it a 'swiftName'",
                    at: location)
            } else if let other = seen[swiftName] {
                diagnostics.error(
                    "\(what) and \(other) both become the client initializer's argument '\(swiftName)'; give one a 'swiftName'",
                    at: location)
            }
            seen[swiftName] = seen[swiftName] ?? what
        }
    }

    // MARK: - Shared checks

    /// Reports each model name in `type` that the spec does not declare.
    mutating func checkTypeExists(_ type: TypeReference, at location: SourceLocation) {
        for name in type.namedReferences where modelsByName[name] == nil {
            unknownType(name, at: location)
        }
    }

    /// Reports a type name that is neither a model nor a scalar, with the closest one.
    mutating func unknownType(_ name: String, at location: SourceLocation) {
        diagnostics.error("unknown type '\(name)'\(typeSuggestion(for: name, in: typeNameCandidates))", at: location)
    }

    /// `"; did you mean 'x'?"` for an unknown type name: a model that differs only in case, else
    /// the scalar another language's name stands for (`int` → `integer`, `uri` → `url`), else
    /// where a kind of model is declared (`enum`), else the nearest of `candidates`.
    mutating func typeSuggestion(for name: String, in candidates: [String]) -> String {
        if !lowercasedModelNames.contains(name.lowercased()) {
            if let scalar = ScalarTypeAliases.specType(for: name) { return "; did you mean '\(scalar)'?" }
            if let hint = ModelKindHints.hint(forTypeName: name) { return hint }
        }
        return suggestion(for: name, in: candidates)
    }

    /// Reports a Swift name that Swift would not accept even with backticks.
    /// `what` is made only for a report: every field and value is checked, and making each
    /// description up front cost a tenth of checking Stripe's document.
    mutating func checkIdentifier(_ name: String, of what: @autoclosure () -> String, at location: SourceLocation) {
        guard !SwiftNaming.isValidIdentifier(name) else { return }
        diagnostics.error(
            "\(what()) becomes '\(name)', which is not a valid Swift name; give it a 'swiftName'", at: location)
    }

    /// A value the generated initializers take as an argument cannot be called `self`: the
    /// argument would hide the value being initialized.
    mutating func checkNotSelf(_ name: String, of what: @autoclosure () -> String, at location: SourceLocation) {
        guard name == "self" else { return }
        diagnostics.error("\(what()) becomes 'self', which Swift reserves for the value itself; give it a 'swiftName'", at: location)
    }

    /// Reports names written twice, and distinct names that become the same Swift name.
    /// `kind` names what the entries are, `owner` (if any) what they belong to: "field", " of model 'A'".
    ///
    /// - Returns: the indices of the entries reported as duplicates, whose other checks would
    ///   only say the same mistake again.
    @discardableResult
    mutating func checkUnique(
        _ entries: [(name: String, swiftName: String, location: SourceLocation)], kind: String, owner: @autoclosure () -> String = ""
    ) -> Set<Int> {
        let firstOfName = FirstOccurrence.indices(entries.map(\.name))
        let duplicates = Set(entries.indices.filter { firstOfName[$0] != nil })
        // A duplicate was reported as one: its Swift name clashes with nothing more.
        let firstOfSwiftName = FirstOccurrence.indices(entries.indices.map { firstOfName[$0] == nil ? entries[$0].swiftName : nil })
        for (index, entry) in entries.enumerated() {
            if let first = firstOfName[index] {
                diagnostics.error("duplicate \(kind) '\(entry.name)'\(owner()) (first declared at \(entries[first].location))", at: entry.location)
            } else if let other = firstOfSwiftName[index] {
                diagnostics.error(
                    "\(kind) '\(entry.name)'\(owner()) becomes '\(entry.swiftName)' in Swift, as '\(entries[other].name)' does; give one a 'swiftName'",
                    at: entry.location)
            }
        }
        return duplicates
    }
}
