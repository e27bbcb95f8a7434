import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The same spec always gives the same bytes, whatever the run.
@Suite("Determinism")
struct DeterminismTests {
    @Test(arguments: Fixtures.names)
    func generatingTwiceGivesTheSameBytes(fixture: String) throws {
        let first = try Fixtures.generate(fixture)
        let second = try Fixtures.generate(fixture)
        #expect(first.map(\.name) == second.map(\.name))
        for (a, b) in zip(first, second) {
            #expect(Array(a.contents.utf8) == Array(b.contents.utf8), "\(a.name) differs between runs")
        }
    }

    @Test func filesAndDeclarationsFollowTheSpecOrder() throws {
        // Nothing is emitted in the order of a set or dictionary, whose order changes from
        // process to process: files come sorted by name, declarations as the spec lists them.
        let files = try Fixtures.generate("Shop")
        #expect(files.map(\.name) == [
            "Client.swift", "Client+Spec.swift", "Client+Spec+Requests.swift", "Client+Spec+Calls.swift",
            "api.swift", "api+Requests.swift", "api+Calls.swift",
            "catalog.swift", "catalog+Requests.swift", "catalog+Calls.swift",
        ])
        let catalog = try #require(files.first { $0.name == "catalog.swift" }).contents
        let order = ["enum Currency", "enum Availability", "struct Price", "struct Product:", "struct ProductPage", "struct ProductDraft", "struct Empty"]
        let positions = order.compactMap { catalog.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
    }
}
