import BinderyTestSupport
import Foundation
import Testing

/// The consumer package of `OpenAPIEndToEndTests`, made and built once around the suite and
/// removed after it: a target per document, binding a few of its operations through the plugin
/// (an overlay with `only`), and a program `<target>Calls` of each that gets a server's URL as its
/// argument.
///
/// One package for the three documents, not one each: every package builds the plugin's tool and
/// the runtime from nothing, a few minutes of CI's two cores each time.
struct OpenAPICallsPackage: SuiteTrait, TestScoping {
    /// What the suite's tests run.
    struct Built: Sendable {
        var root: URL
        /// Where `swift build` put the programs.
        var binFolder: URL
    }

    /// One document's target and program.
    struct Program: Sendable {
        var target: String
        /// The document's file in `../shared/openapi`, and its name in the spec folder.
        var document: String
        var name: String
        var overlay: String
        var main: String
    }

    /// The package while the suite runs; nil when it could not be built (the scope then fails).
    @TaskLocal static var built: Built?

    static let programs = [
        Program(
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

                """),
        Program(
            target: "Stripe", document: "stripe.yaml", name: "openapi.yaml",
            overlay: """
                api:
                  name: Stripe
                only:
                  operations: [GetCustomers, PostCustomers, GetCustomersCustomer]
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
                            address: .optionalFieldsAddress(.init(city: "Zürich", line1: "1 Main St")),
                            email: "jo+1@example.com", expand: ["sources", "tax"]))
                    print("created: \\(created.id)")
                    var ids: [String] = []
                    for try await customer in stripe.getCustomersPages(limit: 2).items(\\.data) {
                        ids.append(customer.id)
                    }
                    print("customers: \\(ids.joined(separator: ","))")
                    // A customer or its deleted stub: both say `object: customer`; the key each alone has tells them apart.
                    var found: [String] = []
                    for id in ["cus_1", "cus_gone"] {
                        switch try await stripe.getCustomersCustomer(id) {
                        case .customer(let customer): found.append("live \\(customer.id)")
                        case .deletedCustomer(let deleted): found.append("deleted \\(deleted.id)")
                        case .unknown: found.append("unknown")
                        }
                    }
                    print("found: \\(found.joined(separator: ","))")
                } catch {
                    print("error: \\(error)")
                    exit(1)
                }

                """),
        Program(
            target: "OpenAI", document: "openai.yaml", name: "openapi.yaml",
            overlay: """
                api:
                  name: OpenAI
                only:
                  operations: [createSpeech, createFile, createChatCompletion]
                endpoints:
                  createChatCompletionStream:
                    response: { type: CreateChatCompletionStreamResponse, stream: sse, terminator: "[DONE]" }
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
                    for try await event in openAI.createSpeech(speech) {
                        switch event.data {
                        case .speechAudioDelta(let delta): events.append("delta \\(delta.audio)")
                        case .speechAudioDone: events.append("done")
                        case .unknown: events.append("unknown")
                        }
                    }
                    print("events: \\(events.joined(separator: ","))")
                    let file = try await openAI.createFile(
                        MultipartFile(data: Data("{}\\n".utf8), filename: "batch.jsonl", contentType: "application/jsonl"), purpose: .batch)
                    print("file: \\(file.id) \\(file.filename)")
                    let hello = ChatCompletionRequestMessage.user(ChatCompletionRequestUserMessage(content: "Hello"))
                    let completion = try await openAI.createChatCompletion(CreateChatCompletionRequestBody(messages: [hello], model: "gpt-4o"))
                    var chunks: [String] = []
                    let streamed = CreateChatCompletionRequestBody(messages: [hello], model: "gpt-4o", stream: true)
                    for try await chunk in openAI.createChatCompletionStream(streamed) {
                        chunks.append(chunk.data.choices.first?.delta.content ?? "")
                    }
                    print("chat: \\(completion.choices.first?.message.content ?? "-") / \\(chunks.joined(separator: "|"))")
                } catch {
                    print("error: \\(error)")
                    exit(1)
                }

                """),
    ]

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-openapi-e2e")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try await Self.make(in: folder)
        try await Self.$built.withValue(built, operation: function)
    }

    private static func make(in folder: URL) async throws -> Built {
        let documents = try #require(OpenAPICorpus.documentsFolder)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("bindery"), withDestinationURL: BuildProducts.packageRoot)
        let root = folder.appendingPathComponent("Calls")
        let targets = programs.map { program in
            ScratchPackage.pluginTarget(program.target) + """

                    .executableTarget(
                        name: "\(program.target)Calls",
                        dependencies: ["\(program.target)", .product(name: "BinderyRuntime", package: "bindery")]
                    ),
            """
        }
        // `swift build` of every product, so the target named here is only a label.
        let package = ScratchPackage(root: root, target: programs[0].target)
        try package.write("Package.swift", ScratchPackage.consumerManifest(name: "Calls", targets: targets))
        for program in programs {
            try package.write("Sources/\(program.target)/Empty.swift", "// The generated client is all of this target.\n")
            try package.write("Sources/\(program.target)Calls/main.swift", program.main)
            try package.write("Specs/\(program.target)/bindery.yaml", program.overlay)
            try FileManager.default.copyItem(
                at: documents.appendingPathComponent(program.document),
                to: root.appendingPathComponent("Specs/\(program.target)/\(program.name)"))
        }
        let build = try await package.swift(["build"])
        try #require(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let binPath = try await package.swift(["build", "--show-bin-path"]).standardOutput
        return Built(root: root, binFolder: URL(fileURLWithPath: binPath.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
