import AfterShip
import BinderyRuntime
import BinderyTesting
import Foundation
import Testing

/// A client of the stub, one attempt per call unless a test asks for more, without a rate limit.
private func makeClient(
    _ stub: StubTransport, middlewares: [any ClientMiddleware] = [], configure: (inout ClientConfiguration) -> Void = { _ in }
) -> AfterShipClient {
    AfterShipClient(apiKey: "test-key", transport: stub, middlewares: middlewares) { configuration in
        configuration.rateLimitPolicy = .none
        configuration.retryPolicy = RetryPolicy(maxAttempts: 1)
        configure(&configuration)
    }
}

@Suite struct StubTransportTests {
    @Test func aTypedAnswerGetsTheRequestValueAndIsReturnedWithoutJSON() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self) { request in
            Tracking(id: "t-1", trackingNumber: request.trackingNumber, slug: request.slug, tag: .inTransit)
        }
        let client = makeClient(stub)

        let tracking = try await client.getTracking(slug: "ups", trackingNumber: "1Z999", fields: ["title"])

        #expect(tracking == Tracking(id: "t-1", trackingNumber: "1Z999", slug: "ups", tag: .inTransit))
        let sent = try #require(stub.calls(of: GetTrackingRequest.self).first)
        #expect(sent.slug == "ups")
        #expect(sent.fields == ["title"])
    }

    @Test func theRequestGoesThroughTheRealEncoding() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self) { _ in Tracking() }
        stub.on(CreateTrackingRequest.self) { request in Tracking(trackingNumber: request.tracking.trackingNumber) }
        let client = makeClient(stub)

        _ = try await client.getTracking(slug: "a b/c", trackingNumber: "1Z999", fields: ["title", "tag"])
        let created = try await client.createTracking(NewTracking(trackingNumber: "NEW-1", title: "Shoes"))

        #expect(created.trackingNumber == "NEW-1")
        let calls = stub.calls
        #expect(calls.map(\.operationID) == ["getTracking", "createTracking"])
        let get = calls[0].request
        #expect(get.method == .get)
        #expect(get.authority == "api.aftership.com")
        #expect(get.path == "/v4/trackings/a%20b%2Fc/1Z999?fields=title,tag")
        #expect(get.headerFields[HTTPField.Name("aftership-api-key")!] == "test-key")
        #expect(calls[1].request.method == .post)
        let body = try #require(calls[1].body)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: [String: String]])
        #expect(json == ["tracking": ["tracking_number": "NEW-1", "title": "Shoes"]])
    }

    @Test func aThrownErrorModelFailsTheCallAsTheServersFailureDoes() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self) { _ in
            throw StubResponse.serverError(Meta(code: 4004, message: "Tracking does not exist.", type: .notFound), status: 404)
        }
        let client = makeClient(stub)

        let error = try await #require(throws: BinderyError.self) {
            try await client.getTracking(slug: "ups", trackingNumber: "unknown")
        }
        #expect(error.code == .server)
        #expect(error.operationID == "getTracking")
        #expect(error.status == 404)
        #expect(error.serverCode == "4004")
        #expect(error.message == "Tracking does not exist.")
        #expect(error.serverError as? Meta == Meta(code: 4004, message: "Tracking does not exist.", type: .notFound))
        #expect(GetTrackingRequest.Failure(error) == .trackingNotFound)
        #expect(error.attempts == 1)
    }

    @Test func aThrownBinderyErrorIsWhatTheCallerGets() async throws {
        let stub = StubTransport()
        stub.on(DeleteTrackingRequest.self) { request in
            throw BinderyError(.rateLimited, operationID: "deleteTracking", message: "slow down \(request.slug)", retryAfter: .seconds(3))
        }
        let client = makeClient(stub)

        let error = try await #require(throws: BinderyError.self) {
            try await client.deleteTracking(slug: "dhl", trackingNumber: "42")
        }
        #expect(error.code == .rateLimited)
        #expect(error.message == "slow down dhl")
        #expect(error.retryAfter == .seconds(3))
        #expect(error.attempts == 1)
    }

    @Test func aTransportErrorIsRetriedAsABrokenConnection() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self, times: 1) { _ in throw URLError(.networkConnectionLost) }
        stub.on(GetTrackingRequest.self) { _ in Tracking(slug: "ups") }
        let client = makeClient(stub) { configuration in
            configuration.retryPolicy = RetryPolicy(maxAttempts: 2, jitter: { _ in 0 })
        }

        let tracking = try await client.getTracking(slug: "ups", trackingNumber: "1")

        #expect(tracking.slug == "ups")
        #expect(stub.calls.map(\.attempt) == [1, 2])
    }

    @Test func aRawResponseIsDecodedWithTheEnvelope() async throws {
        let stub = StubTransport()
        stub.on(
            GetTrackingRequest.self,
            respond: StubResponse(
                status: 200, json: #"{"meta": {"code": 200}, "data": {"tracking": {"slug": "dhl", "tag": "Delivered"}}}"#))
        let client = makeClient(stub)

        let tracking = try await client.getTracking(slug: "dhl", trackingNumber: "1")

        #expect(tracking.slug == "dhl")
        #expect(tracking.tag == .delivered)
    }

    @Test func aRawFailureHasItsStatusHeadersAndBody() async throws {
        let stub = StubTransport()
        stub.on(
            GetTrackingRequest.self,
            respond: StubResponse(
                status: 429, headerFields: [.retryAfter: "120"],
                json: #"{"meta": {"code": 429, "message": "Too many requests", "type": "TooManyRequests"}, "data": {}}"#))
        let client = makeClient(stub)

        let error = try await #require(throws: BinderyError.self) {
            try await client.getTracking(slug: "dhl", trackingNumber: "1")
        }
        #expect(error.code == .server)
        #expect(error.status == 429)
        #expect(error.serverCode == "429")
        #expect(error.message == "Too many requests")
        #expect(error.retryAfter == .seconds(120))
    }

    @Test func aFailedAttemptIsRetriedAndAsksTheStubAgain() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self, times: 1, respond: StubResponse(status: 503, headerFields: [.retryAfter: "0"]))
        stub.on(GetTrackingRequest.self) { request in Tracking(trackingNumber: request.trackingNumber) }
        let client = makeClient(stub) { configuration in
            configuration.retryPolicy = RetryPolicy(maxAttempts: 3, jitter: { _ in 0 })
        }

        let tracking = try await client.getTracking(slug: "ups", trackingNumber: "7")

        #expect(tracking.trackingNumber == "7")
        #expect(stub.calls.map(\.attempt) == [1, 2])
        #expect(stub.calls(of: GetTrackingRequest.self).map(\.trackingNumber) == ["7", "7"])
        stub.expectAllAnswersUsed()
    }

    @Test func pagesFollowTheTypedAnswers() async throws {
        let stub = StubTransport()
        stub.on(ListTrackingsRequest.self) { request in
            let page = request.page ?? 1
            let count = page == 1 ? 2 : 1
            return TrackingList(trackings: (0..<count).map { Tracking(trackingNumber: "\(page)-\($0)") })
        }
        let client = makeClient(stub)

        var numbers: [String] = []
        for try await page in client.listTrackingsPages(limit: 2) {
            numbers += page.trackings.compactMap(\.trackingNumber)
        }

        #expect(numbers == ["1-0", "1-1", "2-0"])
        #expect(stub.calls(of: ListTrackingsRequest.self).map(\.page) == [nil, 2])
    }

    @Test func middlewaresSeeTheRequestAndTheAnswersResponse() async throws {
        let seen = Seen()
        let stub = StubTransport()
        stub.on(CreateTrackingRequest.self) { _ in Tracking(id: "new") }
        let client = makeClient(stub, middlewares: [Watch(seen: seen)])

        let created = try await client.createTracking(NewTracking(trackingNumber: "1"))

        #expect(created.id == "new")
        #expect(seen.entries == ["POST /v4/trackings -> 201"])
        #expect(stub.calls.first?.request.headerFields[HTTPField.Name("X-Watched")!] == "yes")
    }

    @Test func aCallNobodyExpectedFailsTheTestAndTheCall() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self) { _ in Tracking() }
        let client = makeClient(stub)

        var failure: BinderyError?
        await withKnownIssue {
            do throws(BinderyError) {
                _ = try await client.retrack(slug: "ups", trackingNumber: "1")
            } catch {
                failure = error
            }
        } matching: { issue in
            issue.description.contains("unexpected call retrack (RetrackRequest)")
        }

        let error = try #require(failure)
        #expect(error.code == .invalidConfiguration)
        #expect(error.operationID == "retrack")
        #expect(error.message.contains("no answer for retrack"))
        #expect(stub.calls.map(\.operationID) == ["retrack"])
    }

    @Test func answersGivenATimesCountAreUsedUpInOrder() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self, times: 1) { _ in Tracking(title: "first") }
        stub.on(GetTrackingRequest.self, times: 1) { _ in Tracking(title: "second") }
        let client = makeClient(stub)

        let first = try await client.getTracking(slug: "a", trackingNumber: "1")
        let second = try await client.getTracking(slug: "a", trackingNumber: "1")
        await withKnownIssue {
            _ = try? await client.getTracking(slug: "a", trackingNumber: "1")
        }

        #expect([first.title, second.title] == ["first", "second"])
    }

    @Test func anAnswerNotUsedUpIsReported() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self, times: 2) { _ in Tracking() }
        let client = makeClient(stub)
        _ = try await client.getTracking(slug: "a", trackingNumber: "1")

        withKnownIssue {
            stub.expectAllAnswersUsed()
        } matching: { issue in
            issue.description.contains("getTracking (GetTrackingRequest)") && issue.description.contains("1 more call")
        }
    }

    @Test func anAnswerSlowerThanTheTimeoutTimesTheCallOut() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingRequest.self) { _ in
            try await Task.sleep(for: .seconds(3_600))
            return Tracking()
        }
        let client = makeClient(stub) { $0.timeout = .milliseconds(200) }

        let started = ContinuousClock.now
        let error = try await #require(throws: BinderyError.self) {
            try await client.getTracking(slug: "a", trackingNumber: "1")
        }
        #expect(error.code == .timedOut)
        // The call did not wait for the answer's hour. The bound is loose on purpose: on a
        // loaded machine the wake-up at the deadline can come seconds late.
        #expect(ContinuousClock.now - started < .seconds(120))
    }

    @Test func sendingARequestValueDirectlyIsAnsweredToo() async throws {
        let stub = StubTransport()
        stub.on(GetTrackingByIDRequest.self) { request in Tracking(id: request.id) }
        let client = makeClient(stub)

        let tracking = try await client.client.send(GetTrackingByIDRequest(id: "abc"))

        #expect(tracking.id == "abc")
        #expect(stub.calls.first?.operation(as: GetTrackingByIDRequest.self)?.id == "abc")
    }
}

@Test func aJSONFieldTakesLiterals() {
    let tracking = Tracking(customFields: ["color": "red", "count": 2, "weight": 1.5, "gift": true, "tags": ["a", .null]])

    #expect(
        tracking.customFields
            == .object([
                "color": .string("red"), "count": .integer(2), "weight": .number(1.5), "gift": .bool(true),
                "tags": .array([.string("a"), .null]),
            ]))
}

/// What ``Watch`` saw, one line per attempt.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var entries: [String] { lock.withLock { lines } }
    func add(_ line: String) { lock.withLock { lines.append(line) } }
}

/// A middleware that marks the request and notes each attempt's request and response status.
private struct Watch: ClientMiddleware {
    let seen: Seen

    func intercept(
        _ request: HTTPRequest, body: Data?, context: TransportContext,
        next: @Sendable (HTTPRequest, Data?, TransportContext) async throws -> (HTTPResponse, Data)
    ) async throws -> (HTTPResponse, Data) {
        var request = request
        request.headerFields[HTTPField.Name("X-Watched")!] = "yes"
        let (response, data) = try await next(request, body, context)
        seen.add("\(request.method) \(request.path ?? "") -> \(response.status.code)")
        return (response, data)
    }
}
