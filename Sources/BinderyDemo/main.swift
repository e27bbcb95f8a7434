// Runs the generated AfterShip client against a fake AfterShip on 127.0.0.1:
// `swift run bindery-demo`. Everything the client does here is generated from
// Specs/AfterShip/ by BinderyPlugin during the build.
import AfterShip
import BinderyLoopback
import Foundation

let apiKey = "demo-key-\(UInt32.random(in: 0...UInt32.max))"
let fake = FakeAfterShip(apiKey: apiKey)
let server = try LoopbackServer { await fake.reply(to: $0) }
defer { server.stop() }
print("Fake AfterShip listening on \(server.baseURL)\n")

let client = AfterShipClient(apiKey: apiKey, baseURL: server.baseURL)

let couriers = try await client.listCouriers()
print("listCouriers → \(couriers.couriers.map(\.slug).joined(separator: ", "))")

let created = try await client.createTracking(
    NewTracking(trackingNumber: "1Z999AA10123456784", slug: ["ups"], title: "Running shoes"))
print("createTracking → id \(created.id ?? "?"), tag \(created.tag?.rawValue ?? "?")")
if let id = created.id {
    let same = try await client.getTrackingByID(id)
    print("getTrackingByID → \(same.slug ?? "?")/\(same.trackingNumber ?? "?"), \(same.title ?? "?")")
}

let tracking = try await client.getTracking(slug: "ups", trackingNumber: "1Z999AA10123456784", fields: ["title", "checkpoints"])
for checkpoint in tracking.checkpoints ?? [] {
    print("getTracking → \(checkpoint.checkpointTime?.text ?? "?") \(checkpoint.city ?? ""): \(checkpoint.message ?? "")")
}

do {
    _ = try await client.getTracking(slug: "ups", trackingNumber: "no-such-number")
} catch {
    print("getTracking(unknown) → \(error)")
    if let meta = error.serverError as? Meta { print("  typed error model: code \(meta.code), type \(meta.type?.rawValue ?? "-")") }
}

let finished = DispatchSemaphore(value: 0)
client.getTracking(slug: "ups", trackingNumber: "1Z999AA10123456784") { result in
    print("completion handler → \((try? result.get().title) ?? "failed")")
    finished.signal()
}
finished.wait()
print("\nEvery call went through the generated AfterShipClient, the runtime and URLSession.")
