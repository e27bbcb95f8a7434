import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

/// Written the way the generator writes enums.
private enum Tag: OpenEnum {
    /// `Pending`
    case pending
    /// `InTransit`
    case inTransit
    /// `2-day`
    case twoDay
    /// A value this version of the spec does not know; it keeps the server's text.
    case unknown(String)

    static let allCases: [Tag] = [.pending, .inTransit, .twoDay]

    init(rawValue: String) {
        switch rawValue {
        case "Pending": self = .pending
        case "InTransit": self = .inTransit
        case "2-day": self = .twoDay
        default: self = .unknown(rawValue)
        }
    }

    var rawValue: String {
        switch self {
        case .pending: "Pending"
        case .inTransit: "InTransit"
        case .twoDay: "2-day"
        case .unknown(let value): value
        }
    }
}

private struct Shipment: Codable, Equatable {
    var tag: Tag
    var history: [Tag]?
}

@Suite("Open enums")
struct OpenEnumTests {
    @Test("known values decode to their cases, unknown ones are kept")
    func decoding() throws {
        let shipment = try JSONDecoder().decode(Shipment.self, from: Data(#"{"tag":"InTransit","history":["Pending","Exploded","2-day"]}"#.utf8))
        #expect(shipment.tag == .inTransit)
        #expect(shipment.history == [.pending, .unknown("Exploded"), .twoDay])
    }

    @Test("encoding writes the wire string, unknown ones included")
    func encoding() throws {
        let data = try JSONEncoder().encode([Tag.twoDay, .unknown("Exploded")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2-day","Exploded"]"#)
    }

    @Test("a non-string is still a decoding error")
    func notAString() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shipment.self, from: Data(#"{"tag":3}"#.utf8)) }
    }

    @Test("raw values, allCases, and use as a parameter")
    func rawValues() {
        #expect(Tag(rawValue: "Pending") == .pending)
        #expect(Tag(rawValue: "pending") == .unknown("pending"))
        #expect(Tag.allCases.map(\.rawValue) == ["Pending", "InTransit", "2-day"])
        #expect(Tag.twoDay.parameterText == "2-day")
        let path: EncodedPath = "/tags/\(Tag.unknown("a/b"))"
        #expect(path.encoded == "/tags/a%2Fb")
        #expect(Set([Tag.pending, .pending, .unknown("x")]).count == 2)
    }
}
