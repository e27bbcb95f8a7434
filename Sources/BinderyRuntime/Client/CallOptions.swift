import Foundation
import HTTPTypes

/// Settings for the calls made inside ``withCallOptions(_:_:)``, without a second client:
/// the same ``BinderyClient``, its rate limiters, back-off, session and credentials.
///
/// ```swift
/// let repository = try await withCallOptions(CallOptions(timeout: .seconds(5), headers: [.init("X-Trace")!: "42"])) {
///     try await github.getRepository(owner: "swiftlang", repo: "swift")
/// }
/// ```
///
/// The options travel with the task, as task-local values do: every call made in `body`, and
/// in tasks it starts with structured concurrency (`async let`, task groups), uses them; a
/// generated client's methods need no parameter for them, and pages of a paged call get
/// them too. Options given inside others replace those they set and keep the rest.
public struct CallOptions: Sendable {
    /// The longest each call may take, all attempts included, instead of
    /// ``ClientConfiguration/timeout``.
    public var timeout: Duration?
    /// Header fields added to each request, replacing fields of the same name (a constant
    /// header of the spec included), but never a credential. They are not redacted from errors.
    public var headers: HTTPFields
    /// The retries of each call, instead of the client's ``ClientConfiguration/retryPolicy``
    /// and an endpoint's own retry statuses.
    public var retryPolicy: RetryPolicy?
    /// Where each call goes instead of the client's base URL (or an endpoint's own); it is
    /// checked as the client's is (https, unless loopback or ``ClientConfiguration/allowsInsecureHTTP``).
    public var baseURL: URL?

    /// Creates options; each left out keeps the client's setting.
    public init(timeout: Duration? = nil, headers: HTTPFields = [:], retryPolicy: RetryPolicy? = nil, baseURL: URL? = nil) {
        self.timeout = timeout
        self.headers = headers
        self.retryPolicy = retryPolicy
        self.baseURL = baseURL
    }

    /// The options of the calls the current task makes, if any.
    @TaskLocal static var current: CallOptions?

    /// These options over `outer`: each setting of these, or else of `outer`; headers of both.
    func merged(over outer: CallOptions?) -> CallOptions {
        guard let outer else { return self }
        var headers = outer.headers
        for field in self.headers { headers[fields: field.name] = self.headers[fields: field.name] }
        return CallOptions(
            timeout: timeout ?? outer.timeout, headers: headers, retryPolicy: retryPolicy ?? outer.retryPolicy,
            baseURL: baseURL ?? outer.baseURL)
    }

    /// Whether the options change the request itself, not only how it is sent.
    var changesRequest: Bool { !headers.isEmpty || baseURL != nil }
}

/// Runs `body` with `options` applied to every call it makes (see ``CallOptions``).
public func withCallOptions<Value, Failure: Error>(
    _ options: CallOptions, _ body: () async throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await CallOptions.$current.withValue(options.merged(over: CallOptions.current)) {
        do throws(Failure) {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
    return try result.get()
}
