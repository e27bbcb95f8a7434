import Testing
@testable import BinderyEmitter
@testable import BinderySpec

/// A model larger than ``ModelContainment/inlineLimit`` is stored out of line wherever it is held:
/// a field holding it is `@Indirect`, a union with it as a member is an `indirect` enum. Smaller
/// models stay inline, and nothing else about the generated type changes.
@Suite("Snippets: large models are stored out of line")
struct LargeModelBoxingSnippetTests {
    /// How many strings (16 bytes each) make a model exactly ``ModelContainment/inlineLimit``.
    private static let stringsAtLimit = ModelContainment.inlineLimit / 16

    /// `count` required string fields: 16 bytes each.
    private static func strings(_ count: Int) -> String {
        (0..<count).map { "      s\($0): { type: string, required: true }" }.joined(separator: "\n")
    }

    @Test func aFieldHoldingAModelOverTheLimitIsIndirectAndOneAtTheLimitIsNot() throws {
        // The models below are whole strings, down to half the limit.
        #expect(ModelContainment.inlineLimit % 32 == 0)
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              AtLimit:
                fields:
            \(Self.strings(Self.stringsAtLimit))
              OverLimit:
                fields:
            \(Self.strings(Self.stringsAtLimit + 1))
              Holder:
                fields:
                  small: { type: AtLimit, required: true }
                  large: { type: OverLimit, required: true }
                  optionalLarge: OverLimit
                  list: "[OverLimit]"
            """)
        let holder = Snippet.model("Holder", in: spec)
        #expect(holder.contains("""
                public var small: AtLimit
                @Indirect public var large: OverLimit
                @Indirect public var optionalLarge: OverLimit?
                public var list: [OverLimit]?
            """))
        // The initializer and coding are those of any model.
        #expect(holder.contains("public init(small: AtLimit, large: OverLimit, optionalLarge: OverLimit? = nil, list: [OverLimit]? = nil) {"))
        #expect(holder.contains("self.large = try container.decodeValue(forKey: \"large\")"))
        #expect(!Snippet.model("OverLimit", in: spec).contains("@Indirect"))
    }

    @Test func sizesAddUpThroughModelsHeldInline() throws {
        // Each `Part` is half the limit and stays inline in `Assembly`; `Assembly` holds three
        // (one and a half times the limit), so the field holding an `Assembly` is boxed.
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Part:
                fields:
            \(Self.strings(Self.stringsAtLimit / 2))
              Assembly:
                fields:
                  a: { type: Part, required: true }
                  b: { type: Part, required: true }
                  c: { type: Part, required: true }
              Product:
                fields:
                  assembly: { type: Assembly, required: true }
            """)
        #expect(!Snippet.model("Assembly", in: spec).contains("@Indirect"))
        #expect(Snippet.model("Product", in: spec).contains("    @Indirect public var assembly: Assembly\n"))
    }

    @Test func aUnionWithAMemberOverTheLimitIsIndirectAndOneOfSmallMembersIsNot() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Small:
                fields:
            \(Self.strings(2))
              Large:
                fields:
            \(Self.strings(Self.stringsAtLimit + 1))
              Either:
                oneOf: [string, Large]
              Neither:
                oneOf: [string, Small]
              Holder:
                fields:
                  either: { type: Either, required: true }
            """)
        #expect(Snippet.model("Either", in: spec).contains("public indirect enum Either: Codable, Hashable, Sendable {"))
        #expect(Snippet.model("Neither", in: spec).contains("public enum Neither: Codable, Hashable, Sendable {"))
        // An `indirect` enum is one pointer wide: the field holding it needs no box of its own.
        #expect(Snippet.model("Holder", in: spec).contains("    public var either: Either\n"))
    }

    @Test func aLongChainOfModelsIsSizedWithoutExhaustingTheStack() throws {
        // Each model holds the next inline: sizes add up along the chain, so every tenth or so
        // field is boxed, and the walk over 5,000 models keeps its own stack.
        let models = (0..<5_000).map { index in
            let next = index + 1 < 5_000 ? "\n      next: { type: M\(index + 1), required: true }" : ""
            return "  M\(index):\n    fields:\n      s: { type: string, required: true }\(next)"
        }.joined(separator: "\n")
        let spec = try SpecText.load("\(SpecText.header)\nmodels:\n\(models)")
        let containment = ModelContainment(models: spec.models)
        let boxed = (0..<4_999).filter { containment.indirectFields["M\($0)"]?.contains("next") == true }
        // M4999 is 16 bytes and each model before it 16 more, so the last to hold a model over
        // the limit is the one before M(4999 - limit / 16); with 128 bytes, M4990.
        #expect(boxed.last == 4_999 - Self.stringsAtLimit - 1)
        #expect(boxed.count > 300)
    }
}
