import BinderyLoopback
import Foundation
import HTTPTypes
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// `{"message": "…"}`.
private struct Message: ServerErrorModel {
    var message: String
    var serverErrorCode: String? { nil }
    var serverErrorMessage: String? { message }
}

/// `GET /echo` with all three credentials and a secret query parameter, decoding a date.
private struct Echo: APIOperation {
    struct Stamp: Decodable, Sendable {
        var at: Date
    }

    typealias Response = Stamp
    static let descriptor = OperationDescriptor(id: "echo", method: .get, path: "/echo", auth: ["apiKey", "token", "queryKey"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/echo"
        request.addQuery("signature", Secrets.signature, isSecret: true)
    }
}

/// Fails the test when any form of any secret appears anywhere in `error`'s text.
private func expectNoSecrets(_ error: BinderyError, sourceLocation: SourceLocation = #_sourceLocation) {
    var texts = [error.description, error.debugDescription, error.message, error.responseBody ?? "", error.codingPath ?? ""]
    if let underlying = error.underlying {
        texts += [String(describing: underlying), String(reflecting: underlying), underlying.localizedDescription]
    }
    for secret in Secrets.all {
        let forms = [secret, PercentEncoding.encode(secret), secret.replacingOccurrences(of: "/", with: "\\/")]
        for form in forms {
            for text in texts where text.contains(form) {
                Issue.record("'\(form)' appears in: \(text)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// A reply that repeats everything the request carried: target, headers, in every form.
private func echoAll(_ request: LoopbackRequest, status: Int, date: String = "now") -> LoopbackReply {
    let headers = request.headers.map { "\($0.name)=\($0.value)" }.joined(separator: ";")
    let decodedQuery = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    let json = try? JSONSerialization.data(withJSONObject: [
        "message": "rejected \(request.target) \(decodedQuery) \(headers)", "at": date,
    ])
    let escaped = String(decoding: json ?? Data(), as: UTF8.self)
    return .response(status: status, headers: [("Content-Type", "application/json")], body: Data(escaped.utf8))
}

@Suite("Credentials never appear in errors", .timeLimit(.minutes(1)))
struct RedactionTests {
    private func client(_ baseURL: URL, _ configure: (inout ClientConfiguration) -> Void = { _ in }) -> BinderyClient {
        makeClient(baseURL) {
            $0.credentials = Secrets.credentials
            $0.errorModel = ErrorModelDecoding(Message.self)
            $0.retryPolicy = .never
            configure(&$0)
        }
    }

    @Test("a server failure that echoes every credential, JSON-escaped and percent-encoded")
    func serverEchoes() async throws {
        let server = try LoopbackServer { echoAll($0, status: 401) }
        defer { server.stop() }

        let error = try await failure { try await client(server.baseURL).send(Echo()) }

        #expect(error.status == 401)
        #expect(error.message.contains("<redacted>"))
        // The error model itself is decoded from the redacted body.
        let model = try #require(error.serverError as? Message)
        #expect(model.message.contains("<redacted>"))
        #expect(!Secrets.all.contains { model.message.contains($0) })
        var dumped = ""
        dump(error, to: &dumped)
        #expect(!Secrets.all.contains { dumped.contains($0) })
        #expect(error.responseBody?.contains("<redacted>") == true)
        // The request really carried them.
        let request = try #require(server.recordedRequests.first)
        #expect(request.header("X-Api-Key") == Secrets.apiKey)
        #expect(request.header("Authorization") == "Bearer \(Secrets.token)")
        #expect(request.queryValue("api_key") == Secrets.queryKey)
        #expect(request.queryValue("signature") == Secrets.signature)
        expectNoSecrets(error)
    }

    @Test("a decoding failure over a body that echoes a credential in the failing field")
    func decodingEchoes() async throws {
        let server = try LoopbackServer { echoAll($0, status: 200, date: Secrets.apiKey) }
        defer { server.stop() }

        let error = try await failure { try await client(server.baseURL).send(Echo()) }

        #expect(error.code == .decoding)
        #expect(error.codingPath == "at")
        expectNoSecrets(error)
    }

    @Test("a connection failure, whose error text holds the URL with its query")
    func transportFailure() async throws {
        let nothing = try RefusingLoopbackAddress()

        let error = try await failure { try await client(nothing.baseURL).send(Echo()) }

        #expect(error.code == .transport)
        expectNoSecrets(error)
    }

    @Test("a transport's timeout error carrying the URL")
    func transportTimeout() async throws {
        let transport = ClosureTransport { request, _, _ in
            let url = "https://api.example.com\(request.path ?? "")"
            throw URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: url) as Any, NSLocalizedDescriptionKey: "timed out: \(url)"])
        }
        let client = client(URL(validated: "https://api.example.com")) { $0.transport = transport }

        let error = try await failure { try await client.send(Echo()) }

        #expect(error.code == .timedOut)
        expectNoSecrets(error)
    }

    @Test("a custom transport's error that quotes the Authorization header")
    func transportQuotesHeader() async throws {
        struct Leaky: Error, CustomStringConvertible {
            var description: String
        }
        let transport = ClosureTransport { request, _, _ in
            throw Leaky(description: "refused \(request.headerFields[.authorization] ?? "")")
        }
        let client = client(URL(validated: "https://api.example.com")) { $0.transport = transport }

        let error = try await failure { try await client.send(Echo()) }

        #expect(error.message.contains("refused Bearer <redacted>"))
        expectNoSecrets(error)
    }

    @Test("secrets of schemes the call does not use are redacted too")
    func otherSchemesRedacted() async throws {
        let server = try LoopbackServer { _ in .json(500, #"{"message":"your token is \#(Secrets.token)"}"#) }
        defer { server.stop() }

        let error = try await failure { try await client(server.baseURL).send(GetWithHeaderKey()) }

        #expect(server.recordedRequests.first?.header("Authorization") == nil)
        expectNoSecrets(error)
    }

    @Test("HTTP basic: the password and the encoded field are redacted; a user name without a password is the secret")
    func basicRedacted() async throws {
        let server = try LoopbackServer { echoAll($0, status: 401) }
        defer { server.stop() }
        let stripeLike = client(server.baseURL) { $0.credentials["account"] = .basic(BasicCredentials(username: "sk_live_0011223344")) }

        let withPassword = try await failure { try await client(server.baseURL).send(GetWithBasic()) }
        let userNameAlone = try await failure { try await stripeLike.send(GetWithBasic()) }

        #expect(withPassword.message.contains("authorization=<redacted>"))
        expectNoSecrets(withPassword)
        #expect(!userNameAlone.message.contains("sk_live_0011223344"))
        #expect(!userNameAlone.message.contains(Data("sk_live_0011223344:".utf8).base64EncodedString()))
    }

    @Test("Credential never prints its secret")
    func credentialDescriptions() {
        for credential in Secrets.credentials.values {
            for text in [String(describing: credential), String(reflecting: credential), "\(Secrets.credentials)"] {
                #expect(!Secrets.all.contains { text.contains($0) }, "\(text)")
            }
        }
        #expect(String(describing: Credential.apiKeyHeader(name: "X-Api-Key", key: "k")) == "apiKeyHeader(X-Api-Key, <redacted>)")
        #expect(String(describing: Credential.bearer("t")) == "bearer(<redacted>)")
        let basic = BasicCredentials(username: "ada", password: Secrets.password)
        #expect(String(describing: Credential.basic(basic)) == "basic(<redacted>)")
        var dumped = ""
        dump(basic, to: &dumped)
        for text in [String(describing: basic), String(reflecting: basic), dumped] {
            #expect(text.contains("<redacted>") && !text.contains("ada") && !text.contains(Secrets.password), "\(text)")
        }
    }

    @Test("the redactor: every form, longest first, short values left alone")
    func redactor() {
        var redactor = Redactor()
        redactor.add("abc")
        redactor.add("a/b c\"d")
        #expect(redactor.redact("abc") == "abc")
        #expect(redactor.redact(#"x a/b c"d y"#) == "x <redacted> y")
        #expect(redactor.redact("x a%2Fb%20c%22d y") == "x <redacted> y")
        #expect(redactor.redact(#"x a\/b c\"d y"#) == "x <redacted> y")
        #expect(redactor.redact(#"x a/b c\"d y"#) == "x <redacted> y")
        let plain = URLError(.notConnectedToInternet)
        #expect(redactor.redact(plain) is URLError)
        #expect(!(redactor.redact(URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: "bad a/b c\"d"])) is URLError))
    }
}
