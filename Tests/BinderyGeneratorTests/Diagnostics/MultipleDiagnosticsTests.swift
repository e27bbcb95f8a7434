import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Every mistake of a run is reported at once, in file, line and column order.
@Suite("Diagnostics: several at once")
struct MultipleDiagnosticsTests {
    @Test func everyMistakeIsReportedSortedByPlace() {
        // Files are given out of order, and each file's mistakes are found out of order
        // (decoding first, then validation).
        let diagnostics = SpecText.diagnostics([
            SpecText.file("orders.yaml", """
                models:
                  Order:
                    fields:
                      item: Itme
                      count: { type: integer, required: maybe }
                endpoints:
                  listOrders: { method: GTE, path: /orders }
                """),
            SpecText.file("api.yaml", """
                \(SpecText.header)
                  retry: { maxAttempts: 99 }
                models:
                  Item: { fields: { self: string } }
                """),
            SpecText.file("broken.yaml", "models: [\n"),
        ])
        #expect(diagnostics == [
            "api.yaml:5:25: error: 'maxAttempts' must be a whole number from 1 to 20",
            "api.yaml:7:21: error: field 'self' becomes 'self', which Swift reserves for the value itself; give it a 'swiftName'",
            "broken.yaml:2:1: error: invalid YAML: did not find expected node content while parsing a flow node",
            "orders.yaml:4:13: error: unknown type 'Itme'; did you mean 'Item'?",
            "orders.yaml:5:41: error: 'required' must be true or false",
            "orders.yaml:7:25: error: 'method' must be one of GET, POST, PUT, PATCH, DELETE, HEAD, not 'GTE'; did you mean 'GET'?",
        ])
    }

    /// The validator checks models and endpoints on two threads, each with a budget of "did you
    /// mean" hints of its own: the models' mistakes run theirs out, an endpoint's still gets one,
    /// whichever thread ends first.
    @Test func hintsRunOutForModelsAndNotForEndpoints() {
        // A hint compares the name with every model and scalar name (over 300 here): the models'
        // first 100 mistakes spend a half's whole budget.
        var text = SpecText.header + "\nmodels:\n"
        for index in 0..<300 {
            text += "  Model\(index): { fields: { f: \(index < 100 ? "Modle\(index)" : "string") } }\n"
        }
        text += "endpoints:\n  getThing: { method: GET, path: /thing, response: Modle299 }\n"
        let diagnostics = SpecText.diagnostics([SpecText.file("api.yaml", text)])
        #expect(diagnostics.count == 101)
        #expect(diagnostics.first == "api.yaml:6:26: error: unknown type 'Modle0'; did you mean 'Model0'?")
        #expect(diagnostics.dropFirst(98).first == "api.yaml:104:27: error: unknown type 'Modle98'")
        #expect(diagnostics.last == "api.yaml:307:52: error: unknown type 'Modle299'; did you mean 'Model299'?")
    }
}
