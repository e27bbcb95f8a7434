import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("Snippets: models")
struct ModelSnippetTests {
    @Test func structWithWireNamesRequiredOptionalAndNullableFields() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Parcel:
                docs: A parcel on its way.
                fields:
                  tracking_number: { type: string, required: true, docs: The carrier's number. }
                  weight: number
                  delivered_at: { type: datetime, required: true, nullable: true }
                  labels: { type: "[string: data]", deprecated: Use `tags`. }
            """)
        expectSameText(Snippet.model("Parcel", in: spec), """
            /// A parcel on its way.
            public struct Parcel: Codable, Hashable, Sendable {
                /// The carrier's number.
                public var trackingNumber: String
                public var weight: Double?
                public var deliveredAt: Date?
                /// - Important: Deprecated: Use `tags`.
                public var labels: [String: Data]?

                /// Creates a `Parcel`.
                public init(
                    trackingNumber: String, weight: Double? = nil, deliveredAt: Date? = nil,
                    labels: [String: Data]? = nil
                ) {
                    self.trackingNumber = trackingNumber
                    self.weight = weight
                    self.deliveredAt = deliveredAt
                    self.labels = labels
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.trackingNumber = try container.decodeString(forKey: "tracking_number")
                    self.weight = try container.decodeDoubleIfPresent(forKey: "weight")
                    self.deliveredAt = try container.decodeValueIfPresent(forKey: "delivered_at")
                    self.labels = try container.decodeValueIfPresent(forKey: "labels")
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: WireKey.self)
                    try container.encodeString(trackingNumber, forKey: "tracking_number")
                    try container.encodeDoubleIfPresent(weight, forKey: "weight")
                    try container.encodeValue(deliveredAt, forKey: "delivered_at")
                    try container.encodeValueIfPresent(labels, forKey: "labels")
                }
            }

            """)
    }

    /// A field of an enum with one value (OpenAPI's `const`, a union member's `role: user`) can
    /// hold nothing else: the initializer defaults it, in its place among the required fields.
    /// An enum of two values, a deprecated lone value and an optional field keep their forms.
    @Test func aFieldOfAOneValueEnumDefaultsToIt() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Notice:
                fields:
                  kind: { type: NoticeKind, required: true }
                  text: { type: string, required: true }
                  level: { type: Level, required: true }
                  legacy: { type: LegacyKind, required: true }
                  also: NoticeKind
                  echo: { type: NoticeKind, required: true, nullable: true }
              NoticeKind:
                enum: [notice]
              Level:
                enum: [info, warning]
              LegacyKind:
                enum:
                  - { value: legacy, deprecated: true }
              Default:
                fields:
                  mode: { type: Mode, required: true }
              Mode:
                enum: [default]
            """)
        let notice = Snippet.model("Notice", in: spec)
        #expect(notice.contains("""
                public init(
                    kind: NoticeKind = .notice, text: String, level: Level, legacy: LegacyKind, also: NoticeKind? = nil,
                    echo: NoticeKind? = nil
                ) {
            """), "\(notice)")
        let keyword = Snippet.model("Default", in: spec)
        #expect(keyword.contains("public init(mode: Mode = .`default`)"), "\(keyword)")
    }

    @Test func openEnumKeepsUnknownValues() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Tag:
                docs: Where a parcel is.
                enum:
                  - InTransit
                  - { value: RETURNED_TO_SENDER, docs: Back home. }
                  - { value: default, deprecated: true }
            """)
        expectSameText(Snippet.model("Tag", in: spec), """
            /// Where a parcel is.
            public enum Tag: OpenEnum {
                /// `InTransit`
                case inTransit
                /// Back home.
                case returnedToSender
                /// `default`
                ///
                /// - Important: Deprecated.
                case `default`
                /// A value this version of the spec does not know; it keeps the server's text.
                case unknown(String)

                /// The values the spec lists.
                public static let allCases: [Tag] = [.inTransit, .returnedToSender, .`default`]

                /// Creates the value for a wire string; one the spec does not list becomes `unknown`.
                public init(rawValue: String) {
                    switch rawValue {
                    case "InTransit": self = .inTransit
                    case "RETURNED_TO_SENDER": self = .returnedToSender
                    case "default": self = .`default`
                    default: self = .unknown(rawValue)
                    }
                }

                /// The wire string.
                public var rawValue: String {
                    switch self {
                    case .inTransit: "InTransit"
                    case .returnedToSender: "RETURNED_TO_SENDER"
                    case .`default`: "default"
                    case .unknown(let value): value
                    }
                }
            }

            """)
    }

    @Test func openEnumOfSixteenValuesLooksWireStringsUpInATable() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              ParcelServiceLevelOfferedByTheCarrier:
                enum: [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p]
            """)
        expectSameText(Snippet.model("ParcelServiceLevelOfferedByTheCarrier", in: spec), """
            public enum ParcelServiceLevelOfferedByTheCarrier: OpenEnum {
                /// `a`
                case a
                /// `b`
                case b
                /// `c`
                case c
                /// `d`
                case d
                /// `e`
                case e
                /// `f`
                case f
                /// `g`
                case g
                /// `h`
                case h
                /// `i`
                case i
                /// `j`
                case j
                /// `k`
                case k
                /// `l`
                case l
                /// `m`
                case m
                /// `n`
                case n
                /// `o`
                case o
                /// `p`
                case p
                /// A value this version of the spec does not know; it keeps the server's text.
                case unknown(String)

                /// The values the spec lists.
                public static let allCases: [ParcelServiceLevelOfferedByTheCarrier] = [
                    .a, .b, .c, .d, .e, .f, .g, .h, .i, .j, .k, .l, .m, .n, .o, .p,
                ]

                /// Creates the value for a wire string; one the spec does not list becomes `unknown`.
                public init(rawValue: String) {
                    self = Self.valuesByRawValue[rawValue] ?? .unknown(rawValue)
                }

                private static let valuesByRawValue: [String: ParcelServiceLevelOfferedByTheCarrier] =
                    byRawValue(allCases)

                /// The wire string.
                public var rawValue: String {
                    switch self {
                    case .a: "a"
                    case .b: "b"
                    case .c: "c"
                    case .d: "d"
                    case .e: "e"
                    case .f: "f"
                    case .g: "g"
                    case .h: "h"
                    case .i: "i"
                    case .j: "j"
                    case .k: "k"
                    case .l: "l"
                    case .m: "m"
                    case .n: "n"
                    case .o: "o"
                    case .p: "p"
                    case .unknown(let value): value
                    }
                }
            }

            """)
    }
}
