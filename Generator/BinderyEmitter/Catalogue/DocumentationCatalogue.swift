import BinderySpec

/// The DocC catalogue of a generated module: its landing page, its getting-started article and
/// the page of its client, made from the spec like the Swift is, so that an edit to the spec
/// changes its documentation on the next build. The symbols' own pages come from the doc
/// comments the other emitters write.
///
/// The files have fixed names, so that a catalogue folder never holds a stale page:
/// `<Module>.md`, `GettingStarted.md` and `<API>Client.md`.
package enum DocumentationCatalogue {
    /// The name of the getting-started article, as `<doc:…>` links name it.
    static let gettingStartedName = "GettingStarted"

    /// The catalogue's files for the module `module` built from `api`; the same spec always
    /// gives the same bytes.
    package static func generate(_ api: APISpec, module: String) -> [GeneratedFile] {
        let calls = DocumentedCalls(api: api)
        return [
            GeneratedFile(name: "\(module).md", contents: LandingPage(api: api, module: module, calls: calls).text),
            GeneratedFile(
                name: "\(gettingStartedName).md", contents: GettingStartedArticle(api: api, module: module, calls: calls).text),
            GeneratedFile(
                name: "\(GeneratedTypeNames.client(ofAPI: api.name)).md", contents: ClientPage(api: api, module: module, calls: calls).text),
        ]
    }
}
