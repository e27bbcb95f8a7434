// A consumer's call: the wire name changes, the label does not.
import MODULE

func list(_ client: ShopClient) async throws -> [Item] {
    try await client.listItems(status: .available, limit: 5)
}
