import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// `nullable: explicit` becomes `Nullable<T>?`; a field that closes a cycle of models is
/// `@Indirect`, and only such a field.
@Suite("Snippets: explicit null and recursive models")
struct ExplicitNullAndRecursionSnippetTests {
    @Test func explicitNullFieldsAreNullableOptionals() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Patch:
                fields:
                  note: { type: string, nullable: explicit, docs: The note; `.null` clears it. }
                  owner: { type: uuid, nullable: explicit }
                  size: integer
            """)
        expectSameText(Snippet.model("Patch", in: spec), """
            public struct Patch: Codable, Hashable, Sendable {
                /// The note; `.null` clears it.
                public var note: Nullable<String>?
                public var owner: Nullable<UUID>?
                public var size: Int?

                /// Creates a `Patch`.
                public init(note: Nullable<String>? = nil, owner: Nullable<UUID>? = nil, size: Int? = nil) {
                    self.note = note
                    self.owner = owner
                    self.size = size
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.note = try container.decodeNullableIfPresent(forKey: "note")
                    self.owner = try container.decodeNullableIfPresent(forKey: "owner")
                    self.size = try container.decodeIntIfPresent(forKey: "size")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: WireKey.self)
                    try container.encodeNullableIfPresent(note, forKey: "note")
                    try container.encodeUUIDsIfPresent(owner, forKey: "owner")
                    try container.encodeIntIfPresent(size, forKey: "size")
                }
            }

            """)
    }

    @Test func onlyFieldsThatCloseACycleAreIndirect() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Node:
                fields:
                  parent: Node
                  children: "[Node]"
                  tag: Tag
              Tag:
                fields:
                  name: string
              Order:
                fields:
                  customer: { type: Customer, required: true }
              Customer:
                fields:
                  last_order: Order
                  tag: Tag
            """)
        let node = Snippet.model("Node", in: spec)
        #expect(node.contains("""
                @Indirect public var parent: Node?
                public var children: [Node]?
                public var tag: Tag?
            """))
        // The initializer and coding are those of any model.
        #expect(node.contains("public init(parent: Node? = nil, children: [Node]? = nil, tag: Tag? = nil) {"))
        #expect(node.contains("self.parent = try container.decodeValueIfPresent(forKey: \"parent\")"))
        #expect(Snippet.model("Order", in: spec).contains("    @Indirect public var customer: Customer\n"))
        let customer = Snippet.model("Customer", in: spec)
        #expect(customer.contains("    @Indirect public var lastOrder: Order?\n"))
        #expect(customer.contains("    public var tag: Tag?\n"))
        #expect(!Snippet.model("Tag", in: spec).contains("@Indirect"))
    }

    @Test func aRecursiveUnionBreaksTheCycleAloneAndFieldCyclesBesideItKeepTheirBox() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Tree:
                oneOf: [string, Branch]
              Branch:
                fields:
                  left: { type: Tree, required: true }
                  right: Tree
                  parent: Branch
            """)
        // The union is the only `indirect` type on the cycle Branch → Tree → Branch; the field
        // cycle Branch → Branch does not pass through it, so `parent` keeps its box.
        #expect(Snippet.model("Tree", in: spec).contains("public indirect enum Tree: Codable, Hashable, Sendable {"))
        let branch = Snippet.model("Branch", in: spec)
        #expect(branch.contains("    public var left: Tree\n"))
        #expect(branch.contains("    public var right: Tree?\n"))
        #expect(branch.contains("    @Indirect public var parent: Branch?\n"))
    }
}
