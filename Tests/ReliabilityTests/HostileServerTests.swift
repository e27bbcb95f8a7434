import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// Every generated client against a server on 127.0.0.1 that misbehaves in each way the issue
/// lists. Each answer is a typed ``BinderyError`` after a bounded number of attempts (counted
/// on the server), never a crash or a hang (the suite's time limit; back-off runs on a virtual
/// clock). Calls that act — ordering, creating — are not repeated once the server may have
/// acted (5xx, a broken connection, a timeout), only after a 429, which the server refused
/// before acting. Each runs over every transport of the build (URLSession's, and AsyncHTTPClient's
/// with the `AsyncHTTPClient` trait).
@Suite("Hostile servers: every generated client fails typed, bounded and fast", .serialized, .timeLimit(.minutes(5)))
struct HostileServerTests {
    /// The call that decodes a body: the GET, or for ip.labs the order (whose confirmation decodes).
    private func decodingCall(_ api: API) -> Call { api.read ?? api.order }

    /// The calls of an API with whether each may be repeated after the server acted.
    private func calls(_ api: API) -> [(name: String, call: Call, isIdempotent: Bool)] {
        var calls: [(String, Call, Bool)] = [("order", api.order, false)]
        if let read = api.read { calls.insert(("read", read, true), at: 0) }
        return calls
    }

    // MARK: - 429 and 5xx

    @Test("a 429 storm with Retry-After: every call retries, waiting as told, then gives up", arguments: API.all, TestTransport.all)
    func rateLimitStormWithRetryAfter(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, _) in calls(api) {
            let server = try server { _ in .json(429, #"{"message":"slow down"}"#, headers: [("Retry-After", "1")]) }
            let clock = TestClock()
            let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL, clock: clock).over(transport)) })
            #expect(error.code == .server, "\(name)")
            #expect(error.status == 429, "\(name)")
            #expect(error.attempts == api.maxAttempts, "\(name)")
            #expect(server.recordedRequests.count == api.maxAttempts, "\(name)")
            #expect(error.retryAfter == .seconds(1), "\(name)")
            #expect(clock.sleeps.filter { $0 == .seconds(1) }.count == api.maxAttempts - 1, "\(name): \(clock.sleeps)")
        }
    }

    @Test("a 429 storm without Retry-After: every call backs off, then gives up", arguments: API.all, TestTransport.all)
    func rateLimitStormWithoutRetryAfter(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, _) in calls(api) {
            let server = try server { _ in .text(429, "Too Many Requests") }
            let clock = TestClock()
            let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL, clock: clock).over(transport)) })
            #expect(error.code == .server && error.status == 429, "\(name)")
            #expect(error.attempts == api.maxAttempts, "\(name)")
            #expect(server.recordedRequests.count == api.maxAttempts, "\(name)")
            let backoffs = clock.sleeps.filter { $0 >= .milliseconds(50) }
            #expect(backoffs.count == api.maxAttempts - 1, "\(name): \(clock.sleeps)")
            #expect(backoffs.allSatisfy { $0 <= .seconds(60) }, "\(name): \(clock.sleeps)")
        }
    }

    @Test("a Retry-After longer than the client will wait ends the call at once", arguments: API.all, TestTransport.all)
    func retryAfterBeyondPatience(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, _) in calls(api) {
            let server = try server { _ in .text(429, "come back tomorrow", headers: [("Retry-After", "86400")]) }
            let clock = TestClock()
            let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL, clock: clock).over(transport)) })
            #expect(error.code == .server && error.status == 429, "\(name)")
            #expect(error.retryAfter == .seconds(86_400), "\(name)")
            #expect(error.attempts == 1 && server.recordedRequests.count == 1, "\(name)")
            #expect(clock.sleeps.allSatisfy { $0 < .seconds(1) }, "\(name): \(clock.sleeps)")
        }
    }

    @Test("a 5xx storm: reads retry up to the limit, orders are sent once", arguments: API.all, TestTransport.all)
    func serverErrorStorm(_ api: API, _ transport: TestTransport) async throws {
        for status in [500, 502, 503, 504] {
            for (name, call, isIdempotent) in calls(api) {
                let server = try server { _ in .text(status, "upstream failed") }
                let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL).over(transport)) })
                let expected = isIdempotent ? api.maxAttempts : 1
                #expect(error.code == .server && error.status == status, "\(name) \(status)")
                #expect(error.attempts == expected, "\(name) \(status)")
                #expect(server.recordedRequests.count == expected, "\(name) \(status)")
            }
        }
    }

    @Test("a POST the spec marks idempotent (Gooten's price estimate) is retried after a 5xx and a reset", arguments: TestTransport.all)
    func postMarkedIdempotentIsRetried(_ transport: TestTransport) async throws {
        let estimate = PriceEstimateRequest(
            shipToAddress: Orders.address, items: [OrderItem(sku: "Mug-11oz-White", quantity: 1)],
            payment: Payment(currencyCode: "USD"))
        for reply in [LoopbackReply.text(503, "busy"), .resetMidBody(status: 200, headers: [], declaredLength: 99, sentBody: Data("{".utf8))] {
            let server = try server { _ in reply }
            let error = try #require(await failure { () throws(BinderyError) in
                _ = try await API.gooten(Setup(baseURL: server.baseURL).over(transport)).getOrderPriceEstimate(order: estimate)
            })
            #expect(error.attempts == 3)
            #expect(server.recordedRequests.count == 3)
            #expect(server.recordedRequests.allSatisfy { $0.method == "POST" })
        }
    }

    // MARK: - Broken connections

    @Test("the connection is reset in the middle of the body", arguments: API.all, TestTransport.all)
    func resetMidBody(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, isIdempotent) in calls(api) {
            let server = try server { _ in
                .resetMidBody(
                    status: 200, headers: [("Content-Type", "application/json")], declaredLength: 4_096,
                    sentBody: Data(#"{"data":{"tracking":{"id":"5b7"#.utf8))
            }
            let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL).over(transport)) })
            let expected = isIdempotent ? api.maxAttempts : 1
            #expect(error.code == .transport, "\(name): \(error)")
            #expect(error.attempts == expected, "\(name)")
            #expect(server.recordedRequests.count == expected, "\(name)")
        }
    }

    @Test("the connection closes without a response", arguments: API.all, TestTransport.all)
    func closedWithoutResponse(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, isIdempotent) in calls(api) {
            let server = try server { _ in .noResponse(after: .zero) }
            let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL).over(transport)) })
            let expected = isIdempotent ? api.maxAttempts : 1
            #expect(error.code == .transport, "\(name): \(error)")
            #expect(error.attempts == expected, "\(name)")
            #expect(server.recordedRequests.count == expected, "\(name)")
        }
    }

    // MARK: - Bodies that are not what was promised

    @Test("a success whose JSON is cut short: a decoding error, not retried", arguments: API.all, TestTransport.all)
    func truncatedJSON(_ api: API, _ transport: TestTransport) async throws {
        let server = try server { _ in .json(200, #"{"data":{"tracking":{"id":"5b7","Id":"5b7","orderId":"4"#) }
        let error = try #require(await failure { () throws(BinderyError) in try await decodingCall(api)(Setup(baseURL: server.baseURL).over(transport)) })
        #expect(error.code == .decoding, "\(error)")
        #expect(error.status == 200)
        #expect(error.message == "the body is not valid JSON")
        #expect(error.attempts == 1 && server.recordedRequests.count == 1)
    }

    @Test("a success that is an HTML page: a decoding error, not retried", arguments: API.all, TestTransport.all)
    func successOfTheWrongContentType(_ api: API, _ transport: TestTransport) async throws {
        let page = "<!DOCTYPE html><html><head><title>Maintenance</title></head><body>Back soon</body></html>"
        let server = try server { _ in .response(status: 200, headers: [("Content-Type", "text/html")], body: Data(page.utf8)) }
        let error = try #require(await failure { () throws(BinderyError) in try await decodingCall(api)(Setup(baseURL: server.baseURL).over(transport)) })
        #expect(error.code == .decoding, "\(error)")
        #expect(error.message == "the body is not valid JSON")
        #expect(error.responseBody == page)
        #expect(error.attempts == 1 && server.recordedRequests.count == 1)
    }

    @Test("a failure that is an HTML page: a server error with the status", arguments: API.all, TestTransport.all)
    func failureOfTheWrongContentType(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, isIdempotent) in calls(api) {
            let server = try server { _ in
                .response(status: 502, headers: [("Content-Type", "text/html")], body: Data("<html><body>Bad Gateway</body></html>".utf8))
            }
            let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL).over(transport)) })
            #expect(error.code == .server && error.status == 502, "\(name)")
            #expect(error.serverError == nil, "\(name)")
            #expect(server.recordedRequests.count == (isIdempotent ? api.maxAttempts : 1), "\(name)")
        }
    }

    // MARK: - Slow, endless and huge

    @Test("a body that trickles in slower than the timeout allows", arguments: API.all, TestTransport.all)
    func slowBody(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, isIdempotent) in calls(api) {
            let server = try server { _ in
                .slowBody(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: Data(repeating: UInt8(ascii: " "), count: 200), chunkSize: 1, delay: .milliseconds(100))
            }
            let error = try #require(await failure { () throws(BinderyError) in
                try await call(Setup(baseURL: server.baseURL, timeout: .seconds(1)).over(transport))
            })
            #expect(error.code == .timedOut, "\(name): \(error)")
            #expect(error.attempts <= (isIdempotent ? api.maxAttempts : 1), "\(name)")
            #expect(server.recordedRequests.count == error.attempts, "\(name)")
        }
    }

    @Test("a body that never ends", arguments: API.all, TestTransport.all)
    func endlessBody(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, isIdempotent) in calls(api) {
            let server = try server { _ in .endlessBody(status: 200, headers: [("Content-Type", "application/json")]) }
            let error = try #require(await failure { () throws(BinderyError) in
                try await call(Setup(baseURL: server.baseURL, timeout: .seconds(1)).over(transport))
            })
            #expect(error.code == .timedOut, "\(name): \(error)")
            #expect(error.attempts <= (isIdempotent ? api.maxAttempts : 1), "\(name)")
            #expect(server.recordedRequests.count == error.attempts, "\(name)")
        }
    }

    @Test("a response larger than the configured cap is cut off, and the cap is the caller's to set", arguments: API.all, TestTransport.all)
    func hugeResponse(_ api: API, _ transport: TestTransport) async throws {
        let huge = Data(repeating: UInt8(ascii: "x"), count: 4 << 20)
        let server = try server { _ in .response(status: 200, headers: [("Content-Type", "application/json")], body: huge) }
        let call = decodingCall(api)
        let capped = try #require(await failure { () throws(BinderyError) in
            try await call(Setup(baseURL: server.baseURL, maximumResponseSize: 1 << 20).over(transport))
        })
        #expect(capped.code == .responseTooLarge, "\(capped)")
        #expect(capped.message == "the response exceeded 1048576 bytes")
        #expect(capped.attempts == 1 && server.recordedRequests.count == 1)

        // With a cap above the body, the body arrives (and is not JSON).
        let roomy = try #require(await failure { () throws(BinderyError) in
            try await call(Setup(baseURL: server.baseURL, maximumResponseSize: 8 << 20).over(transport))
        })
        #expect(roomy.code == .decoding, "\(roomy)")
        #expect(roomy.responseBody?.hasSuffix("… (4194304 bytes)") == true)
    }

    // MARK: - Redirects

    @Test("a redirect to another host is not followed, so it receives nothing", arguments: API.all, TestTransport.all)
    func redirectToAnotherHost(_ api: API, _ transport: TestTransport) async throws {
        let elsewhere = try server { _ in .json(200, "{}") }
        for (name, call, _) in calls(api) {
            for status in [301, 302, 303, 307, 308] {
                let target = elsewhere.baseURL.appendingPathComponent("stolen").absoluteString
                let server = try server { _ in .response(status: status, headers: [("Location", target)]) }
                let error = try #require(await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL).over(transport)) })
                #expect(error.code == .server && error.status == status, "\(name) \(status): \(error)")
                #expect(error.attempts == 1 && server.recordedRequests.count == 1, "\(name) \(status)")
            }
        }
        #expect(elsewhere.recordedRequests.isEmpty, "the other host received \(elsewhere.recordedRequests.map(\.target))")
    }

    // MARK: - Cancellation

    @Test("cancelling a call in its back-off stops the retries at once", arguments: API.all, TestTransport.all)
    func cancellationStopsRetries(_ api: API, _ transport: TestTransport) async throws {
        for (name, call, isIdempotent) in calls(api) {
            // 503 is retried for reads, 429 for every call: either way the call waits to retry.
            let status = isIdempotent ? 503 : 429
            let server = try server { _ in .text(status, "busy") }
            let task = Task { await failure { () throws(BinderyError) in
                try await call(Setup(baseURL: server.baseURL, clock: EndlessSleepClock()).over(transport))
            } }
            while server.recordedRequests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            try await Task.sleep(for: .milliseconds(100))
            task.cancel()
            let error = try #require(await task.value)
            #expect(error.code == .cancelled, "\(name): \(error)")
            #expect(error.attempts == 1, "\(name)")
            try await Task.sleep(for: .milliseconds(200))
            #expect(server.recordedRequests.count == 1, "\(name)")
        }
    }
}
