import Foundation
import Testing

@testable import BinderyRuntime

@Suite("JSONValue")
struct JSONValueTests {
    @Test("decodes any JSON and encodes it back unchanged")
    func roundTrip() throws {
        let text = #"{"a":[1,2.5,-3,true,false,null,"x"],"b":{"c":{}},"d":[],"e":"é\n\"q\""}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))

        #expect(value == .object([
            "a": .array([.number(1), .number(2.5), .number(-3), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object(["c": .object([:])]),
            "d": .array([]),
            "e": .string("é\n\"q\""),
        ]))

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = try JSONDecoder().decode(JSONValue.self, from: try encoder.encode(value))
        #expect(again == value)
    }

    @Test("scalars at the top level")
    func scalars() throws {
        for (text, expected) in [("true", JSONValue.bool(true)), ("0", .number(0)), ("\"s\"", .string("s")), ("null", .null)] {
            #expect(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) == expected)
        }
    }

    @Test("booleans stay booleans and numbers stay numbers")
    func noConfusion() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data("[1,0,true]".utf8))
        #expect(value == .array([.number(1), .number(0), .bool(true)]))
    }

    @Test(
        "a number decodes to the case that holds it exactly and encodes back byte for byte",
        arguments: [
            ("9007199254740993", JSONValue.integer(9_007_199_254_740_993)),  // 2^53 + 1: not a Double
            ("9223372036854775807", .integer(.max)),
            ("-9223372036854775808", .integer(.min)),
            ("-42", .integer(-42)),
            ("0", .integer(0)),
            ("1.5", .number(1.5)),
            ("1e+300", .number(1e300)),
            ("-0", .number(-0.0)),  // only a Double keeps the sign
        ])
    func numberRoundTrip(text: String, expected: JSONValue) throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))

        #expect(value == expected)
        switch (value, expected) {
        case (.integer, .integer), (.number, .number): break
        default: Issue.record("\(text) decoded to \(value), not the case of \(expected)")
        }
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == text)
    }

    @Test("a whole number written with a fraction or an exponent is an integer, written back plainly")
    func wholeNumbersInOtherSpellings() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data("[12.0,1.2e1]".utf8))

        #expect(value == .array([.integer(12), .integer(12)]))
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == "[12,12]")
    }

    @Test("an integer beyond Int64's range is a Double, the documented limit")
    func beyondInt64() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data("9223372036854775808".utf8))

        guard case .number(let number) = value else {
            Issue.record("expected .number, got \(value)")
            return
        }
        #expect(number == 9_223_372_036_854_775_808)
    }

    @Test("numbers compare and hash by value, whichever case holds them, and exactly")
    func numbersCompareByValue() {
        #expect(JSONValue.integer(1) == .number(1))
        #expect(JSONValue.number(-3) == .integer(-3))
        #expect(JSONValue.integer(0) == .number(-0.0))
        #expect(JSONValue.integer(1) != .number(1.5))
        #expect(JSONValue.integer(9_007_199_254_740_993) != .number(9_007_199_254_740_992))
        #expect(JSONValue.integer(1) != .bool(true))
        #expect(JSONValue.integer(1) != .string("1"))
        #expect(Set<JSONValue>([.integer(7), .number(7), .number(7.5)]).count == 2)
        #expect(JSONValue.array([.integer(2)]).hashValue == JSONValue.array([.number(2)]).hashValue)
    }

    @Test("subscripting objects")
    func subscripting() {
        let value = JSONValue.object(["a": .object(["b": .string("c")])])
        #expect(value["a"]?["b"] == .string("c"))
        #expect(value["missing"] == nil)
        #expect(JSONValue.array([]).self["a"] == nil)
    }

    @Test("as a field of a model")
    func asField() throws {
        struct Model: Codable, Equatable {
            var custom: JSONValue?
        }
        let model = try JSONDecoder().decode(Model.self, from: Data(#"{"custom":{"k":[1,"v"]}}"#.utf8))
        #expect(model.custom == .object(["k": .array([.number(1), .string("v")])]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(model), as: UTF8.self) == #"{"custom":{"k":[1,"v"]}}"#)
    }
}
