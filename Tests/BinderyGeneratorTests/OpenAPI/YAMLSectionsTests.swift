import Foundation
import Testing
@testable import BinderySpec

/// A large YAML document is read a top-level section per core: the tree must be the one a
/// single pass gives, places included, and any document that could read otherwise must be left
/// to the single pass.
@Suite("YAML read by sections")
struct YAMLSectionsTests {
    @Test(arguments: [
        "openapi: 3.0.0\ninfo:\n  title: Pets\n  version: '1'\npaths:\n  /pets:\n    get:\n      operationId: listPets\n",
        // Comments and blank lines, before and between the sections.
        "# A spec\n  # indented\n   \nname: Pets\n# the servers\nservers:\n  - url: https://example.com\n\n\nmodels:\n  Pet:\n    fields: {}\n",
        // Windows line ends.
        "name: Pets\r\nservers:\r\n  - url: https://example.com\r\nmodels: {}\r\n",
        // Anchors used within their own section.
        "a: &x\n  b: 1\nc:\n  d: &y [1, 2]\n  e: *y\n",
        // Block scalars, quotes, a last line without a line end.
        "docs: |\n  Line one\n\n  Line three\nsummary: >\n  Folded\n  text\nquoted: \"a: b\"\nlast: 'x'",
        // Keys of every byte a plain key may have; a flow value on its key's line.
        "x-oaiMeta: {a: 1}\n$schema: s\n/path.v1_2: []\nname-with-dash: v\n",
    ])
    func readsWhatOnePassReads(yaml: String) throws {
        try Self.expectSameTree(Array(yaml.utf8), minimumPartSize: YAMLSections.minimumPartSize)
    }

    /// `bytes` read in pieces (parts at least `minimumPartSize` apart) give the tree of one pass,
    /// which reports nothing.
    static func expectSameTree(_ bytes: [UInt8], minimumPartSize: Int) throws {
        let sectioned = try #require(YAMLSections.load(bytes, file: "spec.yaml", limits: .init(), minimumPartSize: minimumPartSize))
        var diagnostics = DiagnosticCollector()
        let whole = try #require(YAMLLoader.loadInOnePass(bytes: bytes, file: "spec.yaml", diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(JSONTreeReaderTests.difference(sectioned, whole) == nil)
    }

    @Test(arguments: [
        "only: one section\n",  // nothing to share
        "---\na: 1\nb: 2\n",  // a document marker
        "%YAML 1.1\n---\na: 1\nb: 2\n",  // a directive
        "- a\n- b\n",  // a list
        "{a: 1,\nb: 2}\n",  // a flow mapping
        "a: \"open\nb: quote\"\n",  // a quoted scalar that runs on at column 0
        "a: &x 1\nb: *x\n",  // an alias to another section's anchor
        "a: 1\nb: 2\na: 3\n",  // a key written twice
        "a: 1\n\tb: 2\n",  // a tab at column 0
        "a: 1\rb: 2\n",  // a lone carriage return: libyaml counts it as a line end
        "a: x\u{2028}y\nb: 2\n",  // so does U+2028
        "a:b\nc: 1\n",  // no space after the colon
        "? a\n: 1\nb: 2\n",  // an explicit key
        "\u{FEFF}a: 1\nb: 2\n",  // a byte order mark
        // Indented content before the first key: the root mapping would start at column 1 and
        // end at the first key at column 0, which here hides in a quoted scalar (found by the
        // fuzzer).
        " a: \"x\ny: z\"\nb: 1\n",
        " a: [x,\ny: z]\nb: 1\n",
    ])
    func leavesOtherShapesToOnePass(yaml: String) {
        #expect(YAMLSections.load(Array(yaml.utf8), file: "spec.yaml", limits: .init()) == nil)
    }

    @Test func leavesToOnePassWhatTogetherPassesALimit() {
        var limits = YAMLLoader.Limits()
        limits.maximumExpandedNodes = 10
        // Each section is a mapping, a key, a list and three items: the document has 16 nodes,
        // its own mapping and each section's 5 below it.
        let yaml = "a: [1, 2, 3]\nb: [1, 2, 3]\nc: [1, 2, 3]\n"
        #expect(YAMLSections.load(Array(yaml.utf8), file: "spec.yaml", limits: limits) == nil)
        limits.maximumExpandedNodes = 16
        #expect(YAMLSections.load(Array(yaml.utf8), file: "spec.yaml", limits: limits) != nil)
    }

    /// A document with a mistake is read in one pass, so its diagnostics are those of one read.
    @Test func reportsAMistakeAsOnePassDoes() {
        let yaml = "a: 1\nb: [1, 2\nc: 3\n" + String(repeating: "# padding\n", count: YAMLSections.minimumSize / 10)
        var sectioned = DiagnosticCollector()
        _ = YAMLLoader.load(bytes: Array(yaml.utf8), file: "spec.yaml", diagnostics: &sectioned)
        var whole = DiagnosticCollector()
        _ = YAMLLoader.loadInOnePass(bytes: Array(yaml.utf8), file: "spec.yaml", diagnostics: &whole)
        #expect(!whole.diagnostics.isEmpty)
        #expect(sectioned.diagnostics.map(\.description) == whole.diagnostics.map(\.description))
    }

    @Test(arguments: [
        "openapi: 3.0.0\npaths:\n  /a:\n    get: {}\n  /b:\n    get: {}\n  /c: {}\ncomponents:\n  schemas: {}\n",
        // Comments and blank lines between the parts; Windows line ends; spaces after the colon.
        "paths:  \r\n  /a: 1\r\n\r\n  # the next\r\n  /b: 2\r\n# at column 0\r\n  /c: [x]\r\nlast: 1\r\n",
        // A block scalar, a flow mapping and anchors used within their own part.
        "paths:\n  /a:\n    description: |\n      text\n\n      more\n  /b: {x: 1}\n  /c: &y [1]\n  /d:\n    e: 1\n",
        // The last section cut; a key at column 2 in a section that is not a key alone stays.
        "info: {a: 1}\nlist: [1,\n  x: 2]\npaths:\n  /a: 1\n  /b: 2",
    ])
    func readsPartsOfASectionAsOnePassDoes(yaml: String) throws {
        let bytes = Array(yaml.utf8)
        let starts = try #require(bytes.withUnsafeBufferPointer { YAMLSections.sectionStarts($0, minimumPartSize: 0) })
        #expect(starts.contains { $0.isPart })
        try Self.expectSameTree(bytes, minimumPartSize: 0)
    }

    @Test(arguments: [
        "paths:\n    /a: 1\n  /b: 2\n  /c: 3\n",  // the section's keys further in than column 2
        "paths:\n  /a: \"x\n  /b: y\"\n  /c: z\n",  // a quote open across a cut
        "paths:\n  /a: &x 1\n  /b: *x\n",  // an alias to another part's anchor
        "paths:\n  /a: 1\n  /a: 2\n",  // a key written twice, in two parts
        "paths:\n  - a\n  /b: 2\n  /c: 3\n",  // a list, then keys
        "paths:\n  /a: 1\n /b: 2\n  /c: 3\n",  // a key at column 1
    ])
    func leavesToOnePassWhatPartsMayNotReadTheSame(yaml: String) {
        let bytes = Array(yaml.utf8)
        #expect(YAMLSections.load(bytes, file: "spec.yaml", limits: .init(), minimumPartSize: 0) == nil)
        #expect(YAMLLoader.sectionsDisagreement(bytes, file: "spec.yaml") == nil)
    }

    @Test func aPartNestsOneLevelLessThanTheDocument() {
        // In one pass `[[2]]` is four levels down: the root, `paths`, and two lists.
        var limits = YAMLLoader.Limits()
        limits.maximumDepth = 3
        let bytes = Array("paths:\n  /a: 1\n  /b: [[2]]\n".utf8)
        #expect(YAMLSections.load(bytes, file: "spec.yaml", limits: limits, minimumPartSize: 0) == nil)
        limits.maximumDepth = 4
        #expect(YAMLSections.load(bytes, file: "spec.yaml", limits: limits, minimumPartSize: 0) != nil)
    }

    /// The published YAML documents (Stripe's 4 MB, OpenAI's 2.6 MB): read by sections, and the
    /// same tree as one pass.
    @Test(
        .enabled(if: OpenAPICorpus.documentsFolder != nil, "needs ../shared/openapi beside the checkout"),
        arguments: ["stripe.yaml", "openai.yaml"])
    func publishedDocumentsReadTheSame(name: String) throws {
        let folder = try #require(OpenAPICorpus.documentsFolder)
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        let sectioned = try #require(YAMLSections.load(bytes, file: "openapi.yaml", limits: .init()))
        var diagnostics = DiagnosticCollector()
        let whole = try #require(YAMLLoader.loadInOnePass(bytes: bytes, file: "openapi.yaml", diagnostics: &diagnostics))
        #expect(JSONTreeReaderTests.difference(sectioned, whole) == nil)
    }
}
