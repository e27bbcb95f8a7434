import HTTPTypes
import Testing

@_spi(Generated) @testable import BinderyRuntime

@Suite("Operation descriptors")
struct OperationDescriptorTests {
    @Test("a descriptor is a value: changing a copy leaves the original and other copies alone")
    func copiesAreIndependent() {
        let original = OperationDescriptor(
            id: "getItem", method: .get, path: "/items/{id}", auth: ["apiKey"], secretFields: ["token"])
        var changed = original
        let untouched = original

        changed.id = "deleteItem"
        changed.method = .delete
        changed.auth.append("token")
        changed.secretFields = []

        #expect(changed.id == "deleteItem")
        #expect(changed.method == .delete)
        #expect(changed.auth == ["apiKey", "token"])
        #expect(changed.secretFields.isEmpty)
        for descriptor in [original, untouched] {
            #expect(descriptor.id == "getItem")
            #expect(descriptor.method == .get)
            #expect(descriptor.auth == ["apiKey"])
            #expect(descriptor.secretFields == ["token"])
            #expect(descriptor.isIdempotent)
        }
    }

    @Test("a change made to a descriptor no other copy shares is kept")
    func uniqueCopyChangesInPlace() {
        var descriptor = OperationDescriptor(id: "listItems", method: .get, path: "/items")
        for status in [201, 202, 204] { descriptor.successStatuses.append(status) }
        descriptor.unwrapping = ["items"]
        descriptor.isIdempotent = false

        #expect(descriptor.successStatuses == [200, 201, 202, 204])
        #expect(descriptor.unwrapping == ["items"])
        #expect(!descriptor.isIdempotent)
        #expect(descriptor.path == "/items")
    }
}
