import Testing

@testable import BinderyRuntime

@Suite("Trimming white space from header values, credentials and lenient scalars")
struct TrimmingTests {
    @Test("leading and trailing white space goes, inner white space stays", arguments: [
        ("5", "5"), (" 5 ", "5"), ("\t12\r\n", "12"), ("\u{00A0}7\u{2003}", "7"), ("a b", "a b"),
        ("", ""), ("   ", ""), ("\n\t", ""), (" e\u{0301} ", "e\u{0301}"),
    ])
    func trims(text: String, expected: String) {
        #expect(String(text.trimmingWhitespace) == expected)
        #expect(String(text[...].trimmingWhitespace) == expected)
    }

    @Test("a credential of only white space is refused as empty")
    func blankCredential() {
        #expect(" \t".trimmingWhitespace.isEmpty)
        #expect(!" key ".trimmingWhitespace.isEmpty)
    }
}
