@_spi(Generated) import BinderyRuntime
import Foundation

/// `GET /secured` with the `apiKey` scheme (a header key).
struct GetWithHeaderKey: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "getWithHeaderKey", method: .get, path: "/secured", auth: ["apiKey"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/secured"
    }
}

/// `GET /secured` with the `token` scheme (a bearer token).
struct GetWithBearer: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "getWithBearer", method: .get, path: "/secured", auth: ["token"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/secured"
    }
}

/// `GET /secured` with the `account` scheme (HTTP basic).
struct GetWithBasic: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "getWithBasic", method: .get, path: "/secured", auth: ["account"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/secured"
    }
}

/// `GET /secured` with the `queryKey` scheme (a key in the query).
struct GetWithQueryKey: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "getWithQueryKey", method: .get, path: "/secured", auth: ["queryKey"])

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/secured"
    }
}

/// `GET /lookup?signature=…`, a secret query parameter.
struct GetWithSecretQuery: APIOperation {
    typealias Response = Ack
    static let descriptor = OperationDescriptor(id: "getWithSecretQuery", method: .get, path: "/lookup")

    var signature: String

    func encode(into request: inout RequestParts) throws(BinderyError) {
        request.path = "/lookup"
        request.addQuery("signature", signature, isSecret: true)
    }
}

enum Secrets {
    static let apiKey = "key-9f8e7d6c5b4a"
    static let token = "tok/ABC+def=ghi/123"
    static let queryKey = "qk-1122334455"
    static let signature = "sig-aabbccddeeff"
    static let password = "pw-5566778899"
    /// `ada:pw-5566778899` in base64: what an `Authorization: Basic` field carries.
    static let encodedAccount = "YWRhOnB3LTU1NjY3Nzg4OTk="

    static let all = [apiKey, token, queryKey, signature, password, encodedAccount]

    /// Every credential scheme the secured operations use.
    static let credentials: [String: Credential] = [
        "apiKey": .apiKeyHeader(name: "X-Api-Key", key: apiKey),
        "token": .bearer(token),
        "queryKey": .apiKeyQuery(name: "api_key", key: queryKey),
        "account": .basic(BasicCredentials(username: "ada", password: password)),
    ]
}
