import Foundation

/// Bodies shaped like the shop back end's (the seed's field names and casing) and the bytes
/// behind their Base64 images.
enum ShopFixture {
    /// A logged-in user's id as the back end returns it.
    static let userID = 4_211_905_118

    /// Image bytes that survive only an exact Base64 round trip: a PNG signature, NUL, 0xFF,
    /// and bytes whose Base64 uses `+` and `/`.
    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0xFE, 0xFB, 0xEF, 0xBF, 0x3E, 0x3F])
    static let jpegBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0xFF, 0xD9])
    static let bannerBytes = Data((0...255).map { UInt8($0) })

    static var png64: String { pngBytes.base64EncodedString() }
    static var jpeg64: String { jpegBytes.base64EncodedString() }
    static var banner64: String { bannerBytes.base64EncodedString() }

    /// One preview as lists show it; `size` is left out when nil (the recommendations have none).
    static func previewJSON(id: Int, name: String, price: String = "129.99", liked: Bool = false, size: String? = "42") -> String {
        let sizeField = size.map { #","size":"\#($0)""# } ?? ""
        return #"{"id":\#(id),"name":"\#(name)","photos":["\#(png64)"],"price":\#(price),"liked":\#(liked),"short_description":"\#(name), short"\#(sizeField)}"#
    }

    /// The categories by gender, as `get_all_categories` answers.
    static let categoriesJSON = """
        {
          "men": [
            {"Id": 1, "Name": "Shoes", "Image": "\(png64)"},
            {"Id": 2, "Name": "Hoodies", "Image": "\(jpeg64)"}
          ],
          "women": [
            {"Id": 3, "Name": "Running", "Image": null},
            {"Id": 4, "Name": "Tops"}
          ]
        }
        """
}
