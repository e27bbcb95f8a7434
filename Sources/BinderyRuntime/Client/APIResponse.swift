import HTTPTypes

/// A call's decoded value together with the response it came in: the status and every header
/// field, for what the spec does not declare (an `ETag`, rate-limit state, a `Link`).
///
/// ```swift
/// let response = try await client.client.sendWithResponse(GetRepositoryRequest(owner: "swiftlang", name: "swift"))
/// print(response.status.code, response.headerFields[.eTag] ?? "-", response.body.fullName)
/// ```
public struct APIResponse<Operation: APIOperation>: Sendable {
    /// The decoded value: what ``BinderyClient/send(_:)`` returns for the call.
    public var body: Operation.Response
    /// The status of the response the value was decoded from (one of the call's success statuses).
    public var status: HTTPResponse.Status
    /// Every header field of that response, as the server sent them.
    public var headerFields: HTTPFields

    /// Creates a response value: for test doubles of code that takes one.
    public init(body: Operation.Response, status: HTTPResponse.Status = .ok, headerFields: HTTPFields = [:]) {
        self.body = body
        self.status = status
        self.headerFields = headerFields
    }
}

extension BinderyClient {
    /// Sends a call as ``send(_:)`` does, and returns the decoded value with the status and
    /// header fields of the response it was decoded from.
    ///
    /// Works for any call: the retries, rate limiting, errors and redaction are those of
    /// ``send(_:)``; only a successful response's head is kept.
    public func sendWithResponse<Operation: APIOperation>(
        _ operation: Operation
    ) async throws(BinderyError) -> APIResponse<Operation> {
        var head: HTTPResponse?
        let body = try await send(operation, head: &head)
        // `send` sets the head whenever it returns a value.
        let response = head ?? HTTPResponse(status: .ok)
        return APIResponse(body: body, status: response.status, headerFields: response.headerFields)
    }
}
