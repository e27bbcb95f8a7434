import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("HTTPMethod: which methods a spec names and which are idempotent")
struct HTTPMethodTests {
    @Test("GET, HEAD, OPTIONS, TRACE, PUT and DELETE are idempotent (RFC 9110, section 9.2.2)")
    func idempotentMethods() {
        let idempotent = HTTPMethod.allCases.filter(\.isIdempotent).map(\.rawValue)
        #expect(Set(idempotent) == ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"])
        #expect(HTTPMethod.isIdempotent("OPTIONS"))
        #expect(!HTTPMethod.isIdempotent("POST"))
        #expect(!HTTPMethod.isIdempotent("PATCH"))
        #expect(!HTTPMethod.isIdempotent("get"))  // the decoder keeps methods upper case
        #expect(!HTTPMethod.isIdempotent("BREW"))
    }

    @Test("a spec names GET, POST, PUT, PATCH, DELETE or HEAD")
    func specMethods() {
        #expect(HTTPMethod.specMethods.map(\.rawValue) == ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"])
        #expect(
            SpecText.diagnostics("\(SpecText.header)\nendpoints:\n  probe: { method: OPTIONS, path: /items }\n") == [
                "api.yaml:6:20: error: 'method' must be one of GET, POST, PUT, PATCH, DELETE, HEAD, not 'OPTIONS'"
            ])
    }

    @Test(
        "an endpoint is idempotent as its method is unless the spec says otherwise; only an override is emitted",
        arguments: HTTPMethod.specMethods)
    func decodedAndEmitted(method: HTTPMethod) throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              plain: { method: \(method.rawValue), path: /items }
              overridden: { method: \(method.rawValue), path: /others, idempotent: \(!method.isIdempotent) }
            """)
        let plain = try #require(spec.endpoints.first { $0.name == "plain" })
        let overridden = try #require(spec.endpoints.first { $0.name == "overridden" })
        #expect(plain.idempotent == method.isIdempotent)
        #expect(overridden.idempotent == !method.isIdempotent)
        #expect(!Snippet.endpoint("plain", in: spec).request.contains("isIdempotent"))
        #expect(Snippet.endpoint("overridden", in: spec).request.contains("isIdempotent: \(!method.isIdempotent)"))
    }
}
