// A consumer's call, written against the old module, whose body was JSON: the same argument
// still compiles when the body is sent as a form.
import MODULE

func create(with client: ShopClient) async throws -> Item {
    try await client.createItem(newItem: NewItem(name: "Lamp", price: 12.5, note: nil))
}
