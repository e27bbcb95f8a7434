// A consumer creating a request body, leaving out the field whose enum had one value.
import MODULE

func body() -> NewItem {
    NewItem(name: "Ball", price: 9.5)
}
