import Foundation

/// An address on 127.0.0.1 where nothing listens, and nothing can start to while it lives: a
/// connection to it is refused at once.
///
/// A test of a connection failure cannot use the port of a server it has just stopped: another
/// server starting beside it (tests run in parallel) may be given that port and answer the call
/// meant to fail. This holds its port with a socket that is bound but not listening.
public final class RefusingLoopbackAddress: Sendable {
    private let descriptor: Int32

    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL

    /// Takes a free port of 127.0.0.1.
    ///
    /// - Throws: ``LoopbackServerError`` if the socket cannot be created or bound.
    public init() throws {
        let socket = try SocketIO.makeLoopbackListener(listens: false)
        baseURL = try SocketIO.loopbackURL(of: socket)
        descriptor = socket.fd
    }

    deinit {
        SocketIO.closeDescriptor(descriptor)
    }
}
