import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec

/// Inline enums of the same values are one type: the first, and aliases of it.
@Suite("OpenAPI schemas: inline enums of the same values")
struct SchemaEnumSharingTests {
    /// Three objects with inline `state` enums, a component enum of the same values, and an
    /// inline enum of other values.
    static let schemas = """
        Issue:
          type: object
          properties:
            state: { type: string, enum: [open, closed], deprecated: true }
        Pull:
          type: object
          properties:
            state: { type: string, description: A pull's state., enum: [open, closed] }
            lock: { type: string, enum: [open, closed, locked] }
        Milestone:
          type: object
          properties:
            state: { type: string, description: A milestone's state., enum: [open, closed] }
            check: { $ref: "#/components/schemas/State" }
        State:
          type: string
          enum: [open, closed]
        """

    @Test("a later inline enum of the same values is an alias of the first that is not deprecated")
    func laterInlineEnumsAreAliases() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.schemas))
        let issueState = try SchemaTestDocuments.model("IssueState", in: spec)
        let pullState = try SchemaTestDocuments.model("PullState", in: spec)
        let milestoneState = try SchemaTestDocuments.model("MilestoneState", in: spec)
        // Deprecated: an enum of its own, and no other's.
        #expect(issueState.aliasOf == nil)
        #expect(pullState.aliasOf == nil)
        #expect(milestoneState.aliasOf?.value == "PullState")
        #expect(milestoneState.docs == "A milestone's state.")
        // The document names `State`: it keeps its type; other values are another enum.
        #expect(try SchemaTestDocuments.model("State", in: spec).aliasOf == nil)
        #expect(try SchemaTestDocuments.model("PullLock", in: spec).aliasOf == nil)
        let swift = SwiftGenerator.generate(spec).map(\.contents).joined()
        #expect(swift.contains("/// A milestone's state.\npublic typealias MilestoneState = PullState\n"))
    }

    @Test("the translation writes the alias, not the values (OpenAPIPipelineTests compares the import's Swift)")
    func translationWritesTheAlias() throws {
        let translation = SchemaTestDocuments.translate(SchemaTestDocuments.document(Self.schemas))
        let models = SchemaTestDocuments.models(translation.files)
        #expect(models["MilestoneState"]?.node["alias"]?.scalar == "PullState")
        #expect(models["MilestoneState"]?.node["enum"] == nil)
    }

    @Test("an overlay's enum gives an alias a type of its own; its alias makes an enum a second name")
    func overlayReplacesTheAlias() throws {
        let document = SchemaTestDocuments.document(Self.schemas)
        let overlay = SchemaTestDocuments.overlay + """

            models:
              MilestoneState:
                enum: [open, closed, { value: archived, docs: Kept for the record. }]
              PullLock:
                alias: State
            """
        let spec = try SpecLoader.load([
            SpecSourceFile(displayPath: "openapi.yaml", relativePath: "openapi.yaml", bytes: Array(document.utf8)),
            SpecSourceFile(displayPath: "overlay.yaml", relativePath: "overlay.yaml", bytes: Array(overlay.utf8)),
        ])
        let milestoneState = try SchemaTestDocuments.model("MilestoneState", in: spec)
        #expect(milestoneState.aliasOf == nil)
        guard case .enumeration(let cases) = milestoneState.kind else {
            Issue.record("MilestoneState is not an enum")
            return
        }
        #expect(cases.map(\.value) == ["open", "closed", "archived"])
        #expect(try SchemaTestDocuments.model("PullLock", in: spec).aliasOf?.value == "State")
    }
}
