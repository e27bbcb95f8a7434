import AfterShip
import BinderyLoopback
import BinderyRuntime
import Clover
import Foundation
import Gooten
import HTTPTypes
import Iplabs
import Shop
import Testing

/// Values that try to steer a request, through the generated methods: path values cannot change
/// the path or reach the query, query values cannot add parameters, header values with line
/// breaks are refused, plain http is refused unless the spec's environment opts in by name, and
/// a redirect never carries a credential to another host.
@Suite("Injection: values cannot steer a request", .timeLimit(.minutes(2)))
struct InjectionTests {
    /// Values that would change a path if written into it as they are.
    static let hostilePathValues = [
        "../../admin", "..", ".", "a/b", "x?admin=true", "x#fragment", "%2F..%2F", "a%00b", "a b", "ünïcødé/ẞ",
        "\\..\\windows", ";jsessionid=1", "@evil.example.com", "//evil.example.com/x",
    ]

    @Test("AfterShip: a tracking's slug and number stay one path segment each", arguments: hostilePathValues)
    func afterShipPathValues(_ value: String) async throws {
        let server = try LoopbackServer { _ in .json(404, #"{"meta":{"code":4004,"message":"nope"}}"#) }
        _ = await failure { () throws(BinderyError) in
            _ = try await API.afterShip(Setup(baseURL: server.baseURL)).getTracking(slug: value, trackingNumber: value + "1")
        }
        let request = try #require(server.recordedRequests.first)
        #expect(request.pathSegments == ["trackings", value, value + "1"], "\(request.target)")
        #expect(request.query.isEmpty, "\(request.target)")
        #expect(!request.target.contains("#"))
        #expect(request.method == "GET")
    }

    @Test("Clover: an order id and the configured merchant id stay one path segment each", arguments: hostilePathValues)
    func cloverPathValues(_ value: String) async throws {
        let server = try LoopbackServer { _ in .json(404, #"{"message":"nope"}"#) }
        let setup = Setup(baseURL: server.baseURL)
        let configuration = CloverClient(accessToken: Secrets.cloverToken, merchantID: MerchantID(value), baseURL: server.baseURL)
            .client.configuration
        let client = CloverClient(configuration: setup.apply(to: configuration))
        _ = await failure { () throws(BinderyError) in _ = try await client.getOrder(id: Clover.OrderID(value + "2")) }
        let request = try #require(server.recordedRequests.first)
        #expect(request.pathSegments == ["v3", "merchants", value, "orders", value + "2"], "\(request.target)")
        #expect(request.query.isEmpty, "\(request.target)")
    }

    @Test("Gooten: a query value cannot add or replace parameters")
    func gootenQueryValues() async throws {
        let server = try LoopbackServer { _ in .json(404, "{}") }
        let hostile = "1-7F3A&recipeid=attacker&countryCode=XX#frag"
        _ = await failure { () throws(BinderyError) in
            _ = try await API.gooten(Setup(baseURL: server.baseURL)).getOrderStatus(orderID: OrderID(hostile))
        }
        let request = try #require(server.recordedRequests.first)
        #expect(request.query.filter { $0.name == "id" }.map(\.value) == [hostile])
        #expect(request.query.filter { $0.name == "recipeid" }.map(\.value) == ["f255af6f-9614-4fe2-aa8b-1b77b936d9d6"])
        #expect(request.query.filter { $0.name == "countryCode" }.map(\.value) == ["US"])
        #expect(!request.target.contains("#"))
    }

    @Test("AfterShip: list values keep their commas, and a keyword its ampersands")
    func afterShipListQuery() async throws {
        let server = try LoopbackServer { _ in .json(404, "{}") }
        _ = await failure { () throws(BinderyError) in
            _ = try await API.afterShip(Setup(baseURL: server.baseURL)).listTrackings(
                keyword: "a&page=99", slug: ["ups,fedex", "dhl"])
        }
        let request = try #require(server.recordedRequests.first)
        #expect(request.queryValue("keyword") == "a&page=99")
        #expect(request.queryValue("page") == nil)
        #expect(request.target.contains("slug=ups%2Cfedex,dhl"), "\(request.target)")
    }

    // MARK: - Headers

    @Test("a header value with a line break is refused before anything is sent", arguments: ["\r\n", "\n", "\r", "\u{0}"])
    func headerValuesWithLineBreaks(_ breaker: String) async throws {
        let server = try LoopbackServer { _ in .json(200, "{}") }
        let setup = Setup(baseURL: server.baseURL)
        let injected = "value\(breaker)X-Injected: yes"
        var errors: [BinderyError?] = []
        // A credential the generated client puts in a header…
        errors.append(await failure { () throws(BinderyError) in
            let configuration = AfterShipClient(apiKey: injected, baseURL: server.baseURL).client.configuration
            _ = try await AfterShipClient(configuration: setup.apply(to: configuration)).getTracking(slug: "ups", trackingNumber: "1")
        })
        errors.append(await failure { () throws(BinderyError) in
            let configuration = IplabsClient(secret: injected, baseURL: server.baseURL).client.configuration
            _ = try await IplabsClient(configuration: setup.apply(to: configuration)).submitOrder(Orders.iplabsOrder)
        })
        errors.append(await failure { () throws(BinderyError) in
            let configuration = CloverClient(accessToken: injected, merchantID: MerchantID("M1"), baseURL: server.baseURL)
                .client.configuration
            _ = try await CloverClient(configuration: setup.apply(to: configuration)).getOrder(id: Clover.OrderID("O1"))
        })
        // …and a header parameter of a generated method.
        errors.append(await failure { () throws(BinderyError) in
            _ = try await API.clover(setup).exportCustomers(accept: "text/csv\(breaker)X-Injected: yes")
        })
        for error in errors {
            #expect(error?.code == .invalidRequest, "\(String(describing: error))")
            #expect(error?.attempts == 0)
            #expect(error.map { $0.description.contains("line break") } == true)
        }
        #expect(server.recordedRequests.isEmpty)
    }

    // MARK: - Plain http

    @Test("plain http is refused for every API, before anything is sent")
    func plainHTTPIsRefused() async throws {
        let transport = RecordingTransport()
        let insecure = [
            "http://api.print.io/api", "http://api.aftership.com/v4", "HTTP://shop.example.com",
            "http://127.example.com", "http://localhost.example.com",
        ].compactMap(URL.init(string:))
        for url in insecure {
            let setup = Setup(baseURL: url, transport: transport)
            for api in API.all {
                let error = await failure { () throws(BinderyError) in try await (api.read ?? api.order)(setup) }
                #expect(error?.code == .invalidConfiguration, "\(api.name) \(url): \(String(describing: error))")
                #expect(error?.message.contains("plain http") == true, "\(api.name) \(url)")
            }
        }
        #expect(transport.requests.isEmpty, "sent: \(transport.requests)")
    }

    @Test("the environment the Gooten spec opts in by name (qa) may use plain http; the others may not")
    func gootenQAIsAllowed() async throws {
        #expect(GootenClient.Server.allCases.filter(\.allowsInsecureHTTP) == [.qa])
        let transport = RecordingTransport()
        let qa = GootenClient(recipeID: "recipe", server: .qa, transport: transport)
        _ = await failure { () throws(BinderyError) in _ = try await qa.getOrderStatus(orderID: OrderID("1")) }
        let request = try #require(transport.requests.first)
        #expect(request.scheme == "http")
        #expect(request.authority == "qa-api.print.io")

        // The same http host, given as a base URL rather than the spec's environment, is refused.
        let other = RecordingTransport()
        let byURL = GootenClient(recipeID: "recipe", baseURL: GootenClient.Server.qa.url, transport: other)
        let error = await failure { () throws(BinderyError) in _ = try await byURL.getOrderStatus(orderID: OrderID("1")) }
        #expect(error?.code == .invalidConfiguration)
        #expect(other.requests.isEmpty)
        for server in GootenClient.Server.allCases where server != .qa {
            #expect(server.url.scheme == "https")
        }
    }

    // MARK: - Redirects and credentials

    @Test("a redirect to another host never receives the credential; one within the host does")
    func redirectsAndCredentials() async throws {
        let elsewhere = try LoopbackServer { _ in .json(200, "{}") }
        for (name, call, header) in credentialCalls {
            // Another port, and the same machine under another name: both other origins.
            let otherOrigins = [
                elsewhere.baseURL.appendingPathComponent("x").absoluteString,
                "http://localhost:\(elsewhere.port)/x",
            ]
            for target in otherOrigins {
                let server = try LoopbackServer { _ in .response(status: 307, headers: [("Location", target)]) }
                let error = await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL)) }
                #expect(error?.status == 307, "\(name) → \(target): \(String(describing: error))")
                #expect(server.recordedRequests.first?.header(header) != nil, "\(name): the credential was not sent at all")
            }

            // Within the same origin the redirect is followed, credential and all.
            let hops = ReplyQueue([.response(status: 307, headers: [("Location", "/moved")]), .json(418, "{}")])
            let server = try LoopbackServer { _ in hops.next() }
            let error = await failure { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL)) }
            #expect(error?.status == 418, "\(name): \(String(describing: error))")
            #expect(server.recordedRequests.map(\.path).last == "/moved", "\(name)")
            #expect(server.recordedRequests.allSatisfy { $0.header(header) != nil }, "\(name)")
        }
        #expect(elsewhere.recordedRequests.isEmpty, "another host received: \(elsewhere.recordedRequests.map { $0.headers })")
    }

    /// The calls that carry a credential, and the header it travels in.
    private var credentialCalls: [(String, Call, String)] {
        [
            ("AfterShip", API.afterShip.order, "aftership-api-key"),
            ("Iplabs", API.iplabs.order, "X-Iplabs-Order-Secret"),
            ("Clover", API.clover.order, "Authorization"),
        ]
    }
}

/// A transport that records requests and answers 200 with an empty object.
final class RecordingTransport: ClientTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []

    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        lock.withLock { recorded.append(request) }
        return (HTTPResponse(status: .ok), Data("{}".utf8))
    }
}
