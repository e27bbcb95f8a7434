import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderySpec

@Suite("Snippets: aliases")
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

    @Test("an alias of an object is a typealias of the struct; a cycle through it is boxed in the struct that holds it")
    func aliasOfAnObject() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Repository: { fields: { name: { type: string, required: true }, owner: { type: Account, required: true } } }
              Mirror: { docs: A repository that mirrors another., alias: Repository }
              Account: { fields: { login: { type: string, required: true }, mirrored: Mirror } }
            endpoints:
              getAccount: { method: GET, path: /account, response: Account }
            """)
        let swift = SwiftGenerator.generate(spec).map(\.contents).joined()
        #expect(swift.contains("/// A repository that mirrors another.\npublic typealias Mirror = Repository\n"))
        #expect(!swift.contains("public struct Mirror"))
        #expect(try #require(spec.modelsByName["Mirror"]).fields.map(\.wireName) == ["name", "owner"])
        // `Repository.owner → Account.mirrored → Repository`: the alias is no model of its own
        // in the cycle, so the field of its type, which Swift stores, is the one boxed.
        let containment = ModelContainment(models: spec.models)
        #expect(containment.indirectFields["Mirror"] == nil)
        #expect(containment.indirectFields["Account"] == ["mirrored"])
        #expect(swift.contains("@Indirect public var mirrored: Mirror?"))
    }
}
