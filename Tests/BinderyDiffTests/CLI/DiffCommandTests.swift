import BinderyTestSupport
import Foundation
import Testing

/// The built `bindery diff`, run as a user runs it.
@Suite("bindery diff command", .enabled(if: Paths.bindery != nil, "needs the built bindery executable next to the tests"))
struct DiffCommandTests {
    private func run(_ arguments: [String], in directory: URL? = nil) async throws -> Subprocess {
        try await Subprocess.run(try #require(Paths.bindery), ["diff"] + arguments, in: directory)
    }

    private static let old = TestSpecs.header + """
        models:
          Status: { enum: [open, closed] }
          Order:
            fields:
              id: { type: string, required: true }
              status: { type: Status, required: true }
        endpoints:
          getOrder:
            method: GET
            path: /orders/{id}
            parameters:
              id: { in: path }
            response: Order

        """

    /// A folder holding `old/api.yaml` and `new/api.yaml`.
    private func pair(new: String, old: String = DiffCommandTests.old) async throws -> URL {
        let folder = try Paths.temporaryFolder()
        try SpecFiles.write(["old/api.yaml": old, "new/api.yaml": new], in: folder)
        return folder
    }

    @Test func exitStatusSaysWhetherAnythingBreaks() async throws {
        let safe = try await pair(new: Self.old + "  listOrders: { method: GET, path: /orders, response: \"[Order]\" }\n")
        defer { try? FileManager.default.removeItem(at: safe) }
        let clean = try await run(["old", "new"], in: safe)
        #expect(clean.status == 0)
        #expect(clean.standardError == "")
        #expect(clean.standardOutput.contains("endpoint.added:listOrders"))
        #expect(clean.standardOutput.hasSuffix("1 change: 0 break the wire, 0 break Swift source; none fails the run (--fail-on any).\n"))

        // A new enum value: wire-safe (open enums), source-breaking.
        let sourceOnly = try await pair(new: Self.old.replacingOccurrences(of: "[open, closed]", with: "[open, closed, lost]"))
        defer { try? FileManager.default.removeItem(at: sourceOnly) }
        #expect(try await run(["old", "new"], in: sourceOnly).status == 1)
        #expect(try await run(["old", "new", "--fail-on", "source"], in: sourceOnly).status == 1)
        #expect(try await run(["old", "new", "--fail-on", "wire"], in: sourceOnly).status == 0)
        #expect(try await run(["old", "new", "--fail-on", "none"], in: sourceOnly).status == 0)
    }

    @Test func aSpecThatDoesNotLoadCannotBeCompared() async throws {
        let folder = try await pair(new: Self.old.replacingOccurrences(of: "type: Status", with: "type: Statsu"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await run(["old", "new"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            new/api.yaml:10:23: error: unknown type 'Statsu'; did you mean 'Status'?
            bindery diff: could not compare: the new spec (new) does not load

            """)
        let missing = try await run(["old", "nowhere"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("nowhere:1:1: error: no such spec folder\n"))
    }

    @Test func badRevisionsAndNothingToCompareExitTwo() async throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Subprocess.git(["init", "-q"], in: folder)
        try SpecFiles.write(["README": "no specs\n"], in: folder)
        try await Subprocess.git(["add", "."], in: folder)
        try await Subprocess.git(["commit", "-q", "-m", "empty"], in: folder)
        let nothing = try await run(["--base", "main"], in: folder)
        #expect(nothing.status == 2)
        #expect(nothing.standardError.contains("nothing was compared"))
        let badRevision = try await run(["--base", "no-such-branch"], in: folder)
        #expect(badRevision.status == 2)
        #expect(badRevision.standardError.contains("'no-such-branch' is not a revision"))
    }

    @Test func baseModeInARepository() async throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Subprocess.git(["init", "-q"], in: folder)
        try SpecFiles.write(["Specs/Shop/api.yaml": Self.old], in: folder)
        try await Subprocess.git(["add", "."], in: folder)
        try await Subprocess.git(["commit", "-q", "-m", "v1"], in: folder)
        try await Subprocess.git(["checkout", "-q", "-b", "feature"], in: folder)
        try SpecFiles.write(["Specs/Shop/api.yaml": Self.old.replacingOccurrences(of: "path: /orders/{id}", with: "path: /v2/orders/{id}")], in: folder)
        let result = try await run(["--base", "main", "--format", "github"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix(
            "::error file=Specs/Shop/api.yaml,line=14,col=11,title=endpoint.path-changed (wire%3A breaking%2C source%3A non-breaking)::Endpoint 'getOrder' moved from /orders/{id} to /v2/orders/{id}.%0AWire: breaking (request)"))

        // From a subfolder, paths given are relative to it, but annotations stay relative to the
        // repository's root, as GitHub resolves them.
        let nested = try await run(["--base", "main", "Shop", "--format", "github"], in: folder.appendingPathComponent("Specs"))
        #expect(nested.status == 1)
        #expect(nested.standardOutput.hasPrefix("::error file=Specs/Shop/api.yaml,line=14,col=11,"))

        let notes = try await run(["--base", "main", "--release-notes", "--format", "markdown"], in: folder)
        #expect(notes.status == 1)
        #expect(notes.standardOutput.contains("### `getOrder` — `GET /v2/orders/{id}`\n\n- **Breaks shipped apps**: Endpoint 'getOrder' moved from /orders/{id} to /v2/orders/{id}."))
    }

    @Test func acknowledgementsExcuseBreaksAndReportStaleAndExpiredEntries() async throws {
        let folder = try await pair(new: Self.old.replacingOccurrences(of: "[open, closed]", with: "[open, closed, lost]"))
        defer { try? FileManager.default.removeItem(at: folder) }
        try SpecFiles.write(["acks.yaml": """
            acknowledgements:
              - change: enum.case.added:Status.lost
                reason: Every app switches with a default.
              - change: endpoint.removed:getInvoice
                reason: Removed last year.
              - change: model.field.removed:Order.note
                reason: Gone.
                expires: 2020-01-01
            """], in: folder)
        let result = try await run(["old", "new", "--acknowledgements", "acks.yaml"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("enum.case.added:Status.lost  [acknowledged]"))
        #expect(result.standardOutput.contains(
            "acks.yaml:6:5: warning: the acknowledgement of 'model.field.removed:Order.note' expired on 2020-01-01; the change counts again"))
        #expect(result.standardOutput.contains("acks.yaml:4:5: warning: the acknowledgement of 'endpoint.removed:getInvoice' matches no change; remove it"))

        try SpecFiles.write(["expired.yaml": """
            acknowledgements:
              - { change: "enum.case.added:Status.lost", reason: Temporary., expires: 2020-01-01 }
            """], in: folder)
        #expect(try await run(["old", "new", "--acknowledgements", "expired.yaml"], in: folder).status == 1)
        #expect(try await run(["old", "new", "--acknowledgements", "expired.yaml", "--today", "2019-12-31"], in: folder).status == 0)

        try SpecFiles.write(["broken.yaml": "acknowledgements:\n  - change: enum.case.added:Status.lost\n"], in: folder)
        let broken = try await run(["old", "new", "--acknowledgements", "broken.yaml"], in: folder)
        #expect(broken.status == 2)
        #expect(broken.standardError.hasPrefix("broken.yaml:2:5: error: an acknowledgement needs 'reason'\n"))
    }

    @Test func jsonIsVersionedAndParses() async throws {
        let folder = try await pair(new: Self.old.replacingOccurrences(of: "      status: { type: Status, required: true }\n", with: ""))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await run(["old", "new", "--format", "json"], in: folder)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["schema"] as? String == "bindery-diff/1")
        let comparisons = try #require(object["comparisons"] as? [[String: Any]])
        let changes = try #require(comparisons.first?["changes"] as? [[String: Any]])
        #expect(changes.map { $0["id"] as? String } == ["model.field.removed:Order.status"])
        #expect(changes.first?["wire"] as? String == "breaking")
        #expect(changes.first?["direction"] as? String == "response")
    }

    @Test func usageMistakesAreUsageErrors() async throws {
        #expect(try await run(["only-one"]).status == 64)
        #expect(try await run(["a", "b", "--format", "yaml"]).status == 64)
        #expect(try await run(["a", "b", "--fail-on", "everything"]).status == 64)
        #expect(try await run(["a", "b", "--format", "json", "--release-notes"]).status == 64)
    }

    @Test func helpTeachesTheCommand() async throws {
        let help = try await Subprocess.run(try #require(Paths.bindery), ["diff", "--help"])
        #expect(help.status == 0)
        for text in ["--base", "REV:PATH", "--fail-on", "--acknowledgements", "EXIT STATUS", "could not compare", "docs/DIFF.md"] {
            #expect(help.standardOutput.contains(text), "help lacks \(text)")
        }
        let top = try await Subprocess.run(try #require(Paths.bindery), ["--help"])
        #expect(top.standardOutput.contains("diff"))
    }
}
