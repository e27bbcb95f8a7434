import Foundation

/// How a request body is delimited on the wire.
enum RequestBodyFraming: Equatable {
    /// No body.
    case none
    /// `Content-Length` bytes follow the head.
    case length(Int)
    /// `Transfer-Encoding: chunked`.
    case chunked
}

/// The request line and header fields of one request.
struct RequestHead {
    /// The request method, e.g. `"GET"`.
    var method: String
    /// The raw request target.
    var target: String
    /// `"HTTP/1.1"` or `"HTTP/1.0"`.
    var version: String
    /// Header fields in order, names lower-cased, values trimmed.
    var headers: [(name: String, value: String)]
    /// Whether the connection may be reused after this exchange.
    var keepAlive: Bool
    /// Whether the client sent `Expect: 100-continue` and a body follows.
    var expectsContinue: Bool
    /// How the body is delimited.
    var framing: RequestBodyFraming
}

/// Why a request could not be read.
enum RequestParseError: Error, Equatable {
    /// The client closed (or broke) the connection; nothing can be sent.
    case connectionClosed
    /// Request line plus headers exceed ``HTTPRequestParser/maxHeadBytes``.
    case headersTooLarge
    /// The body exceeds ``HTTPRequestParser/maxBodyBytes``.
    case bodyTooLarge
    /// A transfer coding other than `chunked` was used.
    case unsupportedTransferEncoding
    /// An HTTP major version other than 1.
    case unsupportedVersion
    /// Syntax error in the request line, a header or the chunked framing.
    case malformed

    /// The status to answer with before closing, or `nil` to just close.
    var status: Int? {
        switch self {
        case .connectionClosed: return nil
        case .headersTooLarge: return 431
        case .bodyTooLarge: return 413
        case .unsupportedTransferEncoding: return 501
        case .unsupportedVersion: return 505
        case .malformed: return 400
        }
    }
}

/// Reads HTTP/1.x requests from a ``BufferedReader``, in two steps so that the
/// caller can answer `Expect: 100-continue` between head and body.
struct HTTPRequestParser {
    /// Upper bound for request line plus header fields (answered with 431).
    static let maxHeadBytes = 64 * 1024
    /// Upper bound for a request body (answered with 413).
    static let maxBodyBytes = 64 * 1024 * 1024

    /// The byte source.
    let reader: BufferedReader

    /// Reads the request line and header fields of the next request.
    func readHead() throws(RequestParseError) -> RequestHead {
        var budget = Self.maxHeadBytes
        var requestLine: [UInt8] = []
        // RFC 9112 §2.2: ignore empty lines received before the request line.
        for _ in 0..<4 {
            requestLine = try line(budget: &budget)
            if !requestLine.isEmpty { break }
        }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
        guard parts.count == 3 else { throw .malformed }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = String(decoding: parts[1], as: UTF8.self)
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version.hasPrefix("HTTP/") else { throw .malformed }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw version.hasPrefix("HTTP/1.") ? .malformed : .unsupportedVersion
        }

        var headers: [(name: String, value: String)] = []
        while true {
            let bytes = try line(budget: &budget)
            if bytes.isEmpty { break }
            if bytes[0] == UInt8(ascii: " ") || bytes[0] == UInt8(ascii: "\t") {
                // Obsolete line folding: continue the previous field value.
                guard let last = headers.popLast() else { throw .malformed }
                let continuation = trimmed(String(decoding: bytes, as: UTF8.self))
                headers.append((name: last.name, value: last.value + " " + continuation))
                continue
            }
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { throw .malformed }
            let name = String(decoding: bytes[..<colon], as: UTF8.self)
            guard !name.contains(where: { $0 == " " || $0 == "\t" }) else { throw .malformed }
            let value = trimmed(String(decoding: bytes[(colon + 1)...], as: UTF8.self))
            headers.append((name: name.lowercased(), value: value))
        }

        let framing = try Self.framing(of: headers)
        let connectionTokens = Self.tokens(named: "connection", in: headers)
        let keepAlive = version == "HTTP/1.1"
            ? !connectionTokens.contains("close")
            : connectionTokens.contains("keep-alive") && !connectionTokens.contains("close")
        let expectsContinue = version == "HTTP/1.1"
            && framing != .none && framing != .length(0)
            && Self.tokens(named: "expect", in: headers).contains("100-continue")
        return RequestHead(
            method: method, target: target, version: version, headers: headers,
            keepAlive: keepAlive, expectsContinue: expectsContinue, framing: framing
        )
    }

    /// Reads the body announced by `head`.
    func readBody(for head: RequestHead) throws(RequestParseError) -> Data {
        switch head.framing {
        case .none:
            return Data()
        case .length(let count):
            guard let bytes = reader.readBytes(count: count) else { throw .connectionClosed }
            return Data(bytes)
        case .chunked:
            return try readChunkedBody()
        }
    }

    private func readChunkedBody() throws(RequestParseError) -> Data {
        var body = Data()
        while true {
            var sizeBudget = 4096
            let sizeLine = String(decoding: try line(budget: &sizeBudget), as: UTF8.self)
            let sizeText = trimmed(String(sizeLine.prefix { $0 != ";" }))
            guard !sizeText.isEmpty, sizeText.count <= 15, let size = Int(sizeText, radix: 16), size >= 0 else {
                throw .malformed
            }
            if size == 0 { break }
            guard body.count + size <= Self.maxBodyBytes else { throw .bodyTooLarge }
            guard let bytes = reader.readBytes(count: size) else { throw .connectionClosed }
            body.append(contentsOf: bytes)
            var terminatorBudget = 2
            guard try line(budget: &terminatorBudget).isEmpty else { throw .malformed }
        }
        // Trailer fields are read and discarded.
        var trailerBudget = Self.maxHeadBytes
        while try !line(budget: &trailerBudget).isEmpty {}
        return body
    }

    /// Reads one line, charging its length against `budget`.
    private func line(budget: inout Int) throws(RequestParseError) -> [UInt8] {
        switch reader.readLine(maxLength: budget) {
        case .line(let bytes):
            budget -= bytes.count + 2
            return bytes
        case .endOfStream:
            throw .connectionClosed
        case .tooLong:
            throw .headersTooLarge
        }
    }

    private func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }

    /// Lower-cased comma-separated tokens of every field called `name`.
    static func tokens(named name: String, in headers: [(name: String, value: String)]) -> [String] {
        headers.filter { $0.name == name }.flatMap { field in
            field.value.split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t")).lowercased()
            }
        }
    }

    private static func framing(of headers: [(name: String, value: String)]) throws(RequestParseError) -> RequestBodyFraming {
        let codings = tokens(named: "transfer-encoding", in: headers)
        if !codings.isEmpty {
            guard codings.last == "chunked" else { throw .unsupportedTransferEncoding }
            return .chunked
        }
        let lengths = tokens(named: "content-length", in: headers)
        guard let first = lengths.first else { return .none }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.count <= 18,
              first.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(first) else {
            throw .malformed
        }
        guard length <= maxBodyBytes else { throw .bodyTooLarge }
        return .length(length)
    }
}
