// A consumer creating a request body: a field of a one-value enum defaults to that value.
import MODULE

func body() -> NewItem {
    NewItem(name: "Ball", price: 9.5, note: "Bouncy")
}
