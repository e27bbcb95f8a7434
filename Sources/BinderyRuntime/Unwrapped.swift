import Foundation

/// A coding key made from a string.
struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The user-info key that carries the unwrap path.
private let unwrapPathKey: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "bindery.unwrapPath") else {
        preconditionFailure("a constant, non-empty key is always valid")
    }
    return key
}()

/// Decodes `T` found under a path of keys given in the decoder's user info.
struct Unwrapped<T: Decodable>: Decodable {
    static var pathKey: CodingUserInfoKey { unwrapPathKey }
    var value: T

    init(from decoder: any Decoder) throws {
        let path = decoder.userInfo[Self.pathKey] as? [String] ?? []
        guard let last = path.last else {
            value = try T(from: decoder)
            return
        }
        var container = try decoder.container(keyedBy: PathKey.self)
        for key in path.dropLast() {
            container = try container.nestedContainer(keyedBy: PathKey.self, forKey: PathKey(key))
        }
        value = try container.decode(T.self, forKey: PathKey(last))
    }
}
