/// The rules of endpoints: the call itself, then its parameters.
extension Rule {
    package static let endpointAdded = Rule(
        "endpoint.added", group: "Endpoints", title: "Endpoint added", request: .nonBreaking, response: .nonBreaking,
        source: .nonBreaking,
        reasoning: "A new call, a new method and request type; nothing existing changes.")
    package static let endpointRemoved = Rule(
        "endpoint.removed", group: "Endpoints", title: "Endpoint removed", request: .breaking, response: .notApplicable,
        source: .breaking,
        reasoning: "Old apps keep calling it; the method and its request type disappear. (An endpoint whose name changed but whose method and path did not is a rename, not a removal.)")
    package static let endpointRenamed = Rule(
        "endpoint.renamed", group: "Endpoints", title: "Endpoint renamed (same method and path)", request: .nonBreaking,
        response: .notApplicable, source: .breakingWhen("the Swift method name changes (it does unless `swiftName` keeps it)"),
        reasoning: "Endpoints are matched by method and path when their names differ: the wire call is the same, so old apps are unaffected, while the method, the request type and `BinderyError.operationID` take the new name.")
    package static let endpointSwiftNameChanged = Rule(
        "endpoint.swift-name-changed", group: "Endpoints", title: "Method name changed (spec name kept)",
        request: .nonBreaking, response: .notApplicable, source: .breaking,
        reasoning: "A new `swiftName`: same call on the wire, a new method and request type name.")
    package static let endpointMethodChanged = Rule(
        "endpoint.method-changed", group: "Endpoints", title: "HTTP method changed", request: .breaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps send the old method, which the route no longer answers. The Swift method is unchanged.")
    package static let endpointPathChanged = Rule(
        "endpoint.path-changed", group: "Endpoints", title: "Path changed", request: .breaking, response: .notApplicable,
        source: .nonBreaking,
        reasoning: "Old apps call the old path. Renaming a placeholder (`{id}` → `{trackingID}`) is not a path change: only its place is on the wire (the renamed parameter is reported on its own).")
    package static let endpointBaseURLChanged = Rule(
        "endpoint.base-url-changed", group: "Endpoints", title: "Endpoint's own base URL changed", request: .breaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps send the call to the old host.")
    package static let endpointDeprecated = Rule(
        "endpoint.deprecated", group: "Endpoints", title: "Endpoint deprecated", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "Nothing stops working. The methods gain `@available(*, deprecated)`, so consumers see warnings (a build with warnings as errors fails: plan the migration).")
    package static let endpointIdempotencyChanged = Rule(
        "endpoint.idempotency-changed", group: "Endpoints", title: "Idempotency changed",
        request: .breakingWhen("the call stops being idempotent: old apps retry it after failures and may repeat its effect"),
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Idempotency decides whether the client retries after a timeout or a 5xx, when the server may already have acted.")
    package static let endpointPaginationAdded = Rule(
        "endpoint.pagination-added", group: "Endpoints", title: "Pagination added", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "A new `…Pages` method; the call itself is unchanged.")
    package static let endpointPaginationRemoved = Rule(
        "endpoint.pagination-removed", group: "Endpoints", title: "Pagination removed", request: .breaking,
        response: .breaking, source: .breaking,
        reasoning: "Old apps page through the call by a rule the server no longer follows; the `…Pages` method disappears.")
    package static let endpointPaginationChanged = Rule(
        "endpoint.pagination-changed", group: "Endpoints", title: "Pagination changed", request: .breaking,
        response: .breaking, source: .breakingWhen("the `…Pages` method's arguments change (another page parameter)"),
        reasoning: "Another style, page parameter, size parameter or items field: old apps compute the next page, or the last one, the old way.")
    package static let endpointPaginationStyleChanged = Rule(
        "endpoint.pagination-style-changed", group: "Endpoints", title: "Pagination style changed", request: .breaking,
        response: .breaking, source: .breakingWhen("the `…Pages` method's arguments change (another parameter moves)"),
        reasoning: "Another way to the next page (a page number, a cursor, the last item's id, a next URL, the `Link` header): old apps ask for it the old way, so they stop after the first page, repeat it, or never stop.")
    package static let endpointPaginationSignalChanged = Rule(
        "endpoint.pagination-signal-changed", group: "Endpoints", title: "Pagination signal changed",
        request: .breakingWhen("the last item's field sent back changes (`itemField`)"),
        response: .breakingWhen("another field holds the next cursor, the next URL, `hasMore` or the last item's field"),
        source: .nonBreaking,
        reasoning: "Another response field holds the next cursor, the next URL or `hasMore`: old apps read the old one, find nothing and stop after the first page, or miss the end. A total of pages or items (`totalPages`, `total`) only spares a request: old apps without it ask for one empty page more, and stop.")
    package static let endpointArgumentsReordered = Rule(
        "endpoint.arguments-reordered", group: "Endpoints", title: "Method arguments reordered", request: .nonBreaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Key order in a spec is not a change, except where the generated Swift depends on it: arguments come in the order path parameters, required body, required parameters, then defaulted ones, each group in spec order. A call that passes two arguments in their old order stops compiling.")
    package static let endpointParameterAddedRequired = Rule(
        "endpoint.parameter.added-required", group: "Parameters", title: "Required parameter added", request: .breaking,
        response: .notApplicable, source: .breakingWhen("it has no default: the method gains an argument every call must pass"),
        reasoning: "Old apps do not send it and the server requires it. A `default` does not help them (they were built before it existed), though it keeps existing Swift calls compiling.")
    package static let endpointParameterAddedOptional = Rule(
        "endpoint.parameter.added-optional", group: "Parameters", title: "Optional parameter added", request: .nonBreaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps do not send it and need not; the new argument is defaulted (`= nil` or its `default`) and comes after the required ones, so existing calls compile.")
    package static let endpointParameterRemoved = Rule(
        "endpoint.parameter.removed", group: "Parameters", title: "Parameter removed", request: .breaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps keep sending it; the server no longer reads it, so what they asked for (a filter, a page size) silently stops happening, or it refuses the request. Calls that pass the argument stop compiling.")
    package static let endpointParameterRenamed = Rule(
        "endpoint.parameter.renamed", group: "Parameters", title: "Parameter renamed", request: .breaking,
        response: .notApplicable, source: .breaking,
        reasoning: "A parameter removed and one added in the same place with the same type and a similar name or the same docs is a rename: old apps send the old name, and calls use the old label. The migration hint names the new label.")
    package static let endpointParameterWireNameChanged = Rule(
        "endpoint.parameter.wire-name-changed", group: "Parameters", title: "Wire name changed, Swift name kept",
        request: .breaking, response: .notApplicable, source: .nonBreaking,
        reasoning: "A `swiftName` keeps the label while the query or header name changes: Swift code is untouched, but shipped apps send the old name.")
    package static let endpointParameterSwiftNameChanged = Rule(
        "endpoint.parameter.swift-name-changed", group: "Parameters", title: "Swift name changed, wire name kept",
        request: .nonBreaking, response: .notApplicable, source: .breaking,
        reasoning: "The label changes (a new `swiftName`, or a path placeholder renamed: its place, not its name, is on the wire); the request is the same.")
    package static let endpointParameterTypeChanged = Rule(
        "endpoint.parameter.type-changed", group: "Parameters", title: "Parameter type changed",
        request: .breakingWhen("a value old apps send is not a value of the new type (`integer` → `number` or → `string` is safe: every old value is still valid text)"),
        response: .notApplicable, source: .breakingWhen("the Swift type changes (`date` ↔ `string` are both `String`)"),
        reasoning: "Query and header values are text: the question is whether every text old apps send is still accepted.")
    package static let endpointParameterRequired = Rule(
        "endpoint.parameter.required", group: "Parameters", title: "Parameter became required",
        request: .breakingWhen("old apps could leave it out (it had no default)"), response: .notApplicable,
        source: .breakingWhen("the argument loses its default or its type changes (`T?` → `T`)"),
        reasoning: "A server that now requires it refuses old requests without it.")
    package static let endpointParameterOptional = Rule(
        "endpoint.parameter.optional", group: "Parameters", title: "Parameter became optional", request: .nonBreaking,
        response: .notApplicable, source: .breakingWhen("the Swift type becomes optional: calls still compile, but `Request.x` reads as `T?`"),
        reasoning: "Old apps always send it, which is still fine. The argument moves among the defaulted ones (see `endpoint.arguments-reordered` when that changes the order).")
    package static let endpointParameterDefaultChanged = Rule(
        "endpoint.parameter.default-changed", group: "Parameters", title: "Parameter default added, changed or removed",
        request: .nonBreaking, response: .notApplicable,
        source: .breakingWhen("the argument's Swift type changes (`T? = nil` ↔ `T = default`) or it loses its default"),
        reasoning: "The client sends the default itself, so shipped apps keep sending the old one. A changed default compiles, but calls that leave the argument out now send another value: the report says which.")
    package static let endpointParameterMoved = Rule(
        "endpoint.parameter.moved", group: "Parameters", title: "Parameter moved (query ↔ header)", request: .breaking,
        response: .notApplicable, source: .breakingWhen("its Swift name changes with the move"),
        reasoning: "Old apps send it where the server no longer looks. The Swift argument is the same unless its name changes too.")
    package static let endpointParameterStyleChanged = Rule(
        "endpoint.parameter.style-changed", group: "Parameters", title: "List style changed", request: .breaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "`a=1&a=2`, `a=1,2` and `a=1|2` are read differently: old apps' lists are misread.")
    package static let endpointParameterDeprecated = Rule(
        "endpoint.parameter.deprecated", group: "Parameters", title: "Parameter deprecated", request: .nonBreaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "A note in the argument's documentation; nothing changes.")
}
