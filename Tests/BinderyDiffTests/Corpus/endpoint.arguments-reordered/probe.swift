// A consumer's call passing both arguments in their old order.
import MODULE

func list(_ client: ShopClient) async throws -> [Item] {
    try await client.listItems(status: .available, limit: 5)
}
