import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// The SDK's GTNConfig: a mandatory recipe id, country/language/currency/all-products defaults,
/// and the production, staging and QA environments.
@Suite("Configuration", .timeLimit(.minutes(1)))
struct ConfigurationTests {
    @Test("the environments are the SDK's hosts, under /api; only QA is plain http")
    func servers() {
        #expect(GootenClient.Server.allCases == [.production, .staging, .qa])
        #expect(GootenClient.Server.production.url.absoluteString == "https://api.print.io/api")
        #expect(GootenClient.Server.staging.url.absoluteString == "https://staging-api.print.io/api")
        #expect(GootenClient.Server.qa.url.absoluteString == "http://qa-api.print.io/api")
        #expect(GootenClient.Server.allCases.filter(\.allowsInsecureHTTP) == [.qa])
    }

    @Test("each environment's client sends to its host with the iOS path; QA goes over plain http",
          arguments: [
            (GootenClient.Server.production, "https://api.print.io"),
            (.staging, "https://staging-api.print.io"),
            (.qa, "http://qa-api.print.io"),
          ])
    func environment(server: GootenClient.Server, origin: String) async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Currencies":[]}"#)])
        let log = DestinationLog()
        let client = GootenClient(recipeID: GootenFixture.recipeID, server: server, middlewares: [log, fake.redirect()])

        _ = try await client.getCurrencies()

        #expect(log.destinations == ["\(origin)/api/v/34/source/ios/currencies/"])
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/currencies/", query: basicQuery)
    }

    @Test("a plain-http base URL that is not an environment allowing it is refused before sending")
    func insecureBaseURL() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Currencies":[]}"#)])
        let client = GootenClient(
            recipeID: GootenFixture.recipeID, baseURL: try #require(URL(string: "http://qa-api.print.io/api")),
            middlewares: [fake.redirect()])

        let error = try await expectBinderyError { try await client.getCurrencies() }

        #expect(error.code == .invalidConfiguration)
        #expect(fake.requests.isEmpty)
    }

    @Test("an empty recipe id is refused with .invalidConfiguration before anything is sent")
    func missingRecipeID() async throws {
        let fake = try GootenFake(always: .json(200, #"{"Products":[]}"#))
        let client = fake.makeClient(recipeID: "")

        // `recipeid` is a required shared parameter: the runtime refuses the call before sending.
        let error = try await expectBinderyError { try await client.getProducts() }
        #expect(error.code == .invalidConfiguration)
        #expect(error.operationID == "getProducts")
        #expect(error.message == "the call needs 'recipeid', and the client has no value for it")
        #expect(error.attempts == 0)
        #expect(fake.requests.isEmpty)
    }

    @Test("the SDK's defaults: country US, language en, currency USD, all products")
    func defaults() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Products":[]}"#)])

        _ = try await fake.makeClient().getProducts()

        let request = try fake.onlyRequest()
        #expect(request.queryValue("recipeid") == GootenFixture.recipeID)
        #expect(request.queryValue("countryCode") == "US")
        #expect(request.queryValue("languageCode") == "en")
        #expect(request.queryValue("currencyCode") == "USD")
        #expect(request.queryValue("all") == "true")
        #expect(request.queryValue("showAllProducts") == nil)
    }

    @Test("updating(...) changes only what it is given and keeps the recipe id")
    func updating() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Products":[]}"#), .json(200, #"{"Products":[]}"#)])
        let client = fake.makeClient()

        _ = try await client.updating(countryCode: "GB", showAllProducts: false).getProducts()
        _ = try await client.getProducts()

        try expectWire(
            fake.requests[0], method: "GET", path: "/api/v/34/source/ios/products/",
            query: catalogQuery.merging(["countryCode": "GB", "all": "false"]) { $1 })
        try expectWire(fake.requests[1], method: "GET", path: "/api/v/34/source/ios/products/", query: catalogQuery)
    }

    @Test("a call with a completion handler, for callers that are not async, as the SDK's were")
    func completionHandler() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Currencies":[{"Name":"Euro","Code":"EUR","Format":"{1} €"}]}"#)])

        let result = await withCheckedContinuation { continuation in
            fake.makeClient().getCurrencies { continuation.resume(returning: $0) }
        }

        #expect(try result.get() == [Currency(name: "Euro", code: "EUR", format: "{1} €")])
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/currencies/", query: basicQuery)
    }
}
