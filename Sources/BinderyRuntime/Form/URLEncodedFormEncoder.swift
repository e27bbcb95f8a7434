import Foundation

/// Encodes a model as an `application/x-www-form-urlencoded` body, through the model's own
/// `encode(to:)`: the body ``RequestParts/setFormBody(_:)`` sends for an `encoding: form` body.
///
/// The fields go in the order the model encodes them, by the convention of Stripe, Rails and
/// PHP: `name=value`, `parent[child]=value` for a nested object or a map, `tags[]=a&tags[]=b`
/// for a list of scalars, `items[0][price]=x` for a list of objects. Booleans are `true` and
/// `false`, dates are in the API's date format, decimals digit for digit, UUIDs in lowercase,
/// bytes in Base64. An absent field and an empty list or object send nothing; an explicit null
/// (`Nullable.null`) sends an empty value, `name=`, which is how these APIs unset a field.
/// Names and values are percent-encoded as the WHATWG serializer does (space as `+`), except
/// the brackets that nest names.
@_spi(Generated)
public struct URLEncodedFormEncoder: Sendable {
    /// How dates are written.
    public let dateFormat: DateFormat

    public init(dateFormat: DateFormat) {
        self.dateFormat = dateFormat
    }

    /// The encoded body: `name=value` pairs joined by `&`.
    ///
    /// - Throws: `EncodingError` when `value` is not an object with named fields (a list or a
    ///   scalar has no names to send), or when its own `encode(to:)` throws.
    public func encode(_ value: some Encodable) throws -> Data {
        let text = try pairs(of: value)
            .map { "\($0.name)=\(FormPercentEncoding.encoded($0.value))" }
            .joined(separator: "&")
        return Data(text.utf8)
    }

    /// The body's pairs in order: names percent-encoded as sent, values not yet.
    func pairs(of value: some Encodable) throws -> [(name: String, value: String)] {
        let root = FormNode()
        try FormValueWriter(dateFormat: dateFormat).write(value, into: root, codingPath: [])
        switch root.content {
        case .object(let object):
            return FormPairs.of(object)
        case .empty:
            return []
        case .text, .null, .list:
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "a form body must be an object with named fields, not \(type(of: value))"))
        }
    }
}

/// Writes one value into a form node: scalars as text, anything else through its own
/// `encode(to:)`.
struct FormValueWriter {
    let dateFormat: DateFormat

    func write<Value: Encodable>(_ value: Value, into node: FormNode, codingPath: [any CodingKey]) throws {
        if let text = scalarText(value) {
            node.content = .text(text)
        } else if let map = value as? [String: any Encodable] {
            // A dictionary has no order of its own: its keys go sorted, as a model's additional
            // fields do, so that the same value always gives the same body.
            let object = node.object()
            for (key, element) in map.sorted(by: { $0.key < $1.key }) {
                try write(element, into: object.node(for: key), codingPath: codingPath + [WireKey(stringValue: key)])
            }
        } else {
            try value.encode(to: FormValueEncoder(node: node, writer: self, codingPath: codingPath))
        }
    }

    /// The text of a value the form writes as one field, or nil for one that encodes itself.
    /// `Date`, `Decimal` and `Data` must be caught here: their own `encode(to:)` writes a
    /// reference-date number, a mantissa and exponent, and a list of bytes.
    private func scalarText(_ value: Any) -> String? {
        switch value {
        case let date as Date: dateFormat.text(of: date)
        case let data as Data: data.base64EncodedString()
        case let parameter as any ParameterValue: parameter.parameterText
        case let integer as any BinaryInteger: "\(integer)"
        case let float as Float: Double(float).parameterText
        default: nil
        }
    }
}

/// The `Encoder` a value's `encode(to:)` writes into one form node through.
struct FormValueEncoder: Encoder {
    let node: FormNode
    let writer: FormValueWriter
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(FormKeyedContainer<Key>(object: node.object(), writer: writer, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        FormUnkeyedContainer(list: node.list(), writer: writer, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FormSingleValueContainer(node: node, writer: writer, codingPath: codingPath)
    }
}

