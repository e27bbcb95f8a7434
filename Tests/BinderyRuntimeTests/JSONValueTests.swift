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
