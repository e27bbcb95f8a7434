import Foundation
import HTTPTypes

/// A next page's URL, as a response gives it (in its body or its `Link` header), turned into the
/// request that fetches it: the call's own request, sent to that URL.
extension OutgoingRequest {
    /// This request sent to `url`: same method, headers (credentials included) and body, the
    /// URL's path and query, and a query credential of the call added when the URL lacks it.
    ///
    /// Throws unless `url` has the request's scheme, host and port: the call's credentials go
    /// nowhere else, as the transport follows redirects only within the same origin.
    func following(_ url: URL, client: ClientSetup) throws(BinderyError) -> OutgoingRequest {
        guard let scheme = url.scheme?.lowercased(), url.host != nil else {
            throw BinderyError(
                .server, operationID: operationID,
                message: "the next page's URL is not absolute: \(redactor.redact(url.absoluteString))")
        }
        let target = Target(url)
        guard scheme == request.scheme?.lowercased(),
            Self.normalized(target.authority, scheme: scheme) == Self.normalized(request.authority ?? "", scheme: scheme)
        else {
            throw BinderyError(
                .server, operationID: operationID,
                message: "the next page's URL \(redactor.redact(url.absoluteString)) is on another host than the call's; it is not followed, so that the call's credentials never go there")
        }
        var path = url.path(percentEncoded: true)
        if path.isEmpty { path = "/" }
        var query = url.query(percentEncoded: true) ?? ""
        let names = Set(query.split(separator: "&").map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? "" })
        for scheme in descriptor.auth {
            if case .query(let name, let value)? = client.credential(for: scheme), !names.contains(name) {
                query += (query.isEmpty ? "" : "&") + "\(name)=\(value)"
            }
        }
        if !query.isEmpty { path += "?" + query }
        let next = HTTPRequest(
            method: request.method, scheme: request.scheme, authority: request.authority, path: path,
            headerFields: request.headerFields)
        return OutgoingRequest(
            descriptor: descriptor, request: next, body: body, unwrapPath: unwrapPath, redactor: redactor,
            // The page's URL is whole: nothing later puts it under another base URL.
            isRetrySafe: isRetrySafe, secretFields: secretFields, relativePath: path)
    }

    /// The URL of the request, to resolve a relative next-page reference against.
    var url: URL? {
        URL(string: "\(request.scheme ?? "https")://\(request.authority ?? "")\(request.path ?? "/")")
    }

    /// An authority without the scheme's default port, lowercased: `API.example.com:443` is
    /// `api.example.com` for https.
    private static func normalized(_ authority: String, scheme: String) -> String {
        let lowered = authority.lowercased()
        let defaultPort = scheme == "https" ? ":443" : scheme == "http" ? ":80" : nil
        if let defaultPort, lowered.hasSuffix(defaultPort) { return String(lowered.dropLast(defaultPort.count)) }
        return lowered
    }
}

extension BinderyClient {
    /// The URL a call's request goes to, to resolve a relative next-page reference of its first
    /// page against.
    func requestURL<Operation: APIOperation>(of operation: Operation) throws(BinderyError) -> URL {
        let outgoing = try setup.fixedRequests.request(for: operation, client: setup)
        guard let url = outgoing.url else {
            throw BinderyError(.invalidConfiguration, operationID: outgoing.operationID, message: "the call's URL is not valid")
        }
        return url
    }

    /// A server's text for a message: credentials redacted, cut to a few hundred characters.
    func redactedExcerpt(_ text: String) -> String {
        let redacted = setup.redactor.redact(text)
        return redacted.count > 200 ? String(redacted.prefix(200)) + "…" : redacted
    }
}
