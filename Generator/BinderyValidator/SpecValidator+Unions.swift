import BinderySpec
/// The checks of unions (`oneOf:`): their members, and a discriminator's field and mapping, or
/// its keys, or that members chosen by shape have different JSON kinds.
extension SpecValidator {
    mutating func checkUnion(_ union: UnionSpec, of model: ModelSpec) {
        if union.members.count < 2 {
            diagnostics.error(
                "union '\(model.name)' has \(union.members.count == 1 ? "one member" : "no members"); a union needs at least two (for one type, use the type itself)",
                at: model.location)
        }
        checkUnique(
            union.members.map { ($0.type.specSpelling, $0.swiftName, $0.location) }, kind: "member",
            owner: " of union '\(model.name)'")
        for member in union.members {
            checkIdentifier(member.swiftName, of: "member '\(member.type.specSpelling)'", at: member.location)
            checkTypeExists(member.type, at: member.location)
            if member.type == .named(model.name) {
                diagnostics.error(
                    "union '\(model.name)' lists itself as a member; a union may contain itself only inside a member (a list, a map or an object's field)",
                    at: member.location)
            }
            if union.isDiscriminated, member.swiftName == UnionSpec.unknownCaseName {
                diagnostics.error(
                    "'\(UnionSpec.unknownCaseName)' is the case that keeps values the spec does not know; give member '\(member.type.specSpelling)' another 'swiftName'",
                    at: member.location)
            }
        }
        if let discriminator = union.discriminator {
            checkDiscriminator(discriminator, of: union, model: model)
        } else if let keys = union.keys {
            checkKeys(keys, of: union, model: model)
        } else if !union.hasUnreadableDiscriminator {
            checkShapes(of: union, model: model)
        }
    }

    /// Keys choose among objects: each key a required field of the member it chooses that no
    /// other member declares, so that an object of each member has exactly one of them; each
    /// member chosen by one key, or named `otherwise`.
    private mutating func checkKeys(_ keys: MemberKeysSpec, of union: UnionSpec, model: ModelSpec) {
        let objects = objectMembers(of: union, model: model, chooser: "keys choose")
        if keys.entries.isEmpty {
            diagnostics.error(
                "the discriminator of union '\(model.name)' has no 'keys'; give each member the key only its objects have: '{ deleted: DeletedCustomer }'",
                at: keys.location)
            return
        }
        var chosen: [String: String] = [:]
        for entry in keys.entries {
            let target = entry.model.value
            if entry.key.isEmpty {
                diagnostics.error("a key of union '\(model.name)' is empty", at: entry.location)
            }
            guard let fields = objects[target] else {
                if modelsByName[target] == nil {
                    unknownType(target, at: entry.model.location)
                } else if !union.members.contains(where: { $0.type == .named(target) }) {
                    diagnostics.error(
                        "key '\(entry.key)' of union '\(model.name)' chooses '\(target)', which is not in its 'oneOf'; add it there",
                        at: entry.model.location)
                }
                continue
            }
            if let other = chosen[target] {
                diagnostics.error(
                    "keys '\(other)' and '\(entry.key)' of union '\(model.name)' both choose '\(target)'; each member is chosen by one key",
                    at: entry.location)
                continue
            }
            chosen[target] = entry.key
            if fields.first(where: { $0.wireName == entry.key })?.required != true {
                diagnostics.error(
                    "key '\(entry.key)' of union '\(model.name)' must be a required field of '\(target)', so that every '\(target)' has it",
                    at: entry.location)
            }
            if let other = objects.keys.sorted().first(where: { name in
                name != target && objects[name]?.contains { $0.wireName == entry.key } == true
            }) {
                diagnostics.error(
                    "key '\(entry.key)' of union '\(model.name)' is a field of '\(other)' too, so it cannot tell '\(target)' from it; choose a key only '\(target)' has",
                    at: entry.location)
            }
        }
        if let otherwise = keys.otherwise {
            let target = otherwise.value
            if modelsByName[target] == nil {
                unknownType(target, at: otherwise.location)
            } else if !union.members.contains(where: { $0.type == .named(target) }) {
                diagnostics.error(
                    "'otherwise' of union '\(model.name)' names '\(target)', which is not in its 'oneOf'; add it there", at: otherwise.location)
            } else if let key = chosen[target] {
                diagnostics.error(
                    "'otherwise' of union '\(model.name)' names '\(target)', which the key '\(key)' chooses already; name the member that has no key",
                    at: otherwise.location)
            }
        }
        for member in union.members where !union.isOtherwise(member) {
            guard case .named(let name) = member.type, objects[name] != nil, chosen[name] == nil else { continue }
            diagnostics.error(
                "member '\(name)' of union '\(model.name)' has no key; add the key only its objects have to 'keys', or name it 'otherwise'",
                at: member.location)
        }
    }

    private mutating func checkDiscriminator(_ discriminator: DiscriminatorSpec, of union: UnionSpec, model: ModelSpec) {
        let field = discriminator.field.value
        if field.isEmpty {
            diagnostics.error("the discriminator of union '\(model.name)' must name a field", at: discriminator.field.location)
        }
        let memberModels = Set(union.members.compactMap { member -> String? in
            if case .named(let name) = member.type { return name }
            return nil
        })
        let objects = objectMembers(of: union, model: model, chooser: "a discriminator field chooses")
        for member in union.members {
            guard case .named(let name) = member.type, let fields = objects[name] else { continue }
            if let declared = fields.first(where: { $0.wireName == field }), !isText(declared.type) {
                diagnostics.error(
                    "member '\(name)' of union '\(model.name)' declares the discriminator '\(field)' as '\(declared.type.specSpelling)'; it must be a string or an enum (or leave it out: the union writes it)",
                    at: declared.typeLocation)
            }
        }
        var chosen: [String: String] = [:]
        for entry in discriminator.mapping {
            let target = entry.model.value
            if entry.value.isEmpty {
                diagnostics.error("a discriminator value of union '\(model.name)' is empty", at: entry.location)
            }
            guard let targetModel = modelsByName[target] else {
                unknownType(target, at: entry.model.location)
                continue
            }
            guard case .object = targetModel.kind else {
                diagnostics.error(
                    "discriminator value '\(entry.value)' of union '\(model.name)' chooses '\(target)', which is \(Self.kindDescription(targetModel.kind)), not an object model",
                    at: entry.model.location)
                continue
            }
            guard memberModels.contains(target) else {
                diagnostics.error(
                    "discriminator value '\(entry.value)' of union '\(model.name)' chooses '\(target)', which is not in its 'oneOf'; add it there",
                    at: entry.model.location)
                continue
            }
            if let other = chosen[target] {
                diagnostics.error(
                    "discriminator values '\(other)' and '\(entry.value)' of union '\(model.name)' both choose '\(target)'; each member is chosen by one value, the one encoding writes",
                    at: entry.location)
            }
            chosen[target] = chosen[target] ?? entry.value
        }
        // A member left out of the mapping is chosen by its name: that value must be free.
        var members: [String: String] = [:]
        for member in union.members {
            guard case .named(let name) = member.type, let value = union.discriminatorValue(of: member) else { continue }
            if let other = members[value], other != name {
                diagnostics.error(
                    "discriminator value '\(value)' of union '\(model.name)' would choose both '\(other)' and '\(name)'; map '\(name)' to a value of its own",
                    at: member.location)
            }
            members[value] = members[value] ?? name
        }
    }

    /// The fields of each member that is an object model, by its name; each other member is
    /// reported, saying that `chooser` ("keys choose") among objects alone.
    private mutating func objectMembers(of union: UnionSpec, model: ModelSpec, chooser: String) -> [String: [FieldSpec]] {
        var objects: [String: [FieldSpec]] = [:]
        for member in union.members {
            guard case .named(let name) = member.type, let target = modelsByName[name] else {
                // An unknown name is reported as such already.
                if !isNamed(member.type) {
                    diagnostics.error(
                        "member '\(member.type.specSpelling)' of union '\(model.name)' is not an object model; \(chooser) among objects (to choose by JSON kind, remove 'discriminator')",
                        at: member.location)
                }
                continue
            }
            guard case .object(let fields) = target.kind else {
                diagnostics.error(
                    "member '\(name)' of union '\(model.name)' is \(Self.kindDescription(target.kind)), not an object model; \(chooser) among objects (to choose by JSON kind, remove 'discriminator')",
                    at: member.location)
                continue
            }
            objects[name] = fields
        }
        return objects
    }

    private func isNamed(_ type: TypeReference) -> Bool {
        if case .named = type { return true }
        return false
    }

    /// Whether values of the type are JSON strings: what a discriminator field can be.
    private func isText(_ type: TypeReference) -> Bool {
        switch type {
        case .string: return true
        case .named(let name):
            if case .enumeration? = modelsByName[name]?.kind { return true }
            return false
        default: return false
        }
    }

    /// Members chosen by shape must be told apart by their JSON kind alone.
    private mutating func checkShapes(of union: UnionSpec, model: ModelSpec) {
        var owners: [JSONKind: UnionMemberSpec] = [:]
        // The union itself as a member is reported already.
        for member in union.members where member.type != .named(model.name) {
            let kinds = JSONKind.kinds(of: member.type, models: modelsByName, dateFormat: spec.dateFormat)
            if kinds.count == JSONKind.allCases.count {
                diagnostics.error(
                    "member '\(member.type.specSpelling)' of union '\(model.name)' can be any JSON value, so no other member could ever be chosen; use 'json' instead of the union",
                    at: member.location)
                continue
            }
            for kind in kinds.sorted() {
                if let other = owners[kind] {
                    let hint = kind == .object
                        ? "; to choose among objects, add a 'discriminator' naming the field that tells them apart"
                        : ""
                    diagnostics.error(
                        "members '\(other.type.specSpelling)' and '\(member.type.specSpelling)' of union '\(model.name)' are both \(kind.described) on the wire, so the value cannot tell which it is; a union without a discriminator needs members of different JSON kinds (string, number, boolean, list, object)\(hint)",
                        at: member.location)
                    break
                }
                owners[kind] = member
            }
        }
    }
}
