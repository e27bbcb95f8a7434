/// The rules of request bodies, responses and documented errors, then of models, their fields
/// and enum values.
extension Rule {
    package static let endpointBodyAdded = Rule(
        "endpoint.body.added", group: "Bodies", title: "Request body added",
        request: .breakingWhen("the body is required: old apps send none"), response: .notApplicable,
        source: .breakingWhen("the body is required: the method gains an argument every call must pass"),
        reasoning: "An optional body is a defaulted `= nil` argument.")
    package static let endpointBodyRemoved = Rule(
        "endpoint.body.removed", group: "Bodies", title: "Request body removed", request: .breaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps send a body the server no longer reads; the argument disappears.")
    package static let endpointBodyTypeChanged = Rule(
        "endpoint.body.type-changed", group: "Bodies", title: "Request body type changed",
        request: .breakingWhen("a body old apps send is not a value of the new type"), response: .notApplicable,
        source: .breakingWhen("the Swift type changes"),
        reasoning: "A body of another model is judged as a whole (fields of the same model are compared under the model).")
    package static let endpointBodyRequired = Rule(
        "endpoint.body.required", group: "Bodies", title: "Request body became required", request: .breaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps may send none; the argument loses its `= nil` and its `?`.")
    package static let endpointBodyOptional = Rule(
        "endpoint.body.optional", group: "Bodies", title: "Request body became optional", request: .nonBreaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Old apps always send one, which is fine; the argument's type becomes optional (the request value's property reads as `T?`).")
    package static let endpointBodyWrapChanged = Rule(
        "endpoint.body.wrap-changed", group: "Bodies", title: "Body wrapping changed", request: .breaking,
        response: .notApplicable, source: .nonBreaking,
        reasoning: "`{\"tracking\": {…}}` versus `{…}`: old apps send the old shape.")
    package static let endpointBodyEncodingChanged = Rule(
        "endpoint.body.encoding-changed", group: "Bodies", title: "Body encoding changed (JSON, form, text, raw bytes or their media type)",
        request: .breaking, response: .notApplicable, source: .nonBreaking,
        reasoning: "Old apps send JSON where the server now reads `application/x-www-form-urlencoded`, text or raw bytes of another media type, or the reverse. A JSON and a form body are the same model, so the argument is the same; a change to or from text or raw bytes changes the argument's type too, which is reported as such.")
    package static let endpointBodySwiftNameChanged = Rule(
        "endpoint.body.swift-name-changed", group: "Bodies", title: "Body label changed", request: .nonBreaking,
        response: .notApplicable, source: .breaking,
        reasoning: "Same JSON on the wire; the argument label changes.")
    package static let endpointResponseAdded = Rule(
        "endpoint.response.added", group: "Responses", title: "Response body added", request: .notApplicable,
        response: .nonBreaking, source: .breaking,
        reasoning: "Old apps ignore the body. The method now returns a value: `Result<Void, _>` completions stop type-checking, and an ignored result warns (an error with warnings as errors).")
    package static let endpointResponseRemoved = Rule(
        "endpoint.response.removed", group: "Responses", title: "Response body removed", request: .notApplicable,
        response: .breaking, source: .breaking,
        reasoning: "Old apps decode a body the server no longer promises; the method returns nothing.")
    package static let endpointResponseTypeChanged = Rule(
        "endpoint.response.type-changed", group: "Responses", title: "Response type changed", request: .notApplicable,
        response: .breakingWhen("the server can send a value the old type does not decode (`number` → `integer` and `string` → an enum are safe; `integer` → `number` is not)"),
        source: .breakingWhen("the Swift return type changes"),
        reasoning: "The direction matters: a response may narrow, a request may widen.")
    package static let endpointResponseStatusesChanged = Rule(
        "endpoint.response.statuses-changed", group: "Responses", title: "Success statuses changed", request: .notApplicable,
        response: .breakingWhen("a success status is added: old apps treat it as a failure"), source: .nonBreaking,
        reasoning: "Removing a success status only means old apps will not see it.")
    package static let endpointResponseUnwrapChanged = Rule(
        "endpoint.response.unwrap-changed", group: "Responses", title: "Response unwrapping changed",
        request: .notApplicable, response: .breaking, source: .nonBreaking,
        reasoning: "`at:` names the keys old apps descend through to reach the value.")
    package static let endpointResponseFormatChanged = Rule(
        "endpoint.response.format-changed", group: "Responses", title: "Response format changed (JSON, text, raw bytes)", request: .notApplicable,
        response: .breaking, source: .breakingWhen("the Swift return type changes"),
        reasoning: "Old apps read the body as text, decode it as JSON, or take its bytes as they are.")
    package static let endpointResponseStreamChanged = Rule(
        "endpoint.response.stream-changed", group: "Responses", title: "Response streaming changed",
        request: .notApplicable, response: .breaking, source: .breaking,
        reasoning: "A body of events (server-sent events, JSON Lines) or one JSON value: old apps read the body the old way, and the method returns an `EventStream` instead of a value (or the reverse), or another kind of event.")
    package static let endpointResponseTerminatorChanged = Rule(
        "endpoint.response.terminator-changed", group: "Responses", title: "Stream terminator changed",
        request: .notApplicable, response: .breaking, source: .nonBreaking,
        reasoning: "Old apps end the stream at the old terminator's event: they decode the new one as an event and fail, or read past the end.")
    package static let endpointErrorAdded = Rule(
        "endpoint.error.added", group: "Errors", title: "Documented error added", request: .notApplicable,
        response: .nonBreaking,
        source: .breakingWhen("it has a `name` and the request's `Failure` enum existed: exhaustive `switch`es over it stop compiling"),
        reasoning: "Every failure already reaches callers as a `BinderyError`; documenting one more changes what they can tell apart, not what they receive.")
    package static let endpointErrorRemoved = Rule(
        "endpoint.error.removed", group: "Errors", title: "Documented error removed", request: .notApplicable,
        response: .nonBreaking, source: .breakingWhen("it had a `name`: its `Failure` case disappears"),
        reasoning: "Old apps simply stop seeing it.")
    package static let endpointErrorRenamed = Rule(
        "endpoint.error.renamed", group: "Errors", title: "Failure case renamed", request: .notApplicable,
        response: .nonBreaking, source: .breakingWhen("a `Failure` case is renamed or removed (naming a failure for the first time creates the enum and breaks nothing)"),
        reasoning: "Same status and code on the wire; the Swift case changes.")
    package static let endpointErrorStatusChanged = Rule(
        "endpoint.error.status-changed", group: "Errors", title: "Named failure's status or code changed",
        request: .notApplicable, response: .breaking, source: .nonBreaking,
        reasoning: "Old apps recognise `.notFound` by the old status and code; the server's new answer falls through to `nil`.")
    package static let modelAdded = Rule(
        "model.added", group: "Models", title: "Model added", request: .nonBreaking, response: .nonBreaking,
        source: .nonBreaking,
        reasoning: "A new type; whatever starts using it is reported where it is used.")
    package static let modelRemoved = Rule(
        "model.removed", group: "Models", title: "Model removed", request: .nonBreaking, response: .nonBreaking,
        source: .breaking,
        reasoning: "The Swift type disappears. Its uses changed too and are reported where they were (a field's or a response's type), with their wire verdicts.")
    package static let modelRenamed = Rule(
        "model.renamed", group: "Models", title: "Model renamed", request: .nonBreaking, response: .nonBreaking,
        source: .breakingWhen("the Swift type's name changes (a `swiftName` can keep it)"),
        reasoning: "Model names are not on the wire. A model removed and one added with the same fields (or values) is a rename: every use compares equal, and the rename is reported once, with every endpoint it reaches and the Swift types before and after.")
    package static let modelSwiftNameChanged = Rule(
        "model.swift-name-changed", group: "Models", title: "Model's Swift name changed", request: .nonBreaking,
        response: .nonBreaking, source: .breaking,
        reasoning: "A new `swiftName`: the same JSON, another Swift type name.")
    package static let modelKindChanged = Rule(
        "model.kind-changed", group: "Models", title: "Model kind changed",
        request: .breakingWhen("a value old apps send is not a value of the new kind"),
        response: .breakingWhen("the server can send a value old apps' decoders reject"), source: .breaking,
        reasoning: "An object became an enum or an identifier (or the reverse): another Swift type, and usually another JSON shape. Judged on the values: an enum that becomes a `string` identifier is safe both ways (old apps' open enum decodes any text, and any listed value is a string).")
    package static let modelAliasChanged = Rule(
        "model.alias-changed", group: "Models", title: "Model became an alias, or stopped being one",
        request: .nonBreaking, response: .nonBreaking,
        source: .breakingWhen("the model stops being an alias, or names another model: values of the two types no longer mix"),
        reasoning: "`alias:` makes a model's Swift type a `typealias` of another model; the values on the wire are compared as values. Becoming an alias keeps code compiling, except code that declares the same thing for both types (a conformance, an overload, a member of an extension), which now clashes.")
    package static let modelIdentifierTypeChanged = Rule(
        "model.identifier-type-changed", group: "Models", title: "Identifier's raw type changed", request: .breaking,
        response: .breaking, source: .breaking,
        reasoning: "`string` ↔ `integer`: `\"42\"` is not `42` on the wire, and `rawValue` changes type.")
    package static let modelDeprecated = Rule(
        "model.deprecated", group: "Models", title: "Model deprecated", request: .nonBreaking, response: .nonBreaking,
        source: .nonBreaking, reasoning: "A note in the type's documentation.")
    package static let modelInitializerReordered = Rule(
        "model.initializer-reordered", group: "Models", title: "Memberwise initializer reordered",
        request: .nonBreaking, response: .nonBreaking, source: .breaking,
        reasoning: "Field order is not on the wire, but the initializer takes non-optional fields first, then optional ones, each in spec order: reordering them (or a field changing group) breaks `Model(a:b:)` calls.")
    package static let modelFieldAddedRequired = Rule(
        "model.field.added-required", group: "Fields", title: "Required field added", request: .breaking,
        response: .nonBreaking,
        source: .breakingWhen("Swift sees it as non-optional: the memberwise initializer gains an argument without a default"),
        reasoning: "In a request, old apps do not send it. In a response, old apps ignore the extra key — but consumers also build response models (tests, previews, caches), and their initializer calls break.")
    package static let modelFieldAddedOptional = Rule(
        "model.field.added-optional", group: "Fields", title: "Optional field added", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "Old apps leave it out and ignore it; the initializer argument defaults to nil.")
    package static let modelFieldRemoved = Rule(
        "model.field.removed", group: "Fields", title: "Field removed", request: .breaking,
        response: .breakingWhen("it was required: old apps' decoders need the key"), source: .breaking,
        reasoning: "Old apps keep sending it, to a server that no longer reads it. An optional response field that disappears decodes as nil for old apps — wire-safe — while the Swift property disappears.")
    package static let modelFieldRenamed = Rule(
        "model.field.renamed", group: "Fields", title: "Field renamed", request: .breaking,
        response: .breakingWhen("Swift saw it as non-optional: old apps' decoders require the old key"), source: .breaking,
        reasoning: "A field removed and one added with the same type and requirement and a similar name or the same docs: the JSON key and the property both change. For shipped apps the old key is simply gone, so the wire verdict is a removal's: breaking in requests, and in responses unless the field was optional (old apps then decode nil and show less).")
    package static let modelFieldWireNameChanged = Rule(
        "model.field.wire-name-changed", group: "Fields", title: "JSON key changed, Swift name kept", request: .breaking,
        response: .breakingWhen("Swift saw it as non-optional: old apps' decoders require the old key"), source: .nonBreaking,
        reasoning: "A `swiftName` keeps the property while the key changes: Swift compiles as before, while shipped apps write and read the old key — judged, for them, as the old field removed.")
    package static let modelFieldSwiftNameChanged = Rule(
        "model.field.swift-name-changed", group: "Fields", title: "Swift name changed, JSON key kept",
        request: .nonBreaking, response: .nonBreaking, source: .breaking,
        reasoning: "Same JSON; the property and its initializer label change.")
    package static let modelFieldTypeChanged = Rule(
        "model.field.type-changed", group: "Fields", title: "Field type changed",
        request: .breakingWhen("a value old apps send is not a value of the new type"),
        response: .breakingWhen("the server can send a value old apps' decoders reject"),
        source: .breakingWhen("the Swift type changes"),
        reasoning: "Judged in each direction the model travels: `integer` → `number` is safe in requests but not in responses; an enum → `string` is safe in responses (old apps' open enums decode anything) but not in requests. `string` ↔ `url`, `uuid` or `date` is the same JSON string, safe on the wire both ways (the format names what the text always was); the Swift type changes (`String` → `URL`).")
    package static let modelFieldRequired = Rule(
        "model.field.required", group: "Fields", title: "Field became required", request: .breaking,
        response: .nonBreaking, source: .breakingWhen("Swift sees it as non-optional now: `T?` → `T`, and the initializer argument loses `= nil`"),
        reasoning: "Old apps may leave it out of requests; in responses it is now always there, which old apps accept.")
    package static let modelFieldOptional = Rule(
        "model.field.optional", group: "Fields", title: "Field became optional", request: .nonBreaking,
        response: .breakingWhen("Swift saw it as non-optional: old apps' decoders require the key"),
        source: .breakingWhen("the Swift type becomes optional (`T` → `T?`)"),
        reasoning: "The classic trap: harmless in a request, a decoding failure for every shipped app in a response.")
    package static let modelFieldNullable = Rule(
        "model.field.nullable", group: "Fields", title: "Field became nullable", request: .nonBreaking,
        response: .breakingWhen("Swift saw it as non-optional: old apps cannot decode `null`"),
        source: .breakingWhen("the Swift type becomes optional"),
        reasoning: "Old apps never send `null`; the server may now send it.")
    package static let modelFieldNonNullable = Rule(
        "model.field.non-nullable", group: "Fields", title: "Field no longer nullable",
        request: .breakingWhen("old apps could send an explicit `null` (a required, nullable field)"), response: .nonBreaking,
        source: .breakingWhen("the Swift type stops being optional"),
        reasoning: "The server no longer sends `null`, which old apps handle; it may refuse the `null`s they send.")
    package static let modelFieldExplicitNullChanged = Rule(
        "model.field.explicit-null-changed", group: "Fields", title: "Field tells null from absent, or stops",
        request: .breakingWhen("old apps could send `null` (`nullable: explicit`) and the field is no longer nullable, or it became required"),
        response: .breakingWhen("Swift saw it as non-optional: old apps' decoders require the key and refuse `null`"),
        source: .breaking,
        reasoning: "`nullable: explicit` makes the property `Nullable<T>?` (nil leaves the key out, `.null` sends `null`); the plain forms are `T` or `T?`. On the wire an optional field that becomes explicit is the same field: old apps leave it out or send a value, and decode `null` as nil.")
    package static let modelFieldDeprecated = Rule(
        "model.field.deprecated", group: "Fields", title: "Field deprecated", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking, reasoning: "A note in the property's documentation.")
    package static let enumCaseAdded = Rule(
        "enum.case.added", group: "Enums", title: "Enum value added", request: .nonBreaking, response: .nonBreaking,
        source: .breaking,
        reasoning: "Generated enums are open: an old app receiving the new value decodes it as `.unknown(\"value\")` and keeps working, and it never sends it, so the wire is safe both ways. But the Swift enum gains a case, so an exhaustive `switch` over it stops compiling; and code matching `.unknown(\"value\")` no longer sees it once upgraded.")
    package static let enumCaseRemoved = Rule(
        "enum.case.removed", group: "Enums", title: "Enum value removed", request: .breaking, response: .nonBreaking,
        source: .breaking,
        reasoning: "Old apps may still send it; the server no longer promises to send it, which old apps do not mind. The case disappears from Swift.")
    package static let enumCaseRenamed = Rule(
        "enum.case.renamed", group: "Enums", title: "Enum value renamed", request: .breaking, response: .breaking,
        source: .breaking,
        reasoning: "A value replaced by another at the same place with similar spelling: old apps send the old text, and see the new one as `.unknown`; the case is renamed in Swift. Unlike a removed value (which the server stops sending) the state is still sent, under text old apps cannot match: they misclassify data they handled, so responses break too.")
    package static let enumCaseValueChanged = Rule(
        "enum.case.value-changed", group: "Enums", title: "Wire value changed, Swift case kept", request: .breaking,
        response: .breaking, source: .nonBreaking,
        reasoning: "A `swiftName` keeps the case while the text changes: Swift compiles as before; old apps send the old text and decode the new one as `.unknown`.")
    package static let enumCaseSwiftNameChanged = Rule(
        "enum.case.swift-name-changed", group: "Enums", title: "Swift case renamed, wire value kept",
        request: .nonBreaking, response: .nonBreaking, source: .breaking,
        reasoning: "Same text on the wire; another case name.")
    package static let enumCaseDeprecated = Rule(
        "enum.case.deprecated", group: "Enums", title: "Enum value deprecated", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking, reasoning: "A note in the case's documentation.")
}
