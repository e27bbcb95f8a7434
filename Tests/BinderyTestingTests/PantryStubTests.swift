import BinderyRuntime
import BinderyTesting
import Foundation
import Testing

// The stub with the client generated from this target's own spec (`Specs/api.yaml`): an envelope
// with an error key and a failure flag, a union response, a call that returns nothing, a stream.

private func makePantry(_ stub: StubTransport) -> PantryClient {
    PantryClient(key: "pantry-key", transport: stub) { $0.retryPolicy = RetryPolicy(maxAttempts: 1) }
}

@Suite struct PantryStubTests {
    @Test func aUnionIsAnsweredByItsCase() async throws {
        let stub = StubTransport()
        stub.on(GetItemRequest.self) { request in .jar(Jar(id: request.id, label: "jam")) }

        let item = try await makePantry(stub).getItem(id: "j1")

        #expect(item == .jar(Jar(id: "j1", label: "jam")))
        #expect(stub.calls.first?.request.path == "/v1/items/j1")
        #expect(stub.calls.first?.request.headerFields[HTTPField.Name("X-Key")!] == "pantry-key")
    }

    @Test func anErrorModelGoesUnderTheEnvelopesErrorKey() async throws {
        let stub = StubTransport()
        stub.on(GetItemRequest.self) { _ in
            throw StubResponse.serverError(Problem(code: "missing", message: "No such item."), status: 404)
        }

        let error = try await #require(throws: BinderyError.self) { try await makePantry(stub).getItem(id: "nope") }

        #expect(error.code == .server)
        #expect(error.status == 404)
        #expect(error.serverError as? Problem == Problem(code: "missing", message: "No such item."))
        #expect(error.message == "No such item.")
        #expect(GetItemRequest.Failure(error) == .itemNotFound)
    }

    @Test func aRawBodyWithTheFailureFlagFailsASuccessStatus() async throws {
        let stub = StubTransport()
        stub.on(
            GetItemRequest.self,
            respond: StubResponse(status: 200, json: #"{"failed": true, "error": {"code": "busy", "message": "Try later"}}"#))

        let error = try await #require(throws: BinderyError.self) { try await makePantry(stub).getItem(id: "j1") }

        #expect(error.code == .server)
        #expect(error.status == 200)
        #expect(error.serverCode == "busy")
        #expect(error.message == "Try later")
    }

    @Test func aCallThatReturnsNothingIsAnsweredWithNothing() async throws {
        let stub = StubTransport()
        stub.on(DeleteItemRequest.self) { request in
            #expect(request.id == "s9")
        }

        try await makePantry(stub).deleteItem(id: "s9")

        let call = try #require(stub.calls.first)
        #expect(call.request.method == .delete)
        #expect(call.operation(as: DeleteItemRequest.self)?.id == "s9")
    }

    @Test func aStreamIsAnsweredWithARawBodyOfEvents() async throws {
        let stub = StubTransport()
        stub.on(CrumbsRequest.self, respond: StubResponse(status: 200, body: Data("{\"n\":1}\n{\"n\":2}\n".utf8)))

        var numbers: [Int] = []
        for try await crumb in makePantry(stub).crumbs() {
            numbers.append(crumb.n)
        }

        #expect(numbers == [1, 2])
        #expect(stub.calls.first?.operation is CrumbsRequest)
    }

    @Test func aStreamFailsATypedAnswerAndSaysWhy() async throws {
        let stub = StubTransport()
        stub.on(CrumbsRequest.self) { _ in Crumb(n: 1) }

        let error = try await #require(throws: BinderyError.self) {
            for try await _ in makePantry(stub).crumbs() {}
        }

        #expect(error.code == .invalidConfiguration)
        #expect(error.operationID == "crumbs")
        #expect(error.message.contains("streaming call"))
    }
}
