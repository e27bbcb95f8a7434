import Foundation
import HTTPTypes

/// The request of one call changed after it was built: by the call's ``CallOptions``, or with
/// the token a ``TokenProvider`` gave for this attempt. A new value; the original, which a
/// client may keep for every call of a fixed request, is left alone.
extension OutgoingRequest {
    /// The request with the options' extra headers and base URL.
    func adjusted(by options: CallOptions, configuration: ClientConfiguration) throws(BinderyError) -> OutgoingRequest {
        var request = self.request
        for field in options.headers where field.name != .authorization {
            request.headerFields[fields: field.name] = options.headers[fields: field.name]
        }
        if let baseURL = options.baseURL {
            try Self.check(baseURL, configuration: configuration, operationID: operationID)
            let target = Target(baseURL)
            request.scheme = target.scheme
            request.authority = target.authority
            request.path = target.basePath + relativePath
        }
        return copy(with: request, redactor: redactor)
    }

    /// The request with `Authorization: Bearer <token>`, the token redacted from its errors.
    func carrying(bearer token: String) -> OutgoingRequest {
        var request = self.request
        request.headerFields[.authorization] = "Bearer \(token)"
        var redactor = self.redactor
        redactor.add(token)
        return copy(with: request, redactor: redactor)
    }

    /// The request with `fields` set in its headers (a trace's context), replacing any of the
    /// same names.
    func adding(_ fields: HTTPFields) -> OutgoingRequest {
        var request = self.request
        for field in fields { request.headerFields[field.name] = field.value }
        return copy(with: request, redactor: redactor)
    }

    private func copy(with request: HTTPRequest, redactor: Redactor) -> OutgoingRequest {
        OutgoingRequest(
            descriptor: descriptor, request: request, body: body, unwrapPath: unwrapPath, redactor: redactor,
            isRetrySafe: isRetrySafe, secretFields: secretFields, relativePath: relativePath)
    }
}
