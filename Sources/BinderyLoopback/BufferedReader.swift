/// Buffered, line- and length-oriented reading from a byte stream.
///
/// The stream is abstracted as a `receive` function (for sockets,
/// ``SocketIO/receive(_:into:)``) returning the number of bytes read, 0 at end
/// of stream or a negative value on error.
final class BufferedReader {
    /// Outcome of ``readLine(maxLength:)``.
    enum Line {
        /// A line without its terminating LF / CRLF.
        case line([UInt8])
        /// The stream ended (or failed) before a full line arrived.
        case endOfStream
        /// No line terminator within the allowed length.
        case tooLong
    }

    private let receive: (UnsafeMutableRawBufferPointer) -> Int
    private var buffer: [UInt8] = []
    private var start = 0
    private static let readSize = 16 * 1024

    /// Creates a reader pulling bytes from `receive`.
    init(receive: @escaping (UnsafeMutableRawBufferPointer) -> Int) {
        self.receive = receive
    }

    /// Creates a reader for a connected socket.
    convenience init(socket fd: Int32) {
        self.init(receive: { SocketIO.receive(fd, into: $0) })
    }

    private var available: Int { buffer.count - start }

    /// Pulls more bytes into the buffer; `false` at end of stream or error.
    private func fill() -> Bool {
        if start > 0 && (start >= buffer.count || start > 64 * 1024) {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: Self.readSize)
        let count = chunk.withUnsafeMutableBytes { receive($0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// Reads one line terminated by LF (a preceding CR is dropped).
    ///
    /// - Parameter maxLength: The maximum number of bytes, terminator included.
    func readLine(maxLength: Int) -> Line {
        var scanned = 0  // bytes after `start` already known not to contain LF
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                let lineEnd = newline + 1
                guard lineEnd - start <= maxLength else { return .tooLong }
                var line = Array(buffer[start..<newline])
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                start = lineEnd
                return .line(line)
            }
            scanned = available
            if scanned >= maxLength { return .tooLong }
            guard fill() else { return .endOfStream }
        }
    }

    /// Reads exactly `count` bytes, or `nil` if the stream ends first.
    func readBytes(count: Int) -> [UInt8]? {
        while available < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }
}
