import Foundation
import HTTPTypes

extension BinderyClient {
    /// A response as success, ready to decode, or as the failure it reports.
    func classify(
        _ response: HTTPResponse, body: Data, outgoing: OutgoingRequest, attempt: Int
    ) -> Result<ResponseContext, BinderyError> {
        let status = response.status.code
        let envelope = configuration.envelope
        let isSuccess = outgoing.successStatuses.contains(status)
        if isSuccess, !isFlaggedFailure(body, flagKey: envelope?.errorFlagKey) {
            return .success(ResponseContext(response: response, body: body, call: outgoing, decoder: decoder))
        }
        var redactor = outgoing.redactor
        redactor.addSecrets(inJSON: body, underKeys: outgoing.secretFields)
        // The model is decoded from the redacted body, so that it cannot keep an echoed secret.
        let serverError = configuration.errorModel?.decode(redactor.redact(body), envelope?.errorKey)
        let documented = documentedError(status: status, code: serverError?.serverErrorCode, in: outgoing.documentedErrors)
        // An empty message (`"ErrorMessage": ""`) says nothing: the documented summary says more.
        let message = serverError?.serverErrorMessage.flatMap { $0.isEmpty ? nil : $0 } ?? documented?.summary
            ?? (isSuccess ? "the server flagged the call as failed" : "the server answered HTTP \(status)")
        let retryAfter = response.headerFields[.retryAfter].flatMap { RetryAfter.parse($0, now: configuration.clock.now()) }
        return .failure(BinderyError(
            .server, operationID: outgoing.operationID, message: redactor.redact(message), status: status,
            serverError: serverError, documentedError: documented,
            responseBody: BodyExcerpt.make(body, redactor: redactor), retryAfter: retryAfter, attempts: attempt))
    }

    /// The documented failure for a status and server code: one listed with that very code
    /// first, else one listed for the status alone.
    func documentedError(status: Int, code: String?, in errors: [DocumentedError]) -> DocumentedError? {
        if let code, let exact = errors.first(where: { $0.status == status && $0.code == code }) { return exact }
        return errors.first { $0.status == status && $0.code == nil }
    }

    /// Whether a success body carries the envelope's failure flag set to true.
    private func isFlaggedFailure(_ body: Data, flagKey: String?) -> Bool {
        guard let flagKey else { return false }
        return (try? JSONDecoder().decode(Unwrapped<Bool>.self, from: body, configuration: [flagKey]).value) ?? false
    }
}
