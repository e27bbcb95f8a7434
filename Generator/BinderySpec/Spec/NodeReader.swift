/// Reads typed values out of YAML nodes, reporting every mismatch as a diagnostic.
///
/// Readers return nil after reporting, so a decoder can go on and find the next mistake.
struct NodeReader {
    var diagnostics = DiagnosticCollector()
    /// Type texts already parsed: a spec spells the same few types (`string`, `[Item]`) on
    /// most of its fields, and parsing them again was 8% of generating.
    private var parsedTypes: [String: TypeReference] = [:]

    /// The entries of a mapping, checked against the keys it may (its list in ``SpecKeys``) and
    /// must have. `keyHint` explains a key that is not allowed better than a spelling
    /// suggestion would (``ModelKindHints/hint(forKey:)`` for a field's `enum:`).
    mutating func mapping(
        _ node: YAMLNode, _ context: String, allowed: [String], required: [String] = [],
        keyHint: (String) -> String? = { _ in nil }
    ) -> [String: YAMLNode]? {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error("\(context) must be a mapping, not \(node.kindDescription)", at: node.location)
            return nil
        }
        var values: [String: YAMLNode] = [:]
        var previousKey: YAMLNode?
        for (key, value) in pairs {
            defer { previousKey = key }
            let name = key.scalar ?? ""
            guard allowed.contains(name) else {
                if name == "<<" {
                    diagnostics.error(
                        "YAML merge keys ('<<') are not supported in \(context); write its keys out (an alias can stand for a whole value)",
                        at: key.location)
                    continue
                }
                let hint = keyHint(name) ?? Self.commaHint(key: key, value: value, previousKey: previousKey)
                    ?? SpellingSuggestion.hint(for: name, in: allowed)
                diagnostics.error("unknown key '\(name)' in \(context)\(hint)", at: key.location)
                continue
            }
            values[name] = value
        }
        for name in required where values[name] == nil {
            diagnostics.error("\(context) is missing '\(name)'", at: node.location)
        }
        return values
    }

    /// Words with no value after a key on the same line are the rest of a text that a comma cut
    /// off: inside `{ }`, YAML ends a plain value at a comma (`{ docs: The high, in °C. }` reads
    /// as `docs: The high` and a key `in °C.`).
    static func commaHint(key: YAMLNode, value: YAMLNode, previousKey: YAMLNode?) -> String? {
        guard let previousKey, let previous = previousKey.scalar, let name = key.scalar, name.contains(" "), value.isNull,
            previousKey.location.line == key.location.line
        else { return nil }
        return "; inside '{ }' a comma ends a value: put the text of '\(previous)' in quotes"
    }

    /// The entries of a mapping whose keys are names the spec chooses, in written order.
    mutating func namedEntries(_ node: YAMLNode, _ context: String) -> [(name: String, key: YAMLNode, value: YAMLNode)] {
        if node.isNull { return [] }
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error("\(context) must be a mapping of names, not \(node.kindDescription)", at: node.location)
            return []
        }
        return pairs.map { (($0.key.scalar ?? ""), $0.key, $0.value) }
    }

    /// A non-empty string.
    mutating func string(_ node: YAMLNode?, _ context: String) -> String? {
        guard let node else { return nil }
        guard let text = node.scalar, !node.isNull else {
            diagnostics.error("\(context) must be text, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return text
    }

    /// `true` or `false`.
    mutating func bool(_ node: YAMLNode?, _ context: String) -> Bool? {
        guard let node else { return nil }
        switch node.content {
        case .scalar("true", true): return true
        case .scalar("false", true): return false
        default:
            diagnostics.error("\(context) must be true or false", at: node.location)
            return nil
        }
    }

    /// A whole number within `range`.
    mutating func integer(_ node: YAMLNode?, _ context: String, in range: ClosedRange<Int>) -> Int? {
        guard let node else { return nil }
        guard let text = node.scalar, let value = Int(text), range.contains(value) else {
            diagnostics.error(
                "\(context) must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: node.location)
            return nil
        }
        return value
    }

    /// A number within `range`.
    mutating func number(_ node: YAMLNode?, _ context: String, in range: ClosedRange<Double>) -> Double? {
        guard let node else { return nil }
        guard let text = node.scalar, let value = Double(text), value.isFinite, range.contains(value) else {
            let bounds = "\(Self.text(of: range.lowerBound)) to \(Self.text(of: range.upperBound))"
            diagnostics.error("\(context) must be a number from \(bounds)", at: node.location)
            return nil
        }
        return value
    }

    /// `600`, not `600.0`; `0.001` as it is.
    static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// One string or a list of strings.
    mutating func stringList(_ node: YAMLNode?, _ context: String) -> [Located<String>]? {
        guard let node else { return nil }
        switch node.content {
        case .scalar:
            return string(node, context).map { [Located($0, at: node.location)] }
        case .sequence(let items):
            return items.compactMap { item in string(item, context).map { Located($0, at: item.location) } }
        case .mapping:
            diagnostics.error("\(context) must be a name or a list of names, not a mapping", at: node.location)
            return nil
        }
    }

    /// What `read` makes of `node`, with the node's place; nil when there is no node or `read`
    /// reports it.
    mutating func located<Value>(_ node: YAMLNode?, _ read: (inout NodeReader, YAMLNode) -> Value?) -> Located<Value>? {
        guard let node, let value = read(&self, node) else { return nil }
        return Located(value, at: node.location)
    }

    /// A value that is either a string or one of `choices`, reported with a hint when misspelt.
    mutating func choice<T: RawRepresentable>(
        _ node: YAMLNode?, _ context: String, of type: T.Type
    ) -> T? where T: CaseIterable, T.RawValue == String {
        guard let node, let text = string(node, context) else { return nil }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = SpellingSuggestion.hint(for: text, in: names)
        diagnostics.error(
            "\(context) must be one of \(names.joined(separator: ", ")), not '\(text)'\(hint)", at: node.location)
        return nil
    }

    /// `deprecated: true` or `deprecated: "use X instead"`; the message (possibly empty) or nil.
    mutating func deprecation(_ node: YAMLNode?, _ context: String) -> String? {
        guard let node else { return nil }
        if case .scalar(let text, let plain) = node.content {
            if plain, text == "false" { return nil }
            if plain, text == "true" { return "" }
            return text
        }
        diagnostics.error("\(context) must be true, false or a message", at: node.location)
        return nil
    }

    /// A type written as text, with its errors pointed at the character that is wrong.
    mutating func type(_ node: YAMLNode?, _ context: String) -> TypeReference? {
        guard let node, let text = string(node, context) else { return nil }
        if let type = parsedTypes[text] { return type }
        switch TypeReferenceParser.parse(text) {
        case .success(let type):
            parsedTypes[text] = type
            return type
        case .failure(let failure):
            var location = node.location
            if case .scalar(_, true) = node.content { location.column += failure.offset }
            // Abbreviated: a hostile type can be thousands of brackets long.
            let shown = Diagnostic.abbreviated(text)
            diagnostics.error("invalid type '\(shown)': \(Diagnostic.abbreviated(failure.message, limit: 200))", at: location)
            return nil
        }
    }
}
