import BinderyRuntime
import Foundation
import Testing

/// What the other kinds of call get from the mock: a form body and a query credential, a
/// multipart body, declared response headers, and events.
@Suite("bindery mock: forms, uploads, headers and streams", .timeLimit(.minutes(2)))
struct MockBodyKindsTests {
    @Test func aFormBodyWithAQueryCredentialAndResponseHeaders() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL, key: "k")

        let response = try await client.labelBoxWithResponse(id: "box-1", newBox: NewBox(size: .large))

        #expect(response.body.id == BoxID("box-1"))
        #expect(response.headers.eTag == "ETag")
        #expect(response.headers.xPrinted == 1)
    }

    @Test func aFormBodyMissingARequiredFieldIsRefused() async throws {
        let mock = try MockFixture()

        let answer = try await mock.send(
            "POST", "/boxes/box-1/label?key=k", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: "label=Books")

        #expect(answer.status == 422)
        #expect(answer.text == #"{"problem":{"code":"422","detail":"the form body lacks the required field 'size' of 'NewBox'"},"failed":true}"#)
        #expect(mock.log == ["POST /v1/boxes/box-1/label (labelBox) → 422: the form body lacks the required field 'size' of 'NewBox'"])
    }

    @Test func aMissingQueryCredentialIsRefused() async throws {
        let mock = try MockFixture()

        let answer = try await mock.send("POST", "/boxes/box-1/label", headers: [:], body: "size=large")

        #expect(answer.status == 401)
        #expect(mock.log == ["POST /v1/boxes/box-1/label (labelBox) → 401: credentials missing: the query parameter 'key' (auth scheme 'key') is not sent"])
    }

    @Test func aMultipartUploadAndOneWithoutItsRequiredPart() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        try await client.uploadPhoto(id: "box-1", photo: MultipartFile(data: Data("jpeg".utf8), filename: "box.jpg"))
        let boundary = "b0undary"
        let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nA box\r\n--\(boundary)--\r\n"
        let answer = try await mock.send(
            "POST", "/boxes/box-1/photos",
            headers: ["Authorization": "Bearer t", "Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
        let notMultipart = try await mock.send("POST", "/boxes/box-1/photos", body: "{}")

        #expect(answer.status == 422)
        #expect(notMultipart.status == 400)
        #expect(mock.log.first == "POST /v1/boxes/box-1/photos → 200 uploadPhoto")
        #expect(mock.log.dropFirst().first == "POST /v1/boxes/box-1/photos (uploadPhoto) → 422: the multipart body lacks the required part 'photo'")
        #expect(mock.log.last?.hasPrefix("POST /v1/boxes/box-1/photos (uploadPhoto) → 400: the body is not multipart/form-data") == true)
    }

    @Test func bytesGoUpAsTheyAreAndComeDownFromTheExample() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        try await client.uploadScan(id: "box-1", body: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF]))
        let scan = try await client.downloadScan(id: "box-1")

        #expect(scan == Data(base64Encoded: "iVBORw0K"))
        #expect(mock.log == ["PUT /v1/boxes/box-1/scan → 200 uploadScan", "GET /v1/boxes/box-1/scan → 200 downloadScan"])
    }

    @Test func textGoesUpAsItIsAndBytesThatAreNotUTF8AreRefused() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        try await client.annotateBox(id: "box-1", body: "# Fragile\n\nThis side up.")
        let latin1 = try await mock.send(
            "POST", "/boxes/box-1/notes", headers: ["Authorization": "Bearer t", "Content-Type": "text/markdown"],
            bytes: Data([0x43, 0x61, 0x66, 0xE9]))

        #expect(latin1.status == 400)
        #expect(mock.log == [
            "POST /v1/boxes/box-1/notes → 200 annotateBox",
            "POST /v1/boxes/box-1/notes (annotateBox) → 400: the body is not UTF-8 text: 'annotateBox' takes a string as text",
        ])
    }

    @Test func streamsSendThreeEventsAndEnd() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        var events: [ServerSentEvent<Box>] = []
        for try await event in client.watchBoxes() { events.append(event) }
        var lines: [Box] = []
        for try await box in client.tailBoxes() { lines.append(box) }

        #expect(events.map(\.id) == ["1", "2", "3"])
        #expect(events.allSatisfy { $0.data.id == BoxID("box-1") })
        #expect(lines.count == 3)
    }

    @Test func aWholeResponseAndAStreamOfOneRouteAreChosenByAccept() async throws {
        let mock = try MockFixture()
        let client = DepotClient(token: "t", baseURL: mock.baseURL)

        let newest = try await client.getNewestBox()
        var events: [ServerSentEvent<Box>] = []
        for try await event in client.watchNewestBox() { events.append(event) }
        let plain = try await mock.send("GET", "/boxes/newest", headers: ["Authorization": "Bearer t", "Accept": "application/json"])

        #expect(newest.id == BoxID("box-1"))
        #expect(events.count == 3)
        #expect(plain.status == 200)
        #expect(mock.log == [
            "GET /v1/boxes/newest → 200 getNewestBox",
            "GET /v1/boxes/newest → 200 watchNewestBox",
            "GET /v1/boxes/newest → 200 getNewestBox",
        ])
    }
}
