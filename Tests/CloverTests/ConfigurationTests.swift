import BinderyLoopback
import BinderyTestSupport
import Clover
import Foundation
import Testing

/// The SDK's session: access token, domain and merchant id, configured once.
@Suite("Session", .timeLimit(.minutes(1)))
struct ConfigurationTests {
    @Test("the domains are the SDK's US, EU and Sandbox hosts, Clover's current REST hosts and the SDK's two dev hosts; US is the default")
    func servers() {
        #expect(CloverClient.Server.allCases.map(\.url.absoluteString) == [
            "https://www.clover.com", "https://www.eu.clover.com", "https://sandbox.dev.clover.com",
            "https://api.clover.com", "https://apisandbox.dev.clover.com", "https://sandboxdev.dev.clover.com",
            "https://dev1.dev.clover.com",
        ])
        #expect(CloverClient.Server.allCases.allSatisfy { !$0.allowsInsecureHTTP })
    }

    @Test("each domain's client sends to its host, the merchant id in the path, the token as a bearer",
          arguments: [
            (CloverClient.Server.us, "https://www.clover.com"),
            (.eu, "https://www.eu.clover.com"),
            (.sandbox, "https://sandbox.dev.clover.com"),
            (.api, "https://api.clover.com"),
            (.apiSandbox, "https://apisandbox.dev.clover.com"),
          ])
    func domain(server: CloverClient.Server, origin: String) async throws {
        let fake = try CloverFake(replies: [.json(200, CloverFixture.merchant)])
        let log = DestinationLog()
        let client = CloverClient(
            accessToken: CloverFixture.accessToken, merchantID: "K2M4ZQ8V1XJ7T", server: server,
            middlewares: [log, fake.redirect()])

        let merchant = try await client.getMerchant()

        #expect(merchant.id == "K2M4ZQ8V1XJ7T")
        #expect(log.destinations == ["\(origin)/v3/merchants/K2M4ZQ8V1XJ7T"])
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/v3/merchants/K2M4ZQ8V1XJ7T")
    }

    @Test("the default domain is US")
    func defaultDomain() async throws {
        let fake = try CloverFake(replies: [.json(200, CloverFixture.list())])
        let log = DestinationLog()

        _ = try await CloverClient(accessToken: CloverFixture.accessToken, merchantID: "K2M4ZQ8V1XJ7T", middlewares: [log, fake.redirect()])
            .listTenders()

        #expect(log.destinations == ["https://www.clover.com/v3/merchants/K2M4ZQ8V1XJ7T/tenders"])
    }

    @Test("a merchant id is written into the path as one segment, whatever it holds")
    func merchantIDIsOneSegment() async throws {
        let fake = try CloverFake(replies: [.json(200, CloverFixture.list())])

        _ = try await fake.makeClient(merchantID: "../orders?x").listItems()

        #expect(try fake.onlyRequest().target == "/v3/merchants/..%2Forders%3Fx/items")
    }

    @Test("a call with a completion handler, for callers that are not async, as the SDK's success/failure blocks")
    func completionHandler() async throws {
        let fake = try CloverFake(replies: [.json(200, CloverFixture.list(CloverFixture.employee))])
        let client = fake.makeClient()

        let result = await withCheckedContinuation { continuation in
            client.listEmployees(filter: ["role=ADMIN"], expand: [.shifts], orderBy: ["name ASC"], limit: 50, offset: 0) {
                continuation.resume(returning: $0)
            }
        }

        #expect(try result.get().map(\.name) == ["Grace Hopper"])
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: CloverFixture.merchantPath("/employees"),
            query: [("filter", "role=ADMIN"), ("expand", "shifts"), ("orderBy", "name ASC"), ("limit", "50"), ("offset", "0")])
    }

    @Test("a call is also a value, to keep and send later")
    func requestValue() async throws {
        let fake = try CloverFake(replies: [.json(200, CloverFixture.lineItem)])
        var request = GetLineItemRequest(orderID: "8QSDCRTWSDZZ6", id: "Q1W2E3R4T5Y6U")
        request.expand = [.modifications]

        let item = try await fake.makeClient().client.send(request)

        #expect(item.modifications?.elements?.count == 1)
        #expect(try fake.onlyRequest().target == CloverFixture.merchantPath("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U?expand=modifications"))
    }
}
