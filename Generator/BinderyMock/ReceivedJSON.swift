import BinderySpec
import Foundation

/// A request body read as JSON: the bytes as a `JSONLiteral` that `JSONConformance` checks,
/// or why they are no JSON.
enum ReceivedJSON {
    /// The value `data` holds; an object's members sorted by key.
    static func read(_ data: Data) throws -> JSONLiteral {
        try JSONDecoder().decode(Node.self, from: data).value
    }

    /// A JSON value as `JSONDecoder` reads it: booleans, numbers and strings told apart exactly.
    private struct Node: Decodable {
        let value: JSONLiteral

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                value = .null
            } else if let flag = try? container.decode(Bool.self) {
                value = .bool(flag)
            } else if let whole = try? container.decode(Int.self) {
                value = .number(String(whole))
            } else if let number = try? container.decode(Double.self) {
                value = .number(String(number))
            } else if let text = try? container.decode(String.self) {
                value = .string(text)
            } else if let items = try? container.decode([Node].self) {
                value = .array(items.map(\.value))
            } else {
                let members = try container.decode([String: Node].self)
                value = .object(members.sorted { $0.key < $1.key }.map { JSONLiteral.Member($0.key, $0.value.value) })
            }
        }
    }
}
