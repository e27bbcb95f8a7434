/// Whether a JSON value is a value of a spec type: the one rule that the validator holds an
/// `example:` to and `bindery mock` holds a request body to, so that the two cannot disagree.
///
/// Strict where a decoder is lenient, since both check what people write: an enum's value must
/// be one of its cases, an object may only have the fields its model declares (or its
/// `additionalFields`), and text of a format (`date`, `uuid`, `url`, `datetime`) must be in it.
package struct JSONConformance: Sendable {
    /// Where a value is not of its type, and why.
    package struct Mismatch: Sendable, Hashable, CustomStringConvertible {
        /// The part of the value that is wrong.
        package var path: JSONPath
        /// What is wrong with it, said of it: "is a string, not an integer".
        package var problem: String
        /// Whether it is a number or a boolean where text belongs: in YAML, text left unquoted.
        package var isUnquotedText = false

        /// `'checkpoints[0].tag' is …`, or `the value is …` for the top.
        package var description: String {
            path.steps.isEmpty ? "the value \(problem)" : "'\(path)' \(problem)"
        }
    }

    /// The models as Swift sees them (with their includes), by name.
    let models: [String: ModelSpec]
    let dateFormat: DateFormat

    /// Values nested deeper than this are not followed (a hostile body cannot exhaust the stack).
    package static let maximumDepth = 256

    /// A check against `models` (as declared: their includes are flattened here).
    package init(models: [ModelSpec], dateFormat: DateFormat) {
        self.init(flattenedModels: ModelComposition.byName(ModelComposition.flattened(models)), dateFormat: dateFormat)
    }

    /// A check against models already flattened, by name (`ModelComposition.byName`):
    /// the validator has them, and flattening Stripe's again was a sixth of its checks.
    package init(flattenedModels: [String: ModelSpec], dateFormat: DateFormat) {
        self.models = flattenedModels
        self.dateFormat = dateFormat
    }

    /// Why `value` is no value of `type` (`null` allowed when `nullable`); nil when it is one.
    /// A model name the spec does not declare accepts anything (the validator reports the name).
    package func mismatch(of value: JSONLiteral, as type: TypeReference, nullable: Bool = false) -> Mismatch? {
        check(value, as: type, nullable: nullable, at: JSONPath())
    }

    private func check(_ value: JSONLiteral, as type: TypeReference, nullable: Bool, at path: JSONPath) -> Mismatch? {
        guard path.steps.count < Self.maximumDepth else {
            return Mismatch(path: path, problem: "nests deeper than \(Self.maximumDepth) levels")
        }
        if value == .null {
            return nullable || type == .json ? nil : Mismatch(path: path, problem: "is null, where \(Self.describe(type)) belongs")
        }
        switch type {
        case .json:
            return nil
        case .array(let element):
            guard case .array(let items) = value else { return wrongKind(value, type, at: path) }
            for (index, item) in items.enumerated() {
                if let mismatch = check(item, as: element, nullable: false, at: path.appending(.index(index))) { return mismatch }
            }
            return nil
        case .map(let valueType):
            guard case .object(let members) = value else { return wrongKind(value, type, at: path) }
            for member in members {
                if let mismatch = check(member.value, as: valueType, nullable: false, at: path.appending(.key(member.key))) {
                    return mismatch
                }
            }
            return nil
        case .named(let name):
            guard let model = models[name] else { return nil }
            return check(value, as: model, at: path)
        default:
            return checkScalar(value, as: type, at: path)
        }
    }

    private func checkScalar(_ value: JSONLiteral, as type: TypeReference, at path: JSONPath) -> Mismatch? {
        let kinds = JSONKind.kinds(of: type, models: models, dateFormat: dateFormat)
        guard kinds.contains(value.kind) else { return wrongKind(value, type, at: path) }
        let fits: Bool
        switch (type, value) {
        case (.integer, .number(let text)): fits = Self.isWholeNumber(text)
        case (.dateTime, .string(let text)): fits = Self.isDateTime(text)
        case (.dateTime, .number(let text)): fits = Self.isWholeNumber(text)
        case (.date, .string(let text)): fits = ScalarTextFormats.isCalendarDate(text)
        case (.url, .string(let text)): fits = ScalarTextFormats.isAbsoluteURL(text)
        case (.uuid, .string(let text)): fits = ScalarTextFormats.isUUID(text)
        case (.localDateTime, .string(let text)): fits = Self.isLocalDateTime(text)
        case (.data, .string(let text)): fits = ScalarTextFormats.isBase64(text)
        default: fits = true
        }
        guard fits else {
            return Mismatch(path: path, problem: "is \(Self.quote(value)), which is not \(Self.describe(type))")
        }
        return nil
    }

    private func check(_ value: JSONLiteral, as model: ModelSpec, at path: JSONPath) -> Mismatch? {
        switch model.kind {
        case .identifier(let base):
            return check(value, as: base, nullable: false, at: path)
        case .enumeration(let cases):
            guard case .string(let text) = value else { return wrongKind(value, .named(model.name), at: path) }
            guard cases.contains(where: { $0.value == text }) else {
                let values = cases.map(\.value)
                let hint = SpellingSuggestion.hint(for: text, in: values)
                return Mismatch(
                    path: path,
                    problem: "is '\(Diagnostic.abbreviated(text))', which is no value of '\(model.name)' (\(Self.list(values)))\(hint)")
            }
            return nil
        case .object(let fields):
            guard case .object(let members) = value else { return wrongKind(value, .named(model.name), at: path) }
            return checkFields(members, of: model, fields: fields, at: path)
        case .union(let union):
            return check(value, as: union, named: model.name, at: path)
        }
    }

    private func checkFields(
        _ members: [JSONLiteral.Member], of model: ModelSpec, fields: [FieldSpec], at path: JSONPath,
        alsoAllowing extraKey: String? = nil
    ) -> Mismatch? {
        for field in fields where field.required && !members.contains(where: { $0.key == field.wireName }) {
            return Mismatch(path: path, problem: "is missing the required field '\(field.wireName)' of '\(model.name)'")
        }
        for member in members {
            let memberPath = path.appending(.key(member.key))
            if let field = fields.first(where: { $0.wireName == member.key }) {
                let nullable = field.nullable || !field.required
                if let mismatch = check(member.value, as: field.type, nullable: nullable, at: memberPath) { return mismatch }
            } else if let additional = model.additionalFields {
                if let mismatch = check(member.value, as: additional.type, nullable: false, at: memberPath) { return mismatch }
            } else if member.key != extraKey {
                let hint = SpellingSuggestion.hint(for: member.key, in: fields.map(\.wireName))
                return Mismatch(
                    path: path,
                    problem: "has the field '\(Diagnostic.abbreviated(member.key))', which '\(model.name)' does not declare\(hint)")
            }
        }
        return nil
    }

    private func check(_ value: JSONLiteral, as union: UnionSpec, named name: String, at path: JSONPath) -> Mismatch? {
        if let discriminator = union.discriminator {
            guard case .object(let members) = value else { return wrongKind(value, .named(name), at: path) }
            let field = discriminator.field.value
            let chosen = union.members.first { member in
                value[field].map { $0 == .string(union.discriminatorValue(of: member) ?? "") } ?? false
            }
            guard let chosen, case .named(let memberName) = chosen.type, let member = models[memberName],
                case .object(let fields) = member.kind
            else {
                let values = union.members.compactMap { union.discriminatorValue(of: $0) }
                return Mismatch(
                    path: path.appending(.key(field)),
                    problem: "must be one of \(Self.list(values)), the values that choose a member of '\(name)'")
            }
            return checkFields(members, of: member, fields: fields, at: path, alsoAllowing: field)
        }
        if let keys = union.keys {
            guard case .object(let members) = value else { return wrongKind(value, .named(name), at: path) }
            let chosen = keys.entries.first { entry in members.contains { $0.key == entry.key } }?.model ?? keys.otherwise
            guard let chosen, let member = models[chosen.value], case .object(let fields) = member.kind else {
                return Mismatch(
                    path: path,
                    problem: "has no key that chooses a member of '\(name)' (\(Self.list(keys.entries.map(\.key), joiner: "or")))")
            }
            return checkFields(members, of: member, fields: fields, at: path, alsoAllowing: nil)
        }
        let member = union.members.first {
            JSONKind.kinds(of: $0.type, models: models, dateFormat: dateFormat).contains(value.kind)
        }
        guard let member else { return wrongKind(value, .named(name), at: path) }
        return check(value, as: member.type, nullable: false, at: path)
    }

    private func wrongKind(_ value: JSONLiteral, _ type: TypeReference, at path: JSONPath) -> Mismatch {
        let kinds = JSONKind.kinds(of: type, models: models, dateFormat: dateFormat).sorted().map(\.described)
        let expected = kinds.count == 1 ? kinds[0] : Self.list(kinds, joiner: "or")
        return Mismatch(
            path: path, problem: "is \(value.kind.described), not \(expected) (\(Self.describe(type)))",
            isUnquotedText: kinds == [JSONKind.string.described] && [.number, .boolean].contains(value.kind))
    }

    /// How a message names a type: "a 'datetime'", "a '[Tag]'".
    static func describe(_ type: TypeReference) -> String {
        "'\(Diagnostic.abbreviated(type.specSpelling))'"
    }

    private static func quote(_ value: JSONLiteral) -> String {
        Diagnostic.abbreviated(value.jsonText, limit: 60)
    }

    private static func list(_ items: [String], joiner: String = "and") -> String {
        let shown = items.prefix(8).map { Diagnostic.abbreviated($0, limit: 40) }
        let more = items.count > shown.count ? ", …" : ""
        guard shown.count > 1 else { return (shown.first ?? "") + more }
        if !more.isEmpty { return shown.joined(separator: ", ") + more }
        return shown.dropLast().joined(separator: ", ") + " \(joiner) " + (shown.last ?? "")
    }

    private static func isWholeNumber(_ text: String) -> Bool {
        if Int(text) != nil { return true }
        guard let number = Double(text) else { return false }
        return number == number.rounded() && abs(number) < 9.2e18
    }

    /// RFC 3339 with or without fraction or offset, or a date alone: what the runtime decodes.
    private static func isDateTime(_ text: String) -> Bool {
        text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}([Tt ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?([Zz]|[+-][0-9]{2}:?[0-9]{2})?)?/) != nil
            && ScalarTextFormats.isCalendarDate(String(text.prefix(10)))
    }

    /// `YYYY-MM-DD[THH:MM[:SS[.fff]]]`, with an offset or not: the runtime's `LocalDateTime`.
    private static func isLocalDateTime(_ text: String) -> Bool {
        isDateTime(text)
    }
}
