import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// Bodies of raw bytes both ways (`encoding: binary`, `binary: true`), as GitHub's release
/// assets take and give them: the exact bytes on the wire, in both directions.
@Suite("Calls: binary bodies", .timeLimit(.minutes(1)))
struct BinaryBodyTests {
    /// Every byte value, twice, and bytes that are not UTF-8: nothing may be re-encoded.
    private static let bytes = Data((0...255).map(UInt8.init) + (0...255).reversed().map(UInt8.init) + [0xC3, 0x28, 0xFF])

    @Test("a binary body is sent as its bytes, with the spec's content type")
    func uploadSendsBytes() async throws {
        let fake = try HubFake(replies: [.json(201, #"{"id":7,"name":"build.zip","size":515}"#)])

        let asset = try await fake.makeClient().uploadReleaseAsset(
            owner: "swiftlang", repo: "swift", releaseID: 42, asset: Self.bytes, name: "build.zip")

        #expect(asset.id == 7)
        let request = try fake.server.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/repos/swiftlang/swift/releases/42/assets")
        #expect(request.header("Content-Type") == "application/zip")
        #expect(request.header("Content-Length") == "\(Self.bytes.count)")
        #expect(request.body == Self.bytes)
    }

    @Test("an optional binary body left out sends no body and no content type; given, the default media type")
    func optionalBody() async throws {
        let fake = try HubFake(replies: [.response(status: 204), .response(status: 204)])
        let client = fake.makeClient()

        try await client.uploadAvatar()
        try await client.uploadAvatar(body: Data("png".utf8))

        let requests = fake.requests
        #expect(requests.count == 2)
        #expect(requests.first?.body.isEmpty == true)
        #expect(requests.first?.header("Content-Type") == nil)
        #expect(requests.last?.header("Content-Type") == "application/octet-stream")
        #expect(requests.last?.body == Data("png".utf8))
    }

    @Test("a binary response is returned as the bytes that came, with its declared headers")
    func downloadReturnsBytes() async throws {
        let fake = try HubFake(replies: [
            .response(status: 200, headers: [("Content-Type", "application/octet-stream"), ("ETag", "\"v1\"")], body: Self.bytes)
        ])
        let client = fake.makeClient()

        let response = try await client.downloadReleaseAssetWithResponse(owner: "swiftlang", repo: "swift", assetID: 9)

        #expect(response.body == Self.bytes)
        #expect(response.headers.eTag == "\"v1\"")
        let request = try fake.server.onlyRequest()
        #expect(request.header("Accept") == "application/octet-stream")
    }

    @Test("an endpoint that declares the same headers as an earlier one reads them through its struct")
    func sharedHeaders() async throws {
        // `downloadReleaseArchive` declares `ETag` as `downloadReleaseAsset` does: one struct.
        #expect(DownloadReleaseArchiveRequest.ResponseHeaders.self == DownloadReleaseAssetRequest.ResponseHeaders.self)
        let fake = try HubFake(replies: [.response(status: 200, headers: [("ETag", "\"v2\"")], body: Data("zip".utf8))])

        let response = try await fake.makeClient().downloadReleaseArchiveWithResponse(owner: "swiftlang", repo: "swift", tag: "6.3")

        #expect(response.body == Data("zip".utf8))
        #expect(response.headers.eTag == "\"v2\"")
        #expect(try fake.server.onlyRequest().path == "/repos/swiftlang/swift/zipball/6.3")
    }

    @Test("a failure of a binary call still decodes the API's error model")
    func failureIsTyped() async throws {
        let fake = try HubFake(replies: [.json(404, #"{"message":"Not Found"}"#)])

        let error = await #expect(throws: BinderyError.self) {
            try await fake.makeClient().downloadReleaseAsset(owner: "swiftlang", repo: "swift", assetID: 9)
        }

        #expect(error?.code == .server)
        #expect(error?.status == 404)
    }
}
