#if AsyncHTTPClient
import AsyncHTTPClient
import BinderyRuntime
import Foundation
import HTTPTypes
import HTTPTypesFoundation
import NIOHTTP1

/// One request of an attempt: the first, or one that follows a redirect within its origin.
struct Hop: Sendable {
    var url: URL
    var method: HTTPRequest.Method
    var headerFields: HTTPFields
    var body: Data?

    init(_ request: HTTPRequest, body: Data?) throws {
        guard let url = request.url else { throw URLError(.badURL) }
        self.url = url
        method = request.method
        headerFields = request.headerFields
        self.body = body
    }

    /// The request that follows `response`, when it is a redirect to the same scheme, host and
    /// port; nil when it is not a redirect, or one elsewhere, which the caller gets as the response.
    ///
    /// 303, and 301 or 302 after a POST, continue as a GET without a body, as browsers and
    /// URLSession do; 307 and 308 repeat the method and the body.
    func following(_ response: HTTPResponse) -> Hop? {
        guard [301, 302, 303, 307, 308].contains(response.status.code),
            let location = response.headerFields[.location],
            let target = URL(string: location, relativeTo: url)?.absoluteURL,
            let origin = Origin(url), Origin(target) == origin
        else { return nil }
        var next = self
        next.url = target
        let becomesGet = response.status.code == 303 ? method != .head : (response.status.code < 303 && method == .post)
        if becomesGet {
            next.method = .get
            next.body = nil
            next.headerFields[.contentType] = nil
            next.headerFields[.contentLength] = nil
        }
        return next
    }

    /// The request for AsyncHTTPClient's delegate API, which ``AsyncHTTPClientTransport/send(_:body:context:)`` uses.
    func clientRequest() throws -> HTTPClient.Request {
        try HTTPClient.Request(
            url: url, method: HTTPMethod(rawValue: method.rawValue), headers: HTTPHeaders(headerFields),
            body: body.map { .bytes($0) })
    }

    /// The request for AsyncHTTPClient's async API, which the streaming path uses.
    func asyncRequest() -> HTTPClientRequest {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = HTTPMethod(rawValue: method.rawValue)
        request.headers = HTTPHeaders(headerFields)
        request.body = body.map { .bytes($0) }
        return request
    }
}

extension HTTPHeaders {
    /// The same fields, in order, for SwiftNIO.
    init(_ fields: HTTPFields) {
        self.init(fields.map { ($0.name.rawName, $0.value) })
    }
}

extension HTTPResponse {
    /// The response head SwiftNIO parsed; a field whose name HTTP refuses cannot arrive, since
    /// NIO's parser refuses it first, and would be dropped.
    init(_ status: HTTPResponseStatus, _ headers: HTTPHeaders) throws {
        guard (100...999).contains(status.code) else { throw URLError(.badServerResponse) }
        var fields = HTTPFields()
        for (name, value) in headers {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        self.init(status: .init(code: Int(status.code), reasonPhrase: status.reasonPhrase), headerFields: fields)
    }
}
#endif
