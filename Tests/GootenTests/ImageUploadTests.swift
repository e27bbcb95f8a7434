import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// `POST images/`: image files uploaded as `multipart/form-data`, each a part named `images`,
/// answered with a `FileResult` (the stored images, under the API's key `Price`).
@Suite("Image uploads", .timeLimit(.minutes(1)))
struct ImageUploadTests {
    /// A JPEG's first bytes, then bytes that look like multipart framing, then non-UTF-8 bytes.
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data("\r\n--\r\n\r\nContent-Disposition: x\r\n".utf8) + Data([0, 0xFE])
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    static let fileResultJSON = """
        {"Price":[
          {"Url":"https://images.gooten.com/u/1f2e/ada.jpg","Index":0,"ThumbnailUrl":"https://images.gooten.com/u/1f2e/ada-t.jpg","ManipCommand":null,"SpaceId":null},
          {"Url":"https://images.gooten.com/u/9c4d/bird.png","Index":"1","ThumbnailUrl":"https://images.gooten.com/u/9c4d/bird-t.png"}
        ]}
        """

    @Test("uploadImages: POST images/ with one `images` part per file, file names, content types and bytes as given")
    func upload() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.fileResultJSON)])
        let images = [
            MultipartFile(data: Self.jpeg, filename: "ada.jpg"),
            MultipartFile(data: Self.png, filename: "bird \"blue\".png", contentType: "image/png"),
        ]

        let result = try await fake.makeClient().uploadImages(images)

        #expect(result.images == [
            OrderItemImage(
                url: "https://images.gooten.com/u/1f2e/ada.jpg", index: 0, thumbnailURL: "https://images.gooten.com/u/1f2e/ada-t.jpg"),
            OrderItemImage(
                url: "https://images.gooten.com/u/9c4d/bird.png", index: 1, thumbnailURL: "https://images.gooten.com/u/9c4d/bird-t.png"),
        ])
        let request = try fake.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/api/images/")
        #expect(request.query.map(\.name) == ["recipeid"] && request.queryValue("recipeid") == GootenFixture.recipeID)
        #expect(request.header("Accept") == "application/json")
        let contentType = try #require(request.header("Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary=Bindery-"))
        #expect(request.header("Content-Length") == String(request.body.count))
        let parts = try MultipartParser.parse(request.body, contentType: contentType)
        #expect(parts.map(\.name) == ["images", "images"])
        #expect(parts.map(\.filename) == ["ada.jpg", "bird %22blue%22.png"])
        #expect(parts.map(\.contentType) == ["image/jpeg", "image/png"])
        #expect(parts.map(\.content) == [Self.jpeg, Self.png])
        #expect(parts[0].headers["content-disposition"] == #"form-data; name="images"; filename="ada.jpg""#)
    }

    @Test("an uploaded image goes into an order item as it is")
    func uploadedImageInAnOrder() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.fileResultJSON)])

        let result = try await fake.makeClient().uploadImages([MultipartFile(data: Self.jpeg, filename: "ada.jpg")])
        let item = OrderItem(sku: GootenFixture.canvasSKU, quantity: 1, shipCarrierMethodID: 1251, images: Array((result.images ?? []).prefix(1)))

        #expect(item.images?.first?.url == "https://images.gooten.com/u/1f2e/ada.jpg")
    }

    @Test("a refused upload (HTTP 200, HadError true) fails with the API's Errors, and is not retried")
    func refused() async throws {
        let refusal = """
            {"HadError":true,"ErrorReferenceCode":"0c9e8b1e-3f7a-4c1d-9d3b-2a6f0e5b7c41",
             "Errors":[{"PropertyName":"images[0]","ErrorMessage":"Unsupported image format","AttemptedValue":"notes.txt"}]}
            """
        let fake = try GootenFake(always: .json(200, refusal))

        let error = try await expectBinderyError {
            try await fake.makeClient().uploadImages([MultipartFile(data: Data("hello".utf8), filename: "notes.txt")])
        }

        #expect(error.code == .server)
        #expect(error.status == 200)
        #expect(error.operationID == "uploadImages")
        #expect(fake.requests.count == 1)
        let response = try #require(error.serverError as? GootenErrorResponse)
        #expect(response.messages == ["Unsupported image format"])
        #expect(response.errors?.first?.attemptedValue == "notes.txt")
    }

    @Test("a file name with a line break is refused before anything is sent")
    func headerInjectionRefused() async throws {
        let fake = try GootenFake(always: .json(200, Self.fileResultJSON))
        let image = MultipartFile(data: Self.jpeg, filename: "ada.jpg\r\nContent-Type: text/html")

        let error = try await expectBinderyError { try await fake.makeClient().uploadImages([image]) }

        #expect(error.code == .invalidRequest)
        #expect(error.message.contains("file name of part 'images'"))
        #expect(fake.requests.isEmpty)
    }
}
