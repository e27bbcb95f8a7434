// A consumer's code, written when `Availability` was an enum of its own: once it is an alias of
// `Status`, its cases, `rawValue` and `allCases` are the enum's, and this still compiles.
import MODULE

func label(_ availability: Availability) -> String {
    switch availability {
    case .available: "In stock"
    case .soldOut: "Sold out"
    default: availability.rawValue
    }
}

let everyAvailability = Availability.allCases
