import Foundation

/// Gives the tokens of a bearer auth scheme whose tokens expire (OAuth access tokens), for
/// ``ClientConfiguration/tokenProviders``.
///
/// The client asks for a token when a call needs one and it holds none, and keeps it for
/// later calls. When the server answers a call with 401, the client asks again with
/// `refreshing: true`, sends the call once more with the new token, and keeps that one; a
/// second 401 is the call's failure, not another refresh. Calls that get a 401 for the same
/// token at the same time share one refresh.
///
/// ```swift
/// struct OAuthTokens: TokenProvider {
///     let session: OAuthSession
///     func token(refreshing: Bool) async throws -> String {
///         refreshing ? try await session.refreshAccessToken() : try await session.accessToken()
///     }
/// }
/// let github = GitHubClient { $0.tokenProviders["token"] = OAuthTokens(session: session) }
/// ```
///
/// Tokens are redacted from errors and logs like other credentials.
public protocol TokenProvider: Sendable {
    /// A token to send: the current one, or with `refreshing` a new one, since the server
    /// refused the last. A thrown error fails the call with ``BinderyError/Code/invalidConfiguration``.
    func token(refreshing: Bool) async throws -> String
}

/// A client's token of one scheme: the one it holds, and the request to the provider under
/// way, which every call that needs a token meanwhile awaits instead of asking again.
///
/// A lock rather than an actor: most calls find the token held and go on without a hop.
final class TokenStore: @unchecked Sendable {
    private let provider: any TokenProvider
    private let lock = NSLock()
    // Guarded by `lock`.
    private var current: String?
    private var pending: Task<String, any Error>?

    init(provider: any TokenProvider) {
        self.provider = provider
    }

    /// The token to send: the one held, unless it is `rejected` (the server answered 401 to
    /// it), in which case a new one, from the refresh under way or one started now.
    func token(replacing rejected: String?, operationID: String) async throws(BinderyError) -> String {
        enum Step {
            case ready(String)
            case wait(Task<String, any Error>)
        }
        let step: Step = lock.withLock {
            if let current, current != rejected { return .ready(current) }
            if let pending { return .wait(pending) }
            let refreshing = rejected != nil
            let provider = self.provider
            let task = Task { try await provider.token(refreshing: refreshing) }
            pending = task
            return .wait(task)
        }
        let task: Task<String, any Error>
        switch step {
        case .ready(let token): return token
        case .wait(let waiting): task = waiting
        }
        do {
            let token = try await task.value
            // An empty token is no token: it is not kept, and the next call asks again.
            let isEmpty = token.trimmingWhitespace.isEmpty
            lock.withLock {
                if pending == task {
                    if !isEmpty { current = token }
                    pending = nil
                }
            }
            guard !isEmpty else {
                throw BinderyError(.invalidConfiguration, operationID: operationID, message: "the token provider gave an empty token")
            }
            return token
        } catch let error as BinderyError {
            throw error
        } catch {
            lock.withLock { if pending == task { pending = nil } }
            throw BinderyError(
                .invalidConfiguration, operationID: operationID, message: "the token provider failed", underlying: error)
        }
    }
}
