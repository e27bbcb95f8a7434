import AfterShip
import BinderyLoopback
import Foundation
import Testing

/// `POST /estimated-delivery-date/predict-batch`.
@Suite("Estimated delivery dates", .timeLimit(.minutes(1)))
struct EstimatedDeliveryDateTests {
    @Test("predictEstimatedDeliveryDates: shipments wrapped in {\"estimated_delivery_dates\": […]}, predictions unwrapped")
    func predictEstimatedDeliveryDates() async throws {
        let fake = try AfterShipFake(replies: [
            AfterShipReply.success("""
                {"estimated_delivery_dates": [{
                  "slug": "fedex", "service_type_name": "FEDEX HOME DELIVERY",
                  "origin_address": {"country": "USA", "state": "WA", "city": null, "postal_code": "98108",
                                     "raw_location": "Seattle, Washington, 98108, USA, United States"},
                  "destination_address": {"country": "USA", "state": "CA", "city": null, "postal_code": "92019",
                                          "raw_location": "La Mesa, CA, 92019, USA, United States"},
                  "weight": {"unit": "kg", "value": 11}, "package_count": 1, "pickup_time": "2021-07-01 15:00:00",
                  "estimated_pickup": null, "estimated_delivery_date": "2021-07-05", "confidence_score": null,
                  "estimated_delivery_date_min": "2021-07-04", "estimated_delivery_date_max": "2021-07-05"
                }]}
                """)
        ])
        let shipment = EstimatedDeliveryDate(
            slug: "fedex",
            originAddress: Address(
                country: "USA", state: "WA", postalCode: "98108", rawLocation: "Seattle, Washington, 98108, USA, United States"),
            destinationAddress: Address(
                country: "USA", state: "CA", postalCode: "92019", rawLocation: "La Mesa, CA, 92019, USA, United States"),
            serviceTypeName: "FEDEX HOME DELIVERY", weight: Weight(unit: "kg", value: 11), packageCount: 1,
            pickupTime: "2021-07-01 15:00:00")

        let predictions = try await fake.makeClient().predictEstimatedDeliveryDates(shipments: [shipment])

        #expect(fake.requests.count == 1)
        try expectWire(
            try #require(fake.requests.first), method: "POST", path: "/v4/estimated-delivery-date/predict-batch",
            json: """
                {"estimated_delivery_dates": [{
                  "slug": "fedex", "service_type_name": "FEDEX HOME DELIVERY",
                  "origin_address": {"country": "USA", "state": "WA", "postal_code": "98108",
                                     "raw_location": "Seattle, Washington, 98108, USA, United States"},
                  "destination_address": {"country": "USA", "state": "CA", "postal_code": "92019",
                                          "raw_location": "La Mesa, CA, 92019, USA, United States"},
                  "weight": {"unit": "kg", "value": 11}, "package_count": 1, "pickup_time": "2021-07-01 15:00:00"
                }]}
                """)
        let prediction = try #require(predictions.first)
        #expect(predictions.count == 1)
        #expect(prediction.estimatedDeliveryDate == "2021-07-05")
        #expect(prediction.estimatedDeliveryDateMin == "2021-07-04")
        #expect(prediction.estimatedDeliveryDateMax == "2021-07-05")
        #expect(prediction.confidenceScore == nil)
        #expect(prediction.estimatedPickup == nil)
        #expect(prediction.weight == Weight(unit: "kg", value: 11))
        #expect(prediction.originAddress.postalCode == "98108")
        #expect(prediction.destinationAddress.city == nil)
    }
}
