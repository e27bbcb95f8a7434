import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// What headers both ways, resilience per endpoint and optional auth generate.
@Suite("Snippets: headers, resilience, auth")
struct CallSnippetTests {
    static let spec = """
        \(SpecText.header)
          auth:
            token: { type: bearer, optional: true, tokenProvider: true }
          defaultAuth: [token]
          headers:
            Accept: application/vnd.shop+json
            X-Api-Version: "2022-11-28"
          retry:
            maxAttempts: 3
            statuses: [429, 503]
            rateLimitStatuses: [403]
          rateLimits:
            search: { requests: 30, perSeconds: 60 }
        models:
          Item: { fields: { id: { type: string, required: true } } }
        endpoints:
          getItem:
            method: GET
            path: /items/{id}
            parameters:
              id: { in: path }
            headers:
              accept: application/vnd.shop.raw+json
              X-Extra: "yes"
            retry: { statuses: [502] }
            rateLimit: search
            response:
              type: Item
              headers:
                ETag: string
                X-RateLimit-Remaining: { type: integer, swiftName: remaining, docs: Calls left. }
                Last-Modified: datetime
          getItemDraft:
            method: GET
            path: /drafts/{id}
            parameters: { id: { in: path } }
            response:
              type: Item
              # The same headers as getItem's, in flow style.
              headers: { ETag: string, X-RateLimit-Remaining: { type: integer, swiftName: remaining, docs: Calls left. }, Last-Modified: datetime }
          getLegacyItem:
            method: GET
            path: /legacy/items/{id}
            deprecated: Use getItemMeta.
            parameters: { id: { in: path } }
            response: { type: Item, headers: { X-Legacy: string } }
          getItemMeta:
            method: GET
            path: /items/{id}/meta
            parameters: { id: { in: path } }
            response: { type: Item, headers: { X-Legacy: string } }
          getItemHistory:
            method: GET
            path: /items/{id}/history
            parameters: { id: { in: path } }
            response:
              type: Item
              headers: { ETag: string, X-RateLimit-Remaining: { type: integer, swiftName: remaining, docs: Calls left today. }, Last-Modified: datetime }
        """

    @Test func requestValue() throws {
        let spec = try SpecText.load(Self.spec)
        expectSameText(Snippet.endpoint("getItem", in: spec).request, """
            /// The request of ``ShopClient/getItem(id:)``.
            public struct GetItemRequest: ShopOperation, DeclaresResponseHeaders {
                public typealias Response = Item

                public static let descriptor = OperationDescriptor(
                    id: "getItem",
                    method: .get,
                    path: "/items/{id}",
                    auth: ["token"],
                    retryStatuses: [502],
                    rateLimitBucket: "search",
                    optionalAuth: ["token"]
                )

                public var id: String

                /// Creates the request.
                public init(id: String) {
                    self.id = id
                }

                public func encode(into request: inout RequestParts) throws(BinderyError) {
                    request.path = "/items/\\(id)"
                    try request.setConstantHeader("accept", "application/vnd.shop.raw+json")
                    try request.setConstantHeader("X-Api-Version", "2022-11-28")
                    try request.setConstantHeader("X-Extra", "yes")
                }

                /// The headers the spec declares for the call's responses: each is nil when the response
                /// lacks it or its value does not read as its type.
                public struct ResponseHeaders: DeclaredResponseHeaders, Hashable {
                    /// `ETag`.
                    public var eTag: String?
                    /// Calls left.
                    public var remaining: Int?
                    /// `Last-Modified`.
                    public var lastModified: Date?

                    /// Reads the declared headers from a response's header fields.
                    public init(_ headerFields: HTTPFields) {
                        self.eTag = headerFields.headerString("ETag")
                        self.remaining = headerFields.headerInteger("X-RateLimit-Remaining")
                        self.lastModified = headerFields.headerDate("Last-Modified")
                    }
                }
            }

            """)
    }

    @Test("an endpoint whose headers an earlier one declares alike names its struct; other docs make a struct of their own")
    func sharedResponseHeaders() throws {
        let spec = try SpecText.load(Self.spec)
        let draft = Snippet.endpoint("getItemDraft", in: spec).request
        #expect(draft.contains("""
                /// The headers the spec declares for the call's responses, as it declares them for
                /// ``GetItemRequest/ResponseHeaders``.
                public typealias ResponseHeaders = GetItemRequest.ResponseHeaders
            }
            """))
        #expect(!draft.contains("public struct ResponseHeaders"))
        let history = Snippet.endpoint("getItemHistory", in: spec).request
        #expect(history.contains("public struct ResponseHeaders: DeclaredResponseHeaders, Hashable {"))
        #expect(history.contains("/// Calls left today."))
    }

    @Test("a deprecated endpoint names the struct of a later one that is not deprecated, never the other way")
    func sharedResponseHeadersAvoidDeprecatedOwners() throws {
        let spec = try SpecText.load(Self.spec)
        // getLegacyItem comes first, but naming its struct from getItemMeta would warn.
        #expect(Snippet.endpoint("getLegacyItem", in: spec).request.contains(
            "public typealias ResponseHeaders = GetItemMetaRequest.ResponseHeaders"))
        #expect(Snippet.endpoint("getItemMeta", in: spec).request.contains(
            "public struct ResponseHeaders: DeclaredResponseHeaders, Hashable {"))
    }

    @Test func withResponseMethod() throws {
        let spec = try SpecText.load(Self.spec)
        expectSameText(Snippet.endpoint("getItem", in: spec).methods, """
            /// Calls `GET /items/{id}`.
            /// - Throws: `BinderyError`
            public func getItem(id: String) async throws(BinderyError) -> Item {
                try await self.client.send(GetItemRequest(id: id))
            }

            /// ``getItem(id:)`` with the response it came in: the value
            /// (`body`), the declared headers (`headers`), the status and every header field.
            public func getItemWithResponse(id: String) async throws(BinderyError) -> APIResponse<GetItemRequest> {
                try await self.client.sendWithResponse(GetItemRequest(id: id))
            }

            """)
    }

    @Test func clientConfigurationAndOptionalCredential() throws {
        let spec = try SpecText.load(Self.spec)
        let client = try #require(SwiftGenerator.generate(spec).first { $0.name == "Client.swift" }?.contents)
        #expect(client.contains("""
                    configuration.retryPolicy = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(500), maxDelay: .seconds(30), retryableStatuses: [429, 503])
            """) || client.contains("retryableStatuses: [429, 503]"))
        #expect(client.contains("        configuration.retryPolicy.rateLimitStatuses = [403]\n"))
        #expect(client.contains("""
                    configuration.rateLimitBuckets = [
                        "search": RateLimitPolicy(requests: 30, per: .seconds(60)),
                    ]
            """))
        // An optional scheme of defaultAuth is an optional argument, set only when given.
        #expect(client.contains("token: String? = nil"))
        #expect(client.contains("if let token {"))
        // A scheme with `tokenProvider: true` also takes a provider, set only when given.
        #expect(client.contains("tokenProvider: (any TokenProvider)? = nil"))
        #expect(client.contains("""
                    if let tokenProvider {
                        configuration.tokenProviders["token"] = tokenProvider
                    }
            """))
    }
}
