import BinderySpec

/// The article `GettingStarted.md`: how to make the client, make a call, handle its errors,
/// page through a list and test code that uses the client, each shown with one of the API's
/// own calls. Arguments an example cannot know are Xcode placeholders (`<#slug#>`).
struct GettingStartedArticle {
    let api: APISpec
    let module: String
    let calls: DocumentedCalls

    private var client: String { GeneratedTypeNames.client(ofAPI: api.name) }

    var text: String {
        var page = CatalogueMarkdown()
        page.paragraph("# Getting started with \(module)")
        page.paragraph("Make a client, call the \(api.name) API, handle its errors, page through lists, and test your code without a network.")
        page.paragraph("## Overview")
        page.paragraph(
            "Every call of the API is an `async` method of ``\(client)``, and a request value that conforms to "
                + "``\(GeneratedTypeNames.operationProtocol(ofAPI: api.name))``. Both are generated from the spec "
                + "by Bindery on every build, with the spec's documentation.")
        makeClient(into: &page)
        guard let example = calls.example else { return page.text }
        call(example, into: &page)
        handleErrors(example, into: &page)
        if let (paged, arguments) = calls.examplePaged { pageThrough(paged, arguments: arguments, into: &page) }
        test(example, into: &page)
        return page.text
    }

    /// The arguments of the client's initializer with the server (or the base URL, when the
    /// spec names no server) that have no default.
    private var requiredClientParameters: [SignatureParameter] {
        let client = ClientEmitter(api: api, types: SwiftTypeNames(modelsByName: api.modelsByName))
        return (client.serverInitializerParameters ?? client.baseURLInitializerParameters).filter { $0.defaultValue == nil }
    }

    /// Basic credentials are two values, and the initializer's argument says which is which.
    private static let basicCredentialsType = AuthSchemeSpec.Kind.basic.credentialSwiftType

    /// The required arguments as placeholders: `apiKey: <#apiKey#>`.
    private var clientInitializerArguments: [String] {
        requiredClientParameters.map { parameter in
            let value = parameter.type == Self.basicCredentialsType
                ? "\(parameter.type)(username: <#username#>, password: <#password#>)" : "<#\(parameter.name)#>"
            return "\(SwiftNaming.callLabel(parameter.name)): \(value)"
        }
    }

    private func makeClient(into page: inout CatalogueMarkdown) {
        page.paragraph("### Make a client")
        page.swift(["import \(module)", "", "let client = \(client)(\(clientInitializerArguments.joined(separator: ", ")))"])
        var text = "The client carries the spec's retry policy, rate limit and error model. "
        text += api.servers.isEmpty
            ? "The spec names no server, so the client takes the API's base URL."
            : "`server:` picks one of the environments the spec names, and `baseURL:` takes any other (a staging host, a local test server)."
        text += " `configure:` changes the configuration last: a timeout, a retry policy, a logger."
        page.paragraph(text)
    }

    private func call(_ example: DocumentedCalls.Call, into page: inout CatalogueMarkdown) {
        page.paragraph("### Call the API")
        let invocation = "try await " + CatalogueMarkdown.call("client", example.endpoint.swiftName, example.requiredArguments)
        page.swift([example.responseType == "Void" ? invocation : "let \(resultName(example)) = \(invocation)"])
        page.paragraph(
            "``\(client)/\(example.method)`` sends `\(example.endpoint.method.uppercased()) \(example.endpoint.path)`"
                + (example.responseType == "Void" ? "." : " and decodes the answer as `\(example.responseType)`.")
                + " Each call is also a value, ``\(example.requestType)``, that can be kept and sent later with `client.client.send(request)`.")
    }

    private func handleErrors(_ example: DocumentedCalls.Call, into page: inout CatalogueMarkdown) {
        page.paragraph("### Handle errors")
        var code = ["do {", "    " + ignoredCall(example), "} catch {", "    // error is a BinderyError: calls throw nothing else."]
        code.append("    print(error.status, error.serverCode, error.message)")
        if let (call, failure) = calls.exampleWithNamedFailure {
            code.append("    if \(call.requestType).Failure(error) == .\(failure) { /* … */ }")
        }
        code.append("}")
        page.swift(code)
        var text = "A failed call throws a `BinderyError` with the status, the server's code and message"
        if let model = api.errorModel { text += ", and the API's error model decoded as `\(model.model)` in `serverError`" }
        text += ". A transport failure, a timeout and a response that does not decode are `BinderyError`s too."
        if calls.exampleWithNamedFailure != nil {
            text += " A call whose spec names its failures has a `Failure` enum in its request type that tells them apart."
        }
        page.paragraph(text)
    }

    private func pageThrough(_ paged: DocumentedCalls.Call, arguments: [String], into page: inout CatalogueMarkdown) {
        page.paragraph("### Page through a list")
        page.swift([
            "for try await page in " + CatalogueMarkdown.call("client", "\(paged.endpoint.swiftName)Pages", arguments) + " {",
            "    print(page)", "}",
        ])
        page.paragraph(
            "A call that the spec says is paged has a `Pages` method, an `AsyncSequence` of its pages: each request is made "
                + "from the one before by the spec's paging rule, and the sequence ends after the last page.")
    }

    private func test(_ example: DocumentedCalls.Call, into page: inout CatalogueMarkdown) {
        page.paragraph("### Test your code without a network")
        let clientArguments = clientInitializerArguments + ["transport: stub"]
        page.swift([
            "import \(module)", "import BinderyTesting", "import Testing", "",
            "@Test func callsTheAPI() async throws {",
            "    let stub = StubTransport()",
            "    stub.on(\(example.requestType).self) { request in",
            "        " + (example.responseType == "Void" ? "()" : "<#\(example.responseType)#>"),
            "    }",
            "    let client = \(client)(\(clientArguments.joined(separator: ", ")))",
            "    " + ignoredCall(example),
            "    #expect(stub.calls(of: \(example.requestType).self).count == 1)",
            "}",
        ])
        page.paragraph(
            "`StubTransport`, in the `BinderyTesting` library, answers each call by its request type with a typed value "
                + "or error, records what was sent, and fails the test on a call nobody expected. The request still goes "
                + "through the real encoding, credentials, retries and middlewares.")
    }

    /// The example's call with its result ignored.
    private func ignoredCall(_ example: DocumentedCalls.Call) -> String {
        (example.responseType == "Void" ? "" : "_ = ") + "try await "
            + CatalogueMarkdown.call("client", example.endpoint.swiftName, example.requiredArguments)
    }

    /// A name for the example's result: its type's name, lowercased first (`tracking`), or `result`.
    private func resultName(_ example: DocumentedCalls.Call) -> String {
        guard let first = example.responseType.first, first.isLetter,
            example.responseType.allSatisfy({ $0.isLetter || $0.isNumber })
        else { return "result" }
        return SwiftNaming.escaped(first.lowercased() + example.responseType.dropFirst())
    }
}
