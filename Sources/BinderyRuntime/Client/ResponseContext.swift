import Foundation
import HTTPTypes

/// Step 5 of a call's life (see ``BinderyClient/send(_:)``): a successful response on its way
/// to the caller's type, handed to the operation's ``APIOperation/decodeResponse(_:)``.
///
/// Public because every generated `decodeResponse(_:)` names it; its decoding methods are for
/// generated code, and all but the one an inlinable generated method calls are `@_spi(Generated)`.
public struct ResponseContext: Sendable {
    /// The response head.
    public var response: HTTPResponse
    /// The whole body.
    public var body: Data
    /// The call it answers: its name, unwrap path, redactor and secret fields. One reference
    /// rather than a copy of each: a response is made on every call.
    @usableFromInline let call: OutgoingRequest
    /// The client's decoder, set up for its date format.
    @usableFromInline let decoder: JSONDecoder

    var operationID: String { call.operationID }

    /// Decodes the JSON body at the envelope and unwrap path.
    ///
    /// Inlinable: specialized for `T` where it is called, the wrapper type's metadata is a
    /// constant there instead of a lookup in the runtime's generic-metadata cache on every call.
    @_spi(Generated) @inlinable
    public func decodeJSON<T: Decodable>(_ type: T.Type) throws(BinderyError) -> T {
        try decodeUnwrapped(T.self)
    }

    /// What ``decodeJSON(_:)`` does, for the inlinable public callers too (the default
    /// ``APIOperation/decodeResponse(_:)``, ``decodeJSON(_:envelopeKey:)``), which may not call
    /// `@_spi` code.
    @inlinable
    func decodeUnwrapped<T: Decodable>(_ type: T.Type) throws(BinderyError) -> T {
        do {
            return try decoder.decode(Unwrapped<T>.self, from: body, configuration: call.unwrapPath).value
        } catch {
            throw decodingError(error)
        }
    }

    /// Decodes the JSON body from under the envelope's data key `Key`, when the call's unwrap
    /// path is that key alone; otherwise as `decodeJSON(_:)` does, along the path.
    ///
    /// What a generated call of an API with an envelope decodes with: see ``EnvelopeDataKey``.
    /// Public, not `@_spi(Generated)`, since the generated caller is inlinable.
    @inlinable
    public func decodeJSON<T: Decodable, Key: EnvelopeDataKey>(
        _ type: T.Type, envelopeKey: Key.Type
    ) throws(BinderyError) -> T {
        let path = call.unwrapPath
        guard path.count == 1, path[0] == Key.payload.stringValue else { return try decodeUnwrapped(T.self) }
        do {
            return try decoder.decode(Enveloped<Key, T>.self, from: body).value
        } catch {
            throw decodingError(error)
        }
    }

    /// The body as UTF-8 text.
    @_spi(Generated) public func text() throws(BinderyError) -> String {
        guard let text = String(data: body, encoding: .utf8) else {
            throw BinderyError(
                .decoding, operationID: operationID, message: "the body is not UTF-8 text",
                status: response.status.code)
        }
        return text
    }

    @usableFromInline
    func decodingError(_ error: any Error) -> BinderyError {
        // Only now, on failure, is the body searched for secret fields: the excerpt shows it.
        var redactor = call.redactor
        redactor.addSecrets(inJSON: body, underKeys: call.secretFields)
        var codingPath: [any CodingKey] = []
        var reason = "the body does not decode"
        switch error as? DecodingError {
        case .typeMismatch(let type, let context)?:
            codingPath = context.codingPath
            reason = "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context)?:
            codingPath = context.codingPath
            reason = "expected \(type) but found null"
        case .keyNotFound(let key, let context)?:
            codingPath = context.codingPath + [key]
            reason = "a required key is missing"
        case .dataCorrupted(let context)?:
            codingPath = context.codingPath
            let isJSON = (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) != nil
            reason = isJSON ? context.debugDescription : "the body is not valid JSON"
        default:
            break
        }
        return BinderyError(
            .decoding, operationID: operationID, message: redactor.redact(reason), status: response.status.code,
            responseBody: BodyExcerpt.make(body, redactor: redactor),
            codingPath: codingPath.isEmpty ? nil : redactor.redact(BodyExcerpt.render(codingPath: codingPath)),
            underlying: redactor.redact(error))
    }
}
