/// A JSON value written out in full: an `example:` of a spec, or a body `bindery mock` received.
///
/// Objects keep their members in the written order, and numbers keep their text, so that a
/// value is written back exactly as the spec gives it (`12.50` stays `12.50`): the mock's
/// answers are the same bytes for the same spec.
package indirect enum JSONLiteral: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as JSON text: `12`, `-0.5`, `1e3`.
    case number(String)
    case string(String)
    case array([JSONLiteral])
    case object([Member])

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONLiteral

        package init(_ key: String, _ value: JSONLiteral) {
            self.key = key
            self.value = value
        }
    }

    /// The JSON kind of the value, as a shape union tells its members apart.
    package var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The value of an object's member `key`; nil for a missing key or a value that is no object.
    package subscript(key: String) -> JSONLiteral? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The object with `key` set to `value`: replaced in its place, or added at the end.
    package func setting(_ key: String, to value: JSONLiteral) -> JSONLiteral {
        guard case .object(var members) = self else { return .object([Member(key, value)]) }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key, value))
        }
        return .object(members)
    }

    /// Whether `text` is a JSON number (RFC 8259 §6), as YAML's core schema reads a plain scalar.
    package static func isNumberText(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { numberEnd(in: $0, from: 0) == $0.count }
    }

    /// Where the JSON number that starts at `start` in `bytes` ends,
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, or nil when none starts there. Read
    /// byte by byte: JSON documents hold hundreds of thousands of numbers, and a regex literal is
    /// compiled again each time it is evaluated.
    package static func numberEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        _ = skip(UInt8(ascii: "-"))
        guard skip(UInt8(ascii: "0")) || digits() > 0 else { return nil }
        if skip(UInt8(ascii: ".")), digits() == 0 { return nil }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
            guard digits() > 0 else { return nil }
        }
        return index
    }
}

extension JSONLiteral {
    /// The value as compact JSON text, members in their order.
    package var jsonText: String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number): text += number
        case .string(let string): Self.writeString(string, into: &text)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.key, into: &text)
                text += ":"
                member.value.write(into: &text)
            }
            text += "}"
        }
    }

    /// `string` as a JSON string literal: quotes, backslashes and control characters escaped.
    /// The one JSON string writer of the generator's tools (the mock's bodies, the diff's reports).
    package static func quoted(_ string: String) -> String {
        var text = ""
        writeString(string, into: &text)
        return text
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    private static func writeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
