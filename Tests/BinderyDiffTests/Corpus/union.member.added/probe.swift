// A consumer's exhaustive switch, written against the old module.
import MODULE

func describe(_ payment: Payment) -> String {
    switch payment {
    case .card(let card): card.last4
    case .bankTransfer(let transfer): transfer.iban
    case .unknown: "unknown"
    }
}
