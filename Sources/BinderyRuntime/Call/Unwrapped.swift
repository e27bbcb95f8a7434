import Foundation

/// A coding key made from a string.
struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Decodes `T` found under a path of keys, handed to the decoder as its configuration:
/// `decoder.decode(Unwrapped<T>.self, from: body, configuration: ["data"])`.
///
/// The path goes in as a configuration rather than in `userInfo`: a `userInfo` entry costs a
/// dictionary, its hashing and a cast on every call, for what is a constant of the client.
@usableFromInline
struct Unwrapped<T: Decodable>: DecodableWithConfiguration {
    @usableFromInline var value: T

    // Inlined into the conformance's witness, which is handed `Unwrapped<T>`'s metadata: on its
    // own, the initializer looks that metadata up in the runtime's cache on every call.
    @usableFromInline @inline(__always)
    init(from decoder: any Decoder, configuration path: [String]) throws {
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
