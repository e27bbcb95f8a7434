// A consumer's exhaustive switch, written against the old module.
import MODULE

func describe(_ status: Status) -> String {
    switch status {
    case .available: "available"
    case .soldOut: "sold out"
    case .unknown(let text): text
    }
}
