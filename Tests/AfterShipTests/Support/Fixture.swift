import Foundation

/// Response bodies shaped like the real AfterShip v4 API's: snake_case keys, every field present,
/// most of them null or empty, timestamps with a `+00:00` offset, checkpoint times in the
/// event's local time without an offset.
enum Fixture {
    /// The API key of every test client: long enough for the client to redact it.
    static let apiKey = "asat_5f3c9e1d2b7a4c6e8f0a1b2c3d4e5f60"

    /// A tracking number with a `/`, which must travel as `%2F` inside one path segment.
    static let slashedNumber = "RR123/4567CN"

    /// One checkpoint, with a time that has no offset (decodes as UTC).
    static func checkpointJSON(
        slug: String = "china-post", tag: String = "InTransit", time: String = "2021-07-02T10:15:30",
        message: String = "Departed from facility"
    ) -> String {
        """
        {
          "slug": "\(slug)",
          "city": "Guangzhou",
          "created_at": "2021-07-02T11:00:04+00:00",
          "location": "Guangzhou, Guangdong, CHN",
          "country_name": "China",
          "message": "\(message)",
          "country_iso3": "CHN",
          "tag": "\(tag)",
          "subtag": "\(tag)_001",
          "subtag_message": "\(tag)",
          "checkpoint_time": "\(time)",
          "coordinates": [],
          "state": "Guangdong",
          "zip": "510000",
          "raw_tag": "FPX_L_RPIF"
        }
        """
    }

    /// A whole tracking as `GET /trackings/{slug}/{tracking_number}` returns it.
    static func trackingJSON(
        id: String = "60dd7e6b4d5cb20e5ad4b8a1",
        slug: String = "china-post",
        number: String = slashedNumber,
        tag: String = "InTransit",
        title: String = "Order #1024",
        orderID: String = "1024",
        checkpoints: [String] = [checkpointJSON()]
    ) -> String {
        """
        {
          "id": "\(id)",
          "created_at": "2021-07-01T09:30:00+00:00",
          "updated_at": "2021-07-02T11:00:05+00:00",
          "last_updated_at": "2021-07-02T11:00:05+00:00",
          "tracking_number": "\(number)",
          "slug": "\(slug)",
          "active": true,
          "android": [],
          "custom_fields": null,
          "customer_name": null,
          "delivery_time": 1,
          "destination_country_iso3": "DEU",
          "destination_raw_location": null,
          "courier_destination_country_iso3": "DEU",
          "emails": [],
          "expected_delivery": null,
          "ios": [],
          "note": null,
          "order_id": "\(orderID)",
          "order_id_path": null,
          "order_date": null,
          "order_number": null,
          "origin_country_iso3": "CHN",
          "shipment_package_count": 1,
          "shipment_pickup_date": "2021-07-01T08:00:00",
          "shipment_delivery_date": null,
          "shipment_type": "EMS",
          "shipment_weight": 0.75,
          "shipment_weight_unit": "kg",
          "signed_by": null,
          "smses": [],
          "source": "api",
          "tag": "\(tag)",
          "subtag": "\(tag)_001",
          "subtag_message": "\(tag)",
          "title": "\(title)",
          "tracked_count": 3,
          "last_mile_tracking_supported": null,
          "language": null,
          "unique_token": "deprecated",
          "checkpoints": [\(checkpoints.joined(separator: ","))],
          "subscribed_smses": [],
          "subscribed_emails": [],
          "return_to_sender": false,
          "order_promised_delivery_date": null,
          "delivery_type": null,
          "pickup_location": null,
          "pickup_note": null,
          "courier_tracking_link": "https://track.chinapost.com.cn/",
          "first_attempted_at": null,
          "courier_redirect_link": null,
          "tracking_account_number": null,
          "tracking_origin_country": null,
          "tracking_destination_country": null,
          "tracking_key": null,
          "tracking_postal_code": null,
          "tracking_ship_date": null,
          "tracking_state": null,
          "on_time_status": null,
          "on_time_difference": 0,
          "order_tags": [],
          "aftership_estimated_delivery_date": null,
          "latest_estimated_delivery": {"type": null, "source": null, "datetime": null, "datetime_min": null, "datetime_max": null},
          "first_estimated_delivery": null,
          "custom_estimated_delivery_date": null,
          "origin_state": null,
          "origin_city": null,
          "origin_postal_code": null,
          "origin_raw_location": null,
          "destination_state": null,
          "destination_city": null,
          "destination_postal_code": null,
          "shipment_tags": [],
          "courier_connection_id": null,
          "next_couriers": []
        }
        """
    }

    /// The short tracking the real API answers retrack and delete with.
    static func trackingIdentityJSON(
        id: String = "60dd7e6b4d5cb20e5ad4b8a1", slug: String = "china-post", number: String = slashedNumber,
        active: Bool = true
    ) -> String {
        """
        {
          "id": "\(id)",
          "tracking_number": "\(number)",
          "slug": "\(slug)",
          "active": \(active),
          "title": "\(number)",
          "tracking_account_number": null,
          "tracking_origin_country": null,
          "tracking_destination_country": null,
          "tracking_key": null,
          "tracking_postal_code": null,
          "tracking_ship_date": null,
          "tracking_state": null
        }
        """
    }

    /// Two couriers as `GET /couriers` lists them.
    static let courierListJSON = """
        {
          "total": 2,
          "couriers": [
            {
              "slug": "ups",
              "name": "UPS",
              "phone": "+1 800 742 5877",
              "other_name": "United Parcel Service",
              "web_url": "https://www.ups.com",
              "required_fields": [],
              "optional_fields": [],
              "default_language": "en",
              "support_languages": ["en"],
              "service_from_country_iso3": ["USA", "CAN"]
            },
            {
              "slug": "postnl-3s",
              "name": "PostNL International 3S",
              "phone": "+31 (0)900 0990",
              "other_name": "TNT Post parcel service United Kingdom",
              "web_url": "https://www.postnl.post/details/",
              "required_fields": ["tracking_postal_code", "tracking_destination_country"],
              "optional_fields": [],
              "default_language": "en",
              "support_languages": ["en"],
              "service_from_country_iso3": ["NLD"]
            }
          ]
        }
        """
}
