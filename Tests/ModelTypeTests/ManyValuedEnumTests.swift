import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// An enum of sixteen values or more (`License`) reads wire strings from a table, not a
/// `switch`: the same cases, the same unknown values kept, over HTTP and in JSON.
@Suite("Enums of many values", .timeLimit(.minutes(1)))
struct ManyValuedEnumTests {
    static func repositoryJSON(license: String) -> String {
        #"{"id": 1, "name": "bindery", "description": null, "owner": {"login": "ada"}, "license": "\#(license)"}"#
    }

    @Test("a listed value in a response decodes to its case, one the spec does not list is kept")
    func responseDecodes() async throws {
        let fake = try ForgeFake(replies: [
            .json(200, Self.repositoryJSON(license: "apache-2.0")), .json(200, Self.repositoryJSON(license: "wtfpl")),
        ])
        let client = fake.makeClient()

        #expect(try await client.getRepository(id: 1).license == .apache20)
        #expect(try await client.getRepository(id: 1).license == .unknown("wtfpl"))
    }

    @Test("every listed value goes from its wire string to its case and back")
    func everyValueRoundTrips() throws {
        #expect(License.allCases.count == 16)
        for license in License.allCases {
            #expect(License(rawValue: license.rawValue) == license)
            #expect(License.unknown(license.rawValue).rawValue == license.rawValue)
        }
        #expect(License(rawValue: "MIT") == .unknown("MIT"))
        #expect(License(rawValue: "") == .unknown(""))
    }

    @Test("encoding writes the wire string, an unknown value's text included")
    func encodes() throws {
        let data = try JSONEncoder().encode([License.lgpl30, .unlicense, .unknown("wtfpl")])
        #expect(String(decoding: data, as: UTF8.self) == #"["lgpl-3.0","unlicense","wtfpl"]"#)
    }
}
