import BinderySpec
/// Names: every model's name is unique (in case too), valid Swift and readable; fields, enum
/// values and union cases get a `swiftName` when the name the spec language would derive is not
/// valid or not unique.
extension OpenAPITranslation {
    /// How a schema that becomes a model is named: exactly (a component) or from where it stands.
    enum SchemaNaming {
        case exact(String)
        case suggested(String)
        /// `prefix` followed by the words of `words` (`Issue` and `label` suggest `IssueLabel`),
        /// made only when a model needs the name: most fields are scalars, and naming each
        /// field's type up front was a twentieth of reading Stripe's document.
        case following(String, words: String)

        /// The text a name is made from, for inline schemas inside this one.
        var base: String {
            switch self {
            case .exact(let name), .suggested(let name): name
            case .following(let prefix, let words): prefix + SwiftNaming.trailingWords(words)
            }
        }

        /// The naming of an inline schema inside this one: `Issue` and `label` give `IssueLabel`.
        func appending(_ part: String) -> SchemaNaming {
            .suggested(SwiftNaming.typeName(base) + SwiftNaming.trailingWords(part))
        }

        /// Whether the schema is written where it is used (its name made from the place), not
        /// a component the document names.
        var isInline: Bool {
            if case .exact = self { return false }
            return true
        }
    }

    /// Names every component schema once, in document order, before any type is translated,
    /// so that a component keeps its name whatever the operations' inline schemas are called.
    mutating func prepareSchemas() {
        guard !schemas.isPrepared else { return }
        schemas.isPrepared = true
        guard let components = document.root["components"]?["schemas"] else { return }
        for (name, node) in components.entries {
            let key = "#/components/schemas/\(OpenAPIDocument.escape(name))"
            schemas.componentOrder.append(key)
            schemas.componentNodes[key] = node
            schemas.componentNames[key] = uniqueModelName(name)
        }
    }

    /// A model name made from `raw` that no other model has, in any case, that is a valid Swift
    /// type name, and that hides none of the names the generated code uses.
    mutating func uniqueModelName(_ raw: String) -> String {
        let typeName = SwiftNaming.typeName(raw)
        var base = typeName.unicodeScalars.allSatisfy(\.isWordCharacter)
            ? typeName : String(String.UnicodeScalarView(typeName.unicodeScalars.filter(\.isWordCharacter)))
        if base.isEmpty { base = "Schema" }
        if let first = base.unicodeScalars.first, !first.canStartIdentifier { base = "Schema" + base }
        if GeneratedTypeNames.inUse.contains(base) || GeneratedTypeNames.foundation.contains(base)
            || SwiftNaming.reservedWords.contains(base) || GeneratedTypeNames.nestedInRequests.contains(base)
        {
            base += "Model"
        }
        var candidate = base
        var number = 2
        while schemas.takenNames.contains(candidate.lowercased()) {
            candidate = "\(base)\(number)"
            number += 1
        }
        schemas.takenNames.insert(candidate.lowercased())
        return candidate
    }

    /// The Swift names for `wireNames` (fields, enum values, union cases): nil where the name the
    /// spec language derives (`SwiftNaming.memberName`) is valid and unique, else one that is.
    /// `reserved` are names the generated type uses itself.
    static func memberSwiftNames(_ wireNames: [String], reserved: Set<String>) -> [String?] {
        var taken = reserved
        // The names that need no change keep them: a fixed name takes what is left.
        let derived = wireNames.map(SwiftNaming.memberName)
        var counts: [String: Int] = [:]
        for name in derived { counts[name, default: 0] += 1 }
        for name in derived where counts[name] == 1 && isUsableMember(name) && !reserved.contains(name) {
            taken.insert(name)
        }
        return zip(wireNames, derived).map { wire, name in
            if counts[name] == 1, isUsableMember(name), !reserved.contains(name) { return nil }
            let base = readableMemberName(wire, derived: name, reserved: reserved)
            var candidate = base
            var number = 2
            while taken.contains(candidate) {
                candidate = "\(base)\(number)"
                number += 1
            }
            taken.insert(candidate)
            return candidate
        }
    }

    /// The Swift name of each of `wireNames`: the derived one where it serves, else the one
    /// ``memberSwiftNames(_:reserved:)`` fixes.
    static func memberNames(_ wireNames: [String], reserved: Set<String>) -> [String] {
        zip(wireNames, memberSwiftNames(wireNames, reserved: reserved)).map { wire, fixed in fixed ?? SwiftNaming.memberName(wire) }
    }

    private static func isUsableMember(_ name: String) -> Bool {
        SwiftNaming.isValidIdentifier(name) && name != "self"
    }

    /// A valid member name for a wire name whose derived name is not usable: `+1` → `plus1`,
    /// `-1` → `minus1`, `1024x1024` → `value1024x1024`, `` → `empty`, `self` → `selfValue`.
    private static func readableMemberName(_ wire: String, derived: String, reserved: Set<String>) -> String {
        if derived == "self" || reserved.contains(derived) { return derived + "Value" }
        if SwiftNaming.isValidIdentifier(derived) { return derived }
        if wire.isEmpty { return "empty" }
        var text = wire
        if text.hasPrefix("+") {
            text = "plus " + text.dropFirst()
        } else if text.hasPrefix("-") {
            text = "minus " + text.dropFirst()
        }
        var name = SwiftNaming.memberName(text)
        if !SwiftNaming.isValidIdentifier(name) { name = SwiftNaming.memberName("value " + text) }
        return SwiftNaming.isValidIdentifier(name) ? name : "value"
    }

    /// A list's element named from the list's name: `labels` → `label`, `entries` → `entry`,
    /// else the name with `Item`.
    static func singular(_ name: String) -> String {
        if name.hasSuffix("ies"), name.count > 3 { return name.dropLast(3) + "y" }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 1 { return String(name.dropLast()) }
        return name + "Item"
    }
}
