import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// Success statuses whose body does not match the models.
@Suite("Decoding failures", .timeLimit(.minutes(1)))
struct DecodingFailureTests {
    @Test("a wrong type deep in a tracking reports where: data.tracking.checkpoints[0].tag")
    func wrongTypeReportsCodingPath() async throws {
        let badCheckpoint = Fixture.checkpointJSON().replacingOccurrences(of: #""tag": "InTransit""#, with: #""tag": 42"#)
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(checkpoints: [badCheckpoint]))}"#)
        ])

        let error = try await expectBinderyError {
            try await fake.makeClient().getTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber)
        }

        #expect(fake.requests.count == 1)
        #expect(error.code == .decoding)
        #expect(error.operationID == "getTracking")
        #expect(error.status == 200)
        #expect(error.codingPath == "data.tracking.checkpoints[0].tag")
        #expect(error.attempts == 1)
        // The body is kept as an excerpt: its first 1024 bytes and its size.
        #expect(error.responseBody?.hasPrefix(#"{"meta":{"code":200},"data":{"tracking":"#) == true)
        #expect(String(describing: error).contains("at 'data.tracking.checkpoints[0].tag'"))
    }

    @Test("a timestamp that is not one reports its field")
    func badTimestamp() async throws {
        let badCheckpoint = Fixture.checkpointJSON(time: "yesterday")
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success(#"{"tracking":\#(Fixture.trackingJSON(checkpoints: [Fixture.checkpointJSON(), badCheckpoint]))}"#)
        ])

        let error = try await expectBinderyError {
            try await fake.makeClient().getTracking(slug: "china-post", trackingNumber: Fixture.slashedNumber)
        }

        #expect(error.code == .decoding)
        #expect(error.codingPath == "data.tracking.checkpoints[1].checkpoint_time")
    }

    @Test("a missing required key reports the key: data.couriers")
    func missingRequiredKey() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.success(#"{"total":0}"#)])

        let error = try await expectBinderyError { try await fake.makeClient().listCouriers() }

        #expect(error.code == .decoding)
        #expect(error.codingPath == "data.couriers")
    }

    @Test("a 200 whose body is not JSON is a decoding failure, not retried")
    func notJSON() async throws {
        let fake = try AfterShipFake(replies: [.text(200, "<html><body>Maintenance</body></html>")])

        let error = try await expectBinderyError { try await fake.makeClient().listCouriers() }

        #expect(fake.requests.count == 1)
        #expect(error.code == .decoding)
        #expect(error.status == 200)
        #expect(error.responseBody?.contains("Maintenance") == true)
    }
}
