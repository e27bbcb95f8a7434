#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Thin, crash-free wrappers around the BSD socket calls the server uses.
///
/// Every send suppresses `SIGPIPE` (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE`
/// on Darwin), so a client hanging up mid-response never kills the process.
enum SocketIO {
    #if canImport(Darwin)
    private static let sendFlags: Int32 = 0
    private static let streamType: Int32 = SOCK_STREAM
    #elseif canImport(Glibc)
    private static let sendFlags: Int32 = Int32(MSG_NOSIGNAL)
    private static let streamType: Int32 = Int32(SOCK_STREAM.rawValue)
    #else
    private static let sendFlags: Int32 = Int32(MSG_NOSIGNAL)
    private static let streamType: Int32 = Int32(SOCK_STREAM)
    #endif

    /// The current `errno` as a ``LoopbackServerError`` for `operation`.
    static func lastError(_ operation: String) -> LoopbackServerError {
        let code = errno
        return LoopbackServerError(operation: operation, code: code, message: String(cString: strerror(code)))
    }

    /// Creates a listening TCP socket bound to 127.0.0.1 on `port`, or on an ephemeral port for 0.
    /// With `listens` false the socket is bound only: a connection to its port is refused, and
    /// no other socket can take the port while it is open.
    ///
    /// - Returns: The descriptor and the port it is bound to (the kernel's choice for 0).
    static func makeLoopbackListener(port: Int = 0, listens: Bool = true) throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw lastError("socket") }
        do {
            markCloseOnExec(fd)
            var reuse: Int32 = 1
            // A bound socket without `SO_REUSEADDR` keeps every other socket off its port.
            guard !listens || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
                throw lastError("setsockopt(SO_REUSEADDR)")
            }
            var address = sockaddr_in()
            #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(truncatingIfNeeded: port).bigEndian
            address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { throw lastError("bind(127.0.0.1:\(port))") }
            guard !listens || listen(fd, 128) == 0 else { throw lastError("listen") }
            // The accept thread polls every listener of the process: an `accept` must never
            // block it, even for a connection reset between the poll and the call.
            if listens { setNonBlocking(fd, true) }
            return (fd, try boundPort(fd))
        } catch {
            _ = closeDescriptor(fd)
            throw error
        }
    }

    /// `http://127.0.0.1:<port>` for a socket just made by ``makeLoopbackListener(port:listens:)``;
    /// closes the socket and throws when the URL cannot be made.
    static func loopbackURL(of socket: (fd: Int32, port: Int)) throws -> URL {
        guard let url = URL(string: "http://127.0.0.1:\(socket.port)") else {
            closeDescriptor(socket.fd)
            throw LoopbackServerError(operation: "URL(http://127.0.0.1:\(socket.port))", code: 0, message: "invalid URL")
        }
        return url
    }

    /// The local port a bound socket is listening on.
    private static func boundPort(_ fd: Int32) throws -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(fd, $0, &length)
            }
        }
        guard result == 0 else { throw lastError("getsockname") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Accepts one pending connection, or returns `nil` (errno describes why).
    static func acceptConnection(_ listener: Int32) -> Int32? {
        while true {
            let fd = accept(listener, nil, nil)
            if fd >= 0 { return fd }
            if errno == EINTR { continue }
            return nil
        }
    }

    /// Applies per-connection options: blocking I/O, no Nagle delay, no SIGPIPE, close-on-exec.
    static func configureConnection(_ fd: Int32) {
        markCloseOnExec(fd)
        // Darwin's accepted sockets inherit the listener's O_NONBLOCK; Linux's do not.
        setNonBlocking(fd, false)
        var one: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Makes one end of the accept thread's wake-up pipe non-blocking and close-on-exec.
    static func configurePipeEnd(_ fd: Int32) {
        markCloseOnExec(fd)
        setNonBlocking(fd, true)
    }

    private static func setNonBlocking(_ fd: Int32, _ nonBlocking: Bool) {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0 else { return }
        _ = fcntl(fd, F_SETFL, nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
    }

    private static func markCloseOnExec(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFD)
        if flags >= 0 {
            _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC)
        }
    }

    /// Sends every byte of `bytes`; returns `false` if the peer is gone.
    static func sendAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let sent = send(fd, base + offset, bytes.count - offset, sendFlags)
            if sent > 0 {
                offset += sent
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Sends every byte of `bytes`; returns `false` if the peer is gone.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { sendAll(fd, $0) }
    }

    /// Receives up to `buffer.count` bytes: > 0 bytes read, 0 end of stream, -1 error.
    static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let received = recv(fd, base, buffer.count, 0)
            if received >= 0 { return received }
            if errno == EINTR { continue }
            return -1
        }
    }

    /// Waits up to `milliseconds` for `fd` to become readable (or hung up).
    ///
    /// - Returns: `true` when a read would not block.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        return ready > 0
    }

    /// Shuts down both directions, waking any thread blocked on `fd`.
    static func shutdownBoth(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Shuts down the sending direction only (sends FIN, keeps reading).
    static func shutdownWrite(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    /// Makes the next close of `fd` send RST instead of FIN (SO_LINGER 0).
    static func armAbortiveClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    /// Closes `fd`; returns the raw result of `close(2)`.
    @discardableResult
    static func closeDescriptor(_ fd: Int32) -> Int32 {
        close(fd)
    }
}
