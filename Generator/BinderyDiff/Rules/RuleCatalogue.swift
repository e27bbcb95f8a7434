/// Every rule `bindery diff` classifies changes by. docs/DIFF.md renders this catalogue, with an
/// example of each rule taken from the test corpus.
package enum RuleCatalogue {
    /// All rules, in the catalogue's order (docs/DIFF.md's). Each is declared in the
    /// `RuleCatalogue*.swift` file of its part of the spec.
    package static let all: [Rule] = [
        .specAdded, .specRemoved, .apiRenamed, .apiDateFormatChanged, .apiEnvelopeChanged, .apiErrorModelChanged,
        .apiClientPolicyChanged, .apiCompletionHandlersRemoved, .apiCompletionHandlersAdded, .apiVersionChanged,
        .serverAdded, .serverRemoved, .serverRenamed, .serverURLChanged, .serverDefaultChanged,
        .authSchemeAdded, .authSchemeRemoved, .authSchemeRenamed, .authSchemeChanged, .authSchemeSwiftNameChanged,
        .authSchemeRequired, .authSchemeOptional, .endpointAuthAdded, .endpointAuthRemoved,
        .sharedParameterAdded, .sharedParameterRemoved, .sharedParameterChanged, .endpointSharedParameterDropped,
        .endpointSharedParameterAdded,
        .endpointAdded, .endpointRemoved, .endpointRenamed, .endpointSwiftNameChanged, .endpointMethodChanged,
        .endpointPathChanged, .endpointBaseURLChanged, .endpointDeprecated, .endpointIdempotencyChanged,
        .endpointPaginationAdded, .endpointPaginationRemoved, .endpointPaginationChanged, .endpointPaginationStyleChanged,
        .endpointPaginationSignalChanged, .endpointArgumentsReordered,
        .endpointParameterAddedRequired, .endpointParameterAddedOptional, .endpointParameterRemoved,
        .endpointParameterRenamed, .endpointParameterWireNameChanged, .endpointParameterSwiftNameChanged,
        .endpointParameterTypeChanged, .endpointParameterRequired, .endpointParameterOptional,
        .endpointParameterDefaultChanged, .endpointParameterMoved, .endpointParameterStyleChanged,
        .endpointParameterDeprecated,
        .endpointBodyAdded, .endpointBodyRemoved, .endpointBodyTypeChanged, .endpointBodyRequired,
        .endpointBodyOptional, .endpointBodyWrapChanged, .endpointBodyEncodingChanged, .endpointBodySwiftNameChanged, .endpointBodyFormatChanged,
        .endpointBodyPartAdded, .endpointBodyPartRemoved, .endpointBodyPartTypeChanged, .endpointBodyPartRequired,
        .endpointBodyPartOptional, .endpointBodyPartSwiftNameChanged,
        .endpointResponseAdded, .endpointResponseRemoved, .endpointResponseTypeChanged,
        .endpointResponseStatusesChanged, .endpointResponseUnwrapChanged, .endpointResponseFormatChanged,
        .endpointResponseStreamChanged, .endpointResponseTerminatorChanged,
        .endpointErrorAdded, .endpointErrorRemoved, .endpointErrorRenamed, .endpointErrorStatusChanged,
        .endpointConstantHeaderAdded, .endpointConstantHeaderRemoved, .endpointConstantHeaderChanged,
        .endpointResponseHeaderAdded, .endpointResponseHeaderRemoved, .endpointResponseHeaderChanged,
        .endpointRetryStatusesChanged, .endpointRateLimitBucketChanged, .authSchemeTokenProviderAdded,
        .authSchemeTokenProviderRemoved,
        .modelAdded, .modelRemoved, .modelRenamed, .modelSwiftNameChanged, .modelKindChanged, .modelAliasChanged,
        .modelIdentifierTypeChanged, .modelDeprecated, .modelInitializerReordered,
        .modelAdditionalFieldsAdded, .modelAdditionalFieldsRemoved, .modelAdditionalFieldsTypeChanged,
        .modelFieldAddedRequired, .modelFieldAddedOptional, .modelFieldRemoved, .modelFieldRenamed,
        .modelFieldWireNameChanged, .modelFieldSwiftNameChanged, .modelFieldTypeChanged, .modelFieldRequired,
        .modelFieldOptional, .modelFieldNullable, .modelFieldNonNullable, .modelFieldExplicitNullChanged, .modelFieldDeprecated,
        .enumCaseAdded, .enumCaseRemoved, .enumCaseRenamed, .enumCaseValueChanged, .enumCaseSwiftNameChanged,
        .enumCaseDeprecated,
        .unionMemberAdded, .unionMemberRemoved, .unionMemberSwiftNameChanged, .unionDiscriminatorChanged,
        .unionMappingValueChanged, .unionKeyChanged,
        .exampleChanged,
    ]

    /// The rules by id.
    package static let byID: [String: Rule] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule with `id`.
    package static func rule(_ id: String) -> Rule? { byID[id] }
}

/// The rules of the `api:` section: the API as a whole, servers, auth schemes and shared
/// parameters. A rule's `title` and `reasoning` are its documentation (docs/DIFF.md shows them).
extension Rule {
    package static let specAdded = Rule(
        "spec.added", group: "API", title: "A spec appeared", request: .nonBreaking, response: .nonBreaking,
        source: .nonBreaking,
        reasoning: "With `--base` and no path, every spec folder (`Specs/<Name>`, `Sources/<Name>/Specs`) is compared; a folder that did not exist at the base is a new API, a new module: nothing existing changes.")
    package static let specRemoved = Rule(
        "spec.removed", group: "API", title: "A spec disappeared", request: .breaking, response: .breaking,
        source: .breaking,
        reasoning: "The whole API is gone from the contract, and its generated module with it.")
    package static let apiRenamed = Rule(
        "api.renamed", group: "API", title: "API name changed", request: .nonBreaking, response: .nonBreaking,
        source: .breaking,
        reasoning: "The name is not on the wire, but it names the client type: `ShopClient` becomes `StoreClient`, and every mention of the old name stops compiling.")
    package static let apiDateFormatChanged = Rule(
        "api.date-format-changed", group: "API", title: "Date format changed", request: .breaking, response: .breaking,
        source: .nonBreaking,
        reasoning: "Every `datetime` is written differently (RFC 3339 text, epoch seconds, epoch milliseconds): old apps send dates the server no longer reads and cannot read the ones it now sends. Swift still sees `Date`.")
    package static let apiEnvelopeChanged = Rule(
        "api.envelope-changed", group: "API", title: "Response envelope changed", request: .notApplicable,
        response: .breaking, source: .nonBreaking,
        reasoning: "Old apps look for the payload and the error under the old keys of every response.")
    package static let apiErrorModelChanged = Rule(
        "api.error-model-changed", group: "API", title: "Error model changed", request: .notApplicable,
        response: .breaking, source: .nonBreaking,
        reasoning: "Old apps decode failures' bodies as the old model (or read its code and message from other fields), so their `serverCode` and `message` come out empty. The Swift types still exist; `error.serverError as? Meta` just stops matching.")
    package static let apiClientPolicyChanged = Rule(
        "api.client-policy-changed", group: "API", title: "Retry or rate-limit policy changed", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "Retry and pacing are the client's own behaviour; shipped apps keep theirs. Reported so reviewers see the new defaults in `defaultConfiguration(baseURL:)`.")
    package static let apiCompletionHandlersRemoved = Rule(
        "api.completion-handlers-removed", group: "API", title: "Completion-handler methods removed",
        request: .nonBreaking, response: .nonBreaking, source: .breaking,
        reasoning: "`completionHandlers` was turned off: nothing on the wire changes, but every `completion:` overload of the client's methods is gone, so code that calls one stops compiling.")
    package static let apiCompletionHandlersAdded = Rule(
        "api.completion-handlers-added", group: "API", title: "Completion-handler methods added",
        request: .nonBreaking, response: .nonBreaking, source: .nonBreaking,
        reasoning: "`completionHandlers` was turned on: each call gains a `completion:` overload. Overloads that differ by a trailing closure parameter leave existing calls unambiguous.")
    package static let apiVersionChanged = Rule(
        "api.version-changed", group: "API", title: "API version changed", request: .nonBreaking, response: .nonBreaking,
        source: .nonBreaking,
        reasoning: "Documentation only (the client's DocC comment); reported for release notes.")
    package static let serverAdded = Rule(
        "server.added", group: "Servers", title: "Server added", request: .nonBreaking, response: .nonBreaking,
        source: .breaking,
        reasoning: "A new environment is wire-safe, but `Client.Server` is a closed Swift enum: a `switch` over it that lists every case stops compiling.")
    package static let serverRemoved = Rule(
        "server.removed", group: "Servers", title: "Server removed", request: .breaking, response: .breaking,
        source: .breaking,
        reasoning: "Apps configured for that environment lose it, and `.thatServer` no longer compiles.")
    package static let serverRenamed = Rule(
        "server.renamed", group: "Servers", title: "Server renamed (same URL)", request: .nonBreaking,
        response: .nonBreaking, source: .breakingWhen("the new name gives another Swift case (`eu-west` and `eu_west` give the same)"),
        reasoning: "The URL is what goes on the wire, and it is the same; the `Server` case has a new name.")
    package static let serverURLChanged = Rule(
        "server.url-changed", group: "Servers", title: "Server URL changed", request: .breaking, response: .breaking,
        source: .nonBreaking,
        reasoning: "Shipped apps have the old URL compiled in and keep calling it. Unless the old host keeps serving, they break; Swift code is unchanged (`.production` is still `.production`).")
    package static let serverDefaultChanged = Rule(
        "server.default-changed", group: "Servers", title: "Default server changed", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "The first server is the initializer's default. Shipped apps keep theirs, and code still compiles, but a client made without `server:` calls another environment after the upgrade: reported so no one is surprised.")
    package static let authSchemeAdded = Rule(
        "auth.scheme.added", group: "Auth", title: "Auth scheme added", request: .nonBreaking, response: .nonBreaking,
        source: .breakingWhen("the scheme is in `defaultAuth`: the client initializer gains a required argument"),
        reasoning: "A scheme no endpoint uses changes nothing on the wire (endpoints that start using it are reported as `endpoint.auth-added`). Outside `defaultAuth` it adds an optional `String? = nil` initializer argument.")
    package static let authSchemeRemoved = Rule(
        "auth.scheme.removed", group: "Auth", title: "Auth scheme removed", request: .nonBreaking,
        response: .nonBreaking, source: .breaking,
        reasoning: "Its credential argument disappears from the client initializer. What the endpoints that used it now require is reported on each (`endpoint.auth-added` / `endpoint.auth-removed`), so the wire verdict is given there, once.")
    package static let authSchemeRenamed = Rule(
        "auth.scheme.renamed", group: "Auth", title: "Auth scheme renamed", request: .nonBreaking,
        response: .nonBreaking, source: .breakingWhen("the initializer argument's label changes"),
        reasoning: "Schemes are matched by what they send (the same header, query name or bearer token), so the wire is unchanged; the credential's label follows the name unless `swiftName` keeps it.")
    package static let authSchemeChanged = Rule(
        "auth.scheme.changed", group: "Auth", title: "Auth scheme sends something else", request: .breaking,
        response: .notApplicable,
        source: .breakingWhen("the scheme becomes or stops being `basic`: the credential argument's type changes between `String` and `BasicCredentials`"),
        reasoning: "Another header, query parameter or kind: old apps send the credential where the server no longer looks.")
    package static let authSchemeSwiftNameChanged = Rule(
        "auth.scheme.swift-name-changed", group: "Auth", title: "Credential label changed", request: .nonBreaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Same credential on the wire; the initializer's argument label changes.")
    package static let authSchemeRequired = Rule(
        "auth.scheme.required", group: "Auth", title: "Scheme joined defaultAuth", request: .nonBreaking,
        response: .notApplicable, source: .breaking,
        reasoning: "The credential becomes a required initializer argument (`String` instead of `String? = nil`). The endpoints that now need it are reported as `endpoint.auth-added`.")
    package static let authSchemeOptional = Rule(
        "auth.scheme.optional", group: "Auth", title: "Scheme left defaultAuth", request: .nonBreaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "The credential argument becomes `String? = nil`; calls that pass a string still compile.")
    package static let endpointAuthAdded = Rule(
        "endpoint.auth-added", group: "Auth", title: "Endpoint requires another credential", request: .breaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps do not send the new scheme's credential. Reported once per `defaultAuth` change for all the endpoints that follow it, otherwise per endpoint. The method signature does not change (credentials live on the client).")
    package static let endpointAuthRemoved = Rule(
        "endpoint.auth-removed", group: "Auth", title: "Endpoint requires fewer credentials", request: .nonBreaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps send a credential that is no longer needed; the server ignores it.")
    package static let sharedParameterAdded = Rule(
        "shared-parameter.added", group: "Shared parameters", title: "Shared parameter added",
        request: .breakingWhen("it is `required`: old apps do not send it"), response: .notApplicable,
        source: .breakingWhen("it is required and has no default: the client initializer gains an argument every call must pass"),
        reasoning: "An optional shared parameter, or one with a default, is a defaulted initializer argument, and old apps that do not send it are still accepted.")
    package static let sharedParameterRemoved = Rule(
        "shared-parameter.removed", group: "Shared parameters", title: "Shared parameter removed", request: .breaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps keep sending it to a server that no longer takes it (what they asked for silently stops happening, or the request is refused); its initializer argument disappears.")
    package static let sharedParameterChanged = Rule(
        "shared-parameter.changed", group: "Shared parameters", title: "Shared parameter changed",
        request: .breakingWhen("its wire name, place or type no longer accepts what old apps send, or it became required without a default old apps would have sent"),
        response: .notApplicable, source: .breakingWhen("its initializer argument's label or type changes"),
        reasoning: "Judged like an endpoint parameter, on the client initializer.")
    package static let endpointSharedParameterDropped = Rule(
        "endpoint.shared-parameter-dropped", group: "Shared parameters", title: "Endpoint stopped taking a shared parameter",
        request: .breaking, response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps still send it with this call; the server no longer reads it there.")
    package static let endpointSharedParameterAdded = Rule(
        "endpoint.shared-parameter-added", group: "Shared parameters", title: "Endpoint takes a shared parameter",
        request: .breakingWhen("the shared parameter is `required`: old apps do not send it with this call"),
        response: .notApplicable, source: .nonBreaking,
        reasoning: "An optional shared parameter the call now reads changes nothing for old apps that do not send it.")
}
