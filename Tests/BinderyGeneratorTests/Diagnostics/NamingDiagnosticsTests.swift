import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Names that cannot become Swift, or become the same Swift.
@Suite("Diagnostics: Swift names")
struct NamingDiagnosticsTests {
    @Test func namesThatCollideAfterConversion() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Item:
                fields:
                  tracking_number: string
                  trackingNumber: string
              item: { fields: { id: string } }
              Status: { enum: [in-transit, in_transit] }
            endpoints:
              get_item: { method: GET, path: /a }
              getItem: { method: GET, path: /b }
            """)
        #expect(diagnostics == [
            "api.yaml:9:7: error: field 'trackingNumber' of model 'Item' becomes 'trackingNumber' in Swift, as 'tracking_number' does; give one a 'swiftName'",
            "api.yaml:10:3: error: model 'item' becomes 'Item' in Swift, as 'Item' does; give one a 'swiftName'",
            "api.yaml:11:32: error: value 'in_transit' of enum 'Status' becomes 'inTransit' in Swift, as 'in-transit' does; give one a 'swiftName'",
            "api.yaml:14:3: error: endpoint 'getItem' becomes 'getItem' in Swift, as 'get_item' does; give one a 'swiftName'",
        ])
    }

    @Test func namesThatAreNotValidSwift() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Delivery:
                enum: ["2-day", next_day, "_"]
              3DSecure: { fields: { "%": string } }
            """)
        #expect(diagnostics == [
            "api.yaml:7:12: error: enum value '2-day' becomes '2Day', which is not a valid Swift name; give it a 'swiftName'",
            "api.yaml:7:31: error: enum value '_' becomes '_', which is not a valid Swift name; give it a 'swiftName'",
            "api.yaml:8:3: error: model '3DSecure' becomes '3DSecure', which is not a valid Swift name; give it a 'swiftName'",
            "api.yaml:8:25: error: field '%' becomes '%', which is not a valid Swift name; give it a 'swiftName'",
        ])
    }

    @Test func enumWithoutValues() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Color: { enum: [] }
            """)
        #expect(diagnostics == ["api.yaml:6:3: error: enum 'Color' has no values"])
    }

    @Test func enumValuesNamedLikeGeneratedMembers() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              State: { enum: [known, unknown, { value: UNKNOWN, swiftName: notKnown }, all_cases, values_by_raw_value] }
            """)
        #expect(diagnostics == [
            "api.yaml:6:26: error: 'unknown' is the case that keeps values the spec does not list; give 'unknown' another 'swiftName'",
            "api.yaml:6:76: error: 'allCases' is the generated list of the enum's values; give 'all_cases' another 'swiftName'",
            "api.yaml:6:87: error: 'valuesByRawValue' is the generated table of the enum's values by wire string; give 'values_by_raw_value' another 'swiftName'",
        ])
    }

    @Test func modelNamesTheGeneratedCodeNeeds() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Result: { fields: { ok: boolean } }
              ShopClient: { fields: { id: string } }
              ListItemsRequest: { fields: { id: string } }
              Page: { fields: { id: string }, swiftName: Pages }
              MultipartFile: { fields: { url: string } }
              Secret: { fields: { id: string }, swiftName: RedactedValue }
            endpoints:
              listItems: { method: GET, path: /items }
            """)
        #expect(diagnostics == [
            "api.yaml:6:3: error: model 'Result' would hide Swift's or the runtime's 'Result', which the generated code uses; rename it with 'swiftName'",
            "api.yaml:7:3: error: model 'ShopClient' clashes with the generated 'ShopClient'; rename it with 'swiftName'",
            "api.yaml:8:3: error: model 'ListItemsRequest' clashes with the generated 'ListItemsRequest'; rename it with 'swiftName'",
            "api.yaml:9:3: error: model 'Page' would hide Swift's or the runtime's 'Pages', which the generated code uses; rename it with 'swiftName'",
            "api.yaml:10:3: error: model 'MultipartFile' would hide Swift's or the runtime's 'MultipartFile', which the generated code uses; rename it with 'swiftName'",
            "api.yaml:11:3: error: model 'Secret' would hide Swift's or the runtime's 'RedactedValue', which the generated code uses; rename it with 'swiftName'",
        ])
    }

    @Test func modelNamesOfTheOperationProtocolAndTheEnvelopeKey() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              envelope: { data: result }
            models:
              ShopOperation: { fields: { id: string } }
              ShopEnvelopeKey: { fields: { id: string } }
            endpoints:
              listItems: { method: GET, path: /items }
            """)
        #expect(diagnostics == [
            "api.yaml:7:3: error: model 'ShopOperation' clashes with the generated 'ShopOperation'; rename it with 'swiftName'",
            "api.yaml:8:3: error: model 'ShopEnvelopeKey' clashes with the generated 'ShopEnvelopeKey'; rename it with 'swiftName'",
        ])
    }

    @Test func envelopeKeyNameIsFreeWithoutADataKey() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              ShopEnvelopeKey: { fields: { id: string } }
            endpoints:
              listItems: { method: GET, path: /items }
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func valuesNamedSelf() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            models:
              Link: { fields: { self: string, next: string } }
            endpoints:
              follow:
                method: GET
                path: /follow
                parameters: { self: { in: query } }
            """)
        #expect(diagnostics == [
            "api.yaml:6:21: error: field 'self' becomes 'self', which Swift reserves for the value itself; give it a 'swiftName'",
            "api.yaml:11:19: error: parameter 'self' becomes 'self', which Swift reserves for the value itself; give it a 'swiftName'",
        ])
    }

    @Test func clientArgumentsThatCollide() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
              auth:
                api_key: { type: apiKeyHeader, name: X-Key }
              sharedParameters:
                server: { in: header }
                apiKey: { in: query }
            """)
        #expect(diagnostics == [
            "api.yaml:8:5: error: shared parameter 'server' becomes the client initializer's argument 'server', which the initializer already has; give it a 'swiftName'",
            "api.yaml:9:5: error: shared parameter 'apiKey' and auth scheme 'api_key' both become the client initializer's argument 'apiKey'; give one a 'swiftName'",
        ])
    }

    @Test func specFilesThatWouldWriteTheSameSwiftFile() {
        let diagnostics = SpecText.diagnostics([
            SpecText.file("api.yaml", SpecText.header),
            SpecText.file("client.yaml", "models: {}"),
            SpecText.file("items.yaml", "models: {}"),
            SpecText.file("items.yml", "models: {}"),
            SpecText.file("items+Calls.yaml", "models: {}"),
            SpecText.file("orders+Requests.yaml", "models: {}"),
            SpecText.file("orders.yaml", "models: {}"),
        ])
        #expect(diagnostics == [
            "client.yaml:1:1: error: this file would generate 'client.swift', which clashes with the API-level file; rename the file",
            "items+Calls.yaml:1:1: error: this file would generate 'items+Calls.swift', which clashes with the output of items.yaml; rename the file",
            "items.yml:1:1: error: this file would generate 'items.swift', which clashes with the output of items.yaml; rename the file",
            "orders.yaml:1:1: error: this file would generate 'orders+Requests.swift', which clashes with the output of orders+Requests.yaml; rename the file",
        ])
    }
}
