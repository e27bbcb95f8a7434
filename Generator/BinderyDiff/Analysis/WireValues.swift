import BinderyGenerator

/// The set of values a type stands for on the wire, coarse enough to compare: "every string",
/// "one of these strings", "integers", "a list of …". A type change is wire-safe when the
/// values one side can produce are all values the other side accepts.
indirect enum WireValues: Equatable {
    /// Any JSON value.
    case anything
    /// Text: any, one of a set (an enum), or text of one format (a date, Base64, a number in a
    /// query string).
    case text(Text)
    case integer
    case number
    case boolean
    case list(WireValues)
    case map(WireValues)
    /// An object of the named model (in the new spec's names); models are compared field by field elsewhere.
    case object(String)
    /// Any of several.
    case union([WireValues])

    enum Text: Equatable {
        case any
        case oneOf(Set<String>)
        case format(String)
    }

    /// Whether every value of `self` is a value of `other`.
    func isSubset(of other: WireValues) -> Bool {
        switch (self, other) {
        case (_, .anything): return true
        case (.anything, _): return false
        case (.union(let parts), _): return parts.allSatisfy { $0.isSubset(of: other) }
        case (_, .union(let parts)): return parts.contains { isSubset(of: $0) }
        case (.text(let a), .text(let b)): return Self.isSubset(a, b)
        case (.integer, .integer), (.integer, .number), (.number, .number), (.boolean, .boolean): return true
        case (.list(let a), .list(let b)), (.map(let a), .map(let b)): return a.isSubset(of: b)
        case (.object(let a), .object(let b)): return a == b
        default: return false
        }
    }

    /// The formats of the scalars that are a `String` refined: `url`, `uuid`, `date`.
    static let stringFormats: Set<String> = ["url", "uuid", "date"]

    private static func isSubset(_ a: Text, _ b: Text) -> Bool {
        switch (a, b) {
        case (_, .any): return true
        case (.oneOf(let x), .oneOf(let y)): return x.isSubset(of: y)
        case (.format(let x), .format(let y)): return x == y || (x == "integer" && y == "number")
        // A string that becomes a `url`, `uuid` or `date` (or the reverse) is the same JSON
        // string: the format names what the API's text always was, and only the Swift type
        // changes (reported as a source break).
        case (.any, .format(let format)): return stringFormats.contains(format)
        case (.oneOf(let values), .format("boolean")): return values.isSubset(of: ["true", "false"])
        default: return false
        }
    }
}

/// Builds the value sets of one spec's types.
struct WireValueBuilder {
    enum Medium {
        /// A JSON body.
        case json
        /// A query or header parameter: everything is text.
        case text
    }

    let spec: APISpec
    let models: [String: ModelSpec]
    /// Maps the spec's model names to the new spec's, so renamed models compare equal.
    let rename: (String) -> String

    init(spec: APISpec, rename: @escaping (String) -> String = { $0 }) {
        self.spec = spec
        self.models = spec.modelsByName
        self.rename = rename
    }

    /// What a producer writing this type can put on the wire, by the spec's contract.
    func produced(_ type: TypeReference, _ medium: Medium) -> WireValues {
        switch type {
        case .string: return .text(.any)
        case .integer: return medium == .text ? .text(.format("integer")) : .integer
        case .number, .decimal: return medium == .text ? .text(.format("number")) : .number
        case .boolean: return medium == .text ? .text(.oneOf(["true", "false"])) : .boolean
        case .date: return .text(.format("date"))
        case .localDateTime: return .text(.format("localdatetime"))
        case .url: return .text(.format("url"))
        case .uuid: return .text(.format("uuid"))
        case .dateTime:
            switch spec.dateFormat {
            case .iso8601: return .text(.format("datetime"))
            case .epochSeconds, .epochMilliseconds:
                return medium == .text ? .text(.format("number")) : .number
            }
        case .data: return .text(.format("base64"))
        case .json: return .anything
        case .array(let element): return .list(produced(element, medium))
        case .map(let value): return .map(produced(value, medium))
        case .named(let name):
            switch models[name]?.kind {
            case .enumeration(let cases)?: return .text(.oneOf(Set(cases.map(\.value))))
            case .identifier(let base)?: return produced(base, medium)
            case .union(let union)? where !union.isDiscriminated:
                return .union(union.members.map { mentionsShapeUnion($0.type) ? .anything : produced($0.type, medium) })
            case .union(let union)?:
                // One of the member objects (each carries its discriminator).
                return .union(union.members.map { produced($0.type, medium) })
            case .object?, nil: return .object(rename(name))
            }
        }
    }

    /// What a server implementing the spec accepts for this type: the same as it documents.
    func acceptedByServer(_ type: TypeReference, _ medium: Medium) -> WireValues {
        produced(type, medium)
    }

    /// What the generated client's decoder accepts for this type: open enums take any text, a
    /// `date`, `url` or `uuid` its format, a `datetime` RFC 3339 text, a date alone or a number.
    func acceptedByClient(_ type: TypeReference) -> WireValues {
        switch type {
        case .string: return .text(.any)
        case .date: return .text(.format("date"))
        case .url: return .text(.format("url"))
        case .uuid: return .text(.format("uuid"))
        case .integer: return .integer
        case .number, .decimal: return .number
        case .boolean: return .boolean
        case .dateTime: return .union([.text(.format("datetime")), .text(.format("date")), .number])
        case .localDateTime: return .union([.text(.format("localdatetime")), .text(.format("datetime")), .text(.format("date"))])
        case .data: return .text(.format("base64"))
        case .json: return .anything
        case .array(let element): return .list(acceptedByClient(element))
        case .map(let value): return .map(acceptedByClient(value))
        case .named(let name):
            switch models[name]?.kind {
            case .enumeration?: return .text(.any)
            case .identifier(let base)?: return acceptedByClient(base)
            case .union(let union)? where !union.isDiscriminated:
                return .union(union.members.map { mentionsShapeUnion($0.type) ? .anything : acceptedByClient($0.type) })
            case .union(let union)?:
                // Open: its members, and any other object as `.unknown`.
                return .union(union.members.map { acceptedByClient($0.type) } + [.map(.anything)])
            case .object?, nil: return .object(rename(name))
            }
        }
    }

    /// Whether a member names a union chosen by shape, whose values are judged no deeper: a
    /// union may contain itself (a JSON-like tree), and the walk must end.
    private func mentionsShapeUnion(_ type: TypeReference) -> Bool {
        ModelUsage.names(in: type).contains { name in
            if case .union(let union)? = models[name]?.kind { return !union.isDiscriminated }
            return false
        }
    }
}
