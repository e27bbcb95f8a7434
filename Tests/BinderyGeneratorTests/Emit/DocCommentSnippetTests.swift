import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Generated doc comments say what the spec documents and leave out the rest: no entry with
/// nothing after its label, no section header over no entries, no empty `- Returns:`.
@Suite("Snippets: doc comments")
struct DocCommentSnippetTests {
    @Test func undocumentedParametersHaveNoEntry() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              getRepository:
                method: GET
                path: /repos/{owner}/{repo}
                parameters:
                  owner: { in: path }
                  repo: { in: path, docs: The repository's name. }
                  page: { in: query, type: integer, docs: "" }
                  sort: { in: query, default: name, docs: "   " }
                response: { type: string, docs: "" }
            """)
        expectSameText(Snippet.endpoint("getRepository", in: spec).methods, """
            /// Calls `GET /repos/{owner}/{repo}`.
            ///
            /// - Parameters:
            ///   - repo: The repository's name.
            ///   - sort: Defaults to `name`.
            /// - Throws: `BinderyError`
            public func getRepository(
                owner: String, repo: String, page: Int? = nil, sort: String = "name"
            ) async throws(BinderyError) -> String {
                try await self.client.send(GetRepositoryRequest(owner: owner, repo: repo, page: page, sort: sort))
            }

            """)
    }

    @Test func noDocumentedParameterMeansNoParametersSection() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              deleteItem:
                docs: Deletes one item.
                method: DELETE
                path: /items/{id}
                parameters:
                  id: { in: path }
            """)
        expectSameText(Snippet.endpoint("deleteItem", in: spec).methods, """
            /// Deletes one item.
            ///
            /// `DELETE /items/{id}`
            /// - Throws: `BinderyError`
            public func deleteItem(id: String) async throws(BinderyError) {
                try await self.client.send(DeleteItemRequest(id: id))
            }

            """)
    }

    @Test func undocumentedFailuresAreListedWithoutEmptyText() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              lockItem:
                docs: "   "
                method: POST
                path: /items/lock
                errors:
                  - { status: 409, name: locked }
                  - { status: 410, code: GONE, docs: "" }
                  - { status: 500, docs: Something broke. }
            """)
        let snippet = Snippet.endpoint("lockItem", in: spec)
        expectSameText(snippet.methods, """
            /// Calls `POST /items/lock`.
            /// - Throws: `BinderyError`; `LockItemRequest.Failure(error)` tells the documented failures apart:
            ///   - 409 `.locked`
            ///   - 410 (code GONE)
            ///   - 500: Something broke.
            public func lockItem() async throws(BinderyError) {
                try await self.client.send(LockItemRequest())
            }

            """)
        // An entry without docs has no empty summary either.
        #expect(snippet.request.contains("""
                    documentedErrors: [
                        .init(status: 409),
                        .init(status: 410, code: "GONE"),
                        .init(status: 500, summary: "Something broke."),
                    ]
            """))
        #expect(snippet.request.hasPrefix("/// The request of ``ShopClient/lockItem()``.\npublic struct LockItemRequest"))
    }

    @Test func blankDocsOfModelsFieldsAndValuesWriteNoLines() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Item:
                docs: ""
                fields:
                  id: { type: string, docs: "  " }
                  old: { type: string, docs: "", deprecated: Use id. }
                  day: { type: date, docs: " " }
              Tag:
                enum:
                  - { value: closed, docs: "" }
            """)
        let item = Snippet.model("Item", in: spec)
        #expect(item.hasPrefix("""
            public struct Item: Codable, Hashable, Sendable {
                public var id: String?
                /// - Important: Deprecated: Use id.
                public var old: String?
                public var day: CalendarDate?

            """))
        #expect(Snippet.model("Tag", in: spec).contains("""
                /// `closed`
                case closed
            """))
    }

    @Test func clientInitializerDocumentsBlankArgumentsWithTheirDefaultText() throws {
        let spec = try SpecText.load("""
            api:
              name: Shop
              docs: ""
              servers:
                production: { url: https://api.shop.example, docs: "" }
              auth:
                key: { type: apiKeyHeader, name: X-Key, docs: "" }
              defaultAuth: [key]
              sharedParameters:
                region: { in: query, docs: " " }
            """)
        var writer = SwiftWriter()
        ClientEmitter(api: spec, types: SwiftTypeNames(modelsByName: spec.modelsByName)).emit(into: &writer)
        #expect(writer.text.hasPrefix("/// A client of the Shop API.\npublic struct ShopClient"))
        #expect(writer.text.contains("""
                /// The environments the API is served from.
                public enum Server: String, Sendable, CaseIterable {
                    /// `https://api.shop.example`
                    case production
            """))
        #expect(writer.text.contains("""
                /// - Parameters:
                ///   - key: The credential of the `key` scheme.
                ///   - region: Sent as `region`.
                ///   - server: The environment to call.
            """))
    }
}
