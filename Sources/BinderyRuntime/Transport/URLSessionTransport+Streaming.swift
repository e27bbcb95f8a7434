import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The streaming path of ``URLSessionTransport``: a data delegate feeding each piece of the body
/// into an `AsyncThrowingStream` as it arrives. `URLSession.bytes(for:)` would do it on Apple
/// platforms, but swift-corelibs-foundation has none; a delegate works everywhere.
extension URLSessionTransport: StreamingClientTransport {
    /// Sends the request and returns its head as soon as it arrives, with the body to come.
    ///
    /// `context.deadline` limits the wait for the head; the body may then take as long as the
    /// server goes on, each wait between two pieces limited by `context.timeout`. Redirects
    /// are followed within the same origin only, as for ``send(_:body:context:)``.
    public func stream(
        _ request: HTTPRequest, body: Data?, context: TransportContext
    ) async throws -> (HTTPResponse, ResponseBodyStream) {
        guard var urlRequest = URLRequest(httpRequest: request) else {
            throw URLError(.badURL)
        }
        urlRequest.httpBody = body
        urlRequest.timeoutInterval = max(1, context.timeout.seconds)
        let (session, delegate) = streaming.session()
        let task = session.dataTask(with: urlRequest)
        var deadline: DeadlineWatch.Ticket?
        defer { deadline.map(DeadlineWatch.shared.remove) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(task, head: continuation)
                deadline = DeadlineWatch.shared.add(at: context.deadline) {
                    delegate.end(task, with: DeadlineExceeded())
                }
                if Task.isCancelled {
                    delegate.end(task, with: CancellationError())
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            delegate.endBeforeHead(task, with: CancellationError())
        }
    }
}

/// The session of a transport's streaming calls, with its delegate: made on the first
/// streaming call, so that a client that makes none pays nothing for it.
final class LazyStreamingSession: @unchecked Sendable {
    private let configuration: URLSessionConfiguration
    private let lock = NSLock()
    // Guarded by `lock`.
    private var made: (URLSession, StreamingSessionDelegate)?

    init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
    }

    func session() -> (URLSession, StreamingSessionDelegate) {
        lock.withLock {
            if let made { return made }
            let queue = SessionQueue()
            let delegate = StreamingSessionDelegate(queue: queue)
            let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue.operations)
            made = (session, delegate)
            return (session, delegate)
        }
    }

    func invalidate() {
        lock.withLock { made?.0.finishTasksAndInvalidate() }
    }
}

/// Routes each streaming task's callbacks: the head to the waiting call, the body's pieces to
/// the stream its reader holds.
final class StreamingSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct TaskState {
        var head: CheckedContinuation<(HTTPResponse, ResponseBodyStream), any Error>?
        var body: ResponseBodyStream.Continuation?
    }

    // Guarded by `lock`; URLSession calls back on its own queue.
    private var states: [Int: TaskState] = [:]
    private let lock = NSLock()
    /// The session's delegate queue, where tasks are cancelled (see `SessionQueue`).
    private let queue: SessionQueue

    init(queue: SessionQueue) {
        self.queue = queue
    }

    func register(_ task: URLSessionTask, head: CheckedContinuation<(HTTPResponse, ResponseBodyStream), any Error>) {
        lock.withLock { states[task.taskIdentifier] = TaskState(head: head, body: nil) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let head = (response as? HTTPURLResponse)?.httpResponse else {
            end(dataTask, with: URLError(.badServerResponse))
            completionHandler(.cancel)
            return
        }
        let (stream, body) = ResponseBodyStream.makeStream()
        // Dropping the stream or cancelling its reader ends the request.
        body.onTermination = { [weak self] _ in self?.finish(dataTask) }
        let waiting = lock.withLock { () -> CheckedContinuation<(HTTPResponse, ResponseBodyStream), any Error>? in
            let waiting = states[dataTask.taskIdentifier]?.head
            states[dataTask.taskIdentifier]?.head = nil
            states[dataTask.taskIdentifier]?.body = body
            return waiting
        }
        guard let waiting else {
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
        waiting.resume(returning: (head, stream))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let body = lock.withLock { () -> ResponseBodyStream.Continuation? in
            states[dataTask.taskIdentifier]?.body
        }
        body?.yield(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let sameOrigin = task.originalRequest?.url.flatMap(Origin.init) == request.url.flatMap(Origin.init)
        completionHandler(sameOrigin ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let state = lock.withLock({ states.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let head = state.head {
            // A redirect that was not followed completes without a `didReceive response`.
            if error == nil, let response = (task.response as? HTTPURLResponse)?.httpResponse {
                let (stream, body) = ResponseBodyStream.makeStream()
                body.finish()
                head.resume(returning: (response, stream))
            } else {
                head.resume(throwing: error ?? URLError(.badServerResponse))
            }
        }
        state.body?.finish(throwing: error)
    }

    /// Ends the request with `error`: the waiting call throws it, the body's reader sees it.
    func end(_ task: URLSessionTask, with error: any Error) {
        let state = lock.withLock { states.removeValue(forKey: task.taskIdentifier) }
        state?.head?.resume(throwing: error)
        state?.body?.finish(throwing: error)
        queue.cancel(task)
    }

    /// Ends the request when its caller is cancelled while it waits for the head; once the
    /// head is out, the body stream's own termination ends it.
    func endBeforeHead(_ task: URLSessionTask, with error: any Error) {
        let waiting = lock.withLock { states[task.taskIdentifier]?.head != nil }
        if waiting { end(task, with: error) }
    }

    /// The body's reader is gone: the request ends quietly.
    private func finish(_ task: URLSessionTask) {
        _ = lock.withLock { states.removeValue(forKey: task.taskIdentifier) }
        queue.cancel(task)
    }
}
