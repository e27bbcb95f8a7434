import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// `url`, `uuid` and `date` become `URL`, `UUID` and `CalendarDate`; UUIDs are encoded in
/// lowercase; defaults are validated constants; `lenient` per model and per field.
@Suite("Snippets: url, uuid, date and lenient fields")
struct ScalarTypeSnippetTests {
    @Test func urlUUIDAndDateFieldsAndUUIDsEncodedInLowercase() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Link:
                fields:
                  href: { type: url, required: true }
                  id: { type: uuid, required: true }
                  on: date
                  others: "[uuid]"
                  parent: { type: uuid, required: true, nullable: true }
            """)
        expectSameText(Snippet.model("Link", in: spec), """
            public struct Link: Codable, Hashable, Sendable {
                public var href: URL
                public var id: UUID
                public var on: CalendarDate?
                public var others: [UUID]?
                public var parent: UUID?

                /// Creates a `Link`.
                public init(href: URL, id: UUID, on: CalendarDate? = nil, others: [UUID]? = nil, parent: UUID? = nil) {
                    self.href = href
                    self.id = id
                    self.on = on
                    self.others = others
                    self.parent = parent
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.href = try container.decodeValue(forKey: "href")
                    self.id = try container.decodeValue(forKey: "id")
                    self.on = try container.decodeValueIfPresent(forKey: "on")
                    self.others = try container.decodeValueIfPresent(forKey: "others")
                    self.parent = try container.decodeValueIfPresent(forKey: "parent")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: WireKey.self)
                    try container.encodeValue(href, forKey: "href")
                    try container.encodeUUIDs(id, forKey: "id")
                    try container.encodeValueIfPresent(on, forKey: "on")
                    try container.encodeUUIDsIfPresent(others, forKey: "others")
                    try container.encodeUUIDs(parent, forKey: "parent")
                }
            }

            """)
    }

    @Test func parameterDefaultsAreValidatedConstants() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              listEvents:
                method: GET
                path: /events
                parameters:
                  from: { in: query, type: date, default: "2024-02-29" }
                  hook: { in: query, type: url, default: "https://hooks.example.com/a?b=c" }
                  tenant: { in: header, type: uuid, default: 6F9619FF-8B86-D011-B42D-00CF4FC964FF }
            """)
        let methods = Snippet.endpoint("listEvents", in: spec).methods
        #expect(methods.contains("""
            public func listEvents(
                from: CalendarDate = CalendarDate(validated: "2024-02-29"),
                hook: URL = URL(validated: "https://hooks.example.com/a?b=c"),
                tenant: UUID = UUID(validated: "6F9619FF-8B86-D011-B42D-00CF4FC964FF")
            ) async throws(BinderyError) {
            """))
    }

    @Test func aBodyOfUUIDsIsSentInLowercase() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            endpoints:
              tag:
                method: POST
                path: /tags
                body: { type: "[uuid]", swiftName: ids }
              name:
                method: POST
                path: /names
                body: { type: "[string]", swiftName: names }
            """)
        #expect(Snippet.endpoint("tag", in: spec).request.contains("try request.setJSONBody(lowercasingUUIDsIn: ids)"))
        #expect(Snippet.endpoint("name", in: spec).request.contains("try request.setJSONBody(names)"))
    }

    @Test func lenientModelAndFieldsDecodeFromOtherForms() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Stats:
                lenient: true
                fields:
                  count: { type: integer, required: true }
                  exact: { type: integer, lenient: false }
                  day: date
                  tags: "[string]"
              Score:
                fields:
                  points: { type: integer, lenient: true }
                  rank: integer
            """)
        let stats = Snippet.model("Stats", in: spec)
        #expect(stats.contains("""
                /// Decodes the model, accepting numbers and booleans sent as text and the reverse.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.count = try container.decodeLenient(Int.self, forKey: "count")
                    self.exact = try container.decodeIntIfPresent(forKey: "exact")
                    self.day = try container.decodeLenientIfPresent(CalendarDate.self, forKey: "day")
                    self.tags = try container.decodeValueIfPresent(forKey: "tags")
                }
            """))
        let score = Snippet.model("Score", in: spec)
        #expect(score.contains("""
                    self.points = try container.decodeLenientIfPresent(Int.self, forKey: "points")
                    self.rank = try container.decodeIntIfPresent(forKey: "rank")
            """))
    }

    @Test func aModelWithoutLenientFieldsIsUnchanged() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Plain:
                fields:
                  count: integer
            """)
        #expect(!Snippet.model("Plain", in: spec).contains("Lenient"))
        #expect(!Snippet.model("Plain", in: spec).contains("accepting"))
    }
}
