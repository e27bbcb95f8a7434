import BinderyLoopback
import BinderySpec
import Foundation

/// Holds a request to its endpoint's spec: credentials, path, query and header parameters, and
/// the body. Each check throws the first ``MockProblem`` it finds.
struct RequestChecks: Sendable {
    let spec: APISpec
    let conformance: JSONConformance
    let values: ValueSynthesizer

    init(spec: APISpec, values: ValueSynthesizer) {
        self.spec = spec
        self.values = values
        self.conformance = JSONConformance(models: spec.models, dateFormat: spec.dateFormat)
    }

    /// Every check of `request` against `endpoint`, in the order a server makes them.
    func check(_ request: LoopbackRequest, against endpoint: EndpointSpec, pathValues: [String: String]) throws(MockProblem) {
        try checkCredentials(request, endpoint)
        try checkParameters(request, endpoint, pathValues: pathValues)
        try checkBody(request, endpoint)
    }

    // MARK: - Credentials

    /// Each scheme the call uses that is not optional must have sent a credential.
    func checkCredentials(_ request: LoopbackRequest, _ endpoint: EndpointSpec) throws(MockProblem) {
        for name in endpoint.auth {
            guard let scheme = spec.authSchemes.first(where: { $0.name == name }), !scheme.isOptional else { continue }
            switch scheme.kind {
            case .apiKeyHeader(let header):
                guard request.header(header).map({ !$0.isEmpty }) ?? false else {
                    throw MockProblem(status: 401, message: "credentials missing: the '\(header)' header (auth scheme '\(name)') is not sent")
                }
            case .apiKeyQuery(let item):
                guard request.queryValue(item).map({ !$0.isEmpty }) ?? false else {
                    throw MockProblem(
                        status: 401, message: "credentials missing: the query parameter '\(item)' (auth scheme '\(name)') is not sent")
                }
            case .bearer:
                let authorization = request.header("Authorization") ?? ""
                guard authorization.lowercased().hasPrefix("bearer "), authorization.count > 7 else {
                    throw MockProblem(
                        status: 401, message: "credentials missing: no 'Authorization: Bearer' token (auth scheme '\(name)')",
                        headers: [("WWW-Authenticate", "Bearer")])
                }
            case .basic:
                guard Self.isBasicAuthorization(request.header("Authorization")) else {
                    throw MockProblem(
                        status: 401,
                        message: "credentials missing: no 'Authorization: Basic' user name and password in base64 (auth scheme '\(name)')",
                        headers: [("WWW-Authenticate", "Basic")])
                }
            }
        }
    }

    /// Whether `authorization` is `Basic` and the base64 of `username:password` (RFC 7617).
    static func isBasicAuthorization(_ authorization: String?) -> Bool {
        guard let authorization, authorization.lowercased().hasPrefix("basic "),
            let decoded = Data(base64Encoded: String(authorization.dropFirst(6)).trimmingCharacters(in: .whitespaces))
        else { return false }
        return String(data: decoded, encoding: .utf8)?.contains(":") ?? false
    }

    // MARK: - Parameters

    /// The endpoint's own parameters and the shared ones it takes.
    func parameters(of endpoint: EndpointSpec) -> [ParameterSpec] {
        endpoint.parameters + spec.sharedParameters.filter { endpoint.sharedParameters.contains($0.wireName) }
    }

    private func checkParameters(_ request: LoopbackRequest, _ endpoint: EndpointSpec, pathValues: [String: String]) throws(MockProblem) {
        for parameter in parameters(of: endpoint) {
            let texts: [String]
            switch parameter.place {
            case .path:
                texts = pathValues[parameter.wireName].map { [$0.removingPercentEncoding ?? $0] } ?? []
            case .query:
                texts = request.query.filter { $0.name == parameter.wireName }.map(\.value)
            case .header:
                let wanted = parameter.wireName.lowercased()
                texts = request.headers.filter { $0.name == wanted }.map(\.value)
            }
            guard !texts.isEmpty else {
                if parameter.required && parameter.defaultValue == nil {
                    throw MockProblem(status: 400, message: "the required \(parameter.place.rawValue) parameter '\(parameter.wireName)' is missing")
                }
                continue
            }
            try check(texts, of: parameter)
        }
    }

    /// The texts sent for a parameter are values of its type (a list's items each).
    private func check(_ texts: [String], of parameter: ParameterSpec) throws(MockProblem) {
        var itemType = parameter.type
        var items = texts
        if case .array(let element) = parameter.type {
            itemType = element
            let separator: Character? =
                switch (parameter.place, parameter.style) {
                case (.header, _), (_, .comma): ","
                case (_, .pipe): "|"
                case (_, .repeated): nil
                }
            if let separator {
                items = texts.flatMap { $0.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
            }
        }
        for item in items {
            let value = literal(item.trimmingCharacters(in: .whitespaces), as: itemType)
            if let mismatch = conformance.mismatch(of: value, as: itemType) {
                throw MockProblem(
                    status: 400,
                    message: "the \(parameter.place.rawValue) parameter '\(parameter.wireName)' is '\(item)', which is not a '\(itemType.specSpelling)': \(mismatch)")
            }
        }
    }

    /// A parameter's text as the JSON value it stands for: a number where its type is written
    /// as one, a boolean where it is one, else text.
    private func literal(_ text: String, as type: TypeReference) -> JSONLiteral {
        let kinds = JSONKind.kinds(of: type, models: values.models, dateFormat: spec.dateFormat)
        if kinds.contains(.number), JSONLiteral.isNumberText(text) { return .number(text) }
        if kinds.contains(.boolean), text == "true" || text == "false" { return .bool(text == "true") }
        return .string(text)
    }

    // MARK: - Body

    private func checkBody(_ request: LoopbackRequest, _ endpoint: EndpointSpec) throws(MockProblem) {
        if let multipart = endpoint.multipart {
            try checkMultipart(request, multipart, endpoint: endpoint)
            return
        }
        guard let body = endpoint.body else { return }
        guard !request.body.isEmpty else {
            if body.required {
                throw MockProblem(
                    status: 400, message: "the body is missing: '\(endpoint.name)' takes a '\(body.type.specSpelling)' as \(body.encoding.shortName)")
            }
            return
        }
        switch body.encoding {
        case .json: try checkJSON(request.body, body)
        case .form: try checkForm(request.body, body)
        case .text:
            guard String(utf8: request.body) != nil else {
                throw MockProblem(status: 400, message: "the body is not UTF-8 text: '\(endpoint.name)' takes a string as text")
            }
        // Any bytes are a binary body: there is nothing in them to check.
        case .binary: return
        }
    }

    private func checkJSON(_ data: Data, _ body: BodySpec) throws(MockProblem) {
        let value: JSONLiteral
        do {
            value = try ReceivedJSON.read(data)
        } catch {
            throw MockProblem(status: 400, message: "the body is not JSON")
        }
        var inner = value
        var prefix: [JSONPath.Step] = []
        if let wrap = body.wrapKey {
            guard let wrapped = value[wrap] else {
                throw MockProblem(status: 422, message: "the body must be an object with the key '\(wrap)' around the '\(body.type.specSpelling)'")
            }
            inner = wrapped
            prefix = [.key(wrap)]
        }
        if var mismatch = conformance.mismatch(of: inner, as: body.type) {
            mismatch.path = JSONPath(prefix + mismatch.path.steps)
            throw MockProblem(status: 422, message: "the body is not a '\(body.type.specSpelling)': \(mismatch)")
        }
    }

    /// A form body names each required field of its model (`email=…`, `address[city]=…`).
    private func checkForm(_ data: Data, _ body: BodySpec) throws(MockProblem) {
        guard case .named(let name) = body.type, let model = values.models[name] else { return }
        let text = String(decoding: data, as: UTF8.self)
        let names = Set(text.split(separator: "&").map { pair in
            let raw = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let decoded = (raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw)
            return String(decoded.prefix { $0 != "[" })
        })
        for field in model.fields where field.required && !names.contains(field.wireName) {
            throw MockProblem(status: 422, message: "the form body lacks the required field '\(field.wireName)' of '\(name)'")
        }
    }

    private func checkMultipart(_ request: LoopbackRequest, _ multipart: MultipartBodySpec, endpoint: EndpointSpec) throws(MockProblem) {
        let parts: [ReceivedPart]
        do {
            parts = try MultipartParser.parse(request.body, contentType: request.header("Content-Type"))
        } catch {
            throw MockProblem(status: 400, message: "the body is not multipart/form-data: \(error)")
        }
        let names = Set(parts.compactMap(\.name))
        for part in multipart.parts where part.required && !names.contains(part.wireName) {
            throw MockProblem(status: 422, message: "the multipart body lacks the required part '\(part.wireName)'")
        }
    }
}
