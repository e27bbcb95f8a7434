import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("TypeReferenceParser")
struct TypeReferenceParserTests {
    @Test(arguments: [
        ("string", TypeReference.string),
        ("integer", .integer),
        ("number", .number),
        ("boolean", .boolean),
        ("datetime", .dateTime),
        ("date", .date),
        ("data", .data),
        ("json", .json),
        ("Tracking", .named("Tracking")),
        ("[string]", .array(.string)),
        ("[ Tracking ]", .array(.named("Tracking"))),
        ("[string: integer]", .map(.integer)),
        ("[string:[Checkpoint]]", .map(.array(.named("Checkpoint")))),
        ("[[integer]]", .array(.array(.integer))),
        // One ASCII name is read without the scanner; anything else goes through it.
        ("Post_Customers2", .named("Post_Customers2")),
        ("2fa", .named("2fa")),
        (" string ", .string),
        ("Größe", .named("Größe")),
    ])
    func parsesWrittenTypes(text: String, type: TypeReference) throws {
        #expect(try TypeReferenceParser.parse(text).get() == type)
    }

    @Test(arguments: [
        ("", "a type is missing", 0),
        ("[string", "expected ']'", 7),
        ("string]", "unexpected ']' after the type", 6),
        ("[integer: string]", "map keys must be 'string', not 'integer'", 1),
        ("[string: ]", "unexpected ']' where a type name belongs", 9),
        ("list<string>", "unexpected '<string>' after the type", 4),
        ("-", "unexpected '-' where a type name belongs", 0),
    ])
    func reportsWhereTheTextIsWrong(text: String, message: String, offset: Int) {
        guard case .failure(let failure) = TypeReferenceParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(failure.message == message)
        #expect(failure.offset == offset)
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: 10_000) + "string" + String(repeating: "]", count: 10_000)
        guard case .failure(let failure) = TypeReferenceParser.parse(deep) else {
            Issue.record("a type nested 10 000 deep parsed")
            return
        }
        #expect(failure.message == "the type nests deeper than 32 levels")
        #expect(failure.offset == 32)
        let allowed = String(repeating: "[", count: 32) + "string" + String(repeating: "]", count: 32)
        #expect((try? TypeReferenceParser.parse(allowed).get()) != nil)
    }

    @Test func specSpellingRoundTrips() throws {
        let type = TypeReference.map(.array(.named("Checkpoint")))
        #expect(type.specSpelling == "[string: [Checkpoint]]")
        #expect(try TypeReferenceParser.parse(type.specSpelling).get() == type)
    }
}
