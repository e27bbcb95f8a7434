import BinderyDiff
import BinderyGenerator
import Foundation
import Testing

@Suite("Acknowledgements")
struct AcknowledgementTests {
    private func parse(_ text: String) throws -> [Acknowledgement] {
        try AcknowledgementFile.parse(Array(text.utf8), file: "acks.yaml")
    }

    private func errors(_ text: String) -> [String] {
        do {
            _ = try AcknowledgementFile.parse(Array(text.utf8), file: "acks.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A report with two breaking changes and one safe one.
    private func report(_ entries: [Acknowledgement], today: String = "2025-06-01", failOn: FailPolicy = .any) -> DiffReport {
        let changes = [
            Change(.endpointRemoved, subject: "getCart", travels: .request, message: "", wireReason: "", sourceReason: ""),
            Change(.enumCaseAdded, subject: "Status.lost", travels: .response, message: "", wireReason: "", sourceReason: ""),
            Change(.endpointAdded, subject: "getBasket", travels: .none, message: "", wireReason: "", sourceReason: ""),
        ]
        let comparison = SpecComparison(name: "Shop", old: "old", new: "new", changes: changes)
        return DiffReport(
            comparisons: [comparison], failOn: failOn,
            acknowledgements: AcknowledgementOutcome(entries: entries, comparisons: [comparison], today: today))
    }

    @Test func parsesEntries() throws {
        let entries = try parse("""
            acknowledgements:
              - change: endpoint.removed:getCart
                reason: Replaced by getBasket; no shipped app calls it.
                expires: 2025-12-31
              - change: "enum.case.added:Status.*"
                reason: Apps switch with a default.
                spec: Shop
            """)
        #expect(entries.map(\.change) == ["endpoint.removed:getCart", "enum.case.added:Status.*"])
        #expect(entries.map(\.expires) == ["2025-12-31", nil])
        #expect(entries.map(\.spec) == [nil, "Shop"])
        #expect(entries.first?.location.description == "acks.yaml:2:5")
        #expect(try parse("").isEmpty)
    }

    @Test func reportsEveryMistakeWithItsPlace() {
        #expect(errors("""
            acknowledgements:
              - change: endpoint.removed:getCart
              - change: getCart
                reason: x
              - change: endpoint.removed:getCart
                reason: x
                expires: 2025-02-30
                until: never
            extra: 1
            """) == [
                "acks.yaml:2:5: error: an acknowledgement needs 'reason'",
                "acks.yaml:3:13: error: 'getCart' is not a change identity; copy one from a report (rule:subject, such as endpoint.removed:getCart)",
                "acks.yaml:7:14: error: 'expires' must be a date written YYYY-MM-DD, not '2025-02-30'",
                "acks.yaml:8:5: error: unknown key 'until' in an acknowledgement; use change, reason, expires, spec",
                "acks.yaml:9:1: error: unknown key 'extra'; the file has one key, 'acknowledgements'",
            ])
        #expect(errors("acknowledgements: [a, b]") == [
            "acks.yaml:1:20: error: an acknowledgement is a mapping with 'change' and 'reason'",
            "acks.yaml:1:23: error: an acknowledgement is a mapping with 'change' and 'reason'",
        ])
    }

    @Test func acknowledgedBreaksNoLongerFail() throws {
        let entries = try parse("""
            acknowledgements:
              - { change: "endpoint.removed:getCart", reason: Replaced by getBasket. }
              - { change: "enum.case.added:Status.*", reason: Apps switch with a default. }
            """)
        let acknowledged = report(entries)
        #expect(acknowledged.exitStatus == 0)
        #expect(acknowledged.summary.acknowledged == 2)
        #expect(acknowledged.acknowledgements.stale.isEmpty)
        #expect(acknowledged.acknowledgements.expired.isEmpty)
        #expect(report([]).exitStatus == 1)
        #expect(report([]).failingCount == 2)
    }

    @Test func entriesForChangesThatAreGoneAreStale() throws {
        let entries = try parse("""
            acknowledgements:
              - { change: "endpoint.removed:getCart", reason: Replaced. }
              - { change: "endpoint.parameter.removed:getCart.limit", reason: Gone long ago. }
              - { change: "endpoint.removed:getCart", reason: Other API., spec: Ledger }
            """)
        let outcome = report(entries).acknowledgements
        #expect(outcome.stale.map(\.change) == ["endpoint.parameter.removed:getCart.limit", "endpoint.removed:getCart"])
        #expect(outcome.stale.map(\.spec) == [nil, "Ledger"])
    }

    @Test func expiredEntriesStopExcusingAndAreReported() throws {
        let entries = try parse("""
            acknowledgements:
              - { change: "endpoint.removed:getCart", reason: Replaced., expires: 2025-05-31 }
              - { change: "enum.case.added:Status.lost", reason: Known., expires: 2025-06-01 }
            """)
        let expired = report(entries, today: "2025-06-01")
        #expect(expired.acknowledgements.expired.map(\.change) == ["endpoint.removed:getCart"])
        #expect(expired.acknowledgements.stale.isEmpty)
        #expect(expired.failingCount == 1)
        #expect(expired.exitStatus == 1)
        // The expiry day itself is still covered.
        #expect(expired.summary.acknowledged == 1)
    }

    @Test func failOnDecidesWhatFails() {
        #expect(report([], failOn: .wire).failingCount == 1)
        #expect(report([], failOn: .source).failingCount == 2)
        #expect(report([], failOn: .none).exitStatus == 0)
    }

    @Test func todayIsAnISODateInUTC() {
        #expect(AcknowledgementFile.today(Date(timeIntervalSince1970: 86_400 * 365)) == "1971-01-01")
    }
}
