import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("SpellingSuggestion", .timeLimit(.minutes(1)))
struct SpellingSuggestionTests {
    @Test func suggestsTheClosestCandidate() {
        #expect(SpellingSuggestion.closest(to: "strng", in: ["string", "integer", "number"]) == "string")
        #expect(SpellingSuggestion.closest(to: "Adress", in: ["Address", "Order"]) == "Address")
    }

    @Test func swappedNeighboursCountAsOneTypo() {
        #expect(SpellingSuggestion.closest(to: "retyr", in: ["retry", "rateLimit"]) == "retry")
        #expect(SpellingSuggestion.closest(to: "GTE", in: ["GET", "PUT"]) == "GET")
        #expect(SpellingSuggestion.editDistance(Array("retyr".unicodeScalars), Array("retry".unicodeScalars)) == 1)
    }

    @Test func ignoresCase() {
        #expect(SpellingSuggestion.closest(to: "String", in: ["string", "integer"]) == "string")
    }

    @Test func suggestsNothingWhenNothingIsClose() {
        #expect(SpellingSuggestion.closest(to: "session", in: ["apiKey", "token"]) == nil)
        #expect(SpellingSuggestion.closest(to: "abc", in: []) == nil)
        #expect(SpellingSuggestion.hint(for: "session", in: ["apiKey"]) == "")
    }

    @Test func allowsMoreTyposInLongerWords() {
        // One edit for short words, up to three for long ones.
        #expect(SpellingSuggestion.closest(to: "ab", in: ["xy"]) == nil)
        #expect(SpellingSuggestion.closest(to: "remainingHedaer", in: ["remainingHeader"]) == "remainingHeader")
        #expect(SpellingSuggestion.closest(to: "remainHdr", in: ["remainingHeader"]) == nil)
    }

    @Test func hintIsReadyToAppend() {
        #expect(SpellingSuggestion.hint(for: "tenat", in: ["tenant"]) == "; did you mean 'tenant'?")
    }

    @Test func hugeWordsCostNothing() {
        let huge = String(repeating: "x", count: 5_000_000)
        // Quadratic edit distance on five million characters would run for hours and fail the
        // time limit; the length check answers at once.
        #expect(SpellingSuggestion.closest(to: huge, in: ["name", "servers", "docs"]) == nil)
    }
}
