/// Serialises response heads and chunked-encoding frames.
enum ResponseEncoder {
    /// How a response body is delimited.
    enum Framing {
        /// `Content-Length: n`.
        case contentLength(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
        /// No framing header (1xx, 204, 304).
        case none
    }

    /// Header names the server always writes itself.
    private static let managedHeaders: Set<String> = ["content-length", "transfer-encoding", "connection"]

    /// The interim response sent for `Expect: 100-continue`.
    static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The status line, `headers` (minus managed ones), framing and
    /// `Connection` headers, and the blank line.
    static func head(status: Int, headers: [(String, String)], framing: Framing, keepAlive: Bool) -> [UInt8] {
        let code = (100...999).contains(status) ? status : 500
        var text = "HTTP/1.1 \(code) \(HTTPStatus.reasonPhrase(for: code))\r\n"
        for (name, value) in headers where !managedHeaders.contains(name.lowercased()) {
            text += "\(sanitized(name)): \(sanitized(value))\r\n"
        }
        switch framing {
        case .contentLength(let length): text += "Content-Length: \(max(0, length))\r\n"
        case .chunked: text += "Transfer-Encoding: chunked\r\n"
        case .none: break
        }
        text += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        text += "\r\n"
        return Array(text.utf8)
    }

    /// One chunk of a chunked body: hex size, CRLF, data, CRLF.
    static func chunk(_ bytes: [UInt8]) -> [UInt8] {
        Array("\(String(bytes.count, radix: 16))\r\n".utf8) + bytes + Array("\r\n".utf8)
    }

    private static func sanitized(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
    }
}
