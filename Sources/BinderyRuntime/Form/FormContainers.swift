// The three containers of `FormValueEncoder`. Every typed `encode` of the protocols goes
// through the generic one, which `FormValueWriter` turns into text.

/// Writes an object's fields, and a map's entries, under their keys.
struct FormKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: FormObject
    let writer: FormValueWriter
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { object.node(for: key.stringValue).content = .null }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try writer.write(value, into: object.node(for: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeValue(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeValue(value, forKey: key) }

    private mutating func encodeValue(_ value: some Encodable, forKey key: Key) throws {
        try writer.write(value, into: object.node(for: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            FormKeyedContainer<NestedKey>(
                object: object.node(for: key.stringValue).object(), writer: writer, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FormUnkeyedContainer(list: object.node(for: key.stringValue).list(), writer: writer, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        FormValueEncoder(node: object.node(for: "super"), writer: writer, codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        FormValueEncoder(node: object.node(for: key.stringValue), writer: writer, codingPath: codingPath + [key])
    }
}

/// Writes a list's elements in order.
struct FormUnkeyedContainer: UnkeyedEncodingContainer {
    let list: FormList
    let writer: FormValueWriter
    let codingPath: [any CodingKey]
    var count: Int { list.items.count }

    mutating func encodeNil() throws { list.append().content = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try writer.write(value, into: list.append(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(FormKeyedContainer<NestedKey>(object: list.append().object(), writer: writer, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        FormUnkeyedContainer(list: list.append().list(), writer: writer, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        FormValueEncoder(node: list.append(), writer: writer, codingPath: codingPath)
    }
}

/// Writes one value into the node itself.
struct FormSingleValueContainer: SingleValueEncodingContainer {
    let node: FormNode
    let writer: FormValueWriter
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try writer.write(value, into: node, codingPath: codingPath)
    }
}
