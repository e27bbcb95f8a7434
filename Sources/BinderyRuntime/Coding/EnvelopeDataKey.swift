/// The coding key of an API's envelope that holds every response's value (`data` in
/// `{"meta": {...}, "data": {...}}`): an enum the generator writes for each API whose spec
/// names an envelope data key, with the key as its one case.
///
/// The key path in ``ClientConfiguration/envelope`` is text known only at run time, which
/// `JSONDecoder` reaches through a decoding configuration and copies and compares through
/// value witnesses. A key the compiler knows costs none of that: a generated call decodes
/// through it whenever its unwrap path is the spec's data key alone, and walks the path
/// otherwise (a client configured with another envelope, a call with its own unwrap path).
///
/// Public, not `@_spi(Generated)`: the generated key is `@usableFromInline`, for the inlinable
/// `decodeResponse(_:)` of the API's operation protocol.
public protocol EnvelopeDataKey: CodingKey, Sendable {
    /// The key that holds a response's value.
    static var payload: Self { get }
}

/// A response's value under the envelope's data key.
@usableFromInline
struct Enveloped<Key: EnvelopeDataKey, Value: Decodable>: Decodable {
    @usableFromInline var value: Value

    // Inlined into the conformance's witness, as `Unwrapped`'s: no metadata lookup a call.
    @usableFromInline @inline(__always)
    init(from decoder: any Decoder) throws {
        value = try decoder.container(keyedBy: Key.self).decode(Value.self, forKey: .payload)
    }
}
