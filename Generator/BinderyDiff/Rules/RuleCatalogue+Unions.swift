/// The rules of unions (`oneOf:`) and of objects' `additionalFields`. Fields an object gains or
/// loses through `includes:` are compared as its own fields (the diff reads flattened models).
extension Rule {
    package static let unionMemberAdded = Rule(
        "union.member.added", group: "Unions", title: "Union member added", request: .nonBreaking,
        response: .breakingWhen("the union is chosen by shape: old apps' decoders reject a value of the new member's JSON kind"),
        source: .breaking,
        reasoning: "A union chosen by a discriminator is open, as enums are: an old app receiving the new member decodes it as `.unknown(json)` and can send it back unchanged. The generated enum gains a case, so an exhaustive `switch` over it stops compiling (as `enum.case.added`); write `default:` or handle `.unknown` to be ready for new members.")
    package static let unionMemberRemoved = Rule(
        "union.member.removed", group: "Unions", title: "Union member removed", request: .breaking,
        response: .nonBreaking, source: .breaking,
        reasoning: "Old apps may still send it; the server no longer promises to send it, which old apps do not mind. The case disappears from Swift.")
    package static let unionMemberSwiftNameChanged = Rule(
        "union.member.swift-name-changed", group: "Unions", title: "Union case renamed", request: .nonBreaking,
        response: .nonBreaking, source: .breaking, reasoning: "Same JSON; another case name.")
    package static let unionDiscriminatorChanged = Rule(
        "union.discriminator-changed", group: "Unions", title: "Discriminator field changed", request: .breaking,
        response: .breaking,
        source: .breakingWhen("a discriminator is added or removed: the `unknown` case appears or disappears"),
        reasoning: "Old apps write and read the member's name in the old field (or tell members apart by keys, or by shape): the server and they no longer agree on which member a value is.")
    package static let unionMappingValueChanged = Rule(
        "union.mapping-value-changed", group: "Unions", title: "Discriminator value changed", request: .breaking,
        response: .breaking, source: .nonBreaking,
        reasoning: "Old apps send the old value, and decode the new one as `.unknown`, where they expected the case they handle. The Swift case is kept.")
    package static let unionKeyChanged = Rule(
        "union.key-changed", group: "Unions", title: "Key that chooses a member changed", request: .nonBreaking,
        response: .breaking, source: .nonBreaking,
        reasoning: "A union chosen by keys picks the member whose key an object has (or its `otherwise` member for an object with none). Old apps still choose by the old key: an object of the member may decode as another case, or as `.unknown`. Requests carry the member's fields whatever key chooses it. The Swift case is kept.")
    package static let modelAdditionalFieldsAdded = Rule(
        "model.additional-fields-added", group: "Models", title: "Model keeps additional fields", request: .nonBreaking,
        response: .nonBreaking, source: .nonBreaking,
        reasoning: "`additionalFields` added: the model gains a property with every undeclared key, and its initializer an argument defaulted to `[:]`. Old apps send no extra keys and ignore those they receive.")
    package static let modelAdditionalFieldsRemoved = Rule(
        "model.additional-fields-removed", group: "Models", title: "Model drops additional fields", request: .breaking,
        response: .nonBreaking, source: .breaking,
        reasoning: "Old apps may send undeclared keys the server no longer promises to read; the property and its initializer argument disappear.")
    package static let modelAdditionalFieldsTypeChanged = Rule(
        "model.additional-fields-type-changed", group: "Models", title: "Additional fields' type changed",
        request: .breakingWhen("a value old apps send is not a value of the new type"),
        response: .breakingWhen("the server can send a value old apps' decoders reject"),
        source: .breakingWhen("the Swift type changes"),
        reasoning: "Judged as a field's type change, for every undeclared key.")
}
