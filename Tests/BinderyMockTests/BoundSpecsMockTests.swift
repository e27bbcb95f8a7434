import BinderyGenerator
import BinderyLoopback
import Foundation
import Testing

@testable import BinderyMock

/// Every endpoint of every bound spec (`Specs/*`) answered by the mock, without a socket: a
/// request made from the spec (path, required parameters, credentials and a body from the
/// made values) reaches its own endpoint, passes the checks, and is answered with a success
/// whose value is of the response's type, by the rule that checks examples.
@Suite("bindery mock: every endpoint of the bound specs")
struct BoundSpecsMockTests {
    static let specsFolder = MockFixture.afterShipSpec.deletingLastPathComponent()
    static let specs = ["AfterShip", "Clover", "Gooten", "Iplabs", "Shop"]

    @Test(arguments: specs)
    func everyEndpointAnswersWithAValueOfItsType(_ name: String) throws {
        let spec = try SpecLoader.load(directory: Self.specsFolder.appendingPathComponent(name).path)
        let lines = LogLines()
        let responder = MockResponder(spec: spec) { lines.append($0) }
        let values = ValueSynthesizer(spec: spec)
        let conformance = JSONConformance(models: spec.models, dateFormat: spec.dateFormat)
        let prefix = MockRoutes.pathPrefix(of: spec.servers.first?.url)
        for endpoint in spec.endpoints where endpoint.multipart == nil && endpoint.body?.encoding != .form {
            // An endpoint with a base URL of its own is served under that URL's path.
            let ownPrefix = endpoint.baseURL.map { MockRoutes.pathPrefix(of: $0.value) } ?? prefix
            let request = Self.request(for: endpoint, in: spec, prefix: ownPrefix, values: values)
            let reply = responder.reply(to: request)
            guard case .response(let status, _, let body) = reply else {
                Issue.record("\(endpoint.name): not a plain response")
                continue
            }
            #expect(endpoint.response.statuses.contains(status), "\(endpoint.name): \(status) \(lines.all.last ?? "")")
            #expect(lines.all.last?.hasSuffix(" \(endpoint.name)") == true, "\(endpoint.name) was answered as: \(lines.all.last ?? "")")
            guard let type = endpoint.response.type, endpoint.response.stream == nil, !endpoint.response.isText else { continue }
            var value = try ReceivedJSON.read(body)
            if let key = spec.envelope?.dataKey { value = value[key] ?? .null }
            if let flag = spec.envelope?.errorFlagKey, case .object(let members) = value {
                #expect(value[flag] == .bool(false), "\(endpoint.name): \(flag) is not false")
                value = .object(members.filter { $0.key != flag })
            }
            for key in endpoint.response.unwrapPath { value = value[key] ?? .null }
            let mismatch = conformance.mismatch(of: value, as: type)
            #expect(mismatch == nil, "\(endpoint.name): \(mismatch?.description ?? "")")
        }
    }

    /// A request the spec allows: made path values, every required parameter, every credential.
    static func request(for endpoint: EndpointSpec, in spec: APISpec, prefix: String, values: ValueSynthesizer) -> LoopbackRequest {
        let parameters = RequestChecks(spec: spec, values: values).parameters(of: endpoint)
        var path = prefix
        for segment in endpoint.pathTemplate.segments {
            switch segment {
            case .literal(let text): path += text
            case .placeholder(let name):
                let type = parameters.first { $0.wireName == name }?.type ?? .string
                path += values.text(of: type, name: name).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
            }
        }
        var query: [String] = []
        var headers: [(name: String, value: String)] = []
        for parameter in parameters where parameter.required && parameter.place != .path {
            var type = parameter.type
            if case .array(let element) = type { type = element }
            let text = values.text(of: type, name: parameter.wireName)
            if parameter.place == .query {
                query.append("\(parameter.wireName)=\(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text)")
            } else {
                headers.append((parameter.wireName, text))
            }
        }
        for scheme in spec.authSchemes {
            switch scheme.kind {
            case .apiKeyHeader(let header): headers.append((header, "key"))
            case .apiKeyQuery(let item): query.append("\(item)=key")
            case .bearer: headers.append(("Authorization", "Bearer token"))
            case .basic: headers.append(("Authorization", "Basic " + Data("user:secret".utf8).base64EncodedString()))
            }
        }
        var body = Data()
        if let spec = endpoint.body {
            var value = values.value(of: spec.type)
            if let wrap = spec.wrapKey { value = .object([JSONLiteral.Member(wrap, value)]) }
            body = Data(value.jsonText.utf8)
        }
        let target = path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        return LoopbackRequest(method: endpoint.method, target: target, headers: headers, body: body)
    }
}
