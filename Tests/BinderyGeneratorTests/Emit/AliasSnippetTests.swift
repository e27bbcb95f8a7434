import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderySpec

@Suite("Snippets: enum aliases")
struct AliasSnippetTests {
    static let spec = """
        \(SpecText.header)
        models:
          Parcel: { fields: { status: { type: ParcelStatus, required: true }, return_status: ReturnStatus } }
          ParcelStatus: { docs: Where a parcel is., enum: [pending, delivered] }
          ReturnStatus:
            docs: Where a return is.
            deprecated: Read `status`.
            alias: ParcelStatus
        endpoints:
          getParcel:
            { method: GET, path: "/parcels/{id}", parameters: { id: { in: path }, status: { in: query, type: ReturnStatus } }, response: Parcel }
        """

    @Test("an alias is a typealias of the enum, with its own docs and deprecation note")
    func typealiasOfTheEnum() throws {
        let spec = try SpecText.load(Self.spec)
        expectSameText(Snippet.model("ReturnStatus", in: spec), """
            /// Where a return is.
            ///
            /// - Important: Deprecated: Read `status`.
            public typealias ReturnStatus = ParcelStatus

            """)
        let swift = SwiftGenerator.generate(spec).map(\.contents).joined()
        #expect(swift.contains("public enum ParcelStatus: OpenEnum"))
        #expect(!swift.contains("public enum ReturnStatus"))
        #expect(swift.contains("public var returnStatus: ReturnStatus?"))
    }

    @Test("resolution gives the alias the enum's values, which every stage but the emitter reads")
    func resolvedValues() throws {
        let spec = try SpecText.load(Self.spec)
        let alias = try #require(spec.modelsByName["ReturnStatus"])
        guard case .enumeration(let cases) = alias.kind else {
            Issue.record("ReturnStatus is not an enum")
            return
        }
        #expect(cases.map(\.value) == ["pending", "delivered"])
        #expect(alias.aliasOf?.value == "ParcelStatus")
        // What changes in the enum reaches the calls that carry the alias.
        let usage = ModelUsage(spec: spec)
        #expect(usage.directions(of: "ParcelStatus") == (request: true, response: true))
    }
}
