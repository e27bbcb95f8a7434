import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// A client of `baseURL` over ``URLSessionTransport``, on a ``TestClock``, with a jitter that
/// always waits the whole cap (so back-off is predictable) and a generous total timeout.
func makeClient(
    _ baseURL: URL, clock: TestClock = TestClock(), configure: (inout ClientConfiguration) -> Void = { _ in }
) -> BinderyClient {
    var configuration = ClientConfiguration(baseURL: baseURL)
    configuration.clock = clock
    configuration.retryPolicy = RetryPolicy(maxAttempts: 3, jitter: { $0 })
    // Long: these tests are not about time, and on a machine busy with other builds a call that
    // answers at once has waited over 20 s for a thread of the test process's two.
    configuration.timeout = .seconds(120)
    configure(&configuration)
    return BinderyClient(configuration: configuration)
}

/// The ``BinderyError`` `body` throws; throws (failing the test) when it returns or throws
/// another error.
func failure<T>(of body: () async throws -> T) async throws -> BinderyError {
    let value: T
    do {
        value = try await body()
    } catch let error as BinderyError {
        return error
    }
    throw UnexpectedSuccess(description: "expected a BinderyError, but the call returned \(value)")
}

/// Thrown by ``failure(of:)`` when the call it expected to fail succeeded.
struct UnexpectedSuccess: Error, CustomStringConvertible {
    var description: String
}

/// The outcome of a call, as a value to keep.
func outcome<T>(of body: () async throws -> T) async -> Result<T, BinderyError> {
    do {
        return .success(try await body())
    } catch let error as BinderyError {
        return .failure(error)
    } catch {
        return .failure(BinderyError(.transport, operationID: "?", message: "not a BinderyError: \(error)"))
    }
}

/// A loopback server that answers with `replies` in order, repeating the last one.
func scriptedServer(_ replies: [LoopbackReply]) throws -> LoopbackServer {
    let next = Box(0)
    return try LoopbackServer { _ in
        let index = next.update { index in
            defer { index += 1 }
            return index
        }
        return replies[min(index, replies.count - 1)]
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
