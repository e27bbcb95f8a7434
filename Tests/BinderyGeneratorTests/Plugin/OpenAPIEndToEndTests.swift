import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// A few operations of each real document, bound through the plugin with an overlay that keeps
/// just them (`only`), called by a program of a consumer package against a server on 127.0.0.1.
@Suite(
    .tags(.openAPICorpus, .packageBuild), .serialized,
    .enabled(if: OpenAPICorpus.documentsFolder != nil, "needs ../shared/openapi beside the checkout"))
struct OpenAPIEndToEndTests {
    /// A consumer package binding `document` as target `target`, with `overlay` beside it and a
    /// program `<target>Calls` of `main` that gets the server's URL as its argument.
    private func package(target: String, document: String, name: String, overlay: String, main: String) throws -> (URL, ScratchPackage) {
        let documents = try #require(OpenAPICorpus.documentsFolder)
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-openapi-e2e")
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("bindery"), withDestinationURL: BuildProducts.packageRoot)
        let package = ScratchPackage(root: folder.appendingPathComponent("Calls"), target: target)
        try package.write("Package.swift", """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Calls",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [.package(path: "../bindery")],
                targets: [
                    .target(
                        name: "\(target)",
                        dependencies: [.product(name: "BinderyRuntime", package: "bindery")],
                        plugins: [.plugin(name: "BinderyPlugin", package: "bindery")]
                    ),
                    .executableTarget(
                        name: "\(target)Calls",
                        dependencies: ["\(target)", .product(name: "BinderyRuntime", package: "bindery")]
                    ),
                ]
            )

            """)
        try package.write("Sources/\(target)/Empty.swift", "// The generated client is all of this target.\n")
        try package.write("Sources/\(target)Calls/main.swift", main)
        try package.write("Specs/\(target)/bindery.yaml", overlay)
        try FileManager.default.copyItem(
            at: documents.appendingPathComponent(document), to: package.root.appendingPathComponent("Specs/\(target)/\(name)"))
        return (folder, package)
    }

    /// Builds the program and runs it against `server`; returns what it printed.
    private func run(_ package: ScratchPackage, server: LoopbackServer) async throws -> String {
        let build = try await package.swift(["build", "--product", "\(package.target)Calls"])
        try #require(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let binPath = try await package.swift(["build", "--show-bin-path"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let program = URL(fileURLWithPath: binPath).appendingPathComponent("\(package.target)Calls")
        let result = try await Subprocess.run(program, [server.baseURL.absoluteString], in: package.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        return result.standardOutput
    }

    @Test("GitHub: Link-header pages, and a response that is a union")
    func gitHub() async throws {
        let (folder, package) = try package(
            target: "GitHub", document: "github.json", name: "openapi.json",
            overlay: """
                api:
                  name: GitHub
                only:
                  operations: [issues/list-labels-for-repo, repos/get-content]
                endpoints:
                  issues/list-labels-for-repo:
                    pagination: { style: link }
                """,
            main: """
                import Foundation
                import GitHub

                guard let base = CommandLine.arguments.dropFirst().first.flatMap(URL.init(string:)) else { exit(2) }
                let github = GitHubClient(baseURL: base)
                do {
                    var names: [String] = []
                    for try await page in github.issuesListLabelsForRepoPages(owner: "octo", repo: "hello", perPage: 2) {
                        names += page.map(\\.name)
                    }
                    print("labels: \\(names.joined(separator: ","))")
                    switch try await github.reposGetContent(owner: "octo", repo: "hello", path: "src") {
                    case .contentDirectoryItemList(let items): print("content: \\(items.map(\\.path).joined(separator: ","))")
                    case .jsonMap(let object): print("content: one \\(object["type"].map { "\\($0)" } ?? "?")")
                    }
                } catch {
                    print("error: \\(error)")
                    exit(1)
                }

                """)
        defer { try? FileManager.default.removeItem(at: folder) }
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
        let output = try await run(package, server: server)
        #expect(output.contains("labels: bug,docs,swift"), "\(output)")
        #expect(output.contains("content: src/main.swift"), "\(output)")
        #expect(requests.all.first == "/repos/octo/hello/labels?per_page=2")
    }

    @Test("Stripe: a form body, and pages by the last item's id")
    func stripe() async throws {
        let (folder, package) = try package(
            target: "Stripe", document: "stripe.yaml", name: "openapi.yaml",
            overlay: """
                api:
                  name: Stripe
                only:
                  operations: [GetCustomers, PostCustomers]
                endpoints:
                  GetCustomers:
                    pagination: { style: lastItem, hasMore: has_more, items: data }
                """,
            main: """
                import BinderyRuntime
                import Foundation
                import Stripe

                guard let base = CommandLine.arguments.dropFirst().first.flatMap(URL.init(string:)) else { exit(2) }
                let stripe = StripeClient(basicAuth: BasicCredentials(username: "sk_test_123"), baseURL: base)
                do {
                    let created = try await stripe.postCustomers(
                        body: PostCustomersBody(
                            address: .postCustomersBodyAddressOptionalFieldsAddress(.init(city: "Zürich", line1: "1 Main St")),
                            email: "jo+1@example.com", expand: ["sources", "tax"]))
                    print("created: \\(created.id)")
                    var ids: [String] = []
                    for try await customer in stripe.getCustomersPages(limit: 2).items(\\.data) {
                        ids.append(customer.id)
                    }
                    print("customers: \\(ids.joined(separator: ","))")
                } catch {
                    print("error: \\(error)")
                    exit(1)
                }

                """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = RequestTargets()
        let authorizations = RequestTargets()
        let server = try LoopbackServer { request in
            requests.append("\(request.method) \(request.target) \(request.header("Content-Type") ?? "") \(String(decoding: request.body, as: UTF8.self))")
            authorizations.append(request.header("Authorization") ?? "none")
            func customer(_ id: String) -> String { #"{"id":"\#(id)","object":"customer","created":1,"livemode":false}"# }
            switch (request.method, request.queryValue("starting_after")) {
            case ("POST", _): return .json(200, customer("cus_new"))
            case ("GET", nil): return .json(200, #"{"object":"list","url":"/v1/customers","has_more":true,"data":[\#(customer("cus_1")),\#(customer("cus_2"))]}"#)
            case ("GET", "cus_2"): return .json(200, #"{"object":"list","url":"/v1/customers","has_more":false,"data":[\#(customer("cus_3"))]}"#)
            default: return .text(404, "no route for \(request.target)")
            }
        }
        defer { server.stop() }
        let output = try await run(package, server: server)
        #expect(output.contains("created: cus_new"), "\(output)")
        #expect(output.contains("customers: cus_1,cus_2,cus_3"), "\(output)")
        let sent = requests.all
        #expect(sent.count == 3, "\(sent)")
        #expect(sent.first == "POST /v1/customers application/x-www-form-urlencoded address[city]=Z%C3%BCrich&address[line1]=1+Main+St&email=jo%2B1%40example.com&expand[]=sources&expand[]=tax")
        #expect(sent.dropFirst().first?.hasPrefix("GET /v1/customers?limit=2 ") == true, "\(sent)")
        #expect(sent.last?.hasPrefix("GET /v1/customers?limit=2&starting_after=cus_2 ") == true, "\(sent)")
        // The document's first security requirement, HTTP basic: the key as the user name, no password.
        #expect(authorizations.all == Array(repeating: "Basic c2tfdGVzdF8xMjM6", count: 3))
    }

    @Test("OpenAI: a stream of server-sent events whose events are a union, and a multipart upload")
    func openAI() async throws {
        let (folder, package) = try package(
            target: "OpenAI", document: "openai.yaml", name: "openapi.yaml",
            overlay: """
                api:
                  name: OpenAI
                only:
                  operations: [createSpeech, createFile]
                """,
            main: """
                import BinderyRuntime
                import Foundation
                import OpenAI

                guard let base = CommandLine.arguments.dropFirst().first.flatMap(URL.init(string:)) else { exit(2) }
                let openAI = OpenAIClient(apiKeyAuth: "sk-test", baseURL: base.appendingPathComponent("v1"))
                do {
                    var events: [String] = []
                    let speech = CreateSpeechRequestBody(model: "gpt-4o-mini-tts", input: "Hello", voice: "alloy", streamFormat: .sse)
                    for try await event in openAI.createSpeech(createSpeechRequest: speech) {
                        switch event.data {
                        case .speechAudioDeltaEvent(let delta): events.append("delta \\(delta.audio)")
                        case .speechAudioDoneEvent: events.append("done")
                        case .unknown: events.append("unknown")
                        }
                    }
                    print("events: \\(events.joined(separator: ","))")
                    let file = try await openAI.createFile(
                        MultipartFile(data: Data("{}\\n".utf8), filename: "batch.jsonl", contentType: "application/jsonl"), purpose: .batch)
                    print("file: \\(file.id) \\(file.filename)")
                } catch {
                    print("error: \\(error)")
                    exit(1)
                }

                """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = RequestTargets()
        let server = try LoopbackServer { request in
            requests.append("\(request.method) \(request.path) \(request.header("Content-Type") ?? "")")
            switch request.path {
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
        let output = try await run(package, server: server)
        #expect(output.contains("events: delta AAA=,delta BBB=,done"), "\(output)")
        #expect(output.contains("file: file-1 batch.jsonl"), "\(output)")
        #expect(requests.all.last?.hasPrefix("POST /v1/files multipart/form-data; boundary=") == true, "\(requests.all)")
    }
}

/// The targets of the requests a server received, in order.
private final class RequestTargets: @unchecked Sendable {
    private let lock = NSLock()
    private var targets: [String] = []

    func append(_ target: String) { lock.withLock { targets.append(target) } }
    var all: [String] { lock.withLock { targets } }
}
