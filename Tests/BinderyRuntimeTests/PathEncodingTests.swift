import BinderyLoopback
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `GET /files/{folder}/{name}`.
private struct GetFile: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "getFile", method: .get, path: "/files/{folder}/{name}")

    var folder: String
    var name: String

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/files/\(folder)/\(name)"
    }
}

@Suite("Path values are percent-encoded as single segments", .timeLimit(.minutes(1)))
struct PathEncodingTests {
    @Test(
        "encoding of one segment",
        arguments: [
            ("a/b", "a%2Fb"), ("a?b", "a%3Fb"), ("a#b", "a%23b"), ("100%", "100%25"), ("a b", "a%20b"),
            ("ünï", "%C3%BCn%C3%AF"), ("日本", "%E6%97%A5%E6%9C%AC"), (".", "%2E"), ("..", "%2E%2E"), ("...", "%2E%2E%2E"),
            ("a.b", "a.b"), ("..a", "..a"), ("A-Z_a~z.0", "A-Z_a~z.0"), ("+&=;:@", "%2B%26%3D%3B%3A%40"), ("", ""),
        ])
    func segment(value: String, encoded: String) {
        #expect(PercentEncoding.pathSegment(value) == encoded)
    }

    @Test("interpolation encodes values and keeps literals; other parameter types use their wire text")
    func interpolation() {
        let id = "1Z/9"
        let count = 3
        let ratio = 2.5
        let flag = true
        let path: EncodedPath = "/v4/trackings/\(id)/\(count)/\(ratio)/\(flag)"
        #expect(path.encoded == "/v4/trackings/1Z%2F9/3/2.5/true")
        #expect(path.description == path.encoded)
        let literal: EncodedPath = "/plain/path"
        #expect(literal.encoded == "/plain/path")
    }

    @Test(
        "values reach the server as one segment each, never changing the path or reaching the query",
        arguments: [
            ("a/b", "a%2Fb"), ("../../admin", "..%2F..%2Fadmin"), ("..", "%2E%2E"), (".", "%2E"), ("q?x=1", "q%3Fx%3D1"),
            ("frag#x", "frag%23x"), ("50% off", "50%25%20off"), ("Zürich", "Z%C3%BCrich"),
        ])
    func overTheWire(value: String, encoded: String) async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }

        try await makeClient(server.baseURL).send(GetFile(folder: value, name: "end"))

        let request = try #require(server.recordedRequests.first)
        #expect(request.path == "/files/\(encoded)/end")
        #expect(request.pathSegments == ["files", value, "end"])
        #expect(request.query.isEmpty)
    }
}
