import BinderyLoopback
import Foundation

/// A stand-in for api.aftership.com on 127.0.0.1, answering as the real v4 API does
/// (the `meta`/`data` envelope, 201 on create, `4004` for an unknown tracking), so the demo
/// runs without an account or a network.
final class FakeAfterShip: Sendable {
    private let trackings = Trackings()
    let apiKey: String

    init(apiKey: String) { self.apiKey = apiKey }

    func reply(to request: LoopbackRequest) async -> LoopbackReply {
        guard request.header("aftership-api-key") == apiKey else {
            return Self.failure(401, code: 401, type: "Unauthorized", "Invalid API key.")
        }
        let segments = request.pathSegments
        switch (request.method, segments.first, segments.count) {
        case ("GET", "couriers", 1):
            return Self.success(200, #"{"total":2,"couriers":[{"slug":"ups","name":"UPS"},{"slug":"dhl","name":"DHL"}]}"#)
        case ("POST", "trackings", 1):
            guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
                let tracking = body["tracking"] as? [String: Any],
                let number = tracking["tracking_number"] as? String
            else { return Self.failure(400, code: 4007, type: "BadRequest", "`tracking_number` is required.") }
            let slug = (tracking["slug"] as? [String])?.first ?? "ups"
            await trackings.add(slug: slug, number: number, title: tracking["title"] as? String ?? number)
            return Self.success(201, #"{"tracking":\#(await trackings.json(slug: slug, number: number) ?? "{}")}"#)
        case ("GET", "trackings", 2):
            guard let json = await trackings.json(id: segments[1]) else {
                return Self.failure(404, code: 4004, type: "NotFound", "Tracking does not exist.")
            }
            return Self.success(200, #"{"tracking":\#(json)}"#)
        case ("GET", "trackings", 3):
            let (slug, number) = (segments[1], segments[2])
            guard let json = await trackings.json(slug: slug, number: number) else {
                return Self.failure(404, code: 4004, type: "NotFound", "Tracking does not exist.")
            }
            return Self.success(200, #"{"tracking":\#(json)}"#)
        default:
            return Self.failure(404, code: 404, type: "NotFound", "The URI requested is invalid.")
        }
    }

    private static func success(_ status: Int, _ data: String) -> LoopbackReply {
        .json(status, #"{"meta":{"code":\#(status)},"data":\#(data)}"#)
    }

    private static func failure(_ status: Int, code: Int, type: String, _ message: String) -> LoopbackReply {
        .json(status, #"{"meta":{"code":\#(code),"type":"\#(type)","message":"\#(message)"},"data":{}}"#)
    }
}

/// The fake's trackings.
private actor Trackings {
    private var titles: [String: String] = [:]
    /// Each tracking's courier and number, by AfterShip's id of it.
    private var byID: [String: (slug: String, number: String)] = [:]

    func add(slug: String, number: String, title: String) {
        titles["\(slug)/\(number)"] = title
        byID[Self.id(ofNumber: number)] = (slug, number)
    }

    /// The tracking AfterShip's id names.
    func json(id: String) -> String? {
        byID[id].flatMap { json(slug: $0.slug, number: $0.number) }
    }

    func json(slug: String, number: String) -> String? {
        guard let title = titles["\(slug)/\(number)"] else { return nil }
        return """
            {"id":"\(Self.id(ofNumber: number))","slug":"\(slug)","tracking_number":"\(number)",\
            "title":"\(title)","tag":"InTransit","created_at":"2026-11-20T09:30:00+00:00",\
            "checkpoints":[{"slug":"\(slug)","message":"Arrived at facility","tag":"InTransit",\
            "checkpoint_time":"2026-11-21T14:05:00","city":"Leipzig"}]}
            """
    }

    /// The fake's id of a tracking: `trk-` and the number's last six characters.
    private static func id(ofNumber number: String) -> String { "trk-\(number.suffix(6))" }
}
