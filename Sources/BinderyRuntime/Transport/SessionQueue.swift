import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate queue of a transport's `URLSession`, and the one place its tasks are cancelled.
///
/// On Linux, `URLSessionTask.cancel()` checks that the task still runs at once, but finishes the
/// cancellation later on the session's work queue. Should the task complete in between, the
/// session has already forgotten it when that work runs, and FoundationNetworking traps ("a task
/// that in not in the registry"; docs/RELIABILITY.md). A task completes on its session's delegate
/// queue, and only after that queues the forgetting: cancelled from the same queue, the check
/// sees a completed task, or the cancellation's work is queued ahead of the forgetting.
struct SessionQueue: Sendable {
    /// The queue to hand to the session: serial, as URLSession's own default.
    let operations: OperationQueue

    init() {
        operations = OperationQueue()
        operations.maxConcurrentOperationCount = 1
    }

    /// Cancels `task` from the delegate queue, after the callbacks already queued there.
    func cancel(_ task: URLSessionTask) {
        operations.addOperation { task.cancel() }
    }
}
