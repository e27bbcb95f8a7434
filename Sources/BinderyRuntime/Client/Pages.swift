/// The pages of a paged call, fetched one at a time as the sequence is iterated.
///
/// ```swift
/// for try await page in client.listTrackingsPages(limit: 200) {
///     handle(page.trackings)
/// }
/// ```
public struct Pages<Operation: APIOperation>: AsyncSequence, Sendable {
    /// One page: the call's response.
    public typealias Element = Operation.Response
    /// What fetching a page throws.
    public typealias Failure = BinderyError

    let client: BinderyClient
    let first: Operation
    let next: @Sendable (Operation, Operation.Response) -> Operation?

    /// Starts at the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, pending: first, next: next)
    }

    /// Fetches the next page when asked.
    public struct Iterator: AsyncIteratorProtocol {
        let client: BinderyClient
        var pending: Operation?
        let next: @Sendable (Operation, Operation.Response) -> Operation?

        /// Fetches the next page, or returns nil after the last one (or after a failure).
        public mutating func next() async throws(BinderyError) -> Operation.Response? {
            guard let request = pending else { return nil }
            pending = nil
            let page = try await client.send(request)
            pending = next(request, page)
            return page
        }
    }
}
