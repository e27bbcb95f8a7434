import Foundation

// The example of README.md's "Testing your code without a network", compiled and run as is:
// the text between the markers is the README's code block, which `readmeShowsThisExample` checks.

// README example begins
import AfterShip
import BinderyTesting
import Testing

/// The code under test: it is given the client, so a test can give it one with a stub.
struct DeliveryCheck {
    let client: AfterShipClient

    func isDelivered(_ trackingNumber: String) async throws -> Bool {
        try await client.getTracking(slug: "ups", trackingNumber: trackingNumber).tag == .delivered
    }
}

@Test func aDeliveredParcelIsDelivered() async throws {
    let stub = StubTransport()
    stub.on(GetTrackingRequest.self) { request in
        #expect(request.slug == "ups")
        return Tracking(trackingNumber: request.trackingNumber, tag: .delivered)
    }
    let check = DeliveryCheck(client: AfterShipClient(apiKey: "test", transport: stub))

    #expect(try await check.isDelivered("1Z999"))
    #expect(stub.calls(of: GetTrackingRequest.self).map(\.trackingNumber) == ["1Z999"])
}

@Test func anUnknownParcelFailsAsTheServerSaysSo() async throws {
    let stub = StubTransport()
    stub.on(GetTrackingRequest.self) { _ in
        throw StubResponse.serverError(Meta(code: 4004, message: "Tracking does not exist."), status: 404)
    }
    let check = DeliveryCheck(client: AfterShipClient(apiKey: "test", transport: stub))

    let error = try await #require(throws: BinderyError.self) { try await check.isDelivered("nope") }
    #expect(GetTrackingRequest.Failure(error) == .trackingNotFound)
}
// README example ends

@Test func readmeShowsThisExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let source = try String(contentsOf: here, encoding: .utf8)
    let readme = try String(
        contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "README.md"),
        encoding: .utf8)
    let begin = try #require(source.range(of: "// README example begins\n"))
    let end = try #require(source.range(of: "// README example ends\n", range: begin.upperBound..<source.endIndex))
    let example = source[begin.upperBound..<end.lowerBound]
    #expect(readme.contains("```swift\n" + example + "```\n"))
}
