import AfterShip
import BinderyLoopback
import BinderyRuntime
import Clover
import Foundation
import Gooten
import Iplabs
import Shop
import Testing

/// Every secret a client is given — API keys, bearer tokens, the ip.labs order secret, card
/// data, payment nonces, billing keys, passwords — against a server that echoes everything it
/// receives (headers, body and query, as sent, JSON-escaped once and twice) back in every way a
/// failure can carry it: error models, plain-text and HTML bodies, undecodable successes, bodies
/// past the excerpt's cut, redirects to another host, broken connections, timeouts, oversized
/// responses. Everything the client produced — each error's description, debug description,
/// reflection, `dump`, message, body excerpt, coding path, server error model and underlying
/// error, and the client itself — is searched for each secret in every form, and for a
/// distinctive core of it that survives any escaping. ``ProcessOutputLeakTests`` does the same
/// to the whole output of a process that prints all of it.
@Suite("Secrets: nothing the client prints or throws holds one", .serialized, .timeLimit(.minutes(3)))
struct SecretLeakTests {
    @Test("every failure path of every call that carries a secret", arguments: LeakScenarios.apis)
    func noSecretInAnyFailure(_ api: String) async throws {
        let texts = try await LeakScenarios.run(api)
        #expect(texts.errors >= 10, "too few failures exercised: \(texts.errors)")
        for text in texts.all {
            let leaks = Secrets.leaks(in: text)
            #expect(leaks.isEmpty, "\(api): \(leaks) leaked in: \(text.prefix(2_000))")
        }
    }

    @Test("the secrets did reach the server, so the search is not vacuous", arguments: LeakScenarios.apis)
    func secretsWereSent(_ api: String) async throws {
        let received = try await LeakScenarios.received(api)
        let expected = LeakScenarios.secretsSent[api] ?? []
        for name in expected {
            #expect(received.contains(name), "\(api): the server never received the \(name)")
        }
    }
}

/// The scenarios, shared with the process-output test.
enum LeakScenarios {
    static let apis = ["AfterShip", "Gooten", "Iplabs", "Shop", "Clover"]

    /// The secrets each API's calls send.
    static let secretsSent: [String: [String]] = [
        "AfterShip": ["AfterShip API key"],
        "Gooten": ["card number", "card expiry", "card CVV", "payment nonce", "partner billing key"],
        "Iplabs": ["ip.labs order secret"],
        "Shop": ["Shop password"],
        "Clover": ["Clover bearer token", "Clover app secret", "Clover client secret", "Clover OAuth code"],
    ]

    /// What a scenario collected.
    struct Collected {
        var errors = 0
        var all: [String] = []
    }

    /// The calls of an API that carry its secrets.
    static func calls(_ api: String) -> [Call] {
        switch api {
        case "AfterShip":
            return [
                { setup throws(BinderyError) in _ = try await API.afterShip(setup).getTracking(slug: "ups", trackingNumber: "1Z9") },
                { setup throws(BinderyError) in
                    _ = try await API.afterShip(setup).createTracking(NewTracking(trackingNumber: "1Z9"))
                },
            ]
        case "Gooten":
            return [
                { setup throws(BinderyError) in _ = try await API.gooten(setup).submitOrder(Orders.gootenCardOrder) },
                { setup throws(BinderyError) in _ = try await API.gooten(setup).submitOrder(
                    Orders.gootenApplePayOrder) },
                { setup throws(BinderyError) in
                    _ = try await API.gooten(setup).searchOrders(partnerBillingKey: Secrets.partnerBillingKey, lastName: "Lovelace")
                },
            ]
        case "Iplabs":
            return [{ setup throws(BinderyError) in _ = try await API.iplabs(setup).submitOrder(Orders.iplabsOrder) }]
        case "Shop":
            return [
                { setup throws(BinderyError) in
                    _ = try await API.shop(setup).login(credentials: Credentials(email: "ada@example.com", password: Secrets.shopPassword))
                }
            ]
        case "Clover":
            return [
                { setup throws(BinderyError) in _ = try await API.clover(setup).getOrder(id: Clover.OrderID("ORD1")) },
                { setup throws(BinderyError) in
                    try await API.clover(setup).sendMerchantNotification(
                        appID: AppID("APP1"), notification: AppNotification(event: "ping"))
                },
                { setup throws(BinderyError) in
                    _ = try await API.clover(setup).exchangeAuthorizationCode(
                        clientID: "APPID1", clientSecret: Secrets.cloverClientSecret, code: Secrets.cloverOAuthCode)
                },
            ]
        default:
            return []
        }
    }

    /// The ways a server hands what it received back, one per attempt.
    enum Echo: CaseIterable {
        case errorModel, plainText, html, undecodableSuccess, flaggedSuccess, pastTheExcerpt, redirect, echoHeaders
        case resetMidBody, slowBody, oversized

        func reply(_ request: LoopbackRequest, elsewhere: URL) -> LoopbackReply {
            let echo = LeakScenarios.echo(request)
            let quoted = LeakScenarios.jsonString(echo)
            let body = String(decoding: request.body, as: UTF8.self)
            let model = """
                {"message":\(quoted),"code":"invalid-signature","ErrorMessage":\(quoted),"HadError":true,\
                "Errors":[{"PropertyName":"Payment","ErrorMessage":\(quoted),"AttemptedValue":\(jsonString(body))}],\
                "meta":{"code":401,"type":"Unauthorized","message":\(quoted)},"echo":\(body.isEmpty ? "null" : body)}
                """
            switch self {
            case .errorModel:
                return .json(401, model)
            case .plainText:
                return .text(500, echo)
            case .html:
                return .response(status: 502, headers: [("Content-Type", "text/html")], body: Data("<html><pre>\(echo)</pre></html>".utf8))
            case .undecodableSuccess:
                return .json(200, #"{"data":{\#(quoted):\#(quoted)},\#(quoted):[\#(body.isEmpty ? "1" : body)]}"#)
            case .flaggedSuccess:
                return .json(200, model)
            case .pastTheExcerpt:
                // The excerpt keeps 1,024 bytes: the secrets straddle the cut.
                return .text(400, String(repeating: "x", count: 1_000) + echo)
            case .redirect:
                let target = elsewhere.absoluteString + "/steal?echo=" + (echo.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
                return .response(status: 302, headers: [("Location", target)], body: Data(echo.utf8))
            case .echoHeaders:
                let headers = request.headers.map { ("X-Echo-\($0.name)", $0.value) }
                return .response(status: 503, headers: headers, body: Data(quoted.utf8))
            case .resetMidBody:
                return .resetMidBody(status: 200, headers: [], declaredLength: 1 << 20, sentBody: Data(echo.utf8))
            case .slowBody:
                return .slowBody(status: 200, headers: [], body: Data(echo.utf8), chunkSize: 64, delay: .milliseconds(400))
            case .oversized:
                return .response(status: 200, headers: [], body: Data((echo + String(repeating: " ", count: 70_000)).utf8))
            }
        }
    }

    /// `POST /target`, the headers and the body, as text.
    static func echo(_ request: LoopbackRequest) -> String {
        "\(request.method) \(request.target)\n"
            + request.headers.map { "\($0.name): \($0.value)\n" }.joined()
            + "query: " + request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&") + "\n"
            + String(decoding: request.body, as: UTF8.self)
    }

    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    /// Runs every call of `api` against every echo, and returns every text the client produced.
    static func run(_ api: String) async throws -> Collected {
        let elsewhere = try LoopbackServer { _ in .json(200, "{}") }
        var collected = Collected()
        for echo in Echo.allCases {
            let server = try LoopbackServer { request in echo.reply(request, elsewhere: elsewhere.baseURL) }
            let setup = Setup(
                baseURL: server.baseURL, timeout: echo == .slowBody ? .seconds(1) : .seconds(10),
                maximumResponseSize: echo == .oversized ? 65_536 : nil)
            for call in calls(api) {
                guard let error = await failure(of: { () throws(BinderyError) in try await call(setup) }) else {
                    collected.all.append("\(api) \(echo): the call succeeded against an echoing server")
                    continue
                }
                collected.errors += 1
                collected.all += texts(of: error)
            }
        }
        #expect(elsewhere.recordedRequests.isEmpty, "a redirect reached the other host")
        // The clients themselves, as an app might log them.
        let setup = Setup(baseURL: elsewhere.baseURL)
        let clients: [Any] = [
            API.afterShip(setup), API.gooten(setup), API.iplabs(setup), API.shop(setup), API.clover(setup),
        ]
        for client in clients {
            var dumped = ""
            dump(client, to: &dumped)
            collected.all += [String(describing: client), String(reflecting: client), dumped]
        }
        return collected
    }

    /// The names of the secrets the server received from `api`'s calls.
    static func received(_ api: String) async throws -> Set<String> {
        let server = try LoopbackServer { _ in .text(418, "no") }
        for call in calls(api) {
            _ = await failure(of: { () throws(BinderyError) in try await call(Setup(baseURL: server.baseURL)) })
        }
        return Set(server.recordedRequests.flatMap { Secrets.leaks(in: echo($0)) })
    }

    /// Every text a caller could print or log from `error`.
    static func texts(of error: BinderyError) -> [String] {
        var dumped = ""
        dump(error, to: &dumped)
        var texts = [
            error.description, error.debugDescription, String(describing: error), String(reflecting: error), "\(error)",
            dumped, error.message, error.responseBody ?? "", error.codingPath ?? "", error.operationID,
            error.localizedDescription, (error as any Error).localizedDescription,
        ]
        if let serverError = error.serverError {
            var model = ""
            dump(serverError, to: &model)
            texts += [model, String(describing: serverError), String(reflecting: serverError)]
        }
        if let underlying = error.underlying {
            var dumpedUnderlying = ""
            dump(underlying, to: &dumpedUnderlying)
            texts += [
                String(describing: underlying), String(reflecting: underlying), underlying.localizedDescription, dumpedUnderlying,
            ]
        }
        return texts
    }
}
