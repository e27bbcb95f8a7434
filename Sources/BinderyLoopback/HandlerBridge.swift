import Foundation

/// Runs the `async` request handler from a plain socket thread.
enum HandlerBridge {
    /// Runs `handler` for `request` in a detached task and blocks the calling
    /// (non-cooperative) thread until it returns.
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
        Task.detached {
            let reply = await handler(request)
            result.withLock { $0 = reply }
            done.signal()
        }
        while done.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            if isCancelled() { return nil }
        }
        return result.withLock { $0 }
    }
}
