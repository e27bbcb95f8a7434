#if AsyncHTTPClient
import AsyncHTTPClient
import BinderyRuntime
import Foundation

/// Hands a streaming response's body out as it arrives, in a task of its own that reads it with
/// backpressure from the connection; a wait for the next piece longer than the idle timeout ends
/// the stream with `URLError(.timedOut)`. Dropping the stream, or cancelling its reader, cancels
/// that task, which ends the request.
enum BodyPump {
    static func stream(_ body: HTTPClientResponse.Body, idleTimeout: Duration) -> ResponseBodyStream {
        let (stream, continuation) = ResponseBodyStream.makeStream()
        let pump = PumpHandle()
        continuation.onTermination = { _ in pump.cancel() }
        pump.start(Task {
            var pieces = body.makeAsyncIterator()
            while true {
                let ticket = DeadlineWatch.shared.add(at: .now + idleTimeout) {
                    continuation.finish(throwing: URLError(.timedOut))
                }
                defer { DeadlineWatch.shared.remove(ticket) }
                do {
                    guard let piece = try await pieces.next() else {
                        continuation.finish()
                        return
                    }
                    if case .terminated = continuation.yield(Data(piece.readableBytesView)) { return }
                } catch {
                    continuation.finish(throwing: TransportFailure.mapped(error, maximumSize: .max))
                    return
                }
            }
        })
        return stream
    }
}

/// The pump's task, cancelled once the stream is over, even if that happens before it started.
private final class PumpHandle: @unchecked Sendable {
    // Guarded by `lock`.
    private var task: Task<Void, Never>?
    private var isCancelled = false
    private let lock = NSLock()

    func start(_ task: Task<Void, Never>) {
        let cancelNow = lock.withLock {
            self.task = task
            return isCancelled
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return self.task
        }
        task?.cancel()
    }
}
#endif
