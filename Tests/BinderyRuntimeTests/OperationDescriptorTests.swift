import BinderyRuntime
import HTTPTypes
import Testing

@Suite("OperationDescriptor")
struct OperationDescriptorTests {
    @Test("GET, HEAD, PUT, DELETE and OPTIONS are idempotent unless told otherwise; POST and PATCH are not")
    func idempotencyDefaults() {
        let idempotent: [HTTPRequest.Method] = [.get, .head, .put, .delete, .options]
        for method in idempotent {
            #expect(OperationDescriptor(id: "a", method: method, path: "/").isIdempotent)
        }
        #expect(!OperationDescriptor(id: "a", method: .post, path: "/").isIdempotent)
        #expect(!OperationDescriptor(id: "a", method: .patch, path: "/").isIdempotent)
        #expect(OperationDescriptor(id: "a", method: .post, path: "/", isIdempotent: true).isIdempotent)
        #expect(!OperationDescriptor(id: "a", method: .get, path: "/", isIdempotent: false).isIdempotent)
    }
}
