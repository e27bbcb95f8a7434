import BinderyDiff
import BinderyTestSupport
import Foundation
import Testing

/// Git-revision sources and `--base`, on repositories the tests create.
@Suite("Git revisions")
struct GitRevisionTests {
    /// `DiffRunner.run` in `repo`, on a thread of its own: it waits for git.
    static func diff(_ sides: DiffSides, in repo: URL) async throws -> DiffReport {
        try await OwnThread.run { try DiffRunner.run(sides, in: repo.path) }
    }
    static let v1 = TestSpecs.header + """
        endpoints:
          getCart:
            method: GET
            path: /cart
            parameters:
              limit: { in: query, type: integer }

        """

    /// A repository with `Specs/Shop/api.yaml` at `v1` committed on `main`.
    private func repository() async throws -> URL {
        let folder = try Paths.temporaryFolder()
        try await Subprocess.git(["init", "-q"], in: folder)
        try SpecFiles.write(["Specs/Shop/api.yaml": Self.v1], in: folder)
        try await Subprocess.git(["add", "."], in: folder)
        try await Subprocess.git(["commit", "-q", "-m", "v1"], in: folder)
        return folder
    }

    private func write(_ text: String, to path: String, in repository: URL) async throws {
        try SpecFiles.write([path: text], in: repository)
    }

    @Test func comparesARevisionWithTheWorkingTree() async throws {
        let repo = try await repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        try await write(Self.v1.replacingOccurrences(of: "limit:", with: "max:"), to: "Specs/Shop/api.yaml", in: repo)
        let report = try await Self.diff(
            .pair(old: SpecSource(argument: "main:Specs/Shop"), new: SpecSource(argument: "Specs/Shop")), in: repo)
        let comparison = try #require(report.comparisons.first)
        #expect(comparison.old == "main:Specs/Shop")
        #expect(comparison.new == "Specs/Shop")
        #expect(comparison.changes.map(\.identity) == ["endpoint.parameter.added-optional:getCart.max", "endpoint.parameter.removed:getCart.limit"])
        let removed = try #require(comparison.changes.last)
        #expect(removed.location?.file == "main:Specs/Shop/api.yaml")
        #expect(removed.location?.path == "Specs/Shop/api.yaml")
        #expect(removed.location?.side == .old)
    }

    /// A folder at a revision holds the same spec files as the same folder on disk: a hidden
    /// `.yaml` (an editor's swap file committed by mistake) is no spec file in either.
    @Test func aRevisionsHiddenFilesAreNoSpecFiles() async throws {
        let repo = try await repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        try await write("not: [a spec", to: "Specs/Shop/.api.yaml", in: repo)
        try await Subprocess.git(["add", "-f", "."], in: repo)
        try await Subprocess.git(["commit", "-q", "-m", "a stray file"], in: repo)
        let report = try await Self.diff(
            .pair(old: SpecSource(argument: "main:Specs/Shop"), new: SpecSource(argument: "Specs/Shop")), in: repo)
        #expect(try #require(report.comparisons.first).changes.isEmpty)
    }

    @Test func baseComparesWithTheMergeBaseNotTheBranchTip() async throws {
        let repo = try await repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let mergeBase = try await Subprocess.git(["rev-parse", "HEAD"], in: repo).trimmingCharacters(in: .whitespacesAndNewlines)
        try await Subprocess.git(["checkout", "-q", "-b", "feature"], in: repo)
        // The branch adds an endpoint (committed) and makes a parameter required (not committed).
        let branch = Self.v1 + "  getTotal: { method: GET, path: /cart/total }\n"
        try await write(branch, to: "Specs/Shop/api.yaml", in: repo)
        try await Subprocess.git(["commit", "-q", "-am", "feature"], in: repo)
        try await write(branch.replacingOccurrences(of: "type: integer }", with: "type: integer, required: true }"), to: "Specs/Shop/api.yaml", in: repo)
        // Meanwhile main removes getCart: not this branch's change.
        try await Subprocess.git(["stash", "-q"], in: repo)
        try await Subprocess.git(["checkout", "-q", "-b", "other", "main"], in: repo)
        try await write(TestSpecs.header + "endpoints:\n  ping: { method: GET, path: /ping }\n", to: "Specs/Shop/api.yaml", in: repo)
        try await Subprocess.git(["commit", "-q", "-am", "main moves on"], in: repo)
        try await Subprocess.git(["branch", "-q", "-f", "main", "other"], in: repo)
        try await Subprocess.git(["checkout", "-q", "feature"], in: repo)
        try await Subprocess.git(["stash", "pop", "-q"], in: repo)

        let report = try await Self.diff(.base(revision: "main", paths: ["Specs/Shop"]), in: repo)
        let comparison = try #require(report.comparisons.first)
        #expect(comparison.changes.map(\.identity) == ["endpoint.parameter.required:getCart.limit", "endpoint.added:getTotal"])
        let short = String(mergeBase.prefix(10))
        #expect(comparison.old == "\(short):Specs/Shop (merge base with main)")
        #expect(report.exitStatus == 1)
    }

    @Test func baseWithoutPathsComparesEverySpecFolder() async throws {
        let repo = try await repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        try SpecFiles.write(["Specs/Gone/api.yaml": TestSpecs.header.replacingOccurrences(of: "Shop", with: "Gone")], in: repo)
        try await Subprocess.git(["add", "."], in: repo)
        try await Subprocess.git(["commit", "-q", "-m", "gone"], in: repo)
        try await Subprocess.git(["checkout", "-q", "-b", "feature"], in: repo)
        try FileManager.default.removeItem(at: repo.appendingPathComponent("Specs/Gone"))
        try SpecFiles.write(["Specs/Fresh/api.yaml": TestSpecs.header.replacingOccurrences(of: "Shop", with: "Fresh")], in: repo)

        let report = try await Self.diff(.base(revision: "main", paths: []), in: repo)
        #expect(report.comparisons.map(\.name) == ["Fresh", "Gone", "Shop"])
        #expect(report.comparisons.map { $0.changes.map(\.identity) } == [["spec.added:Fresh"], ["spec.removed:Gone"], []])
        #expect(report.exitStatus == 1)
    }

    /// A consumer package keeps a target's spec in `Sources/<Target>/Specs`, where the build
    /// plugin finds it too: `--base` without paths compares it.
    @Test func baseWithoutPathsComparesSpecFoldersInsideTargets() async throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Subprocess.git(["init", "-q", "-b", "main"], in: folder)
        try SpecFiles.write(["Sources/Shop/Specs/api.yaml": Self.v1, "Sources/App/App.swift": "// no spec\n"], in: folder)
        try await Subprocess.git(["add", "."], in: folder)
        try await Subprocess.git(["commit", "-q", "-m", "v1"], in: folder)
        try await write(Self.v1.replacingOccurrences(of: "limit:", with: "max:"), to: "Sources/Shop/Specs/api.yaml", in: folder)
        try SpecFiles.write(["Sources/Fresh/Specs/api.yaml": TestSpecs.header.replacingOccurrences(of: "Shop", with: "Fresh")], in: folder)

        let report = try await Self.diff(.base(revision: "main", paths: []), in: folder)
        #expect(report.comparisons.map(\.new) == ["Sources/Fresh/Specs", "Sources/Shop/Specs"])
        #expect(report.comparisons.map { $0.changes.map(\.identity) } == [
            ["spec.added:Fresh"], ["endpoint.parameter.added-optional:getCart.max", "endpoint.parameter.removed:getCart.limit"],
        ])
        #expect(report.exitStatus == 1)
    }

    @Test func badRevisionsAndMissingPathsCannotBeCompared() async throws {
        let repo = try await repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        #expect(throws: DiffFailure.self) {
            try DiffRunner.run(.pair(old: .git(revision: "nope", path: "Specs/Shop"), new: .folder("Specs/Shop")), in: repo.path)
        }
        #expect(throws: DiffFailure.self) {
            try DiffRunner.run(.pair(old: .git(revision: "main", path: "Specs/Nope"), new: .folder("Specs/Shop")), in: repo.path)
        }
        #expect(throws: DiffFailure.self) {
            try DiffRunner.run(.base(revision: "nope", paths: []), in: repo.path)
        }
    }

    @Test func nothingToCompareFailsLoudly() async throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Subprocess.git(["init", "-q"], in: folder)
        try SpecFiles.write(["README": "no specs\n"], in: folder)
        try await Subprocess.git(["add", "."], in: folder)
        try await Subprocess.git(["commit", "-q", "-m", "empty"], in: folder)
        do {
            _ = try DiffRunner.run(.base(revision: "main", paths: []), in: folder.path)
            Issue.record("a run that compared nothing succeeded")
        } catch {
            guard case .nothingToCompare = error else {
                Issue.record("unexpected failure \(error)")
                return
            }
        }
    }

    @Test func sourceArgumentsAreFoldersOrRevisions() {
        #expect(SpecSource(argument: "main:Specs/Shop", pathExists: { _ in false }) == .git(revision: "main", path: "Specs/Shop"))
        #expect(SpecSource(argument: "HEAD~2:./Specs", pathExists: { _ in false }) == .git(revision: "HEAD~2", path: "./Specs"))
        #expect(SpecSource(argument: "a:b", pathExists: { _ in true }) == .folder("a:b"))
        #expect(SpecSource(argument: "Specs/Shop/", pathExists: { _ in false }) == .folder("Specs/Shop/"))
        #expect(SpecSource.git(revision: "v1", path: "./Specs/Shop/").description == "v1:Specs/Shop")
    }
}
