import BinderyLoopback
import BinderyTestSupport
import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

private struct Caption: Encodable, Sendable {
    var text: String
    var at: Date
}

/// `POST /uploads` with a multipart body built from its values, as generated code builds one.
private struct Upload: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "upload", method: .post, path: "/uploads")

    var files: [MultipartFile] = []
    var cover: MultipartFile?
    var note: String?
    var tags: [String]?
    var takenAt: Date?
    var caption: Caption?
    var pin: String?

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/uploads"
        var form = request.multipartForm()
        form.addFiles("images", files)
        form.addFile("cover", cover)
        form.addField("note", note)
        form.addFields("tag", tags)
        form.addField("takenAt", takenAt)
        try form.addJSON("caption", caption)
        form.addField("pin", pin, isSecret: true)
        try request.setMultipartBody(form)
    }
}

/// `POST /cards`: a file and a JSON part holding a field the spec marks secret.
private struct UploadCard: APIOperation {
    typealias Response = Void
    static let descriptor = OperationDescriptor(id: "uploadCard", method: .post, path: "/cards", secretFields: ["number"])

    var card: [String: String]

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/cards"
        var form = request.multipartForm()
        form.addFile("scan", MultipartFile(data: Data([0xFF, 0xD8, 0xFF]), filename: "card.jpg"))
        try form.addJSON("card", card)
        try request.setMultipartBody(form)
    }
}

@Suite("Multipart bodies", .timeLimit(.minutes(1)))
struct MultipartBodyTests {
    private static let date = Date(timeIntervalSince1970: 1_582_689_411.25)
    /// Bytes that look like the framing: CRLF, dashes, a blank line, NUL and invalid UTF-8.
    private static let awkward = Data("\r\n--\r\n\r\nContent-Type: x\r\n".utf8) + Data([0, 0xFF, 0xFE, 0x0D])

    /// Sends `operation` to a loopback server and returns what it received.
    private func received(_ operation: Upload, dateFormat: DateFormat = .iso8601) async throws -> (LoopbackRequest, [ReceivedPart]) {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }
        try await makeClient(server.baseURL) { $0.dateFormat = dateFormat }.send(operation)
        let request = try #require(server.recordedRequests.first)
        return (request, try MultipartParser.parse(request.body, contentType: request.header("Content-Type")))
    }

    @Test("files, repeated files, text and JSON parts arrive in order, byte for byte, with their headers")
    func partsArrive() async throws {
        let files = [
            MultipartFile(data: Self.awkward, filename: "a.jpg"),
            MultipartFile(data: Data("second".utf8), filename: "b.PNG"),
            MultipartFile(data: Data(), filename: "empty.bin", contentType: "application/x-empty"),
        ]
        let operation = Upload(
            files: files, cover: MultipartFile(data: Data("c".utf8), filename: "cover"), note: "Grüße, \"quoted\"",
            tags: ["a", "b"], caption: Caption(text: "x/y", at: Self.date))

        let (request, parts) = try await received(operation)

        #expect(request.method == "POST")
        #expect(request.header("Content-Length") == String(request.body.count))
        #expect(parts.map(\.name) == ["images", "images", "images", "cover", "note", "tag", "tag", "caption"])
        #expect(parts.map(\.filename) == ["a.jpg", "b.PNG", "empty.bin", "cover", nil, nil, nil, nil])
        #expect(parts.map(\.contentType) == ["image/jpeg", "image/png", "application/x-empty", "application/octet-stream", nil, nil, nil, "application/json"])
        #expect(parts[0].content == Self.awkward)
        #expect(parts[1].text == "second")
        #expect(parts[2].content.isEmpty)
        #expect(parts[4].text == "Grüße, \"quoted\"")
        #expect(parts[5].text == "a" && parts[6].text == "b")
        #expect(parts[7].text == #"{"at":"2020-02-26T03:56:51.250Z","text":"x/y"}"#)
    }

    @Test("the boundary is random per request and names the body's boundary in the Content-Type")
    func boundaryInHeader() async throws {
        let (first, _) = try await received(Upload(note: "x"))
        let (second, _) = try await received(Upload(note: "x"))

        let boundary = try MultipartParser.boundary(of: first.header("Content-Type"))
        #expect(boundary.hasPrefix("Bindery-") && boundary.count == 40)
        #expect(try MultipartParser.boundary(of: second.header("Content-Type")) != boundary)
        #expect(String(decoding: first.body, as: UTF8.self).hasSuffix("--\(boundary)--\r\n"))
    }

    /// An empty form, as a request builder of a client with ISO 8601 dates makes one.
    private static func emptyForm() -> MultipartForm {
        MultipartForm(operationID: "upload", dateFormat: .iso8601, encoder: RequestParts.jsonEncoder(dateFormat: .iso8601))
    }

    @Test("a boundary that occurs in a part is drawn again")
    func boundaryAvoidsContent() throws {
        var form = Self.emptyForm()
        form.addFile("f", MultipartFile(data: Data("xx--clash--xx".utf8), filename: "f.txt"))
        form.addField("g", "another-clash")
        var candidates = ["clash", "another", "fresh"]

        let encoded = try form.encoded { candidates.removeFirst() }

        #expect(encoded.boundary == "fresh")
        #expect(candidates.isEmpty)
        let parts = try MultipartParser.parse(encoded.body, contentType: encoded.contentType)
        #expect(parts.map(\.text) == ["xx--clash--xx", "another-clash"])
    }

    @Test("a double quote in a name or file name is sent as %22, as browsers do")
    func quotesAreEscaped() throws {
        var form = Self.emptyForm()
        form.addFile("say \"hi\"", MultipartFile(data: Data("x".utf8), filename: "my \"best\".jpg"))

        let encoded = try form.encoded()

        let parts = try MultipartParser.parse(encoded.body, contentType: encoded.contentType)
        #expect(parts.first?.headers["content-disposition"] == #"form-data; name="say %22hi%22"; filename="my %22best%22.jpg""#)
    }

    @Test(
        "a line break or NUL in a part name, file name or content type is refused before sending",
        arguments: [
            Upload(files: [MultipartFile(data: Data(), filename: "a.jpg\r\nContent-Type: text/html")]),
            Upload(files: [MultipartFile(data: Data(), filename: "a\n.jpg")]),
            Upload(files: [MultipartFile(data: Data(), filename: "a\0.jpg")]),
            Upload(files: [MultipartFile(data: Data(), filename: "a.jpg", contentType: "image/jpeg\r\nX-Injected: 1")]),
            Upload(files: [MultipartFile(data: Data(), filename: "a.jpg", contentType: "jpeg")]),
        ])
    fileprivate func injectionRefused(_ operation: Upload) async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }

        let error = try await failure { try await makeClient(server.baseURL).send(operation) }

        #expect(error.code == .invalidRequest)
        #expect(error.operationID == "upload")
        #expect(!error.message.contains("\r") && !error.message.contains("\n"))
        #expect(server.recordedRequests.isEmpty)
    }

    @Test("a part name with a line break is refused too")
    func nameInjectionRefused() {
        var form = Self.emptyForm()
        form.addField("a\r\nX-Injected: 1", "v")

        #expect(throws: BinderyError.self) { try form.encoded() }
    }

    @Test("dates in text parts and JSON parts follow the API's DateFormat")
    func dates() async throws {
        let operation = Upload(takenAt: Self.date, caption: Caption(text: "t", at: Self.date))

        let (_, parts) = try await received(operation, dateFormat: .epochMilliseconds)

        #expect(parts.map(\.text) == ["1582689411250", #"{"at":1582689411250,"text":"t"}"#])
    }

    @Test("a secret text part is redacted from the error when the server echoes it")
    func secretPartRedacted() async throws {
        let server = try LoopbackServer { request in .response(status: 400, body: request.body) }
        defer { server.stop() }

        let error = try await failure { try await makeClient(server.baseURL).send(Upload(pin: "4921-7733-1190")) }

        #expect(error.status == 400)
        #expect(!"\(error)".contains("4921-7733-1190"))
        #expect(!String(reflecting: error).contains("4921-7733-1190"))
    }

    @Test("a secret field of a JSON part is redacted from the error when the server echoes the body")
    func secretJSONFieldRedacted() async throws {
        let server = try LoopbackServer { request in .response(status: 422, body: request.body) }
        defer { server.stop() }

        let error = try await failure {
            try await makeClient(server.baseURL).send(UploadCard(card: ["number": "4111111111111111", "holder": "Ada"]))
        }

        #expect(error.status == 422)
        #expect(!"\(error)".contains("4111111111111111"))
        #expect(!String(reflecting: error).contains("4111111111111111"))
        let echoed = try #require(error.responseBody)
        #expect(!echoed.contains("4111111111111111") && echoed.contains("Ada"))
    }

    @Test("nothing but nil values sends an empty multipart body: the close delimiter alone")
    func emptyForm() async throws {
        let server = try scriptedServer([.response(status: 200)])
        defer { server.stop() }

        try await makeClient(server.baseURL).send(Upload())

        let request = try #require(server.recordedRequests.first)
        let boundary = try MultipartParser.boundary(of: request.header("Content-Type"))
        #expect(String(decoding: request.body, as: UTF8.self) == "--\(boundary)--\r\n")
    }

    @Test("MultipartFile guesses the content type from the extension and never prints its bytes")
    func fileValue() {
        #expect(MultipartFile(data: Data(), filename: "photo.JPEG").contentType == "image/jpeg")
        #expect(MultipartFile(data: Data(), filename: "scan.pdf").contentType == "application/pdf")
        #expect(MultipartFile(data: Data(), filename: ".hidden").contentType == "application/octet-stream")
        #expect(MultipartFile(data: Data(), filename: "noextension").contentType == "application/octet-stream")
        #expect(MultipartFile(data: Data(), filename: "a.png", contentType: "image/x-custom").contentType == "image/x-custom")
        #expect("\(MultipartFile(data: Data(count: 3), filename: "a.png"))" == "a.png (image/png, 3 bytes)")
    }
}
