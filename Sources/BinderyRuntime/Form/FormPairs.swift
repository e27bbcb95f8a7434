/// Flattening of an encoded form into `name=value` pairs, by the convention Stripe, Rails and
/// PHP share: `parent[child]`, `list[]` for scalars, `list[0][field]` for objects and lists.
enum FormPairs {
    /// The pairs of `root`'s fields, in order, their names percent-encoded (the brackets that
    /// nest them kept as they are, as servers of this convention expect) and their values not yet.
    static func of(_ root: FormObject) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for (key, node) in root.entries {
            append(node, named: FormPercentEncoding.encoded(key), to: &pairs)
        }
        return pairs
    }

    private static func append(_ node: FormNode, named name: String, to pairs: inout [(name: String, value: String)]) {
        switch node.content {
        case .empty:
            return
        case .text(let text):
            pairs.append((name, text))
        case .null:
            pairs.append((name, ""))
        case .object(let object):
            for (key, child) in object.entries {
                append(child, named: "\(name)[\(FormPercentEncoding.encoded(key))]", to: &pairs)
            }
        case .list(let list):
            // Scalars repeat `name[]`; a list holding objects or lists numbers every element, so
            // that the fields of one element stay together.
            let indexed = list.items.contains { $0.isStructured }
            for (index, item) in list.items.enumerated() {
                append(item, named: indexed ? "\(name)[\(index)]" : "\(name)[]", to: &pairs)
            }
        }
    }
}

/// The percent-encoding of the WHATWG `application/x-www-form-urlencoded` serializer.
enum FormPercentEncoding {
    /// `text` as UTF-8, with every byte but ASCII letters, digits and `*-._` written `%XX`
    /// (uppercase hex), and space as `+`.
    static func encoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
