#if AsyncHTTPClient
import AsyncHTTPClient
import BinderyRuntime
import Foundation
import HTTPTypes

extension AsyncHTTPClientTransport: StreamingClientTransport {
    /// Sends the request and returns its head as soon as it arrives, with the body to come.
    ///
    /// `context.deadline` limits the wait for the head; the body may then take as long as the
    /// server goes on, each wait between two pieces limited by `context.timeout`. Redirects are
    /// followed within the same origin only, as for ``send(_:body:context:)``.
    public func stream(
        _ request: HTTPRequest, body: Data?, context: TransportContext
    ) async throws -> (HTTPResponse, ResponseBodyStream) {
        try Task.checkCancellation()
        var hop = try Hop(request, body: body)
        for _ in 0...Self.maximumRedirects {
            let response: HTTPClientResponse
            do {
                response = try await client.execute(hop.asyncRequest(), deadline: .from(context.deadline))
            } catch {
                throw TransportFailure.mapped(error, maximumSize: context.maximumResponseSize)
            }
            let head = try HTTPResponse(response.status, response.headers)
            guard let next = hop.following(head) else {
                return (head, BodyPump.stream(response.body, idleTimeout: context.timeout))
            }
            // The redirect's own body is dropped unread, which ends that request.
            hop = next
        }
        throw HTTPClientError.redirectLimitReached
    }
}
#endif
