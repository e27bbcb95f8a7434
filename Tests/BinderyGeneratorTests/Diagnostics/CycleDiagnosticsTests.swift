import Testing
@testable import BinderyGenerator

/// Models that would contain themselves: impossible for Swift structs.
@Suite("Diagnostics: model cycles")
struct CycleDiagnosticsTests {
    @Test func modelContainingItselfDirectly() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Node:
                fields:
                  parent: Node
            """)
        #expect(diagnostics == [
            "api.yaml:8:7: error: model 'Node' contains itself (Node.parent); a model can only contain itself inside a list or map"
        ])
    }

    @Test func modelContainingItselfThroughOthers() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Order:
                fields:
                  customer: { type: Customer, required: true }
              Customer:
                fields:
                  lastOrder: Order
            """)
        #expect(diagnostics == [
            "api.yaml:8:7: error: model 'Order' contains itself (Order.customer → Customer.lastOrder); a model can only contain itself inside a list or map"
        ])
    }

    @Test func modelMayContainItselfInsideListsAndMaps() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Node:
                fields:
                  children: "[Node]"
                  byName: "[string: Node]"
            """)
        #expect(spec.models.map(\.name) == ["Node"])
    }

    @Test func longCycleIsShortenedInTheMessage() {
        var text = SpecText.header + "\nmodels:\n"
        for index in 0..<10 { text += "  M\(index): { fields: { next: M\((index + 1) % 10) } }\n" }
        #expect(SpecText.diagnostics(text) == [
            "api.yaml:6:19: error: model 'M0' contains itself (M0.next → M1.next → M2.next → … → M8.next → M9.next, 10 fields in all); a model can only contain itself inside a list or map"
        ])
    }

    @Test func longChainOfModelsDoesNotExhaustTheStack() throws {
        var text = SpecText.header + "\nmodels:\n"
        for index in 0..<20_000 { text += "  M\(index): { fields: { next: M\(index + 1) } }\n" }
        text += "  M20000: { fields: { end: string } }\n"
        let spec = try SpecText.load(text)
        #expect(spec.models.count == 20_001)
    }
}
