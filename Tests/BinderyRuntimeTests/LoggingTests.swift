import BinderyLoopback
import Foundation
import Logging
import Testing

@testable import BinderyRuntime

/// One record a ``RecordingLogHandler`` kept.
private struct Record: Sendable {
    var level: Logger.Level
    var message: String
    var metadata: [String: String]

    /// The message and every metadata value, for secret scans.
    var text: String { ([message] + metadata.map { "\($0.key)=\($0.value)" }).joined(separator: " ") }
}

/// Keeps every record at or above its level.
private struct RecordingLogHandler: LogHandler {
    let records: Box<[Record]>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let values = (event.metadata ?? [:]).mapValues { "\($0)" }
        records.update { $0.append(Record(level: event.level, message: "\(event.message)", metadata: values)) }
    }
}

@Suite("Logging: each call's outcome, retries and waits at debug, redacted", .timeLimit(.minutes(1)))
struct LoggingTests {
    private let records = Box<[Record]>([])

    private func logger(level: Logger.Level = .trace) -> Logger {
        let records = self.records
        return Logger(label: "test") { _ in RecordingLogHandler(records: records, logLevel: level) }
    }

    @Test("a call that succeeds logs one record with its operation, target, status, attempts and time")
    func success() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.logger = logger() }

        _ = try await client.send(GetItem(id: "42"))

        let record = try #require(records.get.only)
        #expect(record.level == .debug)
        #expect(record.message == "call succeeded")
        #expect(record.metadata["bindery.operation"] == "getItem")
        #expect(record.metadata["http.request.method"] == "GET")
        #expect(record.metadata["url.path"] == "/items/42")
        #expect(record.metadata["url.query"] == nil)
        #expect(record.metadata["server.address"] == server.baseURL.host().map { "\($0):\(server.port)" })
        #expect(record.metadata["http.response.status_code"] == "200")
        #expect(record.metadata["bindery.attempts"] == "1")
        #expect(record.metadata["bindery.duration_ms"].flatMap(Double.init).map { $0 >= 0 } == true)
    }

    @Test("a retried call logs the retry with its cause and wait, then the outcome")
    func retry() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.logger = logger() }

        _ = try await client.send(GetItem(id: "1"))

        #expect(records.get.map(\.message) == ["retrying call", "call succeeded"])
        let retry = try #require(records.get.first)
        #expect(retry.metadata["bindery.attempt"] == "1")
        #expect(retry.metadata["bindery.error.code"] == "server")
        #expect(retry.metadata["http.response.status_code"] == "503")
        #expect(retry.metadata["bindery.retry_delay_ms"].flatMap(Double.init).map { $0 > 0 } == true)
        #expect(records.get.last?.metadata["bindery.attempts"] == "2")
    }

    @Test("a call that fails logs its error once, at debug: the caller gets the error itself")
    func failure() async throws {
        let server = try scriptedServer([.json(404, #"{"message":"no such item"}"#)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.logger = logger() }

        _ = try await BinderyRuntimeTests.failure { try await client.send(GetItem(id: "9")) }

        let record = try #require(records.get.only)
        #expect(record.level == .debug)
        #expect(record.message == "call failed")
        #expect(record.metadata["bindery.error.code"] == "server")
        #expect(record.metadata["http.response.status_code"] == "404")
        #expect(record.metadata["bindery.attempts"] == "1")
        #expect(record.metadata["url.path"] == "/items/9")
        #expect(record.metadata["bindery.error.message"]?.isEmpty == false)
    }

    @Test("a call refused before sending logs its operation and error, without a target")
    func refusedBeforeSending() async throws {
        let client = makeClient(URL(validated: "https://api.example.com")) { $0.logger = logger() }

        _ = try await BinderyRuntimeTests.failure { try await client.send(GetWithQueryKey()) }

        let record = try #require(records.get.only)
        #expect(record.message == "call failed")
        #expect(record.metadata["bindery.operation"] == "getWithQueryKey")
        #expect(record.metadata["bindery.error.code"] == "invalidConfiguration")
        #expect(record.metadata["bindery.attempts"] == "0")
        #expect(record.metadata["url.path"] == nil)
    }

    @Test("a call the rate limit holds back logs the wait")
    func rateLimitWait() async throws {
        let server = try scriptedServer([.json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.rateLimitPolicy = RateLimitPolicy(requests: 1, per: .seconds(2))
            $0.logger = logger()
        }

        for _ in 0..<2 { _ = try await client.send(GetItem(id: "1")) }

        #expect(records.get.map(\.message) == ["call succeeded", "call waits", "call succeeded"])
        #expect(records.get[1].metadata["bindery.wait_reason"] == "rate limit")
        #expect(records.get[1].metadata["bindery.wait_ms"] == "2000.0")
    }

    @Test("credentials and secret parameters never reach a record, in the query or in an error")
    func secretsAreRedacted() async throws {
        let server = try scriptedServer([
            .json(200, Ack.json), .json(400, #"{"message":"bad signature sig-aabbccddeeff for qk-1122334455"}"#),
        ])
        defer { server.stop() }
        let client = makeClient(server.baseURL) {
            $0.credentials = Secrets.credentials
            $0.logger = logger()
        }

        _ = try await client.send(GetWithQueryKey())
        _ = try await BinderyRuntimeTests.failure { try await client.send(GetWithSecretQuery(signature: Secrets.signature)) }

        #expect(records.get.map(\.message) == ["call succeeded", "call failed"])
        #expect(records.get.first?.metadata["url.query"]?.hasPrefix("api_key=") == true)
        for record in records.get {
            for secret in Secrets.all {
                #expect(!record.text.contains(secret), "\(record.message) shows \(secret)")
            }
        }
    }

    @Test("a logger above debug gets nothing, and the default logger discards everything")
    func levels() async throws {
        let server = try scriptedServer([.json(503, "{}"), .json(200, Item.json)])
        defer { server.stop() }
        let client = makeClient(server.baseURL) { $0.logger = logger(level: .info) }

        _ = try await client.send(GetItem(id: "1"))

        #expect(records.get.isEmpty)
        #expect(ClientConfiguration(baseURL: server.baseURL).logger.logLevel > .debug)
    }
}
