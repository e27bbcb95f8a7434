import Foundation
import HTTPTypes

/// A successful response on its way to the caller's type.
public struct ResponseContext: Sendable {
    /// The response head.
    public var response: HTTPResponse
    /// The whole body.
    public var body: Data
    let operationID: String
    /// Keys to descend through: the envelope's data key, then the call's unwrap path.
    let path: [String]
    let dateFormat: DateFormat
    let redactor: Redactor

    /// Decodes the JSON body at the envelope and unwrap path.
    public func decodeJSON<T: Decodable>(_ type: T.Type) throws(BinderyError) -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = dateFormat.decodingStrategy
        decoder.userInfo[Unwrapped<T>.pathKey] = path
        do {
            return try decoder.decode(Unwrapped<T>.self, from: body).value
        } catch {
            throw decodingError(error)
        }
    }

    /// The body as UTF-8 text.
    public func text() throws(BinderyError) -> String {
        guard let text = String(data: body, encoding: .utf8) else {
            throw BinderyError(
                .decoding, operationID: operationID, message: "the body is not UTF-8 text",
                status: response.status.code)
        }
        return text
    }

    private func decodingError(_ error: any Error) -> BinderyError {
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
            reason = context.underlyingError == nil ? context.debugDescription : "the body is not valid JSON"
        default:
            break
        }
        return BinderyError(
            .decoding, operationID: operationID, message: reason, status: response.status.code,
            responseBody: BodyExcerpt.make(body, redactor: redactor),
            codingPath: BodyExcerpt.render(codingPath: codingPath), underlying: error)
    }
}

/// Short, redacted excerpts of bodies for errors.
enum BodyExcerpt {
    static let limit = 1024

    static func make(_ body: Data, redactor: Redactor) -> String? {
        guard !body.isEmpty else { return nil }
        let prefix = body.prefix(limit)
        var text = String(decoding: prefix, as: UTF8.self)
        if body.count > limit { text += "… (\(body.count) bytes)" }
        return redactor.redact(text)
    }

    /// `tracking.checkpoints[2].slug`.
    static func render(codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}

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
