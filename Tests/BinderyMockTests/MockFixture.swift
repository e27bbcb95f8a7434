import BinderyGenerator
import BinderyMock
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A mock of a spec folder on 127.0.0.1 for one test, with the lines it logged.
final class MockFixture: Sendable {
    let server: MockServer
    private let lines = LogLines()

    /// The test spec (`Tests/BinderyMockTests/Specs/`).
    static let depotSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Specs")
    /// The AfterShip spec of the package (`Specs/AfterShip/`).
    static let afterShipSpec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs/AfterShip")

    init(_ folder: URL = MockFixture.depotSpec) throws {
        let spec = try SpecLoader.load(directory: folder.path)
        let lines = self.lines
        server = try MockServer(spec: spec) { lines.append($0) }
    }

    deinit { server.stop() }

    var baseURL: URL { server.baseURL }

    /// Every line logged so far.
    var log: [String] { lines.all }

    /// An answer as raw HTTP: status, header fields and body.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends `method` to `path` (under the base URL, with its query) as a plain HTTP request.
    func send(
        _ method: String, _ path: String, headers: [String: String] = ["Authorization": "Bearer t"], body: String? = nil
    ) async throws -> Answer {
        try await send(method, path, headers: headers, bytes: body.map { Data($0.utf8) })
    }

    /// Sends `bytes` as the body, which need not be UTF-8; JSON's content type unless `headers` give one.
    func send(_ method: String, _ path: String, headers: [String: String] = ["Authorization": "Bearer t"], bytes: Data?) async throws -> Answer {
        let url = try #require(URL(string: baseURL.absoluteString + path))
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body = bytes {
            request.httpBody = body
            if headers["Content-Type"] == nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return Answer(status: http.statusCode, headers: fields, body: data)
    }
}

/// Lines logged from the mock's connection threads.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        lines.append(line)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
