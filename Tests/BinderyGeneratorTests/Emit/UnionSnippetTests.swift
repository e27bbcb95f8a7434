import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("Snippets: unions, includes and additional fields")
struct UnionSnippetTests {
    @Test func discriminatedUnionIsAnOpenEnum() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Payment:
                docs: How an order is paid.
                oneOf: [Card, { type: BankTransfer, docs: Money sent from a bank. }]
                discriminator: { field: type, mapping: { card: Card } }
              Card: { fields: { last4: string } }
              BankTransfer: { fields: { iban: string } }
            """)
        expectSameText(Snippet.model("Payment", in: spec), """
            /// How an order is paid.
            public enum Payment: Codable, Hashable, Sendable {
                /// `type` is `card`.
                case card(Card)
                /// Money sent from a bank.
                case bankTransfer(BankTransfer)
                /// A `type` this version of the spec does not know: the JSON as received, encoded back unchanged.
                case unknown(JSONValue)

                /// Decodes the member the `type` field names; another value, or none, as `unknown`.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    switch try container.decodeStringIfPresent(forKey: "type") {
                    case "card"?: self = .card(try Card(from: decoder))
                    case "BankTransfer"?: self = .bankTransfer(try BankTransfer(from: decoder))
                    default: self = .unknown(try JSONValue(from: decoder))
                    }
                }

                /// Encodes the member's fields and its `type`; an unknown value as it was received.
                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .card(let value): try encoder.encodeMember(value, discriminator: "type", value: "card")
                    case .bankTransfer(let value):
                        try encoder.encodeMember(value, discriminator: "type", value: "BankTransfer")
                    case .unknown(let value): try value.encode(to: encoder)
                    }
                }
            }

            """)
    }

    @Test func unionChosenByKeysIsAnOpenEnum() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              CustomerOrDeleted:
                oneOf: [Customer, DeletedCustomer]
                discriminator: { keys: { deleted: DeletedCustomer, created: Customer } }
              Customer: { fields: { id: string, created: { type: integer, required: true } } }
              DeletedCustomer: { fields: { id: string, deleted: { type: boolean, required: true } } }
            """)
        expectSameText(Snippet.model("CustomerOrDeleted", in: spec), """
            public enum CustomerOrDeleted: Codable, Hashable, Sendable {
                /// The object has `created`.
                case customer(Customer)
                /// The object has `deleted`.
                case deletedCustomer(DeletedCustomer)
                /// An object with none of the keys that choose a member: the JSON as received, encoded back unchanged.
                case unknown(JSONValue)

                /// Decodes the member whose key the object has (`deleted`, `created`); an object with none as `unknown`.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    switch container.firstKey(of: ["deleted", "created"]) {
                    case "created"?: self = .customer(try Customer(from: decoder))
                    case "deleted"?: self = .deletedCustomer(try DeletedCustomer(from: decoder))
                    default: self = .unknown(try JSONValue(from: decoder))
                    }
                }

                /// Encodes the member's fields (its key among them); an unknown value as it was received.
                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .customer(let value): try value.encode(to: encoder)
                    case .deletedCustomer(let value): try value.encode(to: encoder)
                    case .unknown(let value): try value.encode(to: encoder)
                    }
                }
            }

            """)
    }

    @Test func theMemberOfNoKeyIsTriedLast() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              ApplicationOrDeleted:
                oneOf: [Application, DeletedApplication]
                discriminator: { keys: { deleted: DeletedApplication }, otherwise: Application }
              Application: { fields: { id: { type: string, required: true }, name: string } }
              DeletedApplication: { fields: { id: string, deleted: { type: boolean, required: true } } }
            """)
        expectSameText(Snippet.model("ApplicationOrDeleted", in: spec), """
            public enum ApplicationOrDeleted: Codable, Hashable, Sendable {
                /// The object has none of the other members' keys.
                case application(Application)
                /// The object has `deleted`.
                case deletedApplication(DeletedApplication)
                /// An object with none of the keys that choose a member that is no `application` either: the JSON as received, encoded back unchanged.
                case unknown(JSONValue)

                /// Decodes the member whose key the object has (`deleted`); an object with none as `application` if it is one, else as `unknown`.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    switch container.firstKey(of: ["deleted"]) {
                    case "deleted"?: self = .deletedApplication(try DeletedApplication(from: decoder))
                    default:
                        if let value = try? Application(from: decoder) {
                            self = .application(value)
                        } else {
                            self = .unknown(try JSONValue(from: decoder))
                        }
                    }
                }

                /// Encodes the member's fields (its key among them); an unknown value as it was received.
                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .application(let value): try value.encode(to: encoder)
                    case .deletedApplication(let value): try value.encode(to: encoder)
                    case .unknown(let value): try value.encode(to: encoder)
                    }
                }
            }

            """)
    }

    @Test func shapeUnionChoosesByJSONKind() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Tags:
                oneOf: [string, "[string]", { type: integer, swiftName: count }]
            """)
        expectSameText(Snippet.model("Tags", in: spec), """
            public enum Tags: Codable, Hashable, Sendable {
                /// When the value is a string.
                case string(String)
                /// When the value is a list.
                case stringList([String])
                /// When the value is a number.
                case count(Int)

                /// Decodes the member of the value's JSON kind.
                public init(from decoder: any Decoder) throws {
                    switch try JSONKind(of: decoder) {
                    case .string: self = .string(try decoder.decodeSingleValue())
                    case .array: self = .stringList(try decoder.decodeSingleValue())
                    case .number: self = .count(try decoder.decodeSingleValue())
                    case let kind: throw kind.mismatch(Tags.self, expected: [.number, .string, .array], decoder: decoder)
                    }
                }

                /// Encodes the member as it is.
                public func encode(to encoder: any Encoder) throws {
                    switch self {
                    case .string(let value): try encoder.encodeSingleValue(value)
                    case .stringList(let value): try encoder.encodeSingleValue(value)
                    case .count(let value): try encoder.encodeSingleValue(value)
                    }
                }
            }

            extension Tags: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral {
                /// `.string` of the literal.
                public init(stringLiteral value: String) {
                    self = .string(value)
                }

                /// `.stringList` of the literal's elements.
                public init(arrayLiteral elements: String...) {
                    self = .stringList(elements)
                }

                /// `.count` of the literal.
                public init(integerLiteral value: Int) {
                    self = .count(value)
                }
            }

            """)
    }

    @Test func additionalFieldsShowInTheMirrorOfAModelWithSecrets() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Login:
                additionalFields: json
                fields:
                  password: { type: string, secret: true }
            """)
        let text = Snippet.model("Login", in: spec)
        #expect(text.contains(#"        "password": RedactedValue.replacing(self.password) as Any,"#))
        #expect(text.contains(#"        "additionalFields": self.additionalFields as Any,"#))
    }

    @Test func secretFieldsOfMembersAreRedacted() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Payment: { oneOf: [Card, Cash], discriminator: method }
              Card: { fields: { cvc: { type: string, secret: true } } }
              Cash: { fields: { amount: integer } }
            endpoints:
              pay:
                method: POST
                path: /payments
                body: Payment
            """)
        let requests = try #require(SwiftGenerator.generate(spec).first { $0.name == "api+Requests.swift" })
        #expect(requests.contents.contains(#"secretFields: ["cvc"]"#))
    }

    @Test func inlineUnionOfAFieldIsAModelNamedAfterIt() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Order:
                fields:
                  tags: { type: "string | [string]", required: true }
            """)
        #expect(spec.models.map(\.name) == ["Order", "OrderTags"])
        #expect(Snippet.model("Order", in: spec).contains("public var tags: OrderTags\n"))
        let union = Snippet.model("OrderTags", in: spec)
        #expect(union.hasPrefix("""
            /// The type of `Order.tags`: string | [string].
            public enum OrderTags: Codable, Hashable, Sendable {
                /// When the value is a string.
                case string(String)
                /// When the value is a list.
                case stringList([String])
            """))
    }

    @Test func unionIsIndirectOnlyInACycle() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Tree: { oneOf: [string, Node] }
              Node: { fields: { child: Tree } }
              List: { oneOf: [string, "[List]"] }
            """)
        #expect(Snippet.model("Tree", in: spec).contains("public indirect enum Tree: Codable, Hashable, Sendable {"))
        #expect(Snippet.model("List", in: spec).contains("public enum List: Codable, Hashable, Sendable {"))
    }

    @Test func includesGiveOneFlatStructInTheDocumentedOrder() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Stamped:
                includes: [Base, Owned]
                fields:
                  title: string
                  id: { type: string, required: true, docs: Required here. }
              Base: { fields: { id: string, at: datetime } }
              Owned: { includes: Base, fields: { owner: string } }
            """)
        let fields = try #require(spec.modelsByName["Stamped"]?.fields)
        #expect(fields.map(\.wireName) == ["id", "at", "owner", "title"])
        #expect(fields.first?.required == true)
        #expect(fields.first?.docs == "Required here.")
        #expect(Snippet.model("Stamped", in: spec).contains("public init(id: String, at: Date? = nil, owner: String? = nil, title: String? = nil)"))
    }

    @Test func additionalFieldsKeepUndeclaredKeys() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Labels:
                additionalFields: string
                fields:
                  name: { type: string, required: true }
            """)
        expectSameText(Snippet.model("Labels", in: spec), """
            public struct Labels: Codable, Hashable, Sendable {
                public var name: String
                /// Every key the spec does not declare, with its value: kept when decoding, written back when encoding.
                public var additionalFields: [String: String]

                /// Creates a `Labels`.
                public init(name: String, additionalFields: [String: String] = [:]) {
                    self.name = name
                    self.additionalFields = additionalFields
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.name = try container.decodeString(forKey: "name")
                    self.additionalFields = try container.decodeAdditionalFields(excluding: Self.declaredKeys)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: WireKey.self)
                    try container.encodeString(name, forKey: "name")
                    try container.encodeAdditionalFields(additionalFields, excluding: Self.declaredKeys)
                }

                /// The keys the spec declares; the others are additional fields.
                private static let declaredKeys: Set<String> = ["name"]
            }

            """)
    }
}
