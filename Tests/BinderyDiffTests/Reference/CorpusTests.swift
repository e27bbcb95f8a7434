import BinderyDiff
import Foundation
import Testing

/// Every corpus case gives exactly its expected reports, reports its rule, and every change's
/// verdicts are ones its rule in the catalogue allows.
///
/// Each test's cases run one after another: hundreds of synchronous cases queued at once would
/// hold the two threads of a 2-core machine's task pool, and other suites' tasks (a call's
/// transport task, say) would wait behind all of them, past their deadlines.
@Suite("Corpus")
struct CorpusTests {
    @Test("Exact report in every format", .serialized, arguments: CorpusCase.all)
    func reportsMatchTheReferences(_ corpusCase: CorpusCase) throws {
        let report = try corpusCase.report()
        for (file, format, releaseNotes) in CorpusCase.formats {
            let text = DiffRenderer.render(report, format: format, releaseNotes: releaseNotes)
            try ReferenceText.check(text, against: corpusCase.folder.appendingPathComponent(file))
        }
    }

    @Test("Reports its rule", .serialized, arguments: CorpusCase.all)
    func reportsItsRule(_ corpusCase: CorpusCase) throws {
        let comparison = try corpusCase.comparison()
        #expect(
            comparison.changes.contains { $0.rule.id == corpusCase.rule },
            "\(corpusCase.name) reports \(comparison.changes.map(\.rule.id)) but not \(corpusCase.rule)")
    }

    @Test("Verdicts agree with the catalogue", .serialized, arguments: CorpusCase.all)
    func verdictsAgreeWithTheCatalogue(_ corpusCase: CorpusCase) throws {
        for change in try corpusCase.comparison().changes {
            let rule = try #require(RuleCatalogue.rule(change.rule.id), "\(change.rule.id) is not in the catalogue")
            #expect(rule.source.allows(change.source), "\(change.identity): source \(change.source) but the rule says \(rule.source)")
            var expectations: [Rule.Expectation] = []
            if change.direction.includesRequest { expectations.append(rule.wireRequest) }
            if change.direction.includesResponse { expectations.append(rule.wireResponse) }
            for expectation in expectations {
                #expect(
                    expectation.allows(change.wire) || (expectation == .notApplicable && change.wire == .nonBreaking),
                    "\(change.identity): wire \(change.wire) (\(change.direction)) but the rule says \(expectation)")
            }
            if change.direction == .none {
                #expect(!change.wire.isBreaking, "\(change.identity) breaks the wire in no direction")
            }
        }
    }

    @Test("The same specs give no changes", .serialized, arguments: CorpusCase.all.filter(\.isMain))
    func aSpecComparedWithItselfHasNoChanges(_ corpusCase: CorpusCase) throws {
        guard FileManager.default.fileExists(atPath: corpusCase.newFolder.path) else { return }
        let new = try SpecSourceLoader.load(.folder(corpusCase.newFolder.path), side: .new, displayRoot: "new")
        var old = new
        old.side = .old
        #expect(SpecComparer.compare(old: old, new: new).changes.isEmpty)
    }
}
