import Foundation

/// Finds the values of `"key": value` pairs in text that may not be whole JSON: a response cut
/// short, or JSON quoted inside an HTML error page. What it finds is redacted, so it errs on
/// the side of finding too much: a string value is read up to its closing quote or the end.
enum SecretScanner {
    /// The string, number and literal values that follow one of `keys` (quoted) and a colon.
    static func values(in body: Data, underKeys keys: Set<String>) -> [String] {
        let bytes = [UInt8](body)
        var found: [String] = []
        for key in keys {
            let needle = Array("\"\(key)\"".utf8)
            var start = 0
            while let match = firstIndex(of: needle, in: bytes, from: start) {
                start = match + needle.count
                if let value = value(after: start, in: bytes) { found.append(value) }
            }
        }
        return found
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The value after `: ` at `index`, unescaped the simple way (`\\"` and `\\\\`).
    private static func value(after index: Int, in bytes: [UInt8]) -> String? {
        var position = skipSpaces(from: index, in: bytes)
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
        position = skipSpaces(from: position + 1, in: bytes)
        guard position < bytes.count else { return nil }
        var value: [UInt8] = []
        if bytes[position] == UInt8(ascii: "\"") {
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count { position += 1 }
                value.append(bytes[position])
                position += 1
            }
        } else {
            let stops: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), 10, 13, 9]
            while position < bytes.count, !stops.contains(bytes[position]) {
                value.append(bytes[position])
                position += 1
            }
        }
        return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
    }

    private static func skipSpaces(from index: Int, in bytes: [UInt8]) -> Int {
        var position = index
        while position < bytes.count, [32, 9, 10, 13].contains(bytes[position]) { position += 1 }
        return position
    }
}
