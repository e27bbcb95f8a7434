import BinderyLoopback
import Foundation

/// Serves a folder over HTTP on 127.0.0.1, as a static host serves DocC's site: a path that
/// names a folder gets its `index.html`. DocC's pages load their content with `fetch`, which a
/// browser refuses for `file://` pages, so the site must come from a server.
struct StaticSiteServer {
    let server: LoopbackServer

    /// The server's root URL, `http://127.0.0.1:<port>/`.
    var root: URL { server.baseURL }

    init(folder: URL) throws {
        server = try LoopbackServer { request in
            Self.reply(to: request.path, in: folder)
        }
    }

    /// The file a path names, or 404.
    private static func reply(to path: String, in folder: URL) -> LoopbackReply {
        let relative = path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
        var file = folder.appendingPathComponent(relative)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
            file = file.appendingPathComponent("index.html")
        }
        guard let body = FileManager.default.contents(atPath: file.path) else { return .text(404, "not found: \(path)") }
        return .response(status: 200, headers: [("Content-Type", contentType(of: file.pathExtension))], body: body)
    }

    private static func contentType(of pathExtension: String) -> String {
        switch pathExtension {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        default: "application/octet-stream"
        }
    }
}
