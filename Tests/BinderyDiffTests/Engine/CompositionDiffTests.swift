@testable import BinderyDiff
import BinderyGenerator
import Foundation
import Testing

/// `includes:` is compared through the fields it gives: both sides are resolved (flattened).
@Suite("Engine: includes")
struct CompositionDiffTests {
    static let endpoint = """
        endpoints:
          getDocument:
            method: GET
            path: /documents/{id}
            parameters:
              id: { in: path }
            response: Document
        """

    @Test("Moving fields into an included model is not a change")
    func movingFieldsIntoAnIncludeIsNotAChange() throws {
        let flat = TestSpecs.header + """
            models:
              Document:
                fields:
                  created_at: { type: datetime, required: true }
                  id: { type: string, required: true }
              Stamps:
                fields:
                  created_at: { type: datetime, required: true }
            \(Self.endpoint)
            """
        let composed = TestSpecs.header + """
            models:
              Document:
                includes: Stamps
                fields:
                  id: { type: string, required: true }
              Stamps:
                fields:
                  created_at: { type: datetime, required: true }
            \(Self.endpoint)
            """
        let old = try TestSpecs.load(["api.yaml": flat], side: .old)
        let new = try TestSpecs.load(["api.yaml": composed], side: .new)
        #expect(DiffEngine.compare(old: old, new: new).isEmpty)
    }

    @Test("A field an include brings is reported as the model's own")
    func includedFieldIsReportedAsAField() throws {
        let plain = TestSpecs.header + """
            models:
              Document:
                fields:
                  id: { type: string, required: true }
              Owner:
                fields:
                  owner_id: string
            \(Self.endpoint)
            """
        let composed = plain.replacingOccurrences(of: "  Document:\n    fields:", with: "  Document:\n    includes: Owner\n    fields:")
        let old = try TestSpecs.load(["api.yaml": plain], side: .old)
        let new = try TestSpecs.load(["api.yaml": composed], side: .new)
        #expect(DiffEngine.compare(old: old, new: new).map(\.identity) == ["model.field.added-optional:Document.owner_id"])
    }
}
