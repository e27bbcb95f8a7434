import Foundation

/// What to do with a connection after a reply was written.
enum ConnectionDisposition {
    /// Read the next request.
    case keepAlive
    /// Close normally (FIN).
    case close
    /// Close abortively (RST).
    case reset
}

/// Writes one ``LoopbackReply`` — a response or an injected fault — to a
/// connected socket.
struct ReplyWriter {
    /// The connected socket.
    let fd: Int32
    /// The owning server, for stop-aware waiting.
    let core: ServerCore

    /// Delay between a ``LoopbackReply/resetMidBody`` partial body and the RST.
    static let resetPause: Duration = .milliseconds(50)
    /// Gap between chunks of a ``LoopbackReply/endlessBody``.
    static let endlessBodyInterval: Duration = .seconds(5)
    /// The filler sent as each chunk of an endless body.
    static let endlessChunk = Array("endless body chunk\n".utf8)

    /// Performs `reply` for `request`; `keepAlive` is the client's preference.
    func write(_ reply: LoopbackReply, for request: LoopbackRequest, keepAlive: Bool) -> ConnectionDisposition {
        let omitBody = request.method == "HEAD"
        let reusable: ConnectionDisposition = keepAlive ? .keepAlive : .close
        switch reply {
        case let .response(status, headers, body):
            let bodiless = (100..<200).contains(status) || status == 204 || status == 304
            var bytes = ResponseEncoder.head(
                status: status, headers: headers,
                framing: bodiless ? .none : .contentLength(body.count), keepAlive: keepAlive
            )
            if !bodiless && !omitBody { bytes.append(contentsOf: body) }
            return SocketIO.sendAll(fd, bytes) ? reusable : .close

        case let .resetMidBody(status, headers, declaredLength, sentBody):
            var bytes = ResponseEncoder.head(
                status: status, headers: headers, framing: .contentLength(declaredLength), keepAlive: keepAlive
            )
            bytes.append(contentsOf: sentBody)
            _ = SocketIO.sendAll(fd, bytes)
            _ = core.sleep(for: Self.resetPause)
            return .reset

        case let .slowBody(status, headers, body, chunkSize, delay):
            let head = ResponseEncoder.head(
                status: status, headers: headers, framing: .contentLength(body.count), keepAlive: keepAlive
            )
            guard SocketIO.sendAll(fd, head) else { return .close }
            if omitBody { return reusable }
            let bytes = [UInt8](body)
            let step = max(1, chunkSize)
            for offset in stride(from: 0, to: bytes.count, by: step) {
                if offset > 0 {
                    guard core.sleep(for: delay) else { return .close }
                }
                let piece = Array(bytes[offset..<min(offset + step, bytes.count)])
                guard SocketIO.sendAll(fd, piece) else { return .close }
            }
            return reusable

        case let .endlessBody(status, headers):
            let head = ResponseEncoder.head(status: status, headers: headers, framing: .chunked, keepAlive: keepAlive)
            guard SocketIO.sendAll(fd, head), !omitBody else { return .close }
            let chunk = ResponseEncoder.chunk(Self.endlessChunk)
            while SocketIO.sendAll(fd, chunk) {
                guard waitWhilePeerConnected(for: Self.endlessBodyInterval) else { break }
            }
            return .close

        case let .noResponse(after):
            _ = waitWhilePeerConnected(for: after)
            return .close
        }
    }

    /// Waits for `duration` while watching the socket.
    ///
    /// Anything the client sends meanwhile is discarded.
    /// - Returns: `true` if the full duration elapsed; `false` if the client
    ///   disconnected or the server stopped.
    private func waitWhilePeerConnected(for duration: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: duration)
        var scratch = [UInt8](repeating: 0, count: 4096)
        while true {
            if core.isStopped { return false }
            let remaining = clock.now.duration(to: deadline)
            if remaining <= .zero { return true }
            let slice = min(remaining.clampedMilliseconds, 100)
            if SocketIO.waitReadable(fd, milliseconds: max(1, slice)) {
                let count = scratch.withUnsafeMutableBytes { SocketIO.receive(fd, into: $0) }
                if count <= 0 { return false }
            }
        }
    }
}
