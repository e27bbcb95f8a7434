import BinderySpec

/// The client's page, `<API>Client.md`: a documentation extension that lists the client's
/// methods by the spec file that declares their calls. Methods it does not list (the
/// completion-handler forms, the `Pages` sequences) DocC lists under its own headings.
struct ClientPage {
    let api: APISpec
    let module: String
    let calls: DocumentedCalls

    var text: String {
        let client = GeneratedTypeNames.client(ofAPI: api.name)
        var page = CatalogueMarkdown()
        page.paragraph("# ``\(module)/\(client)``")
        page.paragraph("## Topics")
        page.topic("Making a client", links: initializers.map { "``\($0)``" } + ["``defaultConfiguration(baseURL:)``"])
        for (file, fileCalls) in calls.byFile {
            page.topic(CatalogueMarkdown.callsTopicTitle(file: file), links: fileCalls.map { "``\($0.method)``" })
        }
        return page.text
    }

    /// The DocC selectors of the client's initializers, from the parameters `ClientEmitter` declares.
    private var initializers: [String] {
        let client = ClientEmitter(api: api, types: SwiftTypeNames(modelsByName: api.modelsByName))
        let withParameters = [client.serverInitializerParameters, client.baseURLInitializerParameters].compactMap { $0 }
        return withParameters.map(ClientEmitter.initializerSelector) + ["init(configuration:)"]
    }
}
