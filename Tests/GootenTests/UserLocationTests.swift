import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// `GET https://printio-geo.appspot.com/ip/jsonp`: another host, plain text, no recipe id.
///
/// The client sends it to Gooten's geolocation host; a middleware hands the request, as the
/// client built it, to the fake instead (the URLSession transport still sends it).
@Suite("User location", .timeLimit(.minutes(1)))
struct UserLocationTests {
    @Test("userCountryCode keeps the letters and digits of the answer, as the SDK does", arguments: [
        (#"("US")"#, "US"),
        (#"("DE");"#, "DE"),
        ("\"GB\"\n", "GB"),
        ("fr", "fr"),
    ])
    func countryCode(answer: String, code: String) async throws {
        let fake = try GootenFake(replies: [.text(200, answer, headers: [("Content-Type", "application/javascript")])])

        let result = try await fake.makeClient().userCountryCode()

        #expect(result == code)
    }

    @Test("the call goes to printio-geo.appspot.com/ip/jsonp with neither the recipe id nor any other parameter")
    func wire() async throws {
        let fake = try GootenFake(replies: [.text(200, #"("US")"#)])
        let log = DestinationLog()
        let client = GootenClient(
            recipeID: GootenFixture.recipeID, baseURL: fake.baseURL, countryCode: "DE",
            middlewares: [log, fake.redirect(onlyHost: "printio-geo.appspot.com")])

        let text = try await client.getUserLocationText()

        #expect(text == #"("US")"#)
        #expect(log.destinations == ["https://printio-geo.appspot.com/ip/jsonp"])
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/ip/jsonp", query: [:])
    }

    @Test("an answer without a letter or digit is a decoding error")
    func emptyAnswer() async throws {
        let fake = try GootenFake(replies: [.text(200, "();")])

        let error = try await expectBinderyError { try await fake.makeClient().userCountryCode() }

        #expect(error.code == .decoding)
        #expect(error.operationID == "getUserLocation")
    }

    @Test("the code configures the calls that follow, as the SDK's apps set config.countryCode")
    func configuresCountry() async throws {
        let fake = try GootenFake(replies: [.text(200, #"("CA")"#), .json(200, #"{"Countries":[]}"#)])
        let client = fake.makeClient()

        let code = try await client.userCountryCode()
        _ = try await client.updating(countryCode: code).getCountries()

        #expect(fake.requests.count == 2)
        try expectWire(
            fake.requests[1], method: "GET", path: "/api/v/34/source/ios/countries/",
            query: basicQuery.merging(["countryCode": "CA"]) { $1 })
    }
}
