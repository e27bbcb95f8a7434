import Foundation
import HTTPTypes

/// How a list is written in a query parameter.
@_spi(Generated)
public enum ArrayStyle: String, Sendable {
    /// `tag=a&tag=b`.
    case repeated
    /// `tag=a,b`.
    case comma
    /// `tag=a|b`, the bar sent as `%7C`: a raw `|` is not allowed in a URL, and Foundation
    /// would then re-encode the whole query, `%` signs included.
    case pipe
}

/// Step 2 of a call's life (see ``BinderyClient/send(_:)``): the parts of one request that the
/// operation's `encode(into:)` fills in (path, query, headers, body), before the client adds
/// what is not the operation's to say (credentials, shared parameters, an idempotency key, the
/// base URL) and makes them an `OutgoingRequest`.
///
/// The type is public because every generated `encode(into:)` names it; what fills it in is
/// `@_spi(Generated)`, for generated code only.
public struct RequestParts: Sendable {
    /// The path below the server's base URL, with its values encoded.
    @_spi(Generated) public var path: EncodedPath = "/"
    /// The query, encoded, in order.
    @_spi(Generated) public private(set) var query: [(name: String, value: String)] = []
    /// Header fields.
    @_spi(Generated) public private(set) var headerFields = HTTPFields()
    /// The encoded body, if any.
    @_spi(Generated) public private(set) var body: Data?

    let operationID: String
    /// What the client's calls share: its date format, JSON encoder and shared path values. One
    /// reference rather than a copy of each, since every call that builds its request makes one
    /// of these.
    let client: ClientSetup
    /// The call's secrets, starting with every credential of the client.
    var redactor: Redactor

    var dateFormat: DateFormat { client.configuration.dateFormat }

    /// A path value the client configures once (a merchant id), for the generated path:
    /// `request.path = "/merchants/\(request.sharedPathValue("mId"))/orders"`.
    @_spi(Generated) public func sharedPathValue(_ name: String) -> String {
        client.sharedPathValues[name] ?? ""
    }

    init(operationID: String, client: ClientSetup) {
        self.operationID = operationID
        self.client = client
        redactor = client.redactor
    }

    /// An encoder of JSON bodies in the API's date format, with sorted keys, so that the same
    /// value is always the same bytes, and slashes left unescaped.
    static func jsonEncoder(dateFormat: DateFormat) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = dateFormat.encodingStrategy
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A value's text in a query or header: a date in the API's date format (Clover filters on
    /// epoch milliseconds), anything else as it writes itself.
    private func wireText(_ value: some ParameterValue) -> String {
        if let date = value as? Date { return dateFormat.text(of: date) }
        return value.parameterText
    }

    /// Adds a query parameter; nil adds nothing.
    @_spi(Generated) public mutating func addQuery(
        _ name: String, _ value: (some ParameterValue)?, style: ArrayStyle = .repeated, isSecret: Bool = false
    ) {
        guard let value else { return }
        let text = wireText(value)
        if isSecret { redactor.add(text) }
        query.append((PercentEncoding.encode(name), PercentEncoding.encode(text)))
    }

    /// Adds a list query parameter in the given style; nil or empty adds nothing.
    @_spi(Generated) public mutating func addQuery(
        _ name: String, _ values: [some ParameterValue]?, style: ArrayStyle = .repeated, isSecret: Bool = false
    ) {
        guard let values, !values.isEmpty else { return }
        let texts = values.map(wireText)
        if isSecret { texts.forEach { redactor.add($0) } }
        let encodedName = PercentEncoding.encode(name)
        switch style {
        case .repeated:
            for text in texts { query.append((encodedName, PercentEncoding.encode(text))) }
        case .comma:
            query.append((encodedName, texts.map(PercentEncoding.encode).joined(separator: ",")))
        case .pipe:
            query.append((encodedName, texts.map(PercentEncoding.encode).joined(separator: "%7C")))
        }
    }

    /// Sets a header; nil sets nothing. A value with a line break or NUL is refused, since it
    /// could smuggle a header or a request. A secret value is redacted from errors.
    @_spi(Generated) public mutating func setHeader(_ name: String, _ value: (some ParameterValue)?, isSecret: Bool = false) throws(BinderyError) {
        guard let value else { return }
        let text = wireText(value)
        if isSecret { redactor.add(text) }
        try setHeaderText(name, text)
    }

    /// Sets a list header, comma-separated.
    @_spi(Generated) public mutating func setHeader(_ name: String, _ values: [some ParameterValue]?, isSecret: Bool = false) throws(BinderyError) {
        guard let values, !values.isEmpty else { return }
        let texts = values.map(wireText)
        if isSecret { texts.forEach { redactor.add($0) } }
        try setHeaderText(name, texts.joined(separator: ", "))
    }

    /// Sets a header the spec gives a constant value (`headers:`), sent with every call of the
    /// operation; one the caller passes for a single call (``CallOptions/headers``) replaces it.
    @_spi(Generated) public mutating func setConstantHeader(_ name: String, _ value: String) throws(BinderyError) {
        try setHeaderText(name, value)
    }

    mutating func setHeaderText(_ name: String, _ text: String) throws(BinderyError) {
        switch Self.headerName(name, for: text) {
        case .success(let fieldName): headerFields[fieldName] = text
        case .failure(let refusal): throw BinderyError(.invalidRequest, operationID: operationID, message: refusal.message)
        }
    }

    /// Why a header is refused, for the call's error.
    struct HeaderRefusal: Error {
        let message: String
    }

    /// The field name of a header, or why the header is refused: a value with a line break or
    /// NUL could smuggle a header or a request, and a name must be a valid field name.
    static func headerName(_ name: String, for text: String) -> Result<HTTPField.Name, HeaderRefusal> {
        // Bytes, not Characters: "\r\n" is a single Character, equal to neither "\r" nor "\n".
        guard !text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
            return .failure(HeaderRefusal(message: "the value of header '\(name)' contains a line break or NUL and was refused"))
        }
        guard let fieldName = HTTPField.Name(name) else {
            return .failure(HeaderRefusal(message: "'\(name)' is not a valid header name"))
        }
        return .success(fieldName)
    }

    /// Sets a field already validated, such as a client's credential.
    mutating func setHeaderField(_ field: HTTPField) {
        headerFields[fields: field.name] = [field]
    }

    /// Adds a query item whose name and value are already percent-encoded.
    mutating func addEncodedQuery(_ name: String, _ value: String) {
        query.append((name, value))
    }

    /// Encodes `body` as JSON; wrapped as `{"key": body}` when a key is given. Nil sends no body.
    @_spi(Generated) public mutating func setJSONBody(_ body: (some Encodable)?, wrappedIn key: String? = nil) throws(BinderyError) {
        guard let body else { return }
        do {
            self.body = try key.map { try client.encoder.encode([$0: body]) } ?? client.encoder.encode(body)
        } catch {
            throw BinderyError(
                .invalidRequest, operationID: operationID, message: "the body does not encode as JSON: \(error)",
                underlying: error)
        }
        headerFields[.contentType] = "application/json"
    }

    /// Sets the body and its `Content-Type`: for the body setters of other files, which cannot
    /// write either property.
    mutating func setBody(_ data: Data, contentType: String) {
        body = data
        headerFields[.contentType] = contentType
    }

    /// Sends `body`'s bytes as they are, with `contentType` (the spec's `encoding: binary`).
    /// Nil sends no body.
    @_spi(Generated) public mutating func setBinaryBody(_ body: Data?, contentType: String) {
        guard let body else { return }
        setBody(body, contentType: contentType)
    }

    /// Sends `body` in UTF-8 as it is, with `contentType` (the spec's `encoding: text`). Nil
    /// sends no body.
    @_spi(Generated) public mutating func setTextBody(_ body: String?, contentType: String) {
        guard let body else { return }
        setBody(Data(body.utf8), contentType: contentType)
    }

    /// An empty `multipart/form-data` body for the call, writing dates in the API's format;
    /// add its parts, then hand it to ``setMultipartBody(_:)``.
    @_spi(Generated) public func multipartForm() -> MultipartForm {
        MultipartForm(operationID: operationID, dateFormat: dateFormat, encoder: client.encoder)
    }

    /// Sends `form` as the body, `Content-Type: multipart/form-data; boundary=…` with a random
    /// boundary that occurs in none of its parts. A part name, file name or content type with a
    /// line break or NUL is refused; secret text parts are redacted from the call's errors.
    @_spi(Generated) public mutating func setMultipartBody(_ form: MultipartForm) throws(BinderyError) {
        let encoded = try form.encoded()
        form.secrets.forEach { redactor.add($0) }
        body = encoded.body
        headerFields[.contentType] = encoded.contentType
    }

    /// The encoded query string, without `?`.
    var queryString: String {
        query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }
}
