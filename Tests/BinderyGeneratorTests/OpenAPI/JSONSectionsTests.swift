import Foundation
import Testing
@testable import BinderySpec

/// A large JSON document is read a few top-level members per core: the tree must be the one a
/// single pass gives, places included, and any document that could read otherwise must be left
/// to the single pass.
@Suite("JSON read in pieces")
struct JSONSectionsTests {
    @Test(arguments: [
        "{\n  \"openapi\": \"3.0.3\",\n  \"info\": {\n    \"title\": \"Pets\"\n  },\n  \"paths\": {}\n}\n",
        // Four spaces, members over several lines, strings with escapes and non-ASCII text.
        "{\n    \"a\": [\n1,\n      \"x\"],\n    \"b\": \"größe \\\"q\\\" \\n\",\n    \"c\": {\"d\": null}\n}",
        // A member whose value starts on the next line; spaces after the commas.
        "{\n \"a\":\n  1, \n \"b\": true  ,\n \"c\": -2.5e3\n}\n\n",
    ])
    func readsWhatOnePassReads(json: String) throws {
        let bytes = Array(json.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            #expect(try #require(JSONSections.pieceStarts(buffer, minimumPieceSize: 0)).count > 1)
            let pieces = try #require(JSONSections.readInPieces(buffer, file: "a.json", limits: .init(), minimumPieceSize: 0))
            let whole = try #require(JSONTreeReader.read(buffer, file: "a.json", limits: .init()))
            #expect(JSONTreeReaderTests.difference(pieces, whole) == nil)
        }
        #expect(YAMLLoader.sectionsDisagreement(bytes, file: "a.json") == nil)
    }

    @Test(arguments: [
        "{\"a\": 1,\n  \"b\": 2\n}\n",  // the first member on the brace's line
        "\n{\n  \"a\": 1,\n  \"b\": 2\n}\n",  // a line before the brace
        "[\n  \"a\",\n  \"b\"\n]\n",  // a list
        "{\n  \"a\": [\n  \"x\",\n  \"y\"\n  ],\n  \"b\": 2\n}\n",  // an item at a member's indentation
        "{\n  \"a\": 1,\n  \"a\": 2\n}\n",  // a key written twice, in two pieces
        "{\n  \"a\": 1,\n  \"b\": 2,\n}\n",  // a comma before the closing brace
        "{\n  \"a\": 1\n  \"b\": 2\n}\n",  // a comma missing between pieces
        "{\n  \"a\": 1,\n  \"b\": 2\n}\n{}",  // more after the root
        "{\n  \"a\": 1,\n  \"b\": 2\n",  // the root left open
        "{\n  \"a\": 1,\n\t\"b\": 2\n}\n",  // a tab
    ])
    func leavesToOnePassWhatItMayNotReadTheSame(json: String) {
        let bytes = Array(json.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(JSONSections.readInPieces(buffer, file: "a.json", limits: .init(), minimumPieceSize: 0) == nil)
        }
        #expect(YAMLLoader.sectionsDisagreement(bytes, file: "a.json") == nil)
    }

    @Test func leavesWhatPassesTheLimitsToOnePass() {
        // Each piece keeps within five nodes; together, with the root, they are seven.
        var limits = YAMLLoader.Limits()
        limits.maximumExpandedNodes = 5
        let bytes = Array("{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(JSONSections.readInPieces(buffer, file: "a.json", limits: limits, minimumPieceSize: 0) == nil)
            limits.maximumExpandedNodes = 7
            #expect(JSONSections.readInPieces(buffer, file: "a.json", limits: limits, minimumPieceSize: 0) != nil)
        }
    }

    /// GitHub's published document, 4 MB of JSON: read in pieces, the tree of one pass.
    @Test(.enabled(if: OpenAPICorpus.documentsFolder != nil, "needs ../shared/openapi beside the checkout"))
    func gitHubsDocumentReadsTheSame() throws {
        let folder = try #require(OpenAPICorpus.documentsFolder)
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("github.json")))
        try bytes.withUnsafeBufferPointer { buffer in
            #expect(try #require(JSONSections.pieceStarts(buffer, minimumPieceSize: JSONSections.minimumPieceSize)).count > 1)
            let pieces = try #require(JSONSections.read(buffer, file: "openapi.json", limits: .init()))
            let whole = try #require(JSONTreeReader.read(buffer, file: "openapi.json", limits: .init()))
            #expect(JSONTreeReaderTests.difference(pieces, whole) == nil)
        }
    }
}
