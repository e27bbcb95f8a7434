import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578), as a generated `encode(into:)` adds
/// them; ``RequestParts/setMultipartBody(_:)`` writes it.
///
/// Get one from ``RequestParts/multipartForm()``, which gives it the API's date format:
///
/// ```swift
/// var form = request.multipartForm()
/// form.addFiles("images", images)
/// form.addField("caption", caption)
/// try request.setMultipartBody(form)
/// ```
///
/// Nil values add no part; a list adds one part per element, all under the same name.
@_spi(Generated)
public struct MultipartForm: Sendable {
    /// One part: its headers' values and its bytes.
    struct Part: Sendable, Hashable {
        var name: String
        var filename: String?
        var contentType: String?
        var content: Data
    }

    /// The parts, in the order they were added.
    private(set) var parts: [Part] = []
    /// The values of secret text parts, for the request's redactor.
    private(set) var secrets: [String] = []
    let operationID: String
    let dateFormat: DateFormat
    /// The client's JSON body encoder, for `application/json` parts.
    let encoder: JSONEncoder

    init(operationID: String, dateFormat: DateFormat, encoder: JSONEncoder) {
        self.operationID = operationID
        self.dateFormat = dateFormat
        self.encoder = encoder
    }

    /// Adds a file part: `name`, the file's name and content type, its bytes.
    public mutating func addFile(_ name: String, _ file: MultipartFile?) {
        guard let file else { return }
        parts.append(Part(name: name, filename: file.filename, contentType: file.contentType, content: file.data))
    }

    /// Adds one file part per file, all named `name`.
    public mutating func addFiles(_ name: String, _ files: [MultipartFile]?) {
        for file in files ?? [] { addFile(name, file) }
    }

    /// Adds a text part: a date in the API's date format, anything else as it writes itself in
    /// a query. A secret value is redacted from the call's errors.
    public mutating func addField(_ name: String, _ value: (some ParameterValue)?, isSecret: Bool = false) {
        guard let value else { return }
        let text = (value as? Date).map(dateFormat.text(of:)) ?? value.parameterText
        if isSecret { secrets.append(text) }
        parts.append(Part(name: name, content: Data(text.utf8)))
    }

    /// Adds one text part per value, all named `name`.
    public mutating func addFields(_ name: String, _ values: [some ParameterValue]?, isSecret: Bool = false) {
        for value in values ?? [] { addField(name, value, isSecret: isSecret) }
    }

    /// Adds an `application/json` part holding `value`, encoded as a JSON body is.
    public mutating func addJSON(_ name: String, _ value: (some Encodable)?) throws(BinderyError) {
        guard let value else { return }
        do {
            parts.append(Part(name: name, contentType: "application/json", content: try encoder.encode(value)))
        } catch {
            throw BinderyError(
                .invalidRequest, operationID: operationID, message: "part '\(name)' does not encode as JSON: \(error)",
                underlying: error)
        }
    }
}
