import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

private struct Courier: Decodable, Sendable, Equatable {
    var slug: String
}

/// The envelope key as the generator writes it for `envelope: { data: data }`, except that it
/// counts how often `JSONDecoder` asks for its text: only the keyed path asks more than once.
private struct CountingDataKey: EnvelopeDataKey {
    static let reads = Counter()
    static var payload: Self { Self() }

    var stringValue: String {
        Self.reads.increment()
        return "data"
    }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// The API-level protocol the generator writes for an API with an envelope data key.
private protocol EnvelopedOperation: APIOperation {}

extension EnvelopedOperation where Response: Decodable {
    static func decodeResponse(_ response: ResponseContext) throws(BinderyError) -> Response {
        try response.decodeJSON(Response.self, envelopeKey: CountingDataKey.self)
    }
}

private struct GetCourier: EnvelopedOperation {
    typealias Response = Courier
    static let descriptor = OperationDescriptor(id: "getCourier", method: .get, path: "/couriers/ups")

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/couriers/ups"
    }
}

/// A call with its own unwrap path: `{"data": {"courier": …}}`.
private struct GetWrappedCourier: EnvelopedOperation {
    typealias Response = Courier
    static let descriptor = OperationDescriptor(
        id: "getWrappedCourier", method: .get, path: "/couriers/ups", unwrapping: ["courier"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/couriers/ups"
    }
}

/// A generated call decodes under its API's envelope key through the key's type, and along
/// the key path whenever the client or the call unwraps differently: the same values either way.
@Suite("Envelope data keys", .serialized, .timeLimit(.minutes(1)))
struct EnvelopeDataKeyTests {
    private func send<Operation: APIOperation>(
        _ operation: Operation, body: String, envelope: Envelope?
    ) async throws -> Result<Operation.Response, BinderyError> {
        let server = try scriptedServer([.json(200, body)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.envelope = envelope }
        return await outcome { try await client.send(operation) }
    }

    @Test("the spec's envelope decodes through the key's type")
    func throughTheKey() async throws {
        let before = CountingDataKey.reads.value
        let result = try await send(GetCourier(), body: #"{"meta":{"code":200},"data":{"slug":"ups"}}"#, envelope: Envelope(dataKey: "data"))
        #expect(try result.get() == Courier(slug: "ups"))
        // One read to compare with the client's path, then `JSONDecoder`'s own.
        #expect(CountingDataKey.reads.value - before > 1)
    }

    @Test("a failure under the key names its path in the body")
    func failureUnderTheKey() async throws {
        let result = try await send(GetCourier(), body: #"{"data":{"slug":7}}"#, envelope: Envelope(dataKey: "data"))
        let error = try #require(result.failure)
        #expect(error.code == .decoding)
        #expect(error.codingPath == "data.slug")
        #expect(error.message.hasPrefix("expected String"))
    }

    @Test("a body without the key says the key is missing")
    func missingKey() async throws {
        let result = try await send(GetCourier(), body: #"{"meta":{"code":200}}"#, envelope: Envelope(dataKey: "data"))
        let error = try #require(result.failure)
        #expect(error.code == .decoding)
        #expect(error.codingPath == "data")
        #expect(error.message == "a required key is missing")
    }

    @Test("a client configured with another envelope unwraps along its own key")
    func anotherEnvelope() async throws {
        let before = CountingDataKey.reads.value
        let result = try await send(GetCourier(), body: #"{"result":{"slug":"ups"}}"#, envelope: Envelope(dataKey: "result"))
        #expect(try result.get() == Courier(slug: "ups"))
        #expect(CountingDataKey.reads.value - before == 1)
    }

    @Test("a client without an envelope decodes the body itself")
    func noEnvelope() async throws {
        let result = try await send(GetCourier(), body: #"{"slug":"ups"}"#, envelope: nil)
        #expect(try result.get() == Courier(slug: "ups"))
    }

    @Test("a call with its own unwrap path goes under the envelope, then its key")
    func ownUnwrapPath() async throws {
        let result = try await send(
            GetWrappedCourier(), body: #"{"data":{"courier":{"slug":"ups"}}}"#, envelope: Envelope(dataKey: "data"))
        #expect(try result.get() == Courier(slug: "ups"))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
