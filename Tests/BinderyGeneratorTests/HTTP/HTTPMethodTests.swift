import BinderyHTTP
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
        let idempotent = HTTPMethod.allCases.map(\.rawValue).filter(IdempotentMethods.contains)
        #expect(Set(idempotent) == ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"])
        #expect(!IdempotentMethods.contains("get"))  // the decoder keeps methods upper case
        #expect(!IdempotentMethods.contains("BREW"))
        #expect(IdempotentMethods.isIdempotent(method: "POST", declared: true))
        #expect(!IdempotentMethods.isIdempotent(method: "PUT", declared: false))
        #expect(IdempotentMethods.isIdempotent(method: "PUT", declared: nil))
        #expect(!IdempotentMethods.isIdempotent(method: "POST", declared: nil))
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
        let isIdempotent = IdempotentMethods.contains(method.rawValue)
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              plain: { method: \(method.rawValue), path: /items }
              overridden: { method: \(method.rawValue), path: /others, idempotent: \(!isIdempotent) }
              restated: { method: \(method.rawValue), path: /restated, idempotent: \(isIdempotent) }
            """)
        let plain = try #require(spec.endpoints.first { $0.name == "plain" })
        let overridden = try #require(spec.endpoints.first { $0.name == "overridden" })
        #expect(plain.declaredIdempotent == nil)
        #expect(overridden.declaredIdempotent == !isIdempotent)
        #expect(!Snippet.endpoint("plain", in: spec).request.contains("isIdempotent"))
        #expect(!Snippet.endpoint("restated", in: spec).request.contains("isIdempotent"))
        #expect(Snippet.endpoint("overridden", in: spec).request.contains("isIdempotent: \(!isIdempotent)"))
    }
}
