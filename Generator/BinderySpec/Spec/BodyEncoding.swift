/// How a request body is written on the wire (`encoding:` of an endpoint's `body:`).
package enum BodyEncoding: String, Sendable, Hashable, CaseIterable {
    /// `application/json`: the value as JSON (the default).
    case json
    /// `application/x-www-form-urlencoded`: an object model's fields as `name=value` pairs,
    /// nested as `parent[child]=value` (the convention of Stripe, Rails and PHP).
    case form
    /// The text of a `string` argument in UTF-8, with the body's `contentType`: Markdown to
    /// render, a CSV file, a query in another language.
    case text
    /// The bytes of a `data` argument as they are, with the body's `contentType`: a file
    /// upload, an image, an archive.
    case binary
}

extension BodyEncoding {
    /// The `Content-Type` of a binary body whose spec gives none.
    package static let defaultBinaryMediaType = "application/octet-stream"

    /// The `Content-Type` a body in this encoding is sent with (a text or binary body's own may
    /// differ: see ``BodySpec/mediaType``).
    package var mediaType: String {
        switch self {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .text: "text/plain; charset=utf-8"
        case .binary: Self.defaultBinaryMediaType
        }
    }

    /// Whether a body in this encoding goes as it is, with the media type its spec gives
    /// (`contentType:`); JSON and forms have their own.
    package var takesContentType: Bool {
        switch self {
        case .json, .form: false
        case .text, .binary: true
        }
    }

    /// The type of the argument a body in this encoding sends as it is: `string` for text,
    /// `data` for bytes; nil for JSON and forms, which send a model.
    package var rawType: TypeReference? {
        switch self {
        case .json, .form: nil
        case .text: .string
        case .binary: .data
        }
    }

    /// The encoding in a sentence: "a JSON body", "a form body".
    package var shortName: String {
        switch self {
        case .json: "JSON"
        case .form: "form"
        case .text: "text"
        case .binary: "binary"
        }
    }
}
