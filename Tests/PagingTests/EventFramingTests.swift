import Foundation
import Testing
@testable import BinderyRuntime

/// `EventFraming`: the SSE and JSON Lines wire formats, whatever pieces the body arrives in.
@Suite("Event framing")
struct EventFramingTests {
    /// The events of `text`, fed `size` bytes at a time.
    static func events(_ text: String, format: EventFraming.Format, size: Int) throws -> [RawEvent] {
        var framing = EventFraming(format: format, lineLimit: 1 << 20)
        let bytes = Data(text.utf8)
        var events: [RawEvent] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            events += try framing.feed(bytes.subdata(in: start..<min(start + size, bytes.count)))
        }
        if let last = framing.finish() { events.append(last) }
        return events
    }

    @Test("SSE: CR, LF and CRLF line ends, split anywhere; comments and unknown fields ignored", arguments: [1, 2, 3, 7, 1000])
    func serverSentEvents(_ size: Int) throws {
        let text = ":hello\r\ndata:a\r\ndata: b\r\rfoo: bar\nevent:e\ndata\nid: 1\n\nretry: x\n\ndata: unfinished"
        let events = try Self.events(text, format: .serverSentEvents(terminator: nil), size: size)
        #expect(events.map { String(decoding: $0.data, as: UTF8.self) } == ["a\nb", ""])
        #expect(events.map(\.type) == [nil, "e"])
        #expect(events.map(\.id) == [nil, "1"])
    }

    @Test("JSON Lines: blank lines skipped, the last line kept without a break", arguments: [1, 4, 1000])
    func jsonLines(_ size: Int) throws {
        let events = try Self.events("1\r\n\n  \n[2]\n{\"a\":3}", format: .jsonLines, size: size)
        #expect(events.map { String(decoding: $0.data, as: UTF8.self) } == ["1", "[2]", "{\"a\":3}"])
    }

    @Test("a UTF-8 byte order mark at the start is ignored, even split across pieces", arguments: [1, 2, 1000])
    func byteOrderMark(_ size: Int) throws {
        let events = try Self.events("\u{FEFF}data: a\n\n", format: .serverSentEvents(terminator: nil), size: size)
        #expect(events.map { String(decoding: $0.data, as: UTF8.self) } == ["a"])
        #expect(try Self.events("\u{FEFF}1", format: .jsonLines, size: size).map(\.data) == [Data("1".utf8)])
        #expect(try Self.events("1", format: .jsonLines, size: size).map(\.data) == [Data("1".utf8)])
    }

    @Test("a line longer than the limit is refused")
    func lineLimit() {
        var framing = EventFraming(format: .jsonLines, lineLimit: 4)
        #expect(throws: EventFraming.LineTooLong.self) { _ = try framing.feed(Data("12345".utf8)) }
    }
}
