@_spi(Generated) import BinderyRuntime
import Foundation
import Testing

/// The runtime values behind the model types: `Nullable`, `Indirect`, and the lenient forms of
/// `uuid` and `date`.
@Suite("Nullable, Indirect and lenient UUIDs and dates")
struct RuntimeValueTests {
    @Test("Nullable: literals are values, init(_:) maps nil to null, map keeps null")
    func nullable() {
        let name: Nullable<String> = "bindery"
        let count: Nullable<Int> = 3
        let ratio: Nullable<Double> = 0.5
        let flag: Nullable<Bool> = true
        let tags: Nullable<[String]> = ["a", "b"]
        #expect(name == .value("bindery") && count.value == 3 && ratio.value == 0.5 && flag.value == true)
        #expect(tags.value == ["a", "b"])
        #expect(Nullable<Int>(nil) == .null)
        #expect(Nullable<Int>(4) == .value(4))
        #expect(Nullable<Int>.null.map { $0 + 1 } == .null)
        #expect(count.map { $0 + 1 } == .value(4))
        #expect(Nullable<Int>.null.description == "null" && count.description == "3")
        #expect(Nullable<Int>.null.isNull && !count.isNull)
    }

    @Test("Nullable encodes null or the value, and decodes them back")
    func nullableCoding() throws {
        let values: [Nullable<Int>] = [.null, .value(2)]
        let data = try JSONEncoder().encode(values)
        #expect(String(decoding: data, as: UTF8.self) == "[null,2]")
        #expect(try JSONDecoder().decode([Nullable<Int>].self, from: data) == values)
    }

    @Test("Indirect: copies are independent; equality and hashing are the value's")
    func indirect() {
        var a = Indirect(wrappedValue: [1, 2])
        let b = a
        a.wrappedValue.append(3)
        #expect(a.wrappedValue == [1, 2, 3])
        #expect(b.wrappedValue == [1, 2])
        let c = Indirect(wrappedValue: [1, 2])
        #expect(b == c)
        #expect(b.hashValue == c.hashValue)
        #expect(a != b)
        #expect(b.description == "[1, 2]")
    }

    @Test("a lenient UUID reads hyphenless, braced and URN forms in any case; not other text",
        arguments: [
            ("6F9619FF8B86D011B42D00CF4FC964FF", true), ("{6f9619ff-8b86-d011-b42d-00cf4fc964ff}", true),
            ("urn:uuid:6F9619FF-8B86-D011-B42D-00CF4FC964FF", true), (" 6f9619ff-8b86-d011-b42d-00cf4fc964ff ", true),
            ("6F9619FF8B86D011B42D00CF4FC964F", false), ("not-a-uuid", false), ("", false),
        ])
    func lenientUUID(_ text: String, _ isValid: Bool) {
        let expected = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")
        #expect(UUID(lenientText: text) == (isValid ? expected : nil))
    }

    @Test("a lenient date reads a date and time as the day written; not other text")
    func lenientDate() {
        #expect(CalendarDate(lenientText: "2024-03-01T23:30:00-05:00") == CalendarDate(year: 2024, month: 3, day: 1))
        #expect(CalendarDate(lenientText: " 2024-03-01 ") == CalendarDate(year: 2024, month: 3, day: 1))
        #expect(CalendarDate(lenientText: "2024-02-30T00:00:00Z") == nil)
        #expect(CalendarDate(lenientText: "March 1") == nil)
    }

    @Test("UUIDs go on the wire in lowercase, and the validated constant reads either case")
    func uuidText() {
        let id = UUID(validated: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")
        #expect(id.lowercasedText == "6f9619ff-8b86-d011-b42d-00cf4fc964ff")
        #expect(id.parameterText == "6f9619ff-8b86-d011-b42d-00cf4fc964ff")
        #expect(CalendarDate(validated: "2024-02-29").description == "2024-02-29")
    }
}
