import BinderyRuntime
import Foundation

/// An HTTP response as a server would send it, for a ``StubTransport`` to answer a call with:
/// a status, header fields and a body, decoded by the client exactly as one from the network.
///
/// Answer with one for error paths and for bodies a typed value cannot give: pass it to
/// ``StubTransport/on(_:times:respond:sourceLocation:)``, or throw it from a typed answer.
///
/// ```swift
/// stub.on(GetTrackingRequest.self, respond: StubResponse(status: 503, headerFields: [.retryAfter: "1"]))
/// stub.on(GetTrackingRequest.self) { _ in
///     throw StubResponse.serverError(Meta(code: 4004, message: "Tracking does not exist."), status: 404)
/// }
/// ```
public struct StubResponse: Error, Sendable {
    /// What the body is: bytes as given, or an API's error model, encoded when the call is
    /// answered (with the client's date format, under its envelope's error key).
    enum Content: Sendable {
        case bytes(Data)
        case errorModel(any Encodable & Sendable)
    }

    /// The status.
    public var status: HTTPResponse.Status
    /// The header fields.
    public var headerFields: HTTPFields
    let content: Content

    /// Creates a response with a body of bytes.
    ///
    /// - Parameters:
    ///   - status: The status, such as `404` or `.serviceUnavailable`.
    ///   - headerFields: The header fields, such as `[.retryAfter: "2"]`.
    ///   - body: The body; empty when left out.
    public init(status: HTTPResponse.Status, headerFields: HTTPFields = [:], body: Data = Data()) {
        self.status = status
        self.headerFields = headerFields
        content = .bytes(body)
    }

    /// Creates a response with a JSON body given as text, and `Content-Type: application/json`
    /// unless `headerFields` sets one.
    ///
    /// The text is the whole body as the server sends it, the API's envelope included:
    /// `#"{"meta": {"code": 4004}, "data": {}}"#`.
    public init(status: HTTPResponse.Status, headerFields: HTTPFields = [:], json: String) {
        var headerFields = headerFields
        if headerFields[.contentType] == nil { headerFields[.contentType] = "application/json" }
        self.init(status: status, headerFields: headerFields, body: Data(json.utf8))
    }

    /// A failure whose body is the API's error model, as its server sends it: under the
    /// envelope's error key when the API has one (AfterShip's `meta`).
    ///
    /// The caller gets the ``BinderyError`` a real server's failure gives: code `.server`, the
    /// status, the model as ``BinderyError/serverError``, its message, and the
    /// ``BinderyError/documentedError`` the status and the model's code match.
    ///
    /// - Parameters:
    ///   - model: The API's error model (the type its `ServerErrorModel` conformance names).
    ///   - status: The failure status, such as `404`.
    ///   - headerFields: More header fields, such as `[.retryAfter: "2"]`.
    public static func serverError<Model: ServerErrorModel & Encodable>(
        _ model: Model, status: HTTPResponse.Status, headerFields: HTTPFields = [:]
    ) -> StubResponse {
        var headerFields = headerFields
        if headerFields[.contentType] == nil { headerFields[.contentType] = "application/json" }
        return StubResponse(status: status, headerFields: headerFields, content: .errorModel(model))
    }

    private init(status: HTTPResponse.Status, headerFields: HTTPFields, content: Content) {
        self.status = status
        self.headerFields = headerFields
        self.content = content
    }

    /// The response head and body for a call, the error model encoded as the client's API
    /// writes it.
    func wire(errorKey: String?, encoder: JSONEncoder?, operationID: String) throws(BinderyError) -> (HTTPResponse, Data) {
        let head = HTTPResponse(status: status, headerFields: headerFields)
        switch content {
        case .bytes(let body):
            return (head, body)
        case .errorModel(let model):
            let encoder = encoder ?? JSONEncoder()
            do {
                let body = try errorKey.map { try encoder.encode(KeyedBody(key: $0, value: model)) } ?? encoder.encode(model)
                return (head, body)
            } catch {
                throw BinderyError(
                    .invalidConfiguration, operationID: operationID,
                    message: "StubTransport could not encode the error model \(type(of: model)): \(error)", underlying: error)
            }
        }
    }
}

/// A JSON object of one key: an error model under its envelope's key.
private struct KeyedBody: Encodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let key: String
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(value, forKey: Key(stringValue: key))
    }
}
