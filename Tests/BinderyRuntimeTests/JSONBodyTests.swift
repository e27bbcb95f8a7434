import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

private struct NewEvent: Encodable, Sendable {
    var title: String
    var at: Date
    var url: String
}

/// `POST /events`, the body wrapped as `{"event": …}`.
private struct CreateEvent: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "createEvent", method: .post, path: "/events", successStatuses: [201])

    var event: NewEvent?
    var wrapKey: String? = "event"

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/events"
        try request.setJSONBody(event, wrappedIn: wrapKey)
    }
}

/// A value that refuses to encode.
private struct Unencodable: Encodable, Sendable {
    func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "never"))
    }
}

private struct SendUnencodable: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "sendUnencodable", method: .post, path: "/x")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        try request.setJSONBody(Unencodable())
    }
}

@Suite("JSON bodies", .timeLimit(.minutes(1)))
struct JSONBodyTests {
    private static let date = Date(timeIntervalSince1970: 1_582_689_411.25)

    private func sentBody(_ operation: CreateEvent, dateFormat: DateFormat = .iso8601) async throws -> (String, LoopbackRequest) {
        let server = try scriptedServer([.response(status: 201)])
        defer { server.stop() }
        try await makeClient(server.baseURL) { $0.dateFormat = dateFormat }.send(operation)
        let request = try #require(server.recordedRequests.first)
        return (String(decoding: request.body, as: UTF8.self), request)
    }

    @Test("the body is wrapped under the key, keys sorted, slashes unescaped, with a JSON content type")
    func wrapped() async throws {
        let (body, request) = try await sentBody(CreateEvent(event: NewEvent(title: "Launch", at: Self.date, url: "https://x.example/a")))

        #expect(body == #"{"event":{"at":"2020-02-26T03:56:51.250Z","title":"Launch","url":"https://x.example/a"}}"#)
        #expect(request.method == "POST")
        #expect(request.header("Content-Type") == "application/json")
    }

    @Test("without a wrap key the value is the body")
    func unwrapped() async throws {
        let (body, _) = try await sentBody(CreateEvent(event: NewEvent(title: "T", at: Self.date, url: "u"), wrapKey: nil))

        #expect(body == #"{"at":"2020-02-26T03:56:51.250Z","title":"T","url":"u"}"#)
    }

    @Test("dates in bodies follow the API's DateFormat")
    func dateFormats() async throws {
        let event = CreateEvent(event: NewEvent(title: "T", at: Self.date, url: "u"), wrapKey: nil)

        let (seconds, _) = try await sentBody(event, dateFormat: .epochSeconds)
        let (milliseconds, _) = try await sentBody(event, dateFormat: .epochMilliseconds)

        #expect(seconds == #"{"at":1582689411.25,"title":"T","url":"u"}"#)
        #expect(milliseconds == #"{"at":1582689411250,"title":"T","url":"u"}"#)
    }

    @Test("one client's encoder serves calls from many tasks at once: each body arrives whole and its own")
    func concurrentBodies() async throws {
        let server = try scriptedServer([.response(status: 201)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.dateFormat = .epochSeconds }
        let titles = (0..<24).map { "event \($0)" }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, title) in titles.enumerated() {
                let event = NewEvent(title: title, at: Date(timeIntervalSince1970: Double(index)), url: "u/\(index)")
                group.addTask { try await client.send(CreateEvent(event: event, wrapKey: nil)) }
            }
            try await group.waitForAll()
        }

        let bodies = Set(server.recordedRequests.map { String(decoding: $0.body, as: UTF8.self) })
        let expected = Set(titles.indices.map { #"{"at":\#($0),"title":"event \#($0)","url":"u/\#($0)"}"# })
        #expect(bodies == expected)
    }

    @Test("a nil body sends no body and no content type")
    func noBody() async throws {
        let (body, request) = try await sentBody(CreateEvent(event: nil))

        #expect(body.isEmpty)
        #expect(request.header("Content-Type") == nil)
    }

    @Test("a body that does not encode is .invalidRequest, before anything is sent")
    func unencodable() async throws {
        let transport = RecordingTransport()
        let client = makeClient(URL(validated: "https://api.example.com")) { $0.transport = transport }

        let error = try await failure { try await client.send(SendUnencodable()) }

        #expect(error.code == .invalidRequest)
        #expect(error.underlying is EncodingError)
        #expect(transport.requests.isEmpty)
    }
}
