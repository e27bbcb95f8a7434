/// Reads a document written in plain JSON straight into the `YAMLNode` tree that libyaml's
/// event parser and `TreeBuilder` build from the same text, places included. JSON is YAML, but
/// libyaml reads it a character at a time through events: that was a fifth of generating
/// GitHub's 4 MB document.
///
/// It takes only what it reads exactly as libyaml does: objects, arrays, strings, numbers,
/// `true`, `false` and `null`, separated by spaces and line feeds. On anything else it gives
/// up (returns nil) and the YAML loader reads the text instead, so that every mistake is
/// reported, and placed, by one reader whichever ran: a syntax error, a tab or carriage
/// return, a duplicate key, a surrogate `\u` escape (libyaml refuses those), a character
/// libyaml reads as a line break (U+0085, U+2028, U+2029) or will not print, invalid UTF-8, or
/// more nesting or nodes than the loader's limits.
struct JSONTreeReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: SourceFileName
    private let limits: YAMLLoader.Limits
    private var position = 0
    /// Where `position` is, as libyaml counts: lines from 1, columns in characters from 1.
    private var line = 1
    private var column = 1
    private var nodes = 0

    /// Gives up: the text is left to libyaml.
    private struct GiveUp: Error {}

    /// The tree of `bytes`, or nil when the YAML loader must read them.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLoader.Limits) -> YAMLNode? {
        var reader = JSONTreeReader(bytes: bytes, file: file, limits: limits)
        do {
            reader.skipSpace()
            // A document that is one scalar is left to libyaml: only objects and arrays are specs.
            guard let first = reader.peek, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
            let root = try reader.value(depth: 0)
            reader.skipSpace()
            return reader.position == bytes.count ? root : nil
        } catch {
            return nil
        }
    }

    /// The root object's members in one piece of a document read by ``JSONSections``: `bytes`
    /// ends where the piece does, which starts at `start`, the start of line `line` (from 1). The
    /// first piece opens the root object; every piece but the last ends with a comma, the last
    /// closes the root object; only spaces and line feeds follow. Nil when the piece is
    /// anything else, or has what the one-pass reader gives up on; duplicate keys between
    /// pieces are the caller's to find.
    static func readMembers(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int, isFirst: Bool, isLast: Bool, file: String,
        limits: YAMLLoader.Limits
    ) -> (members: [(key: YAMLNode, value: YAMLNode)], nodes: Int)? {
        var reader = JSONTreeReader(bytes: bytes, file: file, limits: limits)
        reader.position = start
        reader.line = line
        var members: [(key: YAMLNode, value: YAMLNode)] = []
        var keys: Set<String> = []
        do {
            if isFirst { try reader.expect(UInt8(ascii: "{")) }
            while true {
                reader.skipSpace()
                let pair = try reader.member(depth: 0)
                guard let name = pair.key.scalar, keys.insert(name).inserted else { return nil }
                members.append(pair)
                reader.skipSpace()
                guard reader.peek == UInt8(ascii: ",") else { break }
                reader.advance()
                reader.skipSpace()
                if reader.position == bytes.count { return isLast ? nil : (members, reader.nodes) }
            }
            guard isLast else { return nil }
            try reader.expect(UInt8(ascii: "}"))
            reader.skipSpace()
            return reader.position == bytes.count ? (members, reader.nodes) : nil
        } catch {
            return nil
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLoader.Limits) {
        self.bytes = bytes
        self.file = SourceFileName(file)
        self.limits = limits
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Skips spaces and line feeds, the only separators taken.
    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "): column += 1
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            default: return
            }
            position += 1
        }
    }

    /// Moves past one ASCII byte.
    private mutating func advance() {
        position += 1
        column += 1
    }

    private mutating func expect(_ byte: UInt8) throws(GiveUp) {
        guard peek == byte else { throw GiveUp() }
        advance()
    }

    /// Counts a node against the loader's limit on nodes.
    private mutating func count() throws(GiveUp) {
        nodes += 1
        guard nodes <= limits.maximumExpandedNodes else { throw GiveUp() }
    }

    private mutating func value(depth: Int) throws(GiveUp) -> YAMLNode {
        guard let byte = peek else { throw GiveUp() }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return try string()
        default: return try plainScalar()
        }
    }

    private mutating func object(depth: Int) throws(GiveUp) -> YAMLNode {
        let start = location
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var keys: Set<String> = []
        try elements(depth: depth, closing: UInt8(ascii: "}")) { reader throws(GiveUp) in
            let pair = try reader.member(depth: depth)
            guard let name = pair.key.scalar, keys.insert(name).inserted else { throw GiveUp() }
            pairs.append(pair)
        }
        return YAMLNode(.mapping(pairs), at: start)
    }

    /// One member of an object at `depth`: its quoted key, a colon and its value.
    private mutating func member(depth: Int) throws(GiveUp) -> (key: YAMLNode, value: YAMLNode) {
        guard peek == UInt8(ascii: "\"") else { throw GiveUp() }
        let key = try string()
        skipSpace()
        try expect(UInt8(ascii: ":"))
        skipSpace()
        return (key, try value(depth: depth + 1))
    }

    private mutating func array(depth: Int) throws(GiveUp) -> YAMLNode {
        let start = location
        var items: [YAMLNode] = []
        try elements(depth: depth, closing: UInt8(ascii: "]")) { reader throws(GiveUp) in
            items.append(try reader.value(depth: depth + 1))
        }
        return YAMLNode(.sequence(items), at: start)
    }

    /// Moves past a collection from its opening bracket to `closing`, reading each element,
    /// comma-separated, with `element`, and counts it as a node.
    private mutating func elements(
        depth: Int, closing: UInt8, _ element: (inout JSONTreeReader) throws(GiveUp) -> Void
    ) throws(GiveUp) {
        guard depth < limits.maximumDepth else { throw GiveUp() }
        advance()
        skipSpace()
        if peek == closing {
            advance()
            try count()
            return
        }
        while true {
            skipSpace()
            try element(&self)
            skipSpace()
            guard peek == UInt8(ascii: ",") else { break }
            advance()
        }
        try expect(closing)
        try count()
    }

    /// A quoted string: a quoted scalar, as libyaml reads a double-quoted one.
    private mutating func string() throws(GiveUp) -> YAMLNode {
        let start = location
        advance()
        let first = position
        // Most strings have no escape: their bytes are the value.
        while let byte = peek, byte != UInt8(ascii: "\\") {
            if byte == UInt8(ascii: "\"") {
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<position]), as: UTF8.self)
                advance()
                try count()
                return YAMLNode(.scalar(value, isPlain: false), at: start)
            }
            try character()
        }
        var decoded = Array(bytes[first..<position])
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                try count()
                return YAMLNode(.scalar(String(decoding: decoded, as: UTF8.self), isPlain: false), at: start)
            case UInt8(ascii: "\\"):
                advance()
                try escape(into: &decoded)
            default:
                let character = position
                try self.character()
                decoded.append(contentsOf: bytes[character..<position])
            }
        }
        throw GiveUp()
    }

    /// Moves past one character written out in a string, which libyaml must read as itself: valid
    /// UTF-8, printable as YAML 1.1 defines it, and not one of the line breaks YAML adds to
    /// JSON's (U+0085, U+2028, U+2029).
    private mutating func character() throws(GiveUp) {
        let lead = bytes[position]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x20...0x7E:
            advance()
            return
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: throw GiveUp()
        }
        guard position + length <= bytes.count else { throw GiveUp() }
        for offset in 1..<length {
            let next = bytes[position + offset]
            guard next & 0xC0 == 0x80 else { throw GiveUp() }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let shortest: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
        guard value >= shortest, let scalar = Unicode.Scalar(value), Self.isPrintedAsWritten(scalar) else { throw GiveUp() }
        position += length
        column += 1
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(GiveUp) {
        guard let byte = peek else { throw GiveUp() }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek?.hexDigitValue else { throw GiveUp() }
                value = value << 4 | UInt32(digit)
                advance()
            }
            // libyaml refuses surrogates, even a valid pair.
            guard let scalar = Unicode.Scalar(value) else { throw GiveUp() }
            decoded.append(contentsOf: String(scalar).utf8)
        default:
            throw GiveUp()
        }
    }

    /// Whether libyaml reads the non-ASCII character, written out in a double-quoted scalar, as
    /// itself: it is printable (YAML 1.1) and not a line break.
    private static func isPrintedAsWritten(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029: false
        case 0xA0...0xD7FF: true
        case 0xE000...0xFFFD: scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// A number, `true`, `false` or `null`: a plain scalar of the text as written.
    private mutating func plainScalar() throws(GiveUp) -> YAMLNode {
        let start = location
        let first = position
        if let literal = ["true", "false", "null"].first(where: matches) {
            position += literal.utf8.count
            column += literal.utf8.count
        } else {
            guard let end = JSONLiteral.numberEnd(in: bytes, from: position) else { throw GiveUp() }
            column += end - position
            position = end
        }
        // What follows a scalar in JSON: a separator, a closing bracket or the end.
        if let next = peek, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "), UInt8(ascii: "\n")].contains(next) {
            throw GiveUp()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<position]), as: UTF8.self)
        try count()
        return YAMLNode(.scalar(text, isPlain: true), at: start)
    }

    private func matches(_ literal: String) -> Bool {
        let end = position + literal.utf8.count
        return end <= bytes.count && bytes[position..<end].elementsEqual(literal.utf8)
    }
}
