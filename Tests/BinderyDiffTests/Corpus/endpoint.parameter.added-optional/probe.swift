// A consumer's calls, async and with a completion handler: a new optional argument must not break them.
import MODULE

func list(_ client: ShopClient) async throws -> [Item] {
    try await client.listItems(status: .available, limit: 5)
}

func listLater(_ client: ShopClient) {
    client.listItems(status: .available) { _ in }
}
