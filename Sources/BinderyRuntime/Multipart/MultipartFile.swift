import Foundation

/// A file sent as one part of a `multipart/form-data` body: its bytes, the file name the
/// server sees and their media type.
///
/// ```swift
/// let photo = MultipartFile(data: try Data(contentsOf: url), filename: "ada.jpg")  // image/jpeg
/// try await client.uploadImages([photo])
/// ```
///
/// The file name and content type are written into the part's headers: a double quote in the
/// file name is sent as `%22` (as browsers do), and a line break or NUL in either makes the
/// call fail with ``BinderyError/Code/invalidRequest`` before anything is sent.
public struct MultipartFile: Sendable, Hashable, CustomStringConvertible {
    /// The file's contents.
    public var data: Data
    /// The file name sent with the part (`filename="ada.jpg"`); it may be empty.
    public var filename: String
    /// The part's `Content-Type`: `image/jpeg`.
    public var contentType: String

    /// Creates a file part's value.
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - filename: The file name the server sees.
    ///   - contentType: The media type; nil guesses it from the file name's extension
    ///     (`jpg` → `image/jpeg`, `png` → `image/png`, …), or `application/octet-stream`.
    public init(data: Data, filename: String, contentType: String? = nil) {
        self.data = data
        self.filename = filename
        self.contentType = contentType ?? Self.contentType(forFilename: filename)
    }

    /// `ada.jpg (image/jpeg, 48213 bytes)`: the bytes themselves are never printed.
    public var description: String {
        "\(filename) (\(contentType), \(data.count) bytes)"
    }

    /// The media type a file name's extension implies, or `application/octet-stream`.
    public static func contentType(forFilename filename: String) -> String {
        guard let dot = filename.lastIndex(of: "."), dot != filename.startIndex else { return "application/octet-stream" }
        let fileExtension = filename[filename.index(after: dot)...].lowercased()
        return mediaTypes[fileExtension] ?? "application/octet-stream"
    }

    private static let mediaTypes: [String: String] = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "webp": "image/webp",
        "heic": "image/heic", "tif": "image/tiff", "tiff": "image/tiff", "bmp": "image/bmp", "svg": "image/svg+xml",
        "pdf": "application/pdf", "json": "application/json", "txt": "text/plain", "csv": "text/csv",
        "zip": "application/zip",
    ]
}
