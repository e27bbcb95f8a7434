import Foundation

/// One part of a `multipart/form-data` body, as the server reads it: tests check uploads with it.
public struct ReceivedPart: Equatable, Sendable, CustomStringConvertible {
    /// The header lines, by lower-cased name.
    public var headers: [String: String]
    public var content: Data

    /// `name="…"` of the Content-Disposition, as written (escapes kept).
    public var name: String? { dispositionParameter("name") }
    /// `filename="…"` of the Content-Disposition, as written.
    public var filename: String? { dispositionParameter("filename") }
    public var contentType: String? { headers["content-type"] }
    public var text: String { String(decoding: content, as: UTF8.self) }

    public var description: String { "\(headers) \(content.count) bytes" }

    private func dispositionParameter(_ key: String) -> String? {
        guard let disposition = headers["content-disposition"] else { return nil }
        for item in disposition.components(separatedBy: "; ").dropFirst() {
            let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[0] == key, pair[1].hasPrefix("\""), pair[1].hasSuffix("\""), pair[1].count >= 2 else { continue }
            return String(pair[1].dropFirst().dropLast())
        }
        return nil
    }
}

/// Reads a `multipart/form-data` body back into its parts, strictly (RFC 2046/7578): the body
/// starts with the first delimiter, parts are separated by CRLF `--boundary`, and it ends with
/// the close delimiter and CRLF.
public enum MultipartParser {
    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    /// The boundary of a `multipart/form-data; boundary=…` content type.
    public static func boundary(of contentType: String?) throws -> String {
        guard let contentType, contentType.hasPrefix("multipart/form-data; boundary="),
            let boundary = contentType.components(separatedBy: "boundary=").last, !boundary.isEmpty
        else { throw Malformed(description: "not a multipart/form-data content type: \(contentType ?? "none")") }
        return boundary
    }

    public static func parse(_ body: Data, contentType: String?) throws -> [ReceivedPart] {
        let boundary = try boundary(of: contentType)
        let bytes = [UInt8](body)
        let first = Array("--\(boundary)\r\n".utf8)
        let delimiter = Array("\r\n--\(boundary)".utf8)
        guard bytes.starts(with: first) else { throw Malformed(description: "the body does not start with the boundary") }
        var parts: [ReceivedPart] = []
        var index = first.count
        while true {
            guard let end = find(delimiter, in: bytes, from: index) else {
                throw Malformed(description: "a part is not closed by a delimiter")
            }
            parts.append(try part(Array(bytes[index..<end])))
            index = end + delimiter.count
            if bytes[index...].starts(with: Array("--\r\n".utf8)) {
                guard index + 4 == bytes.count else { throw Malformed(description: "bytes after the close delimiter") }
                return parts
            }
            guard bytes[index...].starts(with: Array("\r\n".utf8)) else {
                throw Malformed(description: "the delimiter is not followed by CRLF")
            }
            index += 2
        }
    }

    private static func part(_ bytes: [UInt8]) throws -> ReceivedPart {
        guard let split = find(Array("\r\n\r\n".utf8), in: bytes, from: 0) else {
            throw Malformed(description: "a part has no blank line after its headers")
        }
        var headers: [String: String] = [:]
        for line in String(decoding: bytes[..<split], as: UTF8.self).components(separatedBy: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw Malformed(description: "a malformed header line: \(line)") }
            headers[pair[0].lowercased()] = pair[1].trimmingCharacters(in: .whitespaces)
        }
        return ReceivedPart(headers: headers, content: Data(bytes[(split + 4)...]))
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
