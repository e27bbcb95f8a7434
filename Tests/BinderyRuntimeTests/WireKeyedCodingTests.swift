@_spi(Generated) import BinderyRuntime
import Foundation
import Testing

/// The one-declaration coding methods generated models use instead of the standard overloaded
/// `decode(_:forKey:)` and `encode(_:forKey:)` must behave exactly as those do.
@Suite("WireKey coding: the generated models' decode and encode methods")
struct WireKeyedCodingTests {
    /// A model written as the generator writes one, with every method.
    private struct Sample: Codable, Equatable {
        var text: String
        var count: Int
        var ratio: Double
        var flag: Bool
        var when: Date
        var note: String?
        var limit: Int?
        var weight: Double?
        var active: Bool?
        var tags: [String]?
        var cleared: Date?

        init(
            text: String, count: Int, ratio: Double, flag: Bool, when: Date, note: String? = nil, limit: Int? = nil,
            weight: Double? = nil, active: Bool? = nil, tags: [String]? = nil, cleared: Date? = nil
        ) {
            (self.text, self.count, self.ratio, self.flag, self.when) = (text, count, ratio, flag, when)
            (self.note, self.limit, self.weight, self.active, self.tags, self.cleared) = (note, limit, weight, active, tags, cleared)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: WireKey.self)
            self.text = try container.decodeString(forKey: "text")
            self.count = try container.decodeInt(forKey: "count")
            self.ratio = try container.decodeDouble(forKey: "ratio")
            self.flag = try container.decodeBool(forKey: "flag")
            self.when = try container.decodeValue(forKey: "when")
            self.note = try container.decodeStringIfPresent(forKey: "note")
            self.limit = try container.decodeIntIfPresent(forKey: "limit")
            self.weight = try container.decodeDoubleIfPresent(forKey: "weight")
            self.active = try container.decodeBoolIfPresent(forKey: "active")
            self.tags = try container.decodeValueIfPresent(forKey: "tags")
            self.cleared = try container.decodeValueIfPresent(forKey: "cleared")
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WireKey.self)
            try container.encodeString(text, forKey: "text")
            try container.encodeInt(count, forKey: "count")
            try container.encodeDouble(ratio, forKey: "ratio")
            try container.encodeBool(flag, forKey: "flag")
            try container.encodeValue(when, forKey: "when")
            try container.encodeStringIfPresent(note, forKey: "note")
            try container.encodeIntIfPresent(limit, forKey: "limit")
            try container.encodeDoubleIfPresent(weight, forKey: "weight")
            try container.encodeBoolIfPresent(active, forKey: "active")
            try container.encodeValueIfPresent(tags, forKey: "tags")
            // Required but nullable, as the generator writes it: an explicit null.
            try container.encodeValue(cleared, forKey: "cleared")
        }
    }

    private static let full = #"""
        {"active":false,"cleared":5,"count":-3,"flag":true,"limit":7,"note":"n","ratio":0.25,"tags":["a","b"],\#
        "text":"t","weight":1.5,"when":10}
        """#

    private func decode(_ json: String) throws -> Sample {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(Sample.self, from: Data(json.utf8))
    }

    private func encode(_ sample: Sample) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(sample), as: UTF8.self)
    }

    @Test("every field decodes under its key and encodes back to the same JSON")
    func roundTrip() throws {
        let sample = try decode(Self.full)
        #expect(
            sample
                == Sample(
                    text: "t", count: -3, ratio: 0.25, flag: true, when: Date(timeIntervalSince1970: 10), note: "n",
                    limit: 7, weight: 1.5, active: false, tags: ["a", "b"], cleared: Date(timeIntervalSince1970: 5)))
        #expect(try encode(sample) == Self.full)
    }

    @Test("an optional that is missing or null decodes as nil; nil is left out, a nullable one written as null")
    func missingAndNull() throws {
        let json = #"{"count":1,"flag":false,"note":null,"ratio":2,"tags":null,"text":"","when":0}"#
        let sample = try decode(json)
        #expect(sample.note == nil && sample.limit == nil && sample.weight == nil && sample.active == nil)
        #expect(sample.tags == nil && sample.cleared == nil)
        #expect(try encode(sample) == #"{"cleared":null,"count":1,"flag":false,"ratio":2,"text":"","when":0}"#)
    }

    @Test("a value of the wrong type fails with the key's path, as the standard methods do")
    func typeMismatch() throws {
        let json = Self.full.replacingOccurrences(of: #""limit":7"#, with: #""limit":"seven""#)
        do {
            _ = try decode(json)
            Issue.record("decoded a string as an integer")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(type is Int.Type)
            #expect(context.codingPath.map(\.stringValue) == ["limit"])
        }
    }

    @Test("a missing required field fails as keyNotFound, naming the key")
    func missingRequired() throws {
        let json = Self.full.replacingOccurrences(of: #""count":-3,"#, with: "")
        do {
            _ = try decode(json)
            Issue.record("decoded without its required count")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "count")
        }
    }
}
