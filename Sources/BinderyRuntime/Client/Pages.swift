import Foundation
import HTTPTypes

/// The pages of a paged call, fetched one at a time as the sequence is iterated.
///
/// ```swift
/// for try await page in client.listTrackingsPages(limit: 200) {
///     handle(page.trackings)
/// }
/// ```
///
/// The sequence ends when the API says the last page came (an empty or short page, no next
/// cursor, `has_more` false, no next link), without asking for a page after it, or with the
/// error of the page that failed.
public struct Pages<Operation: APIOperation>: AsyncSequence, Sendable {
    /// One page: the call's response.
    public typealias Element = Operation.Response
    /// What fetching a page throws.
    public typealias Failure = BinderyError

    let client: BinderyClient
    let first: Operation
    let rule: PageRule<Operation>

    /// Starts at the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, pending: PendingPage(operation: first, url: nil), rule: rule)
    }

    /// Fetches the next page when asked.
    public struct Iterator: AsyncIteratorProtocol {
        let client: BinderyClient
        var pending: PendingPage<Operation>?
        let rule: PageRule<Operation>
        /// The head of the response of the page ``next()`` returned last: its status and every
        /// header field (rate-limit state, an `ETag`), as ``BinderyClient/sendWithResponse(_:)``
        /// gives for one call; nil before the first page.
        public private(set) var response: HTTPResponse?

        /// Fetches the next page, or returns nil after the last one (or after a failure).
        public mutating func next() async throws(BinderyError) -> Operation.Response? {
            guard let request = pending else { return nil }
            pending = nil
            var head: HTTPResponse?
            let page = try await client.send(request.operation, head: &head, pageURL: request.url?.get())
            response = head
            switch rule {
            case .request(let next):
                pending = next(request.operation, page).map { PendingPage(operation: $0, url: nil) }
            case .url(let next):
                guard let text = next(page, head?.headerFields ?? [:]), !text.isEmpty else { break }
                // A next URL that is no URL is the next page's failure: this page is good.
                let url = Result { () throws(BinderyError) -> URL? in
                    // A relative reference is relative to the URL of the page that gave it.
                    let current: URL
                    if let url = request.url { current = try url.get() } else { current = try client.requestURL(of: request.operation) }
                    guard let url = URL(string: text, relativeTo: current)?.absoluteURL else {
                        throw BinderyError(
                            .server, operationID: Operation.descriptor.id,
                            message: "the next page's URL is not a URL: \(client.redactedExcerpt(text))")
                    }
                    // A page that links to itself has no page after it.
                    return url == current.absoluteURL ? nil : url
                }
                switch url {
                case .success(let url?): pending = PendingPage(operation: request.operation, url: .success(url))
                case .success(nil): break
                case .failure(let error): pending = PendingPage(operation: request.operation, url: .failure(error))
                }
            }
            return page
        }
    }
}

/// A page still to fetch: the operation, and the URL the server gave for it, if any.
struct PendingPage<Operation: APIOperation>: Sendable {
    var operation: Operation
    /// The URL a response gave for the page, or why it gave none that can be followed.
    var url: Result<URL, BinderyError>?
}

/// How the next page follows from one: a request made from the last one and its page, or a URL
/// the page gives.
enum PageRule<Operation: APIOperation>: Sendable {
    case request(@Sendable (Operation, Operation.Response) -> Operation?)
    case url(@Sendable (Operation.Response, HTTPFields) -> String?)
}

extension BinderyClient {
    /// Every page of a paged call, starting with `first`; `next` gives the following request,
    /// or nil after the last page.
    public func pages<Operation: APIOperation>(
        startingWith first: Operation, next: @escaping @Sendable (Operation, Operation.Response) -> Operation?
    ) -> Pages<Operation> {
        Pages(client: self, first: first, rule: .request(next))
    }

    /// Every page of a paged call whose pages give the next page's URL (`next`, `links.next`):
    /// `nextURL` reads it from a page, nil or empty after the last one.
    ///
    /// The next page is fetched from that URL as given (a relative one resolved against the
    /// page's own), with the call's method, headers and credentials; a URL on another host,
    /// port or scheme than the call's is refused with a ``BinderyError/Code/server`` error
    /// rather than sent the call's credentials.
    public func pages<Operation: APIOperation>(
        startingWith first: Operation, nextURL: @escaping @Sendable (Operation.Response) -> String?
    ) -> Pages<Operation> {
        Pages(client: self, first: first, rule: .url { page, _ in nextURL(page) })
    }

    /// Every page of a paged call whose responses link the next page in their `Link` header
    /// (RFC 8288, `rel="next"`, as GitHub's do): the sequence ends at a page without one.
    ///
    /// The next page is fetched as ``pages(startingWith:nextURL:)`` fetches it.
    public func linkedPages<Operation: APIOperation>(startingWith first: Operation) -> Pages<Operation> {
        Pages(client: self, first: first, rule: .url { _, headerFields in WebLink.next(in: headerFields)?.target })
    }
}
