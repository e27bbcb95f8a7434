import BinderyLoopback
import BinderySpec
import Foundation

/// The answer to a request that passed every check: the response's example (or a made value),
/// paged in the spec's style, under the response's `at` keys and the API's envelope, with the
/// rate-limit headers and the response headers the spec declares.
struct SuccessAnswer: Sendable {
    let spec: APISpec
    let values: ValueSynthesizer

    /// How many events a streaming response sends before it ends.
    static let eventCount = 3

    func reply(for endpoint: EndpointSpec, to request: LoopbackRequest) -> LoopbackReply {
        let response = endpoint.response
        let status = response.statuses.first ?? 200
        var headers = rateLimitHeaders(for: endpoint) + declaredHeaders(of: response)
        guard let type = response.type else { return .response(status: status, headers: headers) }
        let value = values.value(of: type, example: response.example)
        if let stream = response.stream?.value {
            return .response(status: status, headers: headers + [("Content-Type", stream.mediaType)], body: events(value, stream, response))
        }
        if response.isBinary {
            // A `data` value is Base64 text: the bytes it stands for are the body.
            let bytes = if case .string(let base64) = value, let decoded = Data(base64Encoded: base64) { decoded } else { Data(value.jsonText.utf8) }
            return .response(status: status, headers: headers + [("Content-Type", BodyEncoding.defaultBinaryMediaType)], body: bytes)
        }
        if response.isText {
            let text = if case .string(let text) = value { text } else { value.jsonText }
            return .text(status, text, headers: headers)
        }
        var payload = value
        if let pagination = endpoint.pagination {
            let page = MockPages(pagination: pagination, endpoint: endpoint, values: values).page(of: value, responseType: type, for: request)
            payload = page.value
            if let link = page.link { headers.append(("Link", link)) }
        }
        return .json(status, envelope(MockPages.setting(response.unwrapPath, to: payload, in: .object([]))).jsonText, headers: headers)
    }

    /// The payload under the envelope's data key, with the error flag cleared beside it (in an
    /// object: a list or a scalar has no place for it, and a client reads none there).
    private func envelope(_ payload: JSONLiteral) -> JSONLiteral {
        guard let envelope = spec.envelope else { return payload }
        var body = envelope.dataKey.map { JSONLiteral.object([JSONLiteral.Member($0, payload)]) } ?? payload
        if let flag = envelope.errorFlagKey, case .object = body { body = body.setting(flag, to: .bool(false)) }
        return body
    }

    /// The rate limit's headers, of the endpoint's bucket or the API's: the limit, all of it
    /// remaining (the mock reports the limit; it does not enforce it), and its period as the
    /// seconds until the reset.
    private func rateLimitHeaders(for endpoint: EndpointSpec) -> [(String, String)] {
        let bucket = endpoint.rateLimitBucket.flatMap { name in spec.rateLimitBuckets.first { $0.name == name.value }?.limit }
        guard let limit = bucket ?? spec.rateLimit else { return [] }
        let count = String(limit.requests ?? 1000)
        var headers: [(String, String)] = []
        if let name = limit.limitHeader { headers.append((name, count)) }
        if let name = limit.remainingHeader { headers.append((name, count)) }
        if let name = limit.resetHeader { headers.append((name, String(Int((limit.perSeconds ?? 60).rounded(.up))))) }
        return headers
    }

    /// A made value for each response header the spec declares.
    private func declaredHeaders(of response: ResponseSpec) -> [(String, String)] {
        response.headers.map { header in
            let text = header.type == .dateTime ? "Mon, 15 Jan 2024 09:30:00 GMT" : values.text(of: header.type, name: header.name)
            return (header.name, text)
        }
    }

    /// ``eventCount`` events of `value`, then the terminator, in the stream's framing.
    private func events(_ value: JSONLiteral, _ format: ResponseStreamFormat, _ response: ResponseSpec) -> Data {
        let line = value.jsonText
        switch format {
        case .sse:
            var text = (1...Self.eventCount).map { "id: \($0)\ndata: \(line)\n\n" }.joined()
            if let terminator = response.terminator?.value { text += "data: \(terminator)\n\n" }
            return Data(text.utf8)
        case .jsonLines:
            return Data(Array(repeating: line + "\n", count: Self.eventCount).joined().utf8)
        }
    }
}
