import Foundation

/// A value guarded by a lock, shareable across threads.
///
/// Used for the small amount of state the server hands between its socket
/// threads and Swift concurrency tasks (for example the reply produced by an
/// `async` handler).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a box holding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
