#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A large JSON document read a few top-level members per core.
///
/// `JSONTreeReader` reads on one thread, and every later stage waits for it: GitHub's 4 MB
/// document took it about 30 ms of a 227 ms run, with the second core idle. JSON keeps no line
/// break inside a string, so in a document written one member per line (as published
/// documents are: `{`, then each key of the root at the indentation of the first) every line
/// at that indentation that starts with a quote may begin a member of the root, and the text
/// can be cut there and each piece read by a reader of its own.
///
/// Only a read that gives the tree of one pass is used: every piece must be members separated
/// by commas from its first line to its last (the first opens the root, the last closes it),
/// no key of the root may be written twice, and the pieces together must stay within the
/// limits. Otherwise the document is read in one pass (`JSONTreeReader.read`), which gives up
/// on it or not exactly as before.
package enum JSONSections {
    /// Pieces shorter than this are joined to the next: a thread for each tiny member of the
    /// root (`openapi`, `servers`) costs more than it saves.
    static let minimumPieceSize = 16 * 1024

    /// Where a piece starts: its byte offset and its line (from 1).
    struct Start {
        var offset: Int
        var line: Int
    }

    /// The document read a few members per core; nil when it is below
    /// `YAMLSections.minimumSize` or must be read in one pass.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLoader.Limits) -> YAMLNode? {
        guard bytes.count >= YAMLSections.minimumSize else { return nil }
        return readInPieces(bytes, file: file, limits: limits, minimumPieceSize: minimumPieceSize)
    }

    /// Why reading `bytes` in pieces would not give what one pass gives, or nil when it would or
    /// when the document is left to one pass. Asked of small inputs too (the fuzz target's),
    /// cut at every line that may start a member.
    static func disagreementWithOnePass(_ bytes: [UInt8], file: String) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let pieces = readInPieces(buffer, file: file, limits: .init(), minimumPieceSize: 0) else { return nil }
            guard let whole = JSONTreeReader.read(buffer, file: file, limits: .init()) else {
                return "a JSON document read in pieces is left to libyaml in one pass"
            }
            return whole == pieces ? nil : "a JSON document read in pieces gives another tree than one pass"
        }
    }

    /// The document read in pieces of `minimumPieceSize` bytes or more, each on a core; nil
    /// when it must be read in one pass.
    static func readInPieces(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLoader.Limits, minimumPieceSize: Int
    ) -> YAMLNode? {
        guard limits.maximumDepth > 0, let starts = pieceStarts(bytes, minimumPieceSize: minimumPieceSize), starts.count > 1, let base = bytes.baseAddress else { return nil }
        let text = SharedText(base: UnsafeMutablePointer(mutating: base), count: bytes.count)
        let pieces = ParallelMap.map(count: starts.count) { index -> Piece? in
            let start = starts[index]
            let end = index + 1 < starts.count ? starts[index + 1].offset : text.count
            let piece = UnsafeBufferPointer(start: UnsafePointer(text.base), count: end)
            return JSONTreeReader.readMembers(
                piece, from: start.offset, line: start.line, isFirst: index == 0, isLast: index == starts.count - 1, file: file,
                limits: limits
            ).map { Piece(members: $0.members, nodes: $0.nodes) }
        }
        return join(pieces, file: file, limits: limits)
    }

    /// The starts of the pieces: the document's first byte, an opening brace at the end of its
    /// line, then lines that start with the first member's indentation and a quote, at least
    /// `minimumPieceSize` apart. Nil when the document does not start that way.
    static func pieceStarts(_ bytes: UnsafeBufferPointer<UInt8>, minimumPieceSize: Int) -> [Start]? {
        guard let base = bytes.baseAddress, bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[1] == UInt8(ascii: "\n") else { return nil }
        var indentation = 0
        while 2 + indentation < bytes.count, bytes[2 + indentation] == UInt8(ascii: " ") { indentation += 1 }
        guard indentation > 0, 2 + indentation < bytes.count, bytes[2 + indentation] == UInt8(ascii: "\"") else { return nil }
        var starts = [Start(offset: 0, line: 1)]
        var offset = 2
        var line = 2
        while true {
            if offset > 2, offset - (starts.last?.offset ?? 0) >= minimumPieceSize, startsMember(bytes, at: offset, indentation: indentation) {
                starts.append(Start(offset: offset, line: line))
            }
            // To the next line, with `memchr`: this reads every byte of a large file, also in a
            // debug build.
            guard offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) else { break }
            offset = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            line += 1
        }
        return starts
    }

    /// Whether the line at `offset` has `indentation` spaces and then a quote.
    private static func startsMember(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, indentation: Int) -> Bool {
        let quote = offset + indentation
        guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return false }
        return bytes[offset..<quote].allSatisfy { $0 == UInt8(ascii: " ") }
    }

    /// The root's members read from one piece, and the nodes they counted.
    private struct Piece: Sendable {
        var members: [(key: YAMLNode, value: YAMLNode)]
        var nodes: Int
    }

    /// The root object of the pieces' members, at the document's first byte; nil when a piece
    /// could not be read, a key is written twice, or the pieces pass the limit on nodes.
    private static func join(_ pieces: [Piece?], file: String, limits: YAMLLoader.Limits) -> YAMLNode? {
        var members: [(key: YAMLNode, value: YAMLNode)] = []
        var keys: Set<String> = []
        // The root object counts as a node, as in one pass.
        var nodes = 1
        for piece in pieces {
            guard let piece else { return nil }
            for member in piece.members {
                guard let key = member.key.scalar, keys.insert(key).inserted else { return nil }
                members.append(member)
            }
            nodes += piece.nodes
        }
        guard nodes <= limits.maximumExpandedNodes else { return nil }
        return YAMLNode(.mapping(members), at: SourceLocation(file: file, line: 1, column: 1))
    }
}
