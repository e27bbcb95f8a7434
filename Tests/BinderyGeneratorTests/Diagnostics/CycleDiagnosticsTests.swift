import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Models that contain themselves: allowed (stored `@Indirect`) when some field of the cycle can
/// be left out or null, an error when none can, since no JSON value of them would end.
@Suite("Diagnostics: model cycles")
struct CycleDiagnosticsTests {
    @Test func modelContainingItselfDirectly() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Node:
                fields:
                  parent: { type: Node, required: true }
            """)
        #expect(diagnostics == [
            "api.yaml:8:7: error: model 'Node' contains itself (Node.parent) through fields that are all required and not nullable, so no JSON value of it ends; make one of them optional or nullable"
        ])
    }

    @Test func modelMayContainItselfThroughAFieldThatCanEnd() throws {
        for field in ["parent: Node", "parent: { type: Node, required: true, nullable: true }", "parent: { type: Node, nullable: explicit }"] {
            let spec = try SpecText.load("""
                \(SpecText.header)
                models:
                  Node:
                    fields:
                      \(field)
                """)
            #expect(spec.models.map(\.name) == ["Node"], "\(field)")
        }
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
                  lastOrder: { type: Order, required: true }
            """)
        #expect(diagnostics == [
            "api.yaml:8:7: error: model 'Order' contains itself (Order.customer → Customer.lastOrder) through fields that are all required and not nullable, so no JSON value of it ends; make one of them optional or nullable"
        ])
        // One optional step ends the cycle.
        #expect(throws: Never.self) {
            try SpecText.load("""
                \(SpecText.header)
                models:
                  Order: { fields: { customer: { type: Customer, required: true } } }
                  Customer: { fields: { lastOrder: Order } }
                """)
        }
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
        for index in 0..<10 { text += "  M\(index): { fields: { next: { type: M\((index + 1) % 10), required: true } } }\n" }
        #expect(SpecText.diagnostics(text) == [
            "api.yaml:6:19: error: model 'M0' contains itself (M0.next → M1.next → M2.next → … → M8.next → M9.next, 10 fields in all) through fields that are all required and not nullable, so no JSON value of it ends; make one of them optional or nullable"
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
