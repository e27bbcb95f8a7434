// A consumer's code, written when `Availability` was an alias of `Status`: it passes one where
// the other is expected. Once `Availability` is an enum of its own, the values do not mix.
import MODULE

func availability(of item: Item) -> Availability {
    item.status
}
