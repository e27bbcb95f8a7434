#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A large YAML document read a top-level section per core.
///
/// libyaml reads a document on one thread, and every later stage waits for it: Stripe's 4 MB
/// document cost about 750 M instructions of the generator's one-threaded path (libyaml's
/// parse 520 M of them, the tree the rest), a sixth of its run.
/// A document whose root is a block mapping with every key at column 0 (how OpenAPI documents
/// and Bindery specs are written) can be cut before each such key, and each piece read by a
/// parser of its own: a piece is a mapping of one key, and the root is their entries in order.
/// A large section whose line is its key alone (`paths:`) is cut again before its own keys at
/// column 2 (`  /v1/charges:`), each part a mapping at column 2 whose entries join the section's:
/// Stripe's `paths` is 64% of its document, and read whole it kept one core reading while the
/// other waited.
///
/// Only a read that must give the tree of one pass is used. A document of another shape (a
/// line at column 0 that is not `key:`, such as `---`, a list or a scalar that runs on;
/// indented content before the first key), a piece with any problem (an alias to another
/// piece's anchor, a quote left open), a part that is not a mapping at column 2 after a section
/// whose value is one, a key written twice, or pieces that together pass a limit is read again
/// in one pass (`YAMLLoader.loadInOnePass`), which gives the tree and the diagnostics.
package enum YAMLSections {
    /// Below this size a second thread costs more than it saves.
    static let minimumSize = 256 * 1024

    /// A section's part is cut at the first of its keys at least this far from the part before:
    /// a parser of its own for each of Stripe's 1,300 paths would cost more than it saves.
    static let minimumPartSize = 64 * 1024

    /// Where a piece starts: its byte offset and its line (from 0), and whether it is a part of
    /// the section before (keys at column 2) rather than a section of its own.
    struct Start {
        var offset: Int
        var line: Int
        var isPart = false
    }

    /// The document read a piece per core; nil when it must be read in one pass.
    static func load(
        _ bytes: [UInt8], file: String, limits: YAMLLoader.Limits, minimumPartSize: Int = minimumPartSize
    ) -> YAMLNode? {
        bytes.withUnsafeBufferPointer { buffer -> YAMLNode? in
            guard let starts = sectionStarts(buffer, minimumPartSize: minimumPartSize), starts.count > 1, let base = buffer.baseAddress
            else { return nil }
            let text = SharedText(base: UnsafeMutablePointer(mutating: base), count: buffer.count)
            let pieces = ParallelMap.map(count: starts.count) { index -> Piece? in
                let start = starts[index]
                let end = index + 1 < starts.count ? starts[index + 1].offset : text.count
                return start.isPart
                    ? readPart(text, from: start, to: end, file: file, limits: limits)
                    : read(text, from: start, to: end, file: file, limits: limits)
            }
            return join(pieces, limits: limits)
        }
    }

    /// Why reading `bytes` by sections would not give what one pass gives, or nil when it would
    /// or when the document is left to one pass (see `YAMLLoader.sectionsDisagreement`).
    static func disagreementWithOnePass(_ bytes: [UInt8], file: String) -> String? {
        // Parts cut at every key at column 2, so that small inputs reach them too.
        guard let sectioned = load(bytes, file: file, limits: .init(), minimumPartSize: 0) else { return nil }
        var diagnostics = DiagnosticCollector()
        let whole = YAMLLoader.loadInOnePass(bytes: bytes, file: file, diagnostics: &diagnostics)
        if !diagnostics.diagnostics.isEmpty {
            return "a document read by sections has diagnostics in one pass: \(diagnostics.diagnostics.map(\.description))"
        }
        return whole == sectioned ? nil : "a document read by sections gives another tree than one pass"
    }

    /// The starts of the document's top-level entries: the first at the file's start, then
    /// each line that begins with `key:` at column 0; in a section whose line is its key alone,
    /// each line that begins with `key:` at column 2, after the section's first such line and
    /// `minimumPartSize` bytes or more after the piece before. Nil when a line at column 0 is
    /// anything but such a key, a comment or blank.
    static func sectionStarts(_ bytes: UnsafeBufferPointer<UInt8>, minimumPartSize: Int = minimumPartSize) -> [Start]? {
        guard let base = bytes.baseAddress, !hasOtherLineBreak(bytes) else { return nil }
        var starts = [Start(offset: 0, line: 0)]
        var offset = 0
        var line = 0
        var sawKey = false
        // Whether the section being scanned may be cut into parts, and has a key at column 2 yet.
        var isBareSection = false
        var sawEntry = false
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "):
                guard isBareSection, isEntryLine(bytes, at: offset) else { break }
                if sawEntry, let last = starts.last, offset - last.offset >= max(minimumPartSize, 1) {
                    starts.append(Start(offset: offset, line: line, isPart: true))
                }
                sawEntry = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"):
                break
            default:
                guard isKeyLine(bytes, at: offset) else { return nil }
                if sawKey { starts.append(Start(offset: offset, line: line)) }
                sawKey = true
                isBareSection = isBareKeyLine(bytes, at: offset)
                sawEntry = false
            }
            // To the next line, with `memchr`: this reads every byte of a large file, also in a
            // debug build.
            guard let end = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) else { break }
            offset = end.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base) + 1
            line += 1
        }
        return starts
    }

    /// Whether the text breaks a line other than with `\n` or `\r\n`: libyaml also breaks lines
    /// at a lone carriage return and at U+0085, U+2028 and U+2029, which would make its line
    /// numbers differ from those of ``sectionStarts(_:)``.
    private static func hasOtherLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for lead: UInt8 in [UInt8(ascii: "\r"), 0xC2, 0xE2] {
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(lead), bytes.count - offset) {
                let index = found.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                switch lead {
                case UInt8(ascii: "\r"): if next != UInt8(ascii: "\n") { return true }
                case 0xC2: if next == 0x85 { return true }
                default:
                    if next == 0x80, index + 2 < bytes.count, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return true }
                }
                offset = index + 1
            }
        }
        return false
    }

    /// Whether the line at `offset` starts with a plain key and a colon: letters, digits and
    /// `_ - . / $`, not starting with `-`, then `:` and a space or the line's end.
    private static func isKeyLine(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, isKeyByte(bytes[index]) { index += 1 }
        guard index > offset, bytes[offset] != UInt8(ascii: "-"), index < bytes.count, bytes[index] == UInt8(ascii: ":")
        else { return false }
        let after = index + 1
        return after == bytes.count || [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[after])
    }

    /// Whether the line at `offset` is a key and its colon alone: the section's value is on the
    /// lines below.
    private static func isBareKeyLine(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, isKeyByte(bytes[index]) { index += 1 }
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index >= bytes.count || bytes[index] == UInt8(ascii: "\n")
            || (bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"))
    }

    /// Whether the line at `offset` is two spaces and a key line.
    private static func isEntryLine(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset + 2 < bytes.count && bytes[offset + 1] == UInt8(ascii: " ") && bytes[offset + 2] != UInt8(ascii: " ")
            && isKeyLine(bytes, at: offset + 2)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    /// One piece read on its own: where its mapping starts, its entries (a section's one, or a
    /// part's), whether it is a part, and the nodes it counted.
    private struct Piece: Sendable {
        var location: SourceLocation
        var entries: [(key: YAMLNode, value: YAMLNode)]
        var isPart: Bool
        var expandedNodes: Int
        var aliasNodes: Int
    }

    /// The piece from byte `start.offset` to `end`; nil when it has any problem or is not a
    /// mapping of one entry at column 0. A mapping that starts further in (indented content
    /// before the first key) would end, in one pass, at the next key at column 0, which may
    /// hide in one of its scalars: ` a: "x⏎y: z"⏎b: 1` (found by the fuzzer).
    private static func read(_ text: SharedText, from start: Start, to end: Int, file: String, limits: YAMLLoader.Limits) -> Piece? {
        let buffer = UnsafeMutableBufferPointer(start: text.base + start.offset, count: end - start.offset)
        var builder = TreeBuilder(file: file, text: buffer, limits: limits, firstLine: start.line)
        var diagnostics = DiagnosticCollector()
        guard let root = builder.run(diagnostics: &diagnostics), diagnostics.diagnostics.isEmpty,
            case .mapping(let entries) = root.content, entries.count == 1, root.location.column == 1
        else { return nil }
        return Piece(location: root.location, entries: entries, isPart: false, expandedNodes: builder.expandedNodes, aliasNodes: builder.aliasNodes)
    }

    /// A part of a section from byte `start.offset` to `end`; nil when it has any problem or is
    /// not a mapping at column 2 (column 3, counted from 1). Its mapping is one level down in the
    /// document, so it may nest one level less.
    private static func readPart(_ text: SharedText, from start: Start, to end: Int, file: String, limits: YAMLLoader.Limits) -> Piece? {
        guard limits.maximumDepth > 1 else { return nil }
        var partLimits = limits
        partLimits.maximumDepth -= 1
        let buffer = UnsafeMutableBufferPointer(start: text.base + start.offset, count: end - start.offset)
        var builder = TreeBuilder(file: file, text: buffer, limits: partLimits, firstLine: start.line)
        var diagnostics = DiagnosticCollector()
        guard let root = builder.run(diagnostics: &diagnostics), diagnostics.diagnostics.isEmpty,
            case .mapping(let entries) = root.content, !entries.isEmpty, root.location.column == 3
        else { return nil }
        return Piece(location: root.location, entries: entries, isPart: true, expandedNodes: builder.expandedNodes, aliasNodes: builder.aliasNodes)
    }

    /// The root mapping of the pieces' entries, where the first piece's mapping starts, each
    /// part's entries joined to its section's; nil when a piece could not be read, a part follows
    /// a section whose value is not a mapping at column 2, a key is written twice, or the pieces
    /// pass a limit.
    private static func join(_ pieces: [Piece?], limits: YAMLLoader.Limits) -> YAMLNode? {
        var entries: [(key: YAMLNode, value: YAMLNode)] = []
        entries.reserveCapacity(pieces.count)
        var keys: Set<String> = []
        // The entries of the section being joined, and their keys, while parts follow it.
        var sectionEntries: [(key: YAMLNode, value: YAMLNode)] = []
        var sectionKeys: Set<String> = []
        var expandedNodes = 0
        var aliasNodes = 0
        func closeSection() {
            guard !sectionEntries.isEmpty, let last = entries.popLast() else { return }
            entries.append((last.key, YAMLNode(.mapping(sectionEntries), at: last.value.location)))
            sectionEntries = []
        }
        for piece in pieces {
            guard let piece else { return nil }
            if piece.isPart {
                if sectionEntries.isEmpty {
                    guard let section = entries.last?.value, case .mapping(let pairs) = section.content, section.location.column == 3
                    else { return nil }
                    sectionEntries = pairs
                    sectionKeys = Set(pairs.compactMap(\.key.scalar))
                }
                for entry in piece.entries {
                    guard let key = entry.key.scalar, sectionKeys.insert(key).inserted else { return nil }
                }
                sectionEntries += piece.entries
            } else {
                closeSection()
                guard piece.entries.count == 1, let key = piece.entries[0].key.scalar, keys.insert(key).inserted else { return nil }
                entries.append(piece.entries[0])
            }
            // Each piece counted its own mapping, which one pass does not make; the document
            // has one.
            expandedNodes += piece.expandedNodes - 1
            aliasNodes += piece.aliasNodes
        }
        closeSection()
        guard expandedNodes + 1 <= limits.maximumExpandedNodes, aliasNodes <= limits.maximumAliasNodes,
            let location = pieces.first??.location
        else { return nil }
        return YAMLNode(.mapping(entries), at: location)
    }
}
