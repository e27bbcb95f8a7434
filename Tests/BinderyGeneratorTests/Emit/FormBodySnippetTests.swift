import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("Snippets: form bodies")
struct FormBodySnippetTests {
    static let spec = """
        \(SpecText.header)
        models:
          NewCustomer:
            fields:
              email: { type: string, required: true }
              metadata: "[string: string]"
        endpoints:
          createCustomer:
            method: POST
            path: /customers
            body: { type: NewCustomer, encoding: form }
            response: NewCustomer
        """

    @Test func requestSetsAFormBody() throws {
        let spec = try SpecText.load(Self.spec)
        expectSameText(Snippet.endpoint("createCustomer", in: spec).request, """
            /// The request of ``ShopClient/createCustomer(newCustomer:)``.
            public struct CreateCustomerRequest: ShopOperation {
                public typealias Response = NewCustomer

                public static let descriptor = OperationDescriptor(
                    id: "createCustomer",
                    method: .post,
                    path: "/customers"
                )

                public var newCustomer: NewCustomer

                /// Creates the request.
                public init(newCustomer: NewCustomer) {
                    self.newCustomer = newCustomer
                }

                public func encode(into request: inout RequestParts) throws(BinderyError) {
                    request.path = "/customers"
                    try request.setFormBody(newCustomer)
                }
            }

            """)
    }

    @Test func methodDocsSayTheBodyIsAForm() throws {
        let spec = try SpecText.load(Self.spec)
        expectSameText(Snippet.endpoint("createCustomer", in: spec).methods, """
            /// Calls `POST /customers`.
            ///
            /// The body is sent as `application/x-www-form-urlencoded`.
            /// - Throws: `BinderyError`
            public func createCustomer(newCustomer: NewCustomer) async throws(BinderyError) -> NewCustomer {
                try await self.client.send(CreateCustomerRequest(newCustomer: newCustomer))
            }

            """)
    }
}
