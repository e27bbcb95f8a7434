import Foundation

/// One event of a streaming response, before its data is decoded: an SSE event's joined
/// `data:` lines and fields, or one line of JSON Lines.
struct RawEvent: Sendable {
    var data: Data
    var type: String?
    var id: String?
    var retry: Duration?
}

/// Cuts a streaming body into events as its pieces arrive: the wire format of server-sent
/// events (WHATWG HTML, "Parsing an event stream") or of JSON Lines (one JSON value a line).
struct EventFraming: Sendable {
    /// The wire formats.
    enum Format: Sendable, Equatable {
        /// Server-sent events; an event whose data is `terminator` ends the stream.
        case serverSentEvents(terminator: String?)
        /// One JSON value per line; blank lines are skipped.
        case jsonLines
    }

    let format: Format
    /// The most bytes one line may hold: a server that never ends a line cannot fill memory.
    let lineLimit: Int
    private var buffer = Data()
    /// A CR ended the last piece: an LF that starts the next belongs to it.
    private var pendingCR = false
    // The SSE event being read.
    private var data = Data()
    private var hasData = false
    private var type: String?
    private var lastID: String?
    private var retry: Duration?

    init(format: Format, lineLimit: Int) {
        self.format = format
        self.lineLimit = lineLimit
    }

    /// Thrown when one line exceeds ``lineLimit``.
    struct LineTooLong: Error {}

    /// The first bytes of the body, until it is known whether they start with a UTF-8 byte
    /// order mark, which the formats ignore; nil once known.
    private var start: Data? = Data()
    private static let byteOrderMark = Data([0xEF, 0xBB, 0xBF])

    /// The events completed by `piece`, in order.
    mutating func feed(_ piece: Data) throws(LineTooLong) -> [RawEvent] {
        guard var head = start else { return try feedLines(piece) }
        head.append(piece)
        if head.count < Self.byteOrderMark.count, Self.byteOrderMark.starts(with: head) {
            start = head
            return []
        }
        start = nil
        return try feedLines(head.starts(with: Self.byteOrderMark) ? head.dropFirst(Self.byteOrderMark.count) : head)
    }

    private mutating func feedLines(_ piece: Data) throws(LineTooLong) -> [RawEvent] {
        var events: [RawEvent] = []
        var start = piece.startIndex
        var index = piece.startIndex
        while index < piece.endIndex {
            let byte = piece[index]
            if byte == 0x0A, pendingCR, index == piece.startIndex {
                pendingCR = false
                start = piece.index(after: index)
            } else if byte == 0x0A || byte == 0x0D {
                buffer.append(piece[start..<index])
                if let event = line(buffer) { events.append(event) }
                buffer.removeAll(keepingCapacity: true)
                pendingCR = false
                var next = piece.index(after: index)
                if byte == 0x0D {
                    if next < piece.endIndex, piece[next] == 0x0A { next = piece.index(after: next) } else if next == piece.endIndex { pendingCR = true }
                }
                start = next
                index = next
                continue
            } else {
                pendingCR = false
            }
            index = piece.index(after: index)
        }
        buffer.append(piece[start..<piece.endIndex])
        guard buffer.count <= lineLimit, data.count <= lineLimit else { throw LineTooLong() }
        return events
    }

    /// What is left when the body ends: a last JSON line without its line break. An SSE event
    /// that no blank line ended is dropped, as the standard says.
    mutating func finish() -> RawEvent? {
        defer { buffer.removeAll() }
        if let head = start, !head.isEmpty {
            // A body shorter than a byte order mark: its bytes are a line like any other.
            start = nil
            buffer.append(head)
        }
        guard format == .jsonLines else { return nil }
        return line(buffer)
    }

    /// One line; an event when it completes one.
    private mutating func line(_ line: Data) -> RawEvent? {
        switch format {
        case .jsonLines:
            guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
            return RawEvent(data: line)
        case .serverSentEvents:
            return sseLine(line)
        }
    }

    private mutating func sseLine(_ line: Data) -> RawEvent? {
        guard let first = line.first else {
            // A blank line dispatches the event, when it has data.
            defer {
                data.removeAll()
                hasData = false
                type = nil
            }
            guard hasData else { return nil }
            return RawEvent(data: data, type: type, id: lastID, retry: retry)
        }
        if first == 0x3A { return nil }  // ":" starts a comment
        let colon = line.firstIndex(of: 0x3A)
        let name = String(decoding: line[line.startIndex..<(colon ?? line.endIndex)], as: UTF8.self)
        var value = colon.map { line[line.index(after: $0)...] } ?? Data()[...]
        if value.first == 0x20 { value = value.dropFirst() }
        switch name {
        case "data":
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
        case "event":
            type = String(decoding: value, as: UTF8.self)
        case "id":
            if !value.contains(0) { lastID = String(decoding: value, as: UTF8.self) }
        case "retry":
            if !value.isEmpty, value.allSatisfy({ (0x30...0x39).contains($0) }), let milliseconds = Int(String(decoding: value, as: UTF8.self)) {
                retry = .milliseconds(milliseconds)
            }
        default:
            break  // unknown fields are ignored
        }
        return nil
    }
}
