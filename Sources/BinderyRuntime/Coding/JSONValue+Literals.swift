// Literals for `JSONValue`, so that a test or an app builds a `json` field as it would write the
// JSON: `customFields: ["color": "red", "count": 2, "tags": ["a", "b"], "gift": true]`.
// There is no nil literal: a `JSONValue?` field's `nil` stays "left out"; write `.null` for JSON null.

extension JSONValue: ExpressibleByStringLiteral {
    /// A ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An ``integer(_:)``.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A ``number(_:)``.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An ``array(_:)``.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An ``object(_:)``; a key given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
