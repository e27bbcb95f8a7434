import Foundation

/// JSON text with sorted keys and no insignificant whitespace, so two documents compare equal
/// whatever their key order or layout.
public func canonicalJSON(_ data: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let canonical = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: canonical, as: UTF8.self)
}

/// ``canonicalJSON(_:)-(Data)`` of UTF-8 text.
public func canonicalJSON(_ text: String) throws -> String {
    try canonicalJSON(Data(text.utf8))
}
