// A consumer reading a field the old module declares non-optional.
import MODULE

func title(of item: Item) -> String {
    item.name.uppercased()
}
