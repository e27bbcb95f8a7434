// A consumer building a response model: a new optional field must not break it.
import MODULE

func fixture() -> Item {
    Item(id: "1", name: "Ball", price: 9.5, status: .available, note: "Bouncy")
}
