import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// `POST productpreview/` and `POST imagevalidation/`. (`POST images/`, the multipart upload, is
/// in ImageUploadTests.)
@Suite("Product previews and image validation", .timeLimit(.minutes(1)))
struct ImageCallTests {
    @Test("getProductPreview: POST productpreview/ with the SKU, template, images and limits")
    func preview() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"Url":"https://previews.print.io/p/7f3a.png","HadError":"false","ErrorMessage":null}"#)
        ])
        let request = ProductPreviewRequest(
            sku: GootenFixture.canvasSKU, template: "Single",
            images: [
                ProductPreviewImage(
                    layerID: "L1",
                    image: ProductPreviewImagePlacement(url: "https://images.example.com/ada.jpg", x1: 50, x2: 1150, y1: 50, y2: 1150))
            ],
            maxWidth: 600, maxHeight: 600)

        let preview = try await fake.makeClient().getProductPreview(request)

        #expect(preview == ProductPreview(url: "https://previews.print.io/p/7f3a.png", hadError: false))
        try expectWire(
            try fake.onlyRequest(), method: "POST", path: "/api/productpreview/", query: recipeOnly,
            json: """
                {"Sku":"CanvsWrp-BlkWrp-10x10","Template":"Single","MaxWidth":600,"MaxHeight":600,
                 "Images":[{"LayerId":"L1","Image":{"Url":"https://images.example.com/ada.jpg","X1":50,"X2":1150,"Y1":50,"Y2":1150}}]}
                """)
    }

    @Test("a refused preview carries the API's ErrorMessage as the error's message")
    func previewRefused() async throws {
        let fake = try GootenFake(replies: [.json(200, #"{"Url":null,"HadError":true,"ErrorMessage":"Template 'Panorama' not found"}"#)])

        let error = try await expectBinderyError {
            try await fake.makeClient().getProductPreview(
                ProductPreviewRequest(sku: GootenFixture.canvasSKU, template: "Panorama"))
        }

        #expect(error.code == .server)
        #expect(error.message == "Template 'Panorama' not found")
        #expect((error.serverError as? GootenErrorResponse)?.messages == ["Template 'Panorama' not found"])
    }

    @Test("validateImages: POST imagevalidation/ with the sizes of the required images")
    func validate() async throws {
        let fake = try GootenFake(replies: [.json(200, GootenFixture.templatesJSON), .json(200, #"{"HadError":false,"Issues":[]}"#)])
        let client = fake.makeClient()

        let sizes = try await client.getRequiredImages(sku: GootenFixture.canvasSKU, templateName: "Collage")
        let result = try await client.validateImages(
            validation: ImageValidationRequest(sku: GootenFixture.canvasSKU, images: sizes.map(\.imageSize)))

        #expect(result == ImageValidationResult(hadError: false, issues: []))
        #expect(fake.requests.count == 2)
        try expectWire(
            fake.requests[1], method: "POST", path: "/api/imagevalidation/", query: recipeOnly,
            json: """
                {"Sku":"CanvsWrp-BlkWrp-10x10",
                 "Images":[{"SpaceId":"S1","Width":600,"Height":400},{"SpaceId":"S2","Width":600,"Height":800}]}
                """)
    }

    @Test("validation issues with HadError true fail the call; the issues are in the GootenErrorResponse")
    func validateIssues() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"HadError":true,"Issues":[{"PropertyName":"Images[0]","ErrorMessage":"Image is too small","AttemptedValue":"400x400"}]}"#)
        ])

        let error = try await expectBinderyError {
            try await fake.makeClient().validateImages(
                validation: ImageValidationRequest(sku: GootenFixture.canvasSKU, images: [ImageSize(spaceID: "S1", width: 400, height: 400)]))
        }

        let response = try #require(error.serverError as? GootenErrorResponse)
        #expect(response.issues == [ValidationFailure(propertyName: "Images[0]", errorMessage: "Image is too small", attemptedValue: "400x400")])
        #expect(response.messages == ["Image is too small"])
        #expect(response.summary == "Image is too small:Images[0]")
    }
}
