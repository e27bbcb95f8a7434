import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport: Foundation's `URLSession` (FoundationNetworking on Linux).
///
/// It streams the body through a delegate so that a response larger than the client's cap is
/// cut off as it arrives, never buffered whole; it follows redirects only within the same
/// host, so credentials never travel to another one; cancelling the calling task cancels
/// the request; and it ends the request at the call's deadline, since `URLSession` itself
/// only limits the wait between bytes.
public final class URLSessionTransport: ClientTransport {
    private let session: URLSession
    private let delegate: SessionDelegate
    /// The session of streaming calls, made on the first one.
    let streaming: LazyStreamingSession

    /// Creates a transport with its own session (ephemeral: no cookies or cache shared).
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        let queue = SessionQueue()
        delegate = SessionDelegate(queue: queue)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue.operations)
        streaming = LazyStreamingSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
        streaming.invalidate()
    }

    /// True: the request ends at ``TransportContext/deadline`` or when the calling task is cancelled.
    public var returnsByDeadline: Bool { true }

    /// Sends the request and collects the body, up to `context.maximumResponseSize` bytes.
    ///
    /// Throws `CancellationError` when the calling task is cancelled, and ends with an error
    /// the client reports as ``BinderyError/Code/timedOut`` at `context.deadline`.
    public func send(_ request: HTTPRequest, body: Data?, context: TransportContext) async throws -> (HTTPResponse, Data) {
        guard var urlRequest = URLRequest(httpRequest: request) else {
            throw URLError(.badURL)
        }
        urlRequest.httpBody = body
        urlRequest.timeoutInterval = max(1, context.timeout.seconds)
        let task = session.dataTask(with: urlRequest)
        let delegate = self.delegate
        var deadline: DeadlineWatch.Ticket?
        defer { deadline.map(DeadlineWatch.shared.remove) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(task, limit: context.maximumResponseSize, continuation: continuation)
                // Watched only once registered, so that a deadline already past finds the call
                // to end and reports it as a timeout.
                deadline = DeadlineWatch.shared.add(at: context.deadline) {
                    delegate.end(task, with: DeadlineExceeded())
                }
                // A cancellation that came before the registration found nothing to end.
                if Task.isCancelled {
                    delegate.end(task, with: CancellationError())
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            delegate.end(task, with: CancellationError())
        }
    }
}

/// Routes each task's callbacks to its own buffer and continuation.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct TaskState {
        var limit: Int
        var data = Data()
        var response: HTTPURLResponse?
        var continuation: CheckedContinuation<(HTTPResponse, Data), any Error>
        var failure: (any Error)?
    }

    // Guarded by `lock`; URLSession calls back on its own queue.
    private var states: [Int: TaskState] = [:]
    private let lock = NSLock()
    /// The session's delegate queue, where tasks are cancelled from outside a callback.
    private let queue: SessionQueue

    init(queue: SessionQueue) {
        self.queue = queue
    }

    func register(_ task: URLSessionTask, limit: Int, continuation: CheckedContinuation<(HTTPResponse, Data), any Error>) {
        lock.withLock { states[task.taskIdentifier] = TaskState(limit: limit, continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = lock.withLock { () -> Bool in
            states[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            guard let limit = states[dataTask.taskIdentifier]?.limit else { return false }
            return response.expectedContentLength > Int64(limit)
        }
        if tooLarge {
            fail(dataTask, with: ResponseTooLargeError(limit: limitOf(dataTask)))
            completionHandler(.cancel)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = lock.withLock { () -> Int? in
            guard var state = states[dataTask.taskIdentifier], state.failure == nil else { return nil }
            if state.data.count + data.count > state.limit { return state.limit }
            state.data.append(data)
            states[dataTask.taskIdentifier] = state
            return nil
        }
        if let limit = overLimit {
            fail(dataTask, with: ResponseTooLargeError(limit: limit))
            // On the delegate queue already (see `SessionQueue`).
            dataTask.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        // Follow only within the same scheme, host and port: headers (credentials) go along.
        // Not following hands the redirect response itself to the caller.
        let sameOrigin = task.originalRequest?.url.flatMap(Origin.init) == request.url.flatMap(Origin.init)
        completionHandler(sameOrigin ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let state = lock.withLock({ states.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = state.failure ?? error {
            state.continuation.resume(throwing: failure)
            return
        }
        // Should a redirect that was not followed complete without a `didReceive response`
        // call, the task still holds the response.
        guard let response = (state.response ?? task.response as? HTTPURLResponse)?.httpResponse else {
            state.continuation.resume(throwing: URLError(.badServerResponse))
            return
        }
        state.continuation.resume(returning: (response, state.data))
    }

    /// Ends the call at once with `error` and cancels the task; the task's own completion then
    /// finds nothing left to resume.
    func end(_ task: URLSessionTask, with error: any Error) {
        guard let state = lock.withLock({ states.removeValue(forKey: task.taskIdentifier) }) else { return }
        state.continuation.resume(throwing: error)
        queue.cancel(task)
    }

    private func fail(_ task: URLSessionTask, with error: any Error) {
        lock.withLock { states[task.taskIdentifier]?.failure = error }
    }

    private func limitOf(_ task: URLSessionTask) -> Int {
        lock.withLock { states[task.taskIdentifier]?.limit ?? 0 }
    }
}

/// Scheme, host and port of a URL, with the scheme's default port filled in: a transport follows
/// a redirect only within one origin, so that credentials never travel to another.
package struct Origin: Equatable, Sendable {
    package var scheme: String
    package var host: String
    package var port: Int

    package init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        guard let port = url.port ?? ["http": 80, "https": 443][scheme] else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = port
    }
}
