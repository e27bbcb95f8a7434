import BinderyGenerator
import Testing

@testable import BinderyDiff

@Suite("Path parameters are paired by their place")
struct PathParameterPlacesTests {
    private func endpoint(_ path: String, parameters: String, shared: String = "") throws -> EndpointSpec {
        let text = TestSpecs.header + shared + """
            endpoints:
              getPart: { method: GET, path: "\(path)", parameters: { \(parameters) } }
            """
        let spec = try SpecLoader.load([SpecSourceFile(displayPath: "api.yaml", relativePath: "api.yaml", bytes: Array(text.utf8))])
        return try #require(spec.endpoints.first)
    }

    @Test("each path parameter's place among the endpoint's own, in path order")
    func places() throws {
        let endpoint = try endpoint("/items/{item}/parts/{part}", parameters: "part: { in: path }, item: { in: path }, q: { in: query }")
        #expect(endpoint.pathParameterPlaces == ["item": 0, "part": 1])
    }

    @Test("a shared path value takes no place: only the endpoint's own parameters are counted")
    func sharedLeftOut() throws {
        let shared = "  sharedParameters:\n    shop: { in: path }\n"
        let endpoint = try endpoint("/shops/{shop}/items/{id}", parameters: "id: { in: path }", shared: shared)
        #expect(endpoint.pathParameterPlaces == ["id": 0])
    }

    @Test("a renamed placeholder keeps its place; swapped ones do not")
    func renamedAndSwapped() throws {
        let old = try endpoint("/a/{x}/b/{y}", parameters: "x: { in: path }, y: { in: path }")
        let renamed = try endpoint("/a/{key}/b/{y}", parameters: "key: { in: path }, y: { in: path }")
        let swapped = try endpoint("/a/{y}/b/{x}", parameters: "x: { in: path }, y: { in: path }")
        #expect(old.pathParameterPlaces["x"] == renamed.pathParameterPlaces["key"])
        #expect(old.pathParameterPlaces["x"] != swapped.pathParameterPlaces["x"])
    }
}
