import BinderyLoopback
import BinderyTestSupport
import Foundation
import Gooten
import Testing

/// `GET producttemplates/` and the required images the SDK derives from templates.
@Suite("Templates and required images", .timeLimit(.minutes(1)))
struct TemplateCallTests {
    @Test("getProductTemplates: GET producttemplates/ with the sku; the templates under Options decode")
    func getProductTemplates() async throws {
        let fake = try GootenFake(replies: [.json(200, GootenFixture.templatesJSON)])

        let templates = try await fake.makeClient().getProductTemplates(sku: GootenFixture.canvasSKU)

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/producttemplates/",
            query: catalogQuery.merging(["sku": GootenFixture.canvasSKU]) { $1 })
        #expect(templates.map(\.name) == ["Single", "Collage", "TextOnly", "Blank"])
        #expect(templates.first == ProductTemplate(
            name: "Single", imageURL: "https://cdn.print.io/templates/single.png", isDefault: true,
            spaces: [
                TemplateSpace(
                    id: "8A1F", index: 1, finalX1: 0, finalX2: 1200, finalY1: 0, finalY2: 1200,
                    layers: [
                        TemplateLayer(
                            id: "BG", type: .design, zIndex: 0, x1: 0, x2: 1200, y1: 0, y2: 1200,
                            backgroundImageURL: "https://cdn.print.io/templates/bg.png", isIncludedInPrint: false),
                        TemplateLayer(
                            id: "L1", type: .image, zIndex: 1, x1: 50, x2: 1150, y1: 50, y2: 1150, isIncludedInPrint: true,
                            imageFill: "CanFill"),
                    ])
            ]))
        let text = templates[1].spaces?.first?.layers?.last
        #expect(text == TemplateLayer(
            id: "T", type: .text, x1: 0, x2: 600, y1: 400, y2: 500, fontName: "Helvetica", fontSize: 14,
            fontHorizontalAlignment: "center", fontVerticalAlignment: "middle", defaultText: "Hello"))
    }

    @Test("getRequiredImages: one size per image layer, X2-X1 by Y2-Y1, from the named template")
    func requiredImages() async throws {
        let fake = try GootenFake(always: .json(200, GootenFixture.templatesJSON))
        let client = fake.makeClient()

        let single = try await client.getRequiredImages(sku: GootenFixture.canvasSKU, templateName: "Single")
        let collage = try await client.getRequiredImages(sku: GootenFixture.canvasSKU, templateName: "Collage")

        #expect(single == [RequiredImageSize(width: 1100, height: 1100, spaceID: "8A1F", layerID: "L1")])
        #expect(collage == [
            RequiredImageSize(width: 600, height: 400, spaceID: "S1", layerID: "A"),
            RequiredImageSize(width: 600, height: 800, spaceID: "S2", layerID: "B"),
        ])
        #expect(collage.map(\.imageSize) == [
            ImageSize(spaceID: "S1", width: 600, height: 400), ImageSize(spaceID: "S2", width: 600, height: 800),
        ])
        // Each derivation fetches the templates once, as the SDK does.
        #expect(fake.requests.count == 2)
        for request in fake.requests {
            try expectWire(
                request, method: "GET", path: "/api/v/34/source/ios/producttemplates/",
                query: catalogQuery.merging(["sku": GootenFixture.canvasSKU]) { $1 })
        }
    }

    @Test("getRequiredImages: a template without image spaces, an empty one or an unknown name is .invalidTemplate",
          arguments: ["TextOnly", "Blank", "Panorama"])
    func invalidTemplate(name: String) async throws {
        let fake = try GootenFake(always: .json(200, GootenFixture.templatesJSON))

        let error = try await expectError(GootenSDKError.self) {
            try await fake.makeClient().getRequiredImages(sku: GootenFixture.canvasSKU, templateName: name)
        }

        #expect(error == .invalidTemplate(templateName: name))
        #expect(error.localizedDescription.contains("'\(name)'"))
        #expect(fake.requests.count == 1)
    }

    @Test("getRequiredImages: a failure to fetch the templates is the call's BinderyError")
    func templatesFail() async throws {
        let fake = try GootenFake(replies: [.json(200, GootenFixture.refusalJSON)])

        let error = try await expectBinderyError {
            try await fake.makeClient().getRequiredImages(sku: "nope", templateName: "Single")
        }

        #expect(error.code == .server)
        #expect(error.operationID == "getProductTemplates")
    }
}
