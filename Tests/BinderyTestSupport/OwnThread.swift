import Foundation

/// Runs work that blocks or computes for long on a thread of its own, so that it never holds
/// one of the concurrency pool's threads (one a core): on a 2-core machine, two such pieces of
/// work on the pool stall every other test, and tests of deadlines fail for want of a thread.
public enum OwnThread {
    /// The result of `work`, run on a new thread.
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
