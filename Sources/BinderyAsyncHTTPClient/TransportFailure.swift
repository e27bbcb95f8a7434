#if AsyncHTTPClient
import AsyncHTTPClient
import BinderyRuntime
import Foundation

/// AsyncHTTPClient's errors as the client reads a transport's: a deadline as
/// ``DeadlineExceeded`` (`.timedOut`), a server that stopped answering as `URLError(.timedOut)`
/// (`.timedOut`), a body past the cap as ``ResponseTooLargeError`` (`.responseTooLarge`); the rest
/// as they are (`.transport`, retried for idempotent calls).
enum TransportFailure {
    static func mapped(_ error: any Error, maximumSize: Int, limit: TimeLimit? = nil) -> any Error {
        if error is ResponseAccumulator.ResponseTooBigError {
            return ResponseTooLargeError(limit: maximumSize)
        }
        guard let error = error as? HTTPClientError else { return error }
        switch error {
        case .deadlineExceeded:
            return limit?.error ?? DeadlineExceeded()
        case .readTimeout, .writeTimeout, .connectTimeout, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout:
            return URLError(.timedOut)
        case .cancelled:
            return CancellationError()
        default:
            return error
        }
    }
}
#endif
