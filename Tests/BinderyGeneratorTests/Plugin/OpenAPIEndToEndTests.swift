import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// A few operations of each real document, bound through the plugin with an overlay that keeps
/// just them (`only`), called by a program of a consumer package against a server on 127.0.0.1.
///
/// The three documents are three targets of one package, built once before the first test
/// (`OpenAPICallsPackage`): the plugin's tool and the runtime are compiled once, not three times.
@Suite(
    .tags(.openAPICorpus, .packageBuild), .serialized,
    .enabled(if: OpenAPICorpus.documentsFolder != nil, "needs ../shared/openapi beside the checkout"),
    OpenAPICallsPackage())
struct OpenAPIEndToEndTests {
    /// Runs the program of `target` against `server`; returns what it printed.
    private func run(_ target: String, server: LoopbackServer) async throws -> String {
        let package = try #require(OpenAPICallsPackage.built, "the package of the calls programs was not built")
        let program = package.binFolder.appendingPathComponent("\(target)Calls")
        let result = try await Subprocess.run(program, [server.baseURL.absoluteString], in: package.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        return result.standardOutput
    }

    @Test("GitHub: Link-header pages, and a response that is a union")
    func gitHub() async throws {
        let requests = RequestTargets()
        let server = try LoopbackServer { request in
            requests.append(request.target)
            func label(_ id: Int, _ name: String) -> String {
                #"{"id":\#(id),"node_id":"L\#(id)","url":"https://api.github.com/labels/\#(name)","name":"\#(name)","description":null,"color":"ff0000","default":false}"#
            }
            switch request.path {
            case "/repos/octo/hello/labels" where request.queryValue("page") == nil:
                return .json(200, "[\(label(1, "bug")),\(label(2, "docs"))]", headers: [
                    ("Link", #"</repos/octo/hello/labels?per_page=2&page=2>; rel="next", </repos/octo/hello/labels?per_page=2&page=2>; rel="last""#)
                ])
            case "/repos/octo/hello/labels":
                return .json(200, "[\(label(3, "swift"))]")
            case "/repos/octo/hello/contents/src":
                let links = #"{"git":null,"html":null,"self":"https://api.github.com/x"}"#
                return .json(200, #"[{"type":"file","size":12,"name":"main.swift","path":"src/main.swift","sha":"abc","url":"https://api.github.com/x","git_url":null,"html_url":null,"download_url":null,"_links":\#(links)}]"#)
            default:
                return .text(404, "no route for \(request.target)")
            }
        }
        defer { server.stop() }
        let output = try await run("GitHub", server: server)
        #expect(output.contains("labels: bug,docs,swift"), "\(output)")
        #expect(output.contains("content: src/main.swift"), "\(output)")
        #expect(requests.all.first == "/repos/octo/hello/labels?per_page=2")
    }

    @Test("Stripe: a form body, pages by the last item's id, and a union chosen by keys")
    func stripe() async throws {
        let requests = RequestTargets()
        let authorizations = RequestTargets()
        let server = try LoopbackServer { request in
            requests.append("\(request.method) \(request.target) \(request.header("Content-Type") ?? "") \(String(decoding: request.body, as: UTF8.self))")
            authorizations.append(request.header("Authorization") ?? "none")
            func customer(_ id: String) -> String { #"{"id":"\#(id)","object":"customer","created":1,"livemode":false}"# }
            switch (request.method, request.queryValue("starting_after")) {
            case ("GET", _) where request.path == "/v1/customers/cus_1": return .json(200, customer("cus_1"))
            case ("GET", _) where request.path == "/v1/customers/cus_gone":
                return .json(200, #"{"id":"cus_gone","object":"customer","deleted":true}"#)
            case ("POST", _): return .json(200, customer("cus_new"))
            case ("GET", nil): return .json(200, #"{"object":"list","url":"/v1/customers","has_more":true,"data":[\#(customer("cus_1")),\#(customer("cus_2"))]}"#)
            case ("GET", "cus_2"): return .json(200, #"{"object":"list","url":"/v1/customers","has_more":false,"data":[\#(customer("cus_3"))]}"#)
            default: return .text(404, "no route for \(request.target)")
            }
        }
        defer { server.stop() }
        let output = try await run("Stripe", server: server)
        #expect(output.contains("created: cus_new"), "\(output)")
        #expect(output.contains("customers: cus_1,cus_2,cus_3"), "\(output)")
        #expect(output.contains("found: live cus_1,deleted cus_gone"), "\(output)")
        let sent = requests.all
        #expect(sent.count == 5, "\(sent)")
        #expect(sent.first == "POST /v1/customers application/x-www-form-urlencoded address[city]=Z%C3%BCrich&address[line1]=1+Main+St&email=jo%2B1%40example.com&expand[]=sources&expand[]=tax")
        #expect(sent.dropFirst().first?.hasPrefix("GET /v1/customers?limit=2 ") == true, "\(sent)")
        #expect(sent.dropFirst(2).first?.hasPrefix("GET /v1/customers?limit=2&starting_after=cus_2 ") == true, "\(sent)")
        #expect(sent.suffix(2).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["GET /v1/customers/cus_1", "GET /v1/customers/cus_gone"])
        // The document's first security requirement, HTTP basic: the key as the user name, no password.
        #expect(authorizations.all == Array(repeating: "Basic c2tfdGVzdF8xMjM6", count: 5))
    }

    @Test("OpenAI: a stream of server-sent events whose events are a union, a multipart upload, and a chat completion whole and streamed")
    func openAI() async throws {
        let requests = RequestTargets()
        let server = try LoopbackServer { request in
            requests.append("\(request.method) \(request.path) \(request.header("Content-Type") ?? "")")
            switch request.path {
            case "/v1/chat/completions" where request.header("Accept") == "text/event-stream":
                requests.append("chat stream: \(String(decoding: request.body, as: UTF8.self))")
                let chunk = { (delta: String, finish: String) in
                    #"data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"gpt-4o","choices":[{"index":0,"delta":\#(delta),"finish_reason":\#(finish)}]}"#
                }
                let events = [chunk(#"{"role":"assistant","content":"Hi"}"#, "null"), chunk(#"{"content":" there"}"#, #""stop""#), "data: [DONE]"]
                return .text(200, events.joined(separator: "\n\n") + "\n\n", headers: [("Content-Type", "text/event-stream")])
            case "/v1/chat/completions":
                return .json(200, #"{"id":"c1","object":"chat.completion","created":1,"model":"gpt-4o","choices":[{"index":0,"message":{"role":"assistant","content":"Hi there","refusal":null},"logprobs":null,"finish_reason":"stop"}]}"#)
            case "/v1/audio/speech":
                let events = [
                    #"data: {"type":"speech.audio.delta","audio":"AAA="}"#,
                    #"data: {"type":"speech.audio.delta","audio":"BBB="}"#,
                    #"data: {"type":"speech.audio.done","usage":{"input_tokens":1,"output_tokens":2,"total_tokens":3}}"#,
                ]
                return .text(200, events.joined(separator: "\n\n") + "\n\n", headers: [("Content-Type", "text/event-stream")])
            case "/v1/files":
                let multipart = String(decoding: request.body, as: UTF8.self)
                guard multipart.contains(#"name="purpose""#), multipart.contains(#"filename="batch.jsonl""#) else {
                    return .text(400, "not the upload: \(multipart)")
                }
                return .json(200, #"{"id":"file-1","object":"file","bytes":3,"created_at":1,"filename":"batch.jsonl","purpose":"batch","status":"uploaded"}"#)
            default:
                return .text(404, "no route for \(request.target)")
            }
        }
        defer { server.stop() }
        let output = try await run("OpenAI", server: server)
        #expect(output.contains("events: delta AAA=,delta BBB=,done"), "\(output)")
        #expect(output.contains("file: file-1 batch.jsonl"), "\(output)")
        #expect(requests.all.contains { $0.hasPrefix("POST /v1/files multipart/form-data; boundary=") }, "\(requests.all)")
        // One path, two calls: the stream asks for events, and its body asks the API to stream.
        #expect(output.contains("chat: Hi there / Hi| there"), "\(output)")
        #expect(requests.all.contains { $0.hasPrefix("chat stream: ") && $0.contains(#""stream":true"#) }, "\(requests.all)")
    }
}

/// The targets of the requests a server received, in order.
private final class RequestTargets: @unchecked Sendable {
    private let lock = NSLock()
    private var targets: [String] = []

    func append(_ target: String) { lock.withLock { targets.append(target) } }
    var all: [String] { lock.withLock { targets } }
}
