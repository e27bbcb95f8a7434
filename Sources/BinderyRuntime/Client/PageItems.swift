/// The items of a paged call, page after page: each page is fetched when the items of the one
/// before have all been handed out.
///
/// ```swift
/// for try await tracking in client.listTrackingsPages(limit: 200).items(\.trackings) {
///     handle(tracking)
/// }
/// ```
public struct PageItems<Operation: APIOperation, Item: Sendable>: AsyncSequence, Sendable {
    /// One item of a page.
    public typealias Element = Item
    /// What fetching a page throws.
    public typealias Failure = BinderyError

    let pages: Pages<Operation>
    let items: @Sendable (Operation.Response) -> [Item]

    /// Starts at the first item of the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator(), items: items)
    }

    /// Hands out the current page's items, then fetches the next page.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: Pages<Operation>.Iterator
        let items: @Sendable (Operation.Response) -> [Item]
        var page: [Item] = []
        var index = 0

        /// The next item, or nil after the last page's last item (or after a failure).
        public mutating func next() async throws(BinderyError) -> Item? {
            // An empty page in the middle is skipped; the page rule decides when pages end.
            while index == page.count {
                guard let response = try await pages.next() else { return nil }
                page = items(response)
                index = 0
            }
            defer { index += 1 }
            return page[index]
        }
    }
}

extension Pages {
    /// The items of every page, one at a time, read from each page by `items`: for a page
    /// that is an object holding a list, the list (`.items(\.trackings)`).
    public func items<Item: Sendable>(
        _ items: @escaping @Sendable (Operation.Response) -> [Item]
    ) -> PageItems<Operation, Item> {
        PageItems(pages: self, items: items)
    }
}

extension Pages where Operation.Response: Sequence, Operation.Response.Element: Sendable {
    /// The items of every page, one at a time, for calls whose page is itself a list.
    public var items: PageItems<Operation, Operation.Response.Element> {
        PageItems(pages: self) { Array($0) }
    }
}
