import Foundation

/// A failure the client finds itself, before or without asking the API: the client-side
/// cases of the iOS SDK's `GTNErrorCode`.
///
/// The SDK's other codes are `BinderyError` codes here: `invalidConfiguration` (a missing
/// recipe id) is `.invalidConfiguration`, `noInternetConnection` and `noResponseFromServer` are
/// `.transport` and `.timedOut`, `parseJSONFailed` is `.decoding`, and `custom` (the API's
/// `HadError` answer) is `.server` with a ``GootenErrorResponse``.
public enum GootenSDKError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The cart is empty: shipping options need at least one item (`GTNErrorCode.noItems`).
    /// Nothing was sent.
    case noItems

    /// The SKU has no template of that name, or the template has no image spaces, so it needs
    /// no image the client could size (`GTNErrorCode.invalidTemplate`).
    case invalidTemplate(templateName: String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .noItems:
            "the item list is empty; shipping options need at least one item"
        case .invalidTemplate(let templateName):
            "template '\(templateName)' is not a template of the SKU, or it has no image spaces"
        }
    }

    /// The description, for `localizedDescription`.
    public var errorDescription: String? { description }
}
