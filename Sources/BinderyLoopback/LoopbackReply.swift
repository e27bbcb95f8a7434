import Foundation

/// What a ``LoopbackServer`` should do in answer to a request: a normal
/// response or one of several injected faults.
///
/// For every case the server owns the framing headers: `Content-Length`,
/// `Transfer-Encoding` and `Connection` given in `headers` are ignored and
/// replaced by the server's own. Other headers are sent in the given order
/// (CR and LF characters are stripped from names and values).
public enum LoopbackReply: Sendable {
    /// A complete response with a correct `Content-Length`.
    ///
    /// The connection stays open for further requests unless the client asked
    /// for `Connection: close`. For `HEAD` requests, and for 1xx/204/304
    /// statuses, no body is sent (1xx/204/304 also carry no `Content-Length`).
    case response(status: Int, headers: [(String, String)] = [], body: Data = Data())

    /// Sends the head with `Content-Length: declaredLength`, then `sentBody`,
    /// then resets the connection (SO_LINGER 0, so the client sees RST).
    ///
    /// There is a ~50 ms pause between the partial body and the reset so that
    /// the client has read the head before the connection is torn down.
    case resetMidBody(status: Int, headers: [(String, String)], declaredLength: Int, sentBody: Data)

    /// A response with a correct `Content-Length` whose body is written in
    /// pieces of `chunkSize` bytes with `delay` between consecutive pieces.
    ///
    /// The head is sent immediately; the body as a whole therefore takes about
    /// `(pieces - 1) × delay`. A `chunkSize` below 1 is treated as 1. The
    /// connection stays usable afterwards, as for ``response(status:headers:body:)``.
    case slowBody(status: Int, headers: [(String, String)], body: Data, chunkSize: Int, delay: Duration)

    /// A `Transfer-Encoding: chunked` response that never finishes.
    ///
    /// After the head, one small chunk of filler text is sent at once, then a
    /// further chunk every 5 seconds, until the client closes the connection or
    /// the server stops. The 5-second gap is deliberate: client *idle*
    /// timeouts (such as `URLSessionConfiguration.timeoutIntervalForRequest`,
    /// which on Linux restarts with every received byte, while
    /// `timeoutIntervalForResource` is not enforced there) shorter than that
    /// fire reliably.
    case endlessBody(status: Int, headers: [(String, String)])

    /// Reads the request, waits `after`, then closes the connection (FIN)
    /// without sending anything. Ends early if the client disconnects first
    /// or the server stops.
    case noResponse(after: Duration)

    /// A ``response(status:headers:body:)`` whose body is `body` encoded as
    /// UTF-8, with `Content-Type: application/json; charset=utf-8` unless
    /// `headers` already sets a content type.
    public static func json(_ status: Int, _ body: String, headers: [(String, String)] = []) -> LoopbackReply {
        .response(
            status: status,
            headers: withDefaultContentType("application/json; charset=utf-8", headers),
            body: Data(body.utf8)
        )
    }

    /// A ``response(status:headers:body:)`` whose body is `body` encoded as
    /// UTF-8, with `Content-Type: text/plain; charset=utf-8` unless `headers`
    /// already sets a content type.
    public static func text(_ status: Int, _ body: String, headers: [(String, String)] = []) -> LoopbackReply {
        .response(
            status: status,
            headers: withDefaultContentType("text/plain; charset=utf-8", headers),
            body: Data(body.utf8)
        )
    }

    private static func withDefaultContentType(_ contentType: String, _ headers: [(String, String)]) -> [(String, String)] {
        if headers.contains(where: { $0.0.lowercased() == "content-type" }) {
            return headers
        }
        return [("Content-Type", contentType)] + headers
    }
}
