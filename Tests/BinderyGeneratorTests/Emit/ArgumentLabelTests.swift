import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// A method's first argument loses its label when the label only repeats the end of the
/// method's name (the API Design Guidelines' "omit needless words"); nothing else does.
@Suite("Argument labels")
struct ArgumentLabelTests {
    @Test(arguments: [
        ("createItem", "item", true),
        ("submitSessionOrder", "order", true),
        ("createPreconfiguredProduct", "preconfiguredProduct", true),
        ("uploadImages", "images", true),
        // Not a whole trailing word, or not the end of the name.
        ("reorder", "order", false),
        ("getItemStock", "itemID", false),
        ("getItemStock", "item", false),
        ("createItems", "item", false),
        // The label is the whole name: there is nothing it repeats.
        ("item", "item", false),
        // An acronym ends a method name in capitals.
        ("getTrackingByID", "id", true),
        ("getImageURL", "url", true),
        ("deleteItemIDs", "itemIDs", true),
        ("getTrackingByID", "trackingID", false),
        ("void", "id", false),
        ("getOrderID", "order", false),
        // The method's whole name and a word that says only "what is sent".
        ("createAssistant", "createAssistantRequest", true),
        ("createThread", "createThreadRequestBody", false),
        ("createThread", "createThreadBody", true),
        ("postCustomers", "postCustomersParams", true),
        ("createAssistant", "createAssistantRun", false),
        ("createAssistant", "createAssistants", false),
        ("create", "createRequest", true),
        // A call's event-stream twin reads as the call does.
        ("createChatCompletionStream", "createChatCompletionRequest", true),
        ("createChatCompletionStream", "createChatCompletionStreamRequest", true),
        ("createChatStream", "createChatCompletionRequest", false),
        ("upstream", "upRequest", false),
    ])
    func rule(method: String, argument: String, omits: Bool) {
        #expect(CallArguments.omitsLabel(ofFirstArgument: argument, inMethod: method) == omits)
    }

    static let spec = """
        \(SpecText.header)
          completionHandlers: true
        models:
          Parcel: { fields: { id: { type: string, required: true } } }
        endpoints:
          createParcel:
            method: POST
            path: /parcels
            body: { type: Parcel, swiftName: parcel, docs: The parcel to send. }
            parameters:
              notify: { in: query, type: boolean }
            response: { type: Parcel }
          replaceParcel:
            method: PUT
            path: /parcels/{id}
            parameters:
              id: { in: path }
            body: { type: Parcel, swiftName: parcel }
            response: { type: Parcel }
        """

    @Test("the method drops a repeated first label; the request value and DocC links follow")
    func unlabelledFirstArgument() throws {
        let spec = try SpecText.load(Self.spec)
        let (request, methods) = Snippet.endpoint("createParcel", in: spec)
        #expect(request.contains("/// The request of ``ShopClient/createParcel(_:notify:)``."))
        // The request value keeps its labels: it is built by name, like any initializer.
        #expect(request.contains("public init(parcel: Parcel, notify: Bool? = nil)"))
        #expect(methods.contains("public func createParcel(_ parcel: Parcel, notify: Bool? = nil) async throws(BinderyError) -> Parcel"))
        #expect(methods.contains("try await self.client.send(CreateParcelRequest(parcel: parcel, notify: notify))"))
        #expect(methods.contains("///   - parcel: The parcel to send."))
        #expect(methods.contains("/// ``createParcel(_:notify:)`` for callers that are not async:"))
        #expect(methods.contains("    _ parcel: Parcel, notify: Bool? = nil,\n    completion: @escaping @Sendable"))
    }

    @Test("a label that is not the first argument's stays")
    func laterArgumentKeepsLabel() throws {
        let spec = try SpecText.load(Self.spec)
        let methods = Snippet.endpoint("replaceParcel", in: spec).methods
        #expect(methods.contains("public func replaceParcel(id: String, parcel: Parcel) async throws(BinderyError) -> Parcel"))
        #expect(methods.contains("/// ``replaceParcel(id:parcel:)`` for callers that are not async:"))
    }
}
