// Runs the generated AfterShip client against `bindery mock Specs/AfterShip`, whose URL is the
// first argument: `scripts/demo` starts the mock and passes it. Everything the client does
// here is generated from Specs/AfterShip/ by BinderyPlugin during the build; everything the
// mock answers comes from the same spec's examples.
import AfterShip
import Foundation

guard CommandLine.arguments.count == 2, let mockURL = URL(string: CommandLine.arguments[1]) else {
    FileHandle.standardError.write(Data("usage: bindery-demo <URL of bindery mock Specs/AfterShip>; scripts/demo runs both\n".utf8))
    exit(64)
}
print("AfterShip, as its spec describes it, mocked at \(mockURL)\n")

let client = AfterShipClient(apiKey: "demo-key", baseURL: mockURL)

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

var pages = 0
var trackings = 0
for try await page in client.listTrackingsPages(limit: 2) {
    pages += 1
    trackings += page.trackings.count
}
print("listTrackingsPages(limit: 2) → \(trackings) trackings in \(pages) pages, then the sequence ends")

// A client of an API version the spec does not describe: the mock answers 404 in AfterShip's
// own error model, which the client decodes into a typed error.
let v3 = AfterShipClient(apiKey: "demo-key", baseURL: mockURL.deletingLastPathComponent().appendingPathComponent("v3"))
do {
    _ = try await v3.getTracking(slug: "ups", trackingNumber: "1Z999AA10123456784")
} catch {
    print("getTracking on /v3 → \(error)")
    if let meta = error.serverError as? Meta { print("  typed error model: code \(meta.code), message \(meta.message ?? "-")") }
}

let finished = DispatchSemaphore(value: 0)
client.getTracking(slug: "ups", trackingNumber: "1Z999AA10123456784") { result in
    print("completion handler → \((try? result.get().title) ?? "failed")")
    finished.signal()
}
finished.wait()
print("\nEvery call went through the generated AfterShipClient, the runtime and URLSession.")
