import Foundation

/// Everything that can go wrong with a call, and with what.
///
/// Its descriptions never contain a credential: the client redacts API keys, tokens and
/// secret parameters from the messages and bodies it keeps.
public struct BinderyError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What kind of failure it was.
    public enum Code: String, Sendable, Hashable {
        /// The request could not be built: a header value with a line break, a body that does not encode.
        case invalidRequest
        /// The client is not set up for the call: a missing credential, a plain-http server.
        case invalidConfiguration
        /// The connection failed or broke.
        case transport
        /// The call took longer than the client's timeout.
        case timedOut
        /// The calling task was cancelled.
        case cancelled
        /// The client refused to send: the API's rate limit is spent until ``BinderyError/retryAfter``.
        case rateLimited
        /// The server answered with a failure status, or flagged a failure in a success body.
        case server
        /// The body did not decode to the expected type; see ``BinderyError/codingPath``.
        case decoding
        /// The body exceeded the client's ``ClientConfiguration/maximumResponseSize``.
        case responseTooLarge
    }

    /// What kind of failure it was.
    public var code: Code
    /// The endpoint, as the spec names it: `getTracking`.
    public var operationID: String
    /// What happened, in a sentence.
    public var message: String
    /// The HTTP status, when a response arrived.
    public var status: Int?
    /// The server's error model, decoded, when the body had one; cast it to the API's type.
    public var serverError: (any ServerErrorModel)?
    /// The failure as the spec documents it, when the status (and code) match one.
    public var documentedError: DocumentedError?
    /// The start of the response body, redacted, for failures that had one.
    public var responseBody: String?
    /// For a decoding failure: where in the JSON it failed, from the root of the body, like
    /// `data.tracking.checkpoints[2].checkpoint_time`; nil when the body as a whole failed (not JSON,
    /// or not the expected kind of value).
    public var codingPath: String?
    /// How long the server or the rate limit asks to wait before trying again.
    public var retryAfter: Duration?
    /// How many attempts were made.
    public var attempts: Int
    /// The error underneath, when there was one.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code, operationID: String, message: String, status: Int? = nil,
        serverError: (any ServerErrorModel)? = nil, documentedError: DocumentedError? = nil,
        responseBody: String? = nil, codingPath: String? = nil, retryAfter: Duration? = nil,
        attempts: Int = 1, underlying: (any Error)? = nil
    ) {
        self.code = code
        self.operationID = operationID
        self.message = message
        self.status = status
        self.serverError = serverError
        self.documentedError = documentedError
        self.responseBody = responseBody
        self.codingPath = codingPath
        self.retryAfter = retryAfter
        self.attempts = attempts
        self.underlying = underlying
    }

    /// The server's own error code (AfterShip's `meta.code`), when its error model has one.
    public var serverCode: String? { serverError?.serverErrorCode }

    /// `getTracking: HTTP 404, code 4004: Tracking does not exist.`; without a status or a
    /// server code, `getTracking: the connection failed: …`.
    public var description: String {
        var facts: [String] = []
        if let status { facts.append("HTTP \(status)") }
        if let serverCode { facts.append("code \(serverCode)") }
        var text = "\(operationID): "
        if !facts.isEmpty { text += facts.joined(separator: ", ") + ": " }
        text += message
        if let codingPath { text += " at '\(codingPath)'" }
        if attempts > 1 { text += " (after \(attempts) attempts)" }
        return text
    }

    /// The description, the body excerpt and the error underneath.
    public var debugDescription: String {
        var text = "BinderyError.\(code.rawValue) " + description
        if let responseBody { text += "\nbody: \(responseBody)" }
        if let underlying { text += "\nunderlying: \(underlying)" }
        return text
    }
}

extension BinderyError: LocalizedError {
    /// The ``description``, so that `localizedDescription` (what an alert or a log shows of
    /// any `Error`) says what failed rather than "The operation couldn't be completed".
    public var errorDescription: String? { description }
}

/// An API's error model: what a failed call's body decodes to.
public protocol ServerErrorModel: Decodable, Sendable {
    /// The machine-readable code, as text.
    var serverErrorCode: String? { get }
    /// The human-readable message.
    var serverErrorMessage: String? { get }
}
