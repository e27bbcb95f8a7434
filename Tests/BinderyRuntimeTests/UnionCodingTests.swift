import Foundation
import Testing
@_spi(Generated) import BinderyRuntime

/// The coding helpers generated unions and models with additional fields call.
@Suite("Union coding")
struct UnionCodingTests {
    /// Decodes the kind of `json`'s value.
    struct Kind: Decodable {
        var kind: JSONKind
        init(from decoder: any Decoder) throws { kind = try JSONKind(of: decoder) }
    }

    @Test(arguments: [
        ("null", JSONKind.null), ("true", .boolean), ("0", .number), ("-1.5e3", .number), (#""1""#, .string),
        ("[]", .array), (#"[1,"a"]"#, .array), ("{}", .object), (#"{"a":[1]}"#, .object),
    ])
    func kindOfEachJSONValue(_ json: String, _ expected: JSONKind) throws {
        #expect(try JSONDecoder().decode(Kind.self, from: Data(json.utf8)).kind == expected)
    }

    @Test func mismatchNamesTheKindsExpectedAndFound() {
        struct Probe: Decodable {
            init(from decoder: any Decoder) throws {
                throw JSONKind.boolean.mismatch(Probe.self, expected: [.string, .array], decoder: decoder)
            }
        }
        #expect {
            _ = try JSONDecoder().decode(Probe.self, from: Data("true".utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.debugDescription == "expected a string or a list, found a boolean"
        }
    }

    /// An object with one declared key, `name`, and the rest kept.
    struct Extras: Codable, Equatable {
        var name: String?
        var rest: [String: Int]

        init(name: String?, rest: [String: Int]) {
            self.name = name
            self.rest = rest
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            name = try container.decodeStringIfPresent(forKey: "name")
            rest = try container.decodeAdditionalFields(excluding: ["name"])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.encodeStringIfPresent(name, forKey: "name")
            try container.encodeAdditionalFields(rest, excluding: ["name"])
        }
    }

    @Test func additionalFieldsAreEveryUndeclaredKey() throws {
        let decoded = try JSONDecoder().decode(Extras.self, from: Data(#"{"name":"a","x":1,"y":2}"#.utf8))
        #expect(decoded == Extras(name: "a", rest: ["x": 1, "y": 2]))
    }

    @Test func additionalFieldsOfAnotherTypeFailToDecode() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(Extras.self, from: Data(#"{"name":"a","x":"one"}"#.utf8))
        }
    }

    @Test func declaredKeysAmongAdditionalFieldsAreNotWritten() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Extras(name: "a", rest: ["name": 5, "z": 1]))
        #expect(String(decoding: data, as: UTF8.self) == #"{"name":"a","z":1}"#)
    }

    @Test func memberIsWrittenWithTheCasesDiscriminator() throws {
        struct Member: Encodable {
            var type = "stale"
            var id = 7
        }
        struct Union: Encodable {
            func encode(to encoder: any Encoder) throws {
                try encoder.encodeMember(Member(), discriminator: "type", value: "member")
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(Union()), as: UTF8.self) == #"{"id":7,"type":"member"}"#)
    }

    @Test func singleValuesGoThroughTheCodersStrategies() throws {
        struct Moment: Codable {
            var date: Date
            init(date: Date) { self.date = date }
            init(from decoder: any Decoder) throws { date = try decoder.decodeSingleValue() }
            func encode(to encoder: any Encoder) throws { try encoder.encodeSingleValue(date) }
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let data = try encoder.encode(Moment(date: Date(timeIntervalSince1970: 60)))
        #expect(String(decoding: data, as: UTF8.self) == "60")
        #expect(try decoder.decode(Moment.self, from: data).date == Date(timeIntervalSince1970: 60))
    }
}
