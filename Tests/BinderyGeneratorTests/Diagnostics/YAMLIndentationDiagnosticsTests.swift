import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// A badly indented line is reported in plain words, at the line, with where its block starts,
/// instead of libyaml's parser terms.
@Suite("Diagnostics: YAML indentation")
struct YAMLIndentationDiagnosticsTests {
    @Test func keyBetweenTwoBlocksIndentations() {
        // `name` is deeper than the keys of `Item` (column 5) but not as deep as `id` (column 7).
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Item:
                fields:
                  id: string
                 name: string
            """)
        #expect(diagnostics == [
            "api.yaml:9:6: error: this line's indentation does not match the block it is in (the block starts at line 7, column 5); indent it like the keys above it"
        ])
    }

    @Test func listItemOutdentedFromItsList() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Tag:
                enum:
                  - open
                 - closed
            """)
        #expect(diagnostics == [
            "api.yaml:9:6: error: this list item's indentation does not match the block it is in (the block starts at line 7, column 5); indent it like the items above it"
        ])
    }

    @Test func listItemAmongKeysWithNoListAbove() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              - production
            """)
        #expect(diagnostics == [
            "api.yaml:5:3: error: this list item's indentation does not match the block it is in (the block starts at line 2, column 3); put the list under its key, indented deeper than the key"
        ])
    }

    @Test func keyOfAListItemIndentedShortOfTheItem() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              getItem:
                method: GET
                path: /items
                errors:
                  - status: 404
                    docs: Gone.
                   code: missing
            """)
        #expect(diagnostics == [
            "api.yaml:12:8: error: this line's indentation does not match the list it is in (the list starts at line 10, column 7); begin it with '- ' to make it an item, or indent it like the keys of the item above it"
        ])
    }

    @Test func keyIndentedDeeperThanItsBlockIsReadAsTextOfTheValueAbove() {
        // libyaml: "mapping values are not allowed in this context", at the colon.
        let text = """
            api:
              name: Shop
               servers:
                production: https://api.shop.example
            """
        let expected = [
            "api.yaml:3:4: error: this line is indented deeper than the block it is in, so YAML reads it as more of the value above it (the block starts at line 2, column 3); indent it like the keys above it"
        ]
        #expect(SpecText.diagnostics(text) == expected)
        // Lines ending in CR LF are counted the same.
        let crlf = String(decoding: Array(text.utf8).flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }, as: UTF8.self)
        #expect(SpecText.diagnostics(crlf) == expected)
    }

    @Test func keyIndentedDeeperThanAListItemIsReadAsTextOfTheItem() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              defaultAuth:
                - key
                  other: token
            """)
        #expect(diagnostics == [
            "api.yaml:7:7: error: this line is indented deeper than the list it is in, so YAML reads it as more of the item above it (the list starts at line 6, column 5); begin it with '- ' and indent it like the items above it"
        ])
    }

    @Test func colonInsideAValueAsksForQuotes() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              docs: Returns: the shop
            """)
        #expect(diagnostics == [
            "api.yaml:5:16: error: this value contains ': ', which YAML reads as the start of a key; put the whole value in quotes"
        ])
        let continued = SpecText.diagnostics("""
            \(SpecText.header)
              docs: The shop's API,
                as described here: in full
            """)
        #expect(continued == [
            "api.yaml:6:22: error: this value contains ': ', which YAML reads as the start of a key; put the whole value in quotes"
        ])
    }

    @Test func otherProblemsKeepLibyamlsWords() {
        // Text after a quoted value: the problem is not at the start of a line.
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              docs: "The shop" and more
            """)
        #expect(diagnostics == [
            "api.yaml:5:20: error: invalid YAML: did not find expected key while parsing a block mapping that starts at line 2, column 3"
        ])
    }
}
