import BinderyGenerator
import BinderyTestSupport
import Foundation
import Testing

extension Tag {
    /// Tests of the rendered documentation site, which `scripts/docs --test` builds first.
    @Tag static var documentationSite: Self
}

/// The folder `scripts/docs` rendered the static site into, when it says so.
private let siteFolder = ProcessInfo.processInfo.environment["BINDERY_DOCS_SITE"].map { URL(fileURLWithPath: $0) }

/// The AfterShip documentation as a reader sees it: the static site `scripts/docs` renders,
/// served on 127.0.0.1 and opened in headless Chromium. Each page must show the text the spec
/// gives it, which only happens when DocC's scripts have loaded and rendered the page's content.
@Suite(
    .tags(.documentationSite), .serialized,
    .enabled(if: siteFolder != nil, "BINDERY_DOCS_SITE names no site; scripts/docs --test builds one and runs this suite"))
struct AfterShipSiteTests {
    let api: APISpec
    let server: StaticSiteServer
    let site: URL

    init() throws {
        let folder = try #require(siteFolder)
        site = folder.appendingPathComponent("AfterShip")
        api = try SpecLoader.load(directory: BuildProducts.packageRoot.appendingPathComponent("Specs/AfterShip").path)
        server = try StaticSiteServer(folder: folder)
    }

    /// The text of a page of the AfterShip site, `path` relative to its `documentation/aftership/`.
    private func renderedPage(_ path: String) async throws -> String {
        let url = try #require(URL(string: "AfterShip/documentation/aftership/\(path)", relativeTo: server.root))
        return try await HeadlessChromium.renderedText(of: url)
    }

    /// The first line of a spec's docs as a rendered page shows it: without code spans' backticks.
    private func shownSummary(_ docs: String?) throws -> String {
        let line = try #require(docs?.split(separator: "\n").first)
        return line.replacingOccurrences(of: "`", with: "")
    }

    /// Whether a page's text shows `expected`, white space aside: DocC puts each token of code,
    /// and each word of a long name, in an element of its own.
    private func shows(_ expected: String, in text: String) -> Bool {
        text.filter { !$0.isWhitespace }.contains(expected.filter { !$0.isWhitespace })
    }

    @Test func theOverviewShowsTheSpecsDocsAndItsTopics() async throws {
        let text = try await renderedPage("")
        #expect(shows(try shownSummary(api.docs), in: text))
        #expect(shows("Getting started with AfterShip", in: text))
        #expect(shows("Calls in trackings.yaml", in: text))
        #expect(shows("Models returned in responses", in: text))
    }

    @Test func aCallsPageShowsItsDocsAndRoute() async throws {
        let endpoint = try #require(api.endpoints.first { $0.name == "getTracking" })
        // The method's page, found among the pages DocC wrote for the client's members: the
        // async method's, not the completion handler's.
        let members = site.appendingPathComponent("data/documentation/aftership/aftershipclient")
        let pages = try FileManager.default.contentsOfDirectory(atPath: members.path)
        let page = try #require(
            pages.first { $0.hasPrefix("gettracking(") && !$0.contains("completion") && $0.hasSuffix(".json") })
        let text = try await renderedPage("aftershipclient/\(page.dropLast(".json".count))")
        #expect(shows("getTracking", in: text))
        #expect(shows(try shownSummary(endpoint.docs), in: text))
        #expect(shows("\(endpoint.method.uppercased()) \(endpoint.path)", in: text))
    }

    @Test func aModelsPageShowsItsDocsAndFields() async throws {
        let model = try #require(api.models.first { $0.name == "Tracking" })
        let text = try await renderedPage("tracking")
        #expect(shows(try shownSummary(model.docs), in: text))
        let field = try #require(model.fields.first { $0.wireName == "tracking_number" })
        #expect(shows(field.swiftName, in: text))
    }

    @Test func theGettingStartedArticleShowsItsSections() async throws {
        let text = try await renderedPage("gettingstarted")
        for section in ["Make a client", "Call the API", "Handle errors", "Page through a list", "Test your code without a network"] {
            #expect(shows(section, in: text))
        }
        #expect(shows("StubTransport()", in: text))
    }
}
