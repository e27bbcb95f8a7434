/// An endpoint's `multipart/form-data` request body: named parts, each a file, text or JSON.
package struct MultipartBodySpec: Sendable, Hashable {
    /// The parts, in the order the spec writes them (and the body sends them).
    package var parts: [MultipartPartSpec]
    package var docs: String?
    package var location: SourceLocation

    /// Whether a call must give some part: a request without the body is then refused.
    package var isRequired: Bool { parts.contains(where: \.required) }
}

/// One named part of a multipart body.
package struct MultipartPartSpec: Sendable, Hashable {
    /// What a part carries, as the spec's `type` says.
    package enum Content: Sendable, Hashable {
        /// `file`: bytes with a file name and a content type (`MultipartFile`).
        case file
        /// `[file]`: the part repeated once per file.
        case files
        /// Any other type: a scalar, an enum or an identifier (or a list of them, one part per
        /// value) is sent as text; a model, `json` or a map as one `application/json` part.
        case value(TypeReference)

        /// The spec's own spelling, for messages and diffs.
        package var specSpelling: String {
            switch self {
            case .file: "file"
            case .files: "[file]"
            case .value(let type): type.specSpelling
            }
        }
    }

    /// The part's name on the wire (`Content-Disposition: form-data; name="images"`).
    package var wireName: String
    package var swiftName: String
    package var content: Content
    /// A call must give the part; otherwise its argument is optional and nil sends no part.
    package var required: Bool
    package var docs: String?
    package var deprecated: String?
    /// Whether the value is a secret to keep out of errors and printouts (text parts).
    package var secret: Bool
    package var location: SourceLocation
    package var typeLocation: SourceLocation
}
