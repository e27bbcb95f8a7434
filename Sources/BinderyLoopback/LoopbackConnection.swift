import Foundation

/// Serves one accepted TCP connection: reads requests one after another
/// (HTTP/1.1 keep-alive), hands each to the handler and writes the reply.
final class LoopbackConnection: Sendable {
    private let fd: Int32
    private let core: ServerCore

    /// Creates a connection for an accepted, registered socket.
    init(fd: Int32, core: ServerCore) {
        self.fd = fd
        self.core = core
    }

    /// Serves requests until the client or the reply closes the connection,
    /// or the server stops; then releases the socket.
    func run() {
        var disposition = ConnectionDisposition.close
        defer { core.finishConnection(fd, abortive: disposition == .reset) }
        let parser = HTTPRequestParser(reader: BufferedReader(socket: fd))
        let writer = ReplyWriter(fd: fd, core: core)
        repeat {
            disposition = serveOne(parser: parser, writer: writer)
        } while disposition == .keepAlive && !core.isStopped
    }

    private func serveOne(parser: HTTPRequestParser, writer: ReplyWriter) -> ConnectionDisposition {
        let head: RequestHead
        let body: Data
        do {
            head = try parser.readHead()
            if head.expectsContinue {
                guard SocketIO.sendAll(fd, ResponseEncoder.continueResponse) else { return .close }
            }
            body = try parser.readBody(for: head)
        } catch {
            rejectAndDrain(error)
            return .close
        }
        let request = LoopbackRequest(method: head.method, target: head.target, headers: head.headers, body: body)
        core.record(request)
        guard let reply = HandlerBridge.reply(from: core.handler, to: request, isCancelled: { core.isStopped }) else {
            return .close
        }
        return writer.write(reply, for: request, keepAlive: head.keepAlive)
    }

    /// Answers a request that could not be read with its error status, then
    /// half-closes and briefly drains the socket so the client still gets to
    /// read the answer instead of a reset caused by unread request bytes.
    private func rejectAndDrain(_ error: RequestParseError) {
        guard let status = error.status else { return }
        let message = Array("\(status) \(HTTPStatus.reasonPhrase(for: status))\n".utf8)
        let bytes = ResponseEncoder.head(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            framing: .contentLength(message.count), keepAlive: false
        ) + message
        guard SocketIO.sendAll(fd, bytes) else { return }
        SocketIO.shutdownWrite(fd)
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<10 where !core.isStopped {
            guard SocketIO.waitReadable(fd, milliseconds: 50) else { continue }
            if scratch.withUnsafeMutableBytes({ SocketIO.receive(fd, into: $0) }) <= 0 { return }
        }
    }
}
