import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("Snippets: requests and methods")
struct RequestSnippetTests {
    static let spec = """
        \(SpecText.header)
          auth:
            key: { type: apiKeyHeader, name: X-Key }
          defaultAuth: [key]
          completionHandlers: true
        models:
          Parcel: { fields: { id: { type: string, required: true } } }
        endpoints:
          getParcel:
            docs: Returns one parcel.
            method: GET
            path: /parcels/{parcel_id}
            parameters:
              parcel_id: { in: path, docs: The parcel's id. }
              fields: { in: query, type: "[string]", style: comma }
              X-Trace: { in: header }
            response: { type: Parcel, at: parcel, docs: The parcel. }
            errors:
              - { status: 404, code: "4004", docs: No such parcel. }
        """

    @Test func requestValue() throws {
        let spec = try SpecText.load(Self.spec)
        expectSameText(Snippet.endpoint("getParcel", in: spec).request, """
            /// The request of ``ShopClient/getParcel(parcelID:fields:xTrace:)``.
            ///
            /// Returns one parcel.
            public struct GetParcelRequest: ShopOperation {
                public typealias Response = Parcel

                public static let descriptor = OperationDescriptor(
                    id: "getParcel",
                    method: .get,
                    path: "/parcels/{parcel_id}",
                    unwrapping: ["parcel"],
                    auth: ["key"],
                    documentedErrors: [
                        .init(status: 404, code: "4004", summary: "No such parcel."),
                    ]
                )

                /// The parcel's id.
                public var parcelID: String
                public var fields: [String]?
                public var xTrace: String?

                /// Creates the request.
                public init(parcelID: String, fields: [String]? = nil, xTrace: String? = nil) {
                    self.parcelID = parcelID
                    self.fields = fields
                    self.xTrace = xTrace
                }

                public func encode(into request: inout RequestParts) throws(BinderyError) {
                    request.path = "/parcels/\\(parcelID)"
                    request.addQuery("fields", fields, style: .comma)
                    try request.setHeader("X-Trace", xTrace)
                }
            }

            """)
    }

    @Test func clientMethods() throws {
        let spec = try SpecText.load(Self.spec)
        expectSameText(Snippet.endpoint("getParcel", in: spec).methods, """
            /// Returns one parcel.
            ///
            /// `GET /parcels/{parcel_id}`
            ///
            /// - Parameters:
            ///   - parcelID: The parcel's id.
            /// - Returns: The parcel.
            /// - Throws: `BinderyError`; documented failures:
            ///   - 404 (code 4004): No such parcel.
            public func getParcel(
                parcelID: String, fields: [String]? = nil, xTrace: String? = nil
            ) async throws(BinderyError) -> Parcel {
                try await self.client.send(GetParcelRequest(parcelID: parcelID, fields: fields, xTrace: xTrace))
            }

            /// ``getParcel(parcelID:fields:xTrace:)`` for callers that are not async:
            /// `completion` runs once, on an arbitrary thread, with the result.
            @discardableResult
            public func getParcel(
                parcelID: String, fields: [String]? = nil, xTrace: String? = nil,
                completion: @escaping @Sendable (Result<Parcel, BinderyError>) -> Void
            ) -> Task<Void, Never> {
                self.client.send(
                    GetParcelRequest(parcelID: parcelID, fields: fields, xTrace: xTrace),
                    completion: completion)
            }

            """)
    }

    @Test func completionHandlersOnlyWhenTheSpecAsks() throws {
        let spec = try SpecText.load(Self.spec.replacingOccurrences(of: "  completionHandlers: true\n", with: ""))
        let methods = Snippet.endpoint("getParcel", in: spec).methods
        #expect(methods.contains("async throws(BinderyError) -> Parcel"))
        #expect(!methods.contains("completion:"))
    }
}
