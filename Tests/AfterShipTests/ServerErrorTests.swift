import AfterShip
import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

/// Failures the server reports in AfterShip's `meta`, turned into typed `BinderyError`s.
@Suite("Server errors", .timeLimit(.minutes(1)))
struct ServerErrorTests {
    @Test("a 404 with meta 4004 becomes a typed, documented BinderyError and is not retried")
    func trackingDoesNotExist() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.trackingDoesNotExist])

        let error = try await expectBinderyError {
            try await fake.makeClient().getTracking(slug: "ups", trackingNumber: "1Z0000000000000000")
        }

        #expect(fake.requests.count == 1)
        #expect(error.code == .server)
        #expect(error.operationID == "getTracking")
        #expect(error.status == 404)
        #expect(error.serverCode == "4004")
        #expect(error.message == "Tracking does not exist.")
        #expect(error.documentedError == DocumentedError(status: 404, code: "4004", summary: "Tracking does not exist."))
        #expect(error.serverError as? Meta == Meta(code: 4004, message: "Tracking does not exist.", type: .notFound))
        #expect(error.attempts == 1)
        #expect(error.retryAfter == nil)
        #expect(GetTrackingRequest.Failure(error) == .trackingNotFound)
        #expect(CreateTrackingRequest.Failure(error) == nil, "another call's failure")
        let description = String(describing: error)
        #expect(description.hasPrefix("getTracking: HTTP 404, code 4004"))
        #expect(description.hasSuffix("Tracking does not exist."))
    }

    @Test("the description reads as BinderyError.description documents it")
    func descriptionFormat() async throws {
        let fake = try AfterShipFake(replies: [AfterShipReply.trackingDoesNotExist])

        let error = try await expectBinderyError {
            try await fake.makeClient().getTracking(slug: "ups", trackingNumber: "1Z0000000000000000")
        }

        #expect(String(describing: error) == "getTracking: HTTP 404, code 4004: Tracking does not exist.")
    }

    @Test("the documented error is the one whose code matches: 400/4003 on createTracking")
    func documentedErrorMatchesCode() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(status: 400, code: 4003, type: "BadRequest", message: "Tracking already exists.")
        ])

        let error = try await expectBinderyError {
            try await fake.makeClient().createTracking(
                NewTracking(trackingNumber: Fixture.slashedNumber, slug: ["china-post"]))
        }

        #expect(fake.requests.count == 1)
        #expect(error.status == 400)
        #expect(error.serverCode == "4003")
        #expect(error.documentedError == DocumentedError(status: 400, code: "4003", summary: "Tracking already exists."))
        #expect((error.serverError as? Meta)?.type == .badRequest)
        #expect(CreateTrackingRequest.Failure(error) == .trackingAlreadyExists)
    }

    @Test("a courier that needs more than the number: 400/4011 is .courierFieldsMissing")
    func courierFieldsMissing() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(
                status: 400, code: 4011, type: "BadRequest",
                message: "Missing or invalid value of the required fields for this courier. Besides tracking_number, also required: tracking_postal_code")
        ])

        let error = try await expectBinderyError {
            try await fake.makeClient().createTracking(NewTracking(trackingNumber: "ES12345", slug: ["dhl-es"]))
        }

        #expect(CreateTrackingRequest.Failure(error) == .courierFieldsMissing)
        #expect(error.message.hasSuffix("also required: tracking_postal_code"), "the server's own message, which names the field")
    }

    @Test("an undocumented failure still carries the server's meta")
    func undocumentedFailure() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.failure(status: 401, code: 401, type: "Unauthorized", message: "Invalid API key.")
        ])

        let error = try await expectBinderyError { try await fake.makeClient().listCouriers() }

        #expect(fake.requests.count == 1)
        #expect(error.code == .server)
        #expect(error.status == 401)
        #expect(error.serverCode == "401")
        #expect(error.message == "Invalid API key.")
        #expect(error.documentedError == nil)
        #expect(error.serverError as? Meta == Meta(code: 401, message: "Invalid API key.", type: .unauthorized))
    }
}
