import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in `alias:`: each reported where it is written.
@Suite("Diagnostics: aliases")
struct AliasDiagnosticsTests {
    /// An enum, a deprecated enum and an object the cases below name, after the models they declare.
    static let targets = """
          Color: { enum: [red, green] }
          OldColor: { enum: [red], deprecated: Use Color. }
          Paint: { fields: { name: string } }
        """

    static func diagnostics(_ models: String) -> [String] {
        SpecText.diagnostics("\(SpecText.header)\nmodels:\n\(models)\n\(targets)")
    }

    @Test func aliasOfAnUnknownModel() {
        #expect(Self.diagnostics("  Hue:\n    alias: Colr") == [
            "api.yaml:7:12: error: model 'Hue' is an 'alias' of 'Colr', which is not a model of the spec; did you mean 'Color'?"
        ])
    }

    @Test func aliasOfAnObjectIsAllowed() {
        #expect(Self.diagnostics("  Hue:\n    alias: Paint") == [])
    }

    @Test func aliasOfAnAlias() {
        #expect(Self.diagnostics("  Hue:\n    alias: Tint\n  Tint:\n    alias: Color") == [
            "api.yaml:7:12: error: model 'Hue' is an 'alias' of 'Tint', which is itself an alias (of 'Color'); name 'Color' itself"
        ])
    }

    @Test func aliasOfItself() {
        #expect(Self.diagnostics("  Hue:\n    alias: Hue") == [
            "api.yaml:7:12: error: model 'Hue' is an 'alias' of itself; name another model"
        ])
    }

    @Test func aliasOfADeprecatedEnum() {
        // Deprecation is a note in the docs (no `@available`): nothing to warn about.
        #expect(Self.diagnostics("  Hue:\n    alias: OldColor") == [])
    }

    @Test func aliasWithValuesOfItsOwn() {
        #expect(Self.diagnostics("  Hue:\n    alias: Color\n    enum: [blue]\n    lenient: true") == [
            "api.yaml:8:11: error: model 'Hue' is an 'alias'; it cannot also have 'enum': an alias holds what the model it names holds",
            "api.yaml:9:14: error: model 'Hue' is an 'alias'; it cannot also have 'lenient': an alias holds what the model it names holds",
        ])
    }

    @Test func aliasThatIsNotAName() {
        #expect(Self.diagnostics("  Hue:\n    alias: [Color]") == [
            "api.yaml:7:12: error: 'alias' must be text, not a list"
        ])
    }
}
