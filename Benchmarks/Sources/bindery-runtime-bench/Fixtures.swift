import AfterShip
import BinderyRuntime
import Foundation
import HTTPTypes

// The canned AfterShip response both sides decode, and the client that fetches it.

/// Returns the same response to every request, with AfterShip's rate-limit headers, without
/// copying the body: built once, as a server's canned reply would be, so that the figures
/// hold only what the client does.
struct CannedTransport: ClientTransport {
    let body: Data
    let response: HTTPResponse
    /// It answers at once, so the client can call it in the caller's task.
    var returnsByDeadline: Bool { true }

    init(body: Data) {
        self.body = body
        var fields = HTTPFields()
        fields[.contentType] = "application/json"
        fields[rateLimitRemaining] = "9"
        fields[rateLimitReset] = "1700000000"
        response = HTTPResponse(status: .ok, headerFields: fields)
    }

    func send(_ request: HTTPRequest, body _: Data?, context _: TransportContext) async throws -> (HTTPResponse, Data) {
        try await reply(to: request)
    }

    /// The canned reply, for the hand-written client of ``floorCall(_:)``.
    func reply(to _: HTTPRequest) async throws -> (HTTPResponse, Data) {
        (response, body)
    }
}

/// The API key header of the hand-written client.
let apiKeyField = HTTPField.Name("aftership-api-key") ?? .authorization

private let rateLimitRemaining = HTTPField.Name("X-RateLimit-Remaining") ?? .contentLength
private let rateLimitReset = HTTPField.Name("X-RateLimit-Reset") ?? .contentLength

/// What a hand-written client decodes the same bytes into.
struct PlainEnvelope: Decodable {
    var data: CourierList
}

/// An AfterShip `GET /couriers` body, `{"meta": {...}, "data": {"total": n, "couriers": [...]}}`,
/// with couriers shaped like AfterShip's.
func couriersBody(count: Int) -> Data {
    let languages = ["en", "de", "fr", "es", "zh", "ja"]
    let countries = ["USA", "CAN", "DEU", "FRA", "GBR", "CHN", "JPN", "AUS", "BRA", "IND"]
    var couriers: [String] = []
    for index in 0..<count {
        let required = index % 3 == 0 ? #"["tracking_postal_code","tracking_destination_country"]"# : "[]"
        let optional = index % 4 == 0 ? #"["tracking_ship_date"]"# : "[]"
        let support = languages.prefix(1 + index % languages.count).map { "\"\($0)\"" }.joined(separator: ",")
        let served = countries.prefix(1 + index % countries.count).map { "\"\($0)\"" }.joined(separator: ",")
        couriers.append(
            #"{"slug":"courier-\#(index)","name":"Courier \#(index) Express","phone":"+1 800 555 \#(1000 + index)","#
                + #""other_name":"C\#(index), Courier Number \#(index)","web_url":"https://www.courier\#(index).example.com","#
                + #""required_fields":\#(required),"optional_fields":\#(optional),"default_language":"en","#
                + #""support_languages":[\#(support)],"service_from_country_iso3":[\#(served)]}"#)
    }
    let text = #"{"meta":{"code":200},"data":{"total":\#(count),"couriers":[\#(couriers.joined(separator: ","))]}}"#
    return Data(text.utf8)
}

func makeClient(_ transport: CannedTransport) -> AfterShipClient {
    guard let baseURL = URL(string: "https://api.aftership.com/v4") else { preconditionFailure("a constant URL") }
    var configuration = AfterShipClient.defaultConfiguration(baseURL: baseURL)
    configuration.transport = transport
    configuration.credentials["apiKey"] = .apiKeyHeader(name: "aftership-api-key", key: "0123456789abcdef")
    // The spec paces calls at 10 per second, client-side: a wait, not a cost. The server's
    // rate-limit headers are still read on every response.
    configuration.rateLimitPolicy.requests = nil
    return AfterShipClient(configuration: configuration)
}
