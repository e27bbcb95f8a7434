/// An endpoint's `multipart/form-data` request body: named parts, each a file, text or JSON.
public struct MultipartBodySpec: Sendable, Hashable {
    /// The parts, in the order the spec writes them (and the body sends them).
    public var parts: [MultipartPartSpec]
    public var docs: String?
    public var location: SourceLocation

    /// Whether a call must give some part: a request without the body is then refused.
    public var isRequired: Bool { parts.contains(where: \.required) }
}

/// One named part of a multipart body.
public struct MultipartPartSpec: Sendable, Hashable {
    /// What a part carries, as the spec's `type` says.
    public enum Content: Sendable, Hashable {
        /// `file`: bytes with a file name and a content type (`MultipartFile`).
        case file
        /// `[file]`: the part repeated once per file.
        case files
        /// Any other type: a scalar, an enum or an identifier (or a list of them, one part per
        /// value) is sent as text; a model, `json` or a map as one `application/json` part.
        case value(TypeReference)

        /// The spec's own spelling, for messages and diffs.
        public var specSpelling: String {
            switch self {
            case .file: "file"
            case .files: "[file]"
            case .value(let type): type.specSpelling
            }
        }
    }

    /// The part's name on the wire (`Content-Disposition: form-data; name="images"`).
    public var wireName: String
    public var swiftName: String
    public var content: Content
    /// A call must give the part; otherwise its argument is optional and nil sends no part.
    public var required: Bool
    public var docs: String?
    public var deprecated: String?
    /// Whether the value is a secret to keep out of errors and printouts (text parts).
    public var secret: Bool
    public var location: SourceLocation
    public var typeLocation: SourceLocation
}
