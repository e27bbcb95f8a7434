/// A failure to set up the loopback server's listening socket.
///
/// Thrown by ``LoopbackServer/init(handler:)`` when a socket call fails; the
/// description names the failing call and carries the `errno` text, e.g.
/// `"bind(127.0.0.1:0) failed: Address already in use (errno 98)"`.
public struct LoopbackServerError: Error, CustomStringConvertible {
    /// The socket call that failed, e.g. `"bind"` or `"listen"`.
    public let operation: String
    /// The `errno` value reported by the failing call (0 when not applicable).
    public let code: Int32
    /// The human-readable `strerror` text for ``code``.
    public let message: String

    /// Creates an error for `operation` with the given `errno` code and text.
    public init(operation: String, code: Int32, message: String) {
        self.operation = operation
        self.code = code
        self.message = message
    }

    /// A one-line description: operation, errno text and number.
    public var description: String {
        "\(operation) failed: \(message) (errno \(code))"
    }
}
