import Testing

@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec

/// Inline objects and unions of the same shape are one type: the first, and aliases of it.
@Suite("OpenAPI schemas: inline objects and unions of the same shape")
struct SchemaModelSharingTests {
    /// Inline `address` objects in four components: two of one shape (their nested `geo`
    /// objects and `kind` enums twins too), one deprecated, one whose field is documented
    /// otherwise; and a component of that shape, which keeps its type.
    static let schemas = """
        Order:
          type: object
          properties:
            address:
              description: Where the order goes.
              type: object
              required: [line1]
              properties:
                line1: { type: string, description: The street. }
                kind: { type: string, enum: [home, work] }
                geo: { type: object, properties: { lat: { type: number }, lng: { type: number } } }
        Refund:
          type: object
          properties:
            address:
              description: Where the refund's letter goes.
              type: object
              required: [line1]
              properties:
                line1: { type: string, description: The street. }
                kind: { type: string, enum: [home, work] }
                geo: { type: object, properties: { lat: { type: number }, lng: { type: number } } }
            old_address:
              deprecated: true
              type: object
              properties:
                line1: { type: string, description: The street. }
        Invoice:
          type: object
          properties:
            address:
              type: object
              required: [line1]
              properties:
                line1: { type: string, description: The first line. }
                kind: { type: string, enum: [home, work] }
                geo: { type: object, properties: { lat: { type: number }, lng: { type: number } } }
            later:
              type: object
              properties:
                line1: { type: string, description: The street. }
        Address:
          type: object
          properties:
            line1: { type: string, description: The street. }
        """

    @Test("a later inline object of the same shape is an alias of the first, nested twins and enums included")
    func laterInlineObjectsAreAliases() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.schemas))
        let refundAddress = try SchemaTestDocuments.model("RefundAddress", in: spec)
        #expect(refundAddress.aliasOf?.value == "OrderAddress")
        #expect(refundAddress.docs == "Where the refund's letter goes.")
        // Its nested object and enum came first: the two are aliases too, and so the shapes match.
        #expect(try SchemaTestDocuments.model("RefundAddressGeo", in: spec).aliasOf?.value == "OrderAddressGeo")
        #expect(try SchemaTestDocuments.model("RefundAddressKind", in: spec).aliasOf?.value == "OrderAddressKind")
        // Resolution gives the alias the fields, which every stage but the emitter reads.
        #expect(refundAddress.fields.map(\.wireName) == ["line1", "kind", "geo"])
        #expect(refundAddress.fields.first?.required == true)
        // A field documented otherwise is another shape; a deprecated object is no other's.
        #expect(try SchemaTestDocuments.model("InvoiceAddress", in: spec).aliasOf == nil)
        #expect(try SchemaTestDocuments.model("RefundOldAddress", in: spec).aliasOf == nil)
        #expect(try SchemaTestDocuments.model("InvoiceLater", in: spec).aliasOf == nil)
        // The document names `Address`: it keeps its type.
        #expect(try SchemaTestDocuments.model("Address", in: spec).aliasOf == nil)
        let swift = SwiftGenerator.generate(spec).map(\.contents).joined()
        #expect(swift.contains("/// Where the refund's letter goes.\npublic typealias RefundAddress = OrderAddress\n"))
        #expect(swift.contains("public struct OrderAddress: Codable, Hashable, Sendable"))
        #expect(!swift.contains("public struct RefundAddress"))
        #expect(swift.contains("public struct InvoiceLater: Codable, Hashable, Sendable"))
    }

    @Test("the translation writes the alias, not the fields (OpenAPIPipelineTests compares the import's Swift)")
    func translationWritesTheAlias() throws {
        let translation = SchemaTestDocuments.translate(SchemaTestDocuments.document(Self.schemas))
        let models = SchemaTestDocuments.models(translation.files)
        #expect(models["RefundAddress"]?.node["alias"]?.scalar == "OrderAddress")
        #expect(models["RefundAddress"]?.node["fields"] == nil)
        #expect(translation.diagnostics.isEmpty)
    }

    @Test("an overlay's fields give an alias a type of its own; its alias makes an object a second name")
    func overlayReplacesTheAlias() throws {
        let document = SchemaTestDocuments.document(Self.schemas)
        let overlay = SchemaTestDocuments.overlay + """

            models:
              RefundAddress:
                fields: { line1: { type: string, required: true }, country: string }
              InvoiceLater:
                alias: Address
            """
        let spec = try SpecLoader.load([
            SpecSourceFile(displayPath: "openapi.yaml", relativePath: "openapi.yaml", bytes: Array(document.utf8)),
            SpecSourceFile(displayPath: "overlay.yaml", relativePath: "overlay.yaml", bytes: Array(overlay.utf8)),
        ])
        let refundAddress = try SchemaTestDocuments.model("RefundAddress", in: spec)
        #expect(refundAddress.aliasOf == nil)
        #expect(refundAddress.fields.map(\.wireName) == ["line1", "country"])
        let later = try SchemaTestDocuments.model("InvoiceLater", in: spec)
        #expect(later.aliasOf?.value == "Address")
        #expect(later.fields.map(\.wireName) == ["line1"])
    }

    /// Stripe's way of saying "a value, or `""` to clear it", twice, and a union of a
    /// component and a Boolean.
    static let unions = """
        Order:
          type: object
          properties:
            shipping:
              anyOf:
                - title: shipping_param
                  type: object
                  properties: { name: { type: string } }
                - { type: string, enum: [""] }
            address:
              oneOf: [{ $ref: "#/components/schemas/Address" }, { type: boolean }]
        Refund:
          type: object
          properties:
            shipping:
              description: Where the refund's letter goes, or "" to clear it.
              anyOf:
                - title: shipping_param
                  type: object
                  properties: { name: { type: string } }
                - { type: string, enum: [""] }
        Address:
          type: object
          properties:
            line1: { type: string }
        """

    @Test("an inline member's case is named by what it adds to the union's name, so twin unions are one type")
    func twinUnionsAreAliases() throws {
        let spec = try SchemaTestDocuments.load(SchemaTestDocuments.document(Self.unions))
        let shipping = try SchemaTestDocuments.model("OrderShipping", in: spec)
        guard case .union(let union) = shipping.kind else {
            Issue.record("OrderShipping is not a union")
            return
        }
        #expect(union.members.map(\.swiftName) == ["shippingParam", "value"])
        let refundShipping = try SchemaTestDocuments.model("RefundShipping", in: spec)
        #expect(refundShipping.aliasOf?.value == "OrderShipping")
        #expect(refundShipping.docs == "Where the refund's letter goes, or \"\" to clear it.")
        // A referenced member's case is named by its type, as before.
        guard case .union(let address) = try SchemaTestDocuments.model("OrderAddress", in: spec).kind else {
            Issue.record("OrderAddress is not a union")
            return
        }
        #expect(address.members.map(\.swiftName) == ["address", "boolean"])
        let swift = SwiftGenerator.generate(spec).map(\.contents).joined()
        #expect(swift.contains("    case shippingParam(OrderShippingShippingParam)\n"))
        #expect(swift.contains("public typealias RefundShipping = OrderShipping\n"))
    }
}
