@_spi(Generated) import BinderyRuntime
import BinderyTestSupport
import Foundation
import Iplabs
import Testing

/// `CartProject` from JSON, as an app persists its cart or receives the editor's hand-over:
/// `expirationDate` is RFC 3339 text, `previewImage` Base64.
@Suite("Cart project decoding")
struct CartProjectDecodingTests {
    /// The first bytes of a PNG: `\x89PNG\r\n\x1a\n` and the start of the IHDR chunk.
    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52])

    static func json(expirationDate: String, extra: String = "") -> String {
        """
        {
          "id": "cp-7f1c",
          "revisionId": "rev-7f1c-2",
          "editToken": "et-Z2x4",
          "requiresAuthentication": true,
          "productName": "Photo Book A4",
          "options": {"cover": "hardcover", "pages": "48"},
          "price": 29.99,
          "expirationDate": "\(expirationDate)",
          "title": "Summer 2026"\(extra)
        }
        """
    }

    @Test("every field decodes; the date as RFC 3339, the preview from Base64 to the very bytes")
    func decodes() throws {
        let text = Self.json(
            expirationDate: "2026-08-01T00:00:00Z", extra: #", "previewImage": "\#(Self.pngBytes.base64EncodedString())""#)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601

        let project = try decoder.decode(CartProject.self, from: Data(text.utf8))

        #expect(project.id == CartProjectID("cp-7f1c"))
        #expect(project.revisionID == RevisionID("rev-7f1c-2"))
        #expect(project.editToken == "et-Z2x4")
        #expect(project.requiresAuthentication)
        #expect(project.productName == "Photo Book A4")
        #expect(project.options == ["cover": "hardcover", "pages": "48"])
        #expect(project.price == 29.99)
        #expect(project.expirationDate == Date(timeIntervalSince1970: 1_785_542_400))
        #expect(project.title == "Summer 2026")
        #expect(project.previewImage == Self.pngBytes)
        #expect(Self.pngBytes.base64EncodedString() == "iVBORw0KGgoAAAANSUhEUg==")
    }

    @Test("an RFC 3339 date with an offset and a fraction decodes to the same instant (RFC3339.parse)")
    func offsetAndFraction() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = RFC3339.parse(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
            }
            return date
        }

        let project = try decoder.decode(
            CartProject.self, from: Data(Self.json(expirationDate: "2026-08-01T02:00:00.250+02:00").utf8))

        #expect(project.expirationDate == Date(timeIntervalSince1970: 1_785_542_400.25))
        #expect(project.previewImage == nil)
    }

    @Test("title and previewImage are optional; the id types survive a round trip as bare strings")
    func roundTrip() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var project = try decoder.decode(CartProject.self, from: Data(Self.json(expirationDate: "2026-08-01T00:00:00Z").utf8))
        project.title = nil
        project.previewImage = Self.pngBytes

        let encoded = try encoder.encode(project)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])

        #expect(object["id"] as? String == "cp-7f1c")
        #expect(object["revisionId"] as? String == "rev-7f1c-2")
        #expect(object["expirationDate"] as? String == "2026-08-01T00:00:00Z")
        #expect(object["previewImage"] as? String == "iVBORw0KGgoAAAANSUhEUg==")
        #expect(object["title"] == nil)
        #expect(try decoder.decode(CartProject.self, from: encoded) == project)
    }

    @Test("a preview that is not Base64 fails to decode")
    func invalidBase64() {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let text = Self.json(expirationDate: "2026-08-01T00:00:00Z", extra: #", "previewImage": "not base64!""#)
        #expect(throws: DecodingError.self) { try decoder.decode(CartProject.self, from: Data(text.utf8)) }
    }
}
