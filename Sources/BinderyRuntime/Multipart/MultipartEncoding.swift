import Foundation

/// Writes a ``MultipartForm`` as the bytes of a `multipart/form-data` body.
extension MultipartForm {
    /// The body and the boundary between its parts.
    struct Encoded: Sendable {
        var body: Data
        var boundary: String

        /// `multipart/form-data; boundary=…`.
        var contentType: String { "multipart/form-data; boundary=\(boundary)" }
    }

    /// The body, with a boundary from `makeBoundary` that occurs in no part (one that does is
    /// drawn again). A name, file name or content type that could break out of its header
    /// line is refused.
    func encoded(makeBoundary: () -> String = MultipartForm.randomBoundary) throws(BinderyError) -> Encoded {
        var headers: [String] = []
        for part in parts { headers.append(try header(of: part)) }
        var boundary = makeBoundary()
        while parts.contains(where: { Self.contains($0.content, boundary) }) {
            boundary = makeBoundary()
        }
        var body = Data()
        body.reserveCapacity(parts.reduce(0) { $0 + $1.content.count + 200 })
        for (part, header) in zip(parts, headers) {
            body.append(contentsOf: "--\(boundary)\r\n\(header)\r\n".utf8)
            body.append(part.content)
            body.append(contentsOf: "\r\n".utf8)
        }
        body.append(contentsOf: "--\(boundary)--\r\n".utf8)
        return Encoded(body: body, boundary: boundary)
    }

    /// A part's header lines, each ending in CRLF.
    private func header(of part: Part) throws(BinderyError) -> String {
        var disposition = "Content-Disposition: form-data; name=\"\(try quoted(part.name, "the name of part '\(part.name)'"))\""
        if let filename = part.filename {
            disposition += "; filename=\"\(try quoted(filename, "the file name of part '\(part.name)'"))\""
        }
        var lines = disposition + "\r\n"
        if let contentType = part.contentType {
            guard Self.isMediaType(contentType) else {
                throw BinderyError(
                    .invalidRequest, operationID: operationID,
                    message: "the content type of part '\(Self.printable(part.name))' is not a media type and was refused")
            }
            lines += "Content-Type: \(contentType)\r\n"
        }
        return lines
    }

    /// `text` inside a quoted header parameter: a double quote becomes `%22`, as the HTML
    /// form encoding writes it; a line break or NUL, which would end the header, is refused.
    private func quoted(_ text: String, _ what: String) throws(BinderyError) -> String {
        guard !text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
            throw BinderyError(
                .invalidRequest, operationID: operationID,
                message: "\(Self.printable(what)) contains a line break or NUL and was refused")
        }
        return text.replacingOccurrences(of: "\"", with: "%22")
    }

    /// The text with its control characters shown escaped, for a message.
    private static func printable(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    /// `type/subtype`, optionally with `; parameters`: visible ASCII and spaces only.
    private static func isMediaType(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash > 0, slash < bytes.count - 1 else { return false }
        return bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Whether `boundary` occurs in `content`.
    private static func contains(_ content: Data, _ boundary: String) -> Bool {
        content.count >= boundary.utf8.count && content.range(of: Data(boundary.utf8)) != nil
    }

    /// `Bindery-` and 32 random letters and digits: 190 bits, so a clash with content is
    /// rare, and checked for regardless.
    static func randomBoundary() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        let characters = (0..<32).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] }
        return "Bindery-" + String(decoding: characters, as: UTF8.self)
    }
}
