import BinderySpec

/// The checks of bodies sent or returned as they are: a body with `encoding: text` or
/// `encoding: binary`, and a response with `binary: true`. They are `String` or `Data` in Swift,
/// and not JSON, so nothing that reads or writes JSON (a wrap, an unwrap path, an envelope's
/// pages, events) applies.
extension SpecValidator {
    /// A body with `encoding: text` or `encoding: binary`: of its encoding's type, with a
    /// media type for a `contentType`.
    mutating func checkRawBody(_ body: BodySpec) {
        if let rawType = body.encoding.rawType, body.type != rawType {
            let what = body.encoding == .text ? "the text of a 'string' argument" : "the bytes of a 'data' argument"
            diagnostics.error(
                "a body with 'encoding: \(body.encoding.rawValue)' is \(what), not '\(body.type.specSpelling)'; make its 'type' '\(rawType.specSpelling)'",
                at: body.location)
        }
        if let contentType = body.contentType, !Self.isMediaType(contentType.value) {
            diagnostics.error(
                "'contentType' '\(Diagnostic.abbreviated(contentType.value))' is not a media type such as 'text/markdown' or 'image/png'",
                at: contentType.location)
        }
    }

    mutating func checkBinaryResponse(_ response: ResponseSpec, of endpoint: EndpointDeclaration, at location: SourceLocation) {
        // With `text: true` as well, the type is text's string: the clash below says it all.
        if let type = response.type, type != .data, !response.isText {
            diagnostics.error(
                "a 'binary: true' response is the body's bytes, 'data', not '\(type.specSpelling)'; leave 'type' out or make it 'data'",
                at: location)
        }
        if response.isText {
            diagnostics.error("a response is either 'text: true' or 'binary: true', not both", at: location)
        }
        if !response.unwrapPath.isEmpty {
            diagnostics.error("a 'binary: true' response is returned whole; 'at' does not apply, leave it out", at: location)
        }
        if response.stream != nil {
            diagnostics.error("a streamed response decodes each event as JSON; it cannot be 'binary: true'", at: location)
        }
        if endpoint.pagination != nil {
            diagnostics.error("a 'binary: true' response has no items to page through; leave out 'pagination' or 'binary'", at: location)
        }
    }

    /// Whether `text` is a media type, `type/subtype` with optional parameters (RFC 9110 §8.3.1):
    /// tokens on both sides of one slash, and no line break.
    static func isMediaType(_ text: String) -> Bool {
        let essence = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .trimmingSpaces
        let sides = essence.split(separator: "/", omittingEmptySubsequences: false)
        return sides.count == 2 && sides.allSatisfy { isHeaderName(String($0)) }
            && !text.contains(where: { $0.isNewline || $0 == "\0" })
    }
}
