// A consumer's code, written when `Draft` was an alias of `NewItem`: it passes one where the
// other is expected. Once `Draft` has fields of its own, it is another struct.
import MODULE

func draft(from item: NewItem) -> Draft {
    item
}
