import Foundation

/// Runs the `async` request handler from a plain socket thread.
enum HandlerBridge {
    /// Runs `handler` for `request` in a detached task and blocks the calling
    /// (non-cooperative) thread until it returns.
    ///
    /// The task prefers ``HandlerExecutor``, threads outside Swift's cooperative pool: that
    /// pool has one thread per core, and tests that compute or wait on it for seconds would
    /// otherwise keep the server from answering until its clients time out.
    ///
    /// - Returns: The reply, or `nil` if `isCancelled` became true while
    ///   waiting (the server is stopping); the task's eventual result is then
    ///   discarded.
    static func reply(
        from handler: @escaping LoopbackServer.Handler,
        to request: LoopbackRequest,
        isCancelled: () -> Bool
    ) -> LoopbackReply? {
        let result = Locked<LoopbackReply?>(nil)
        let done = DispatchSemaphore(value: 0)
        let work: @Sendable () async -> Void = {
            let reply = await handler(request)
            result.withLock { $0 = reply }
            done.signal()
        }
        if #available(macOS 15, iOS 18, *) {
            Task.detached(executorPreference: HandlerExecutor.shared, operation: work)
        } else {
            Task.detached(operation: work)
        }
        while done.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            if isCancelled() { return nil }
        }
        return result.withLock { $0 }
    }
}

/// Runs the loopback server's handler tasks on a serial dispatch queue: it gets a thread of
/// its own (dispatch overcommits for serial queues), not one of the cooperative pool's.
/// Handlers are short, and one that awaits gives the queue up meanwhile.
@available(macOS 15, iOS 18, *)
final class HandlerExecutor: TaskExecutor {
    static let shared = HandlerExecutor()

    private let queue = DispatchQueue(label: "BinderyLoopback.handlers")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
