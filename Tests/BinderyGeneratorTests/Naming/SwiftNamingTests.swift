import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("SwiftNaming")
struct SwiftNamingTests {
    @Test(arguments: [
        ("tracking_number", "trackingNumber"),
        ("tracking-number", "trackingNumber"),
        ("TrackingNumber", "trackingNumber"),
        ("trackingNumber", "trackingNumber"),
        ("SKUs", "skus"),
        ("URLPath", "urlPath"),
        ("userID", "userID"),
        ("ID", "id"),
        ("X-Request-Id", "xRequestID"),
        ("RETURNED_TO_SENDER", "returnedToSender"),
        ("InTransit_004", "inTransit004"),
        ("EUR", "eur"),
        ("HTTPSProxy", "httpsProxy"),
        ("service_from_country_iso3", "serviceFromCountryIso3"),
        ("größe_in_cm", "größeInCm"),
        ("Éclair_size", "éclairSize"),
        ("_leading__and_trailing_", "leadingAndTrailing"),
    ])
    func memberNames(wireName: String, swiftName: String) {
        #expect(SwiftNaming.memberName(wireName) == swiftName)
    }

    @Test(arguments: [
        ("tracking_number", "TrackingNumber"),
        ("TrackingNumber", "TrackingNumber"),
        ("tracking", "Tracking"),
        ("estimated-delivery", "EstimatedDelivery"),
        ("URLPath", "URLPath"),
        ("user_ids", "UserIDs"),
        ("x-ratelimit-limit", "XRatelimitLimit"),
        // Words of other scripts take the Unicode path: the first letter of each is capitalized.
        ("größe_in_cm", "GrößeInCm"),
        ("éclair_ñandú", "ÉclairÑandú"),
        ("v2_ŉ_item", "V2ʼNItem"),
    ])
    func typeNames(wireName: String, swiftName: String) {
        #expect(SwiftNaming.typeName(wireName) == swiftName)
    }

    @Test func reservedWordsAreEscapedWithBackticks() {
        #expect(SwiftNaming.escaped("default") == "`default`")
        #expect(SwiftNaming.escaped("class") == "`class`")
        #expect(SwiftNaming.escaped("Type") == "`Type`")
        #expect(SwiftNaming.escaped("type") == "type")
        #expect(SwiftNaming.escaped("tracking") == "tracking")
        // The names themselves are never mangled.
        #expect(SwiftNaming.memberName("default") == "default")
        #expect(SwiftNaming.memberName("class") == "class")
    }

    @Test func argumentLabelsEscapeOnlyWhatSwiftRequires() {
        #expect(SwiftNaming.label("inout") == "`inout`")
        #expect(SwiftNaming.label("var") == "`var`")
        #expect(SwiftNaming.label("class") == "class")
        #expect(SwiftNaming.callLabel("inout") == "`inout`")
        #expect(SwiftNaming.callLabel("var") == "var")
    }

    @Test func validIdentifiers() {
        #expect(SwiftNaming.isValidIdentifier("trackingNumber"))
        #expect(SwiftNaming.isValidIdentifier("_private"))
        #expect(SwiftNaming.isValidIdentifier("größe"))
        #expect(SwiftNaming.isValidIdentifier("default"))
        #expect(!SwiftNaming.isValidIdentifier("2Day"))
        #expect(!SwiftNaming.isValidIdentifier("_"))
        #expect(!SwiftNaming.isValidIdentifier(""))
        #expect(!SwiftNaming.isValidIdentifier("a-b"))
    }
}

@Suite("SwiftNaming on ASCII bytes")
struct ASCIINameTests {
    /// Pieces the rules treat apart: acronyms and their plurals in every case, a lone `s`,
    /// shouted and mixed words, digits, and every kind of separator.
    static let pieces = [
        "id", "ID", "Ids", "IDs", "ids", "url", "URLs", "https", "HTTPS", "Https", "sku", "SKUs", "uuid", "UUID",
        "api", "s", "S", "ss", "Ss", "a", "Ab", "ABC", "aBc", "x1", "9", "_", "-", " ", ".", "Tracking", "number",
        "NUMBER", "jsonX", "HTMLs", "iP",
    ]

    /// Every name of one to three pieces: about 44,000.
    static let names: [String] = pieces.flatMap { first in
        [first] + pieces.flatMap { second in [first + second] + pieces.map { first + second + $0 } }
    }

    @Test func theBytePathWritesWhatTheRulesForAnyTextWrite() {
        var differences: [String] = []
        for name in Self.names {
            for firstWord in [SwiftNaming.FirstWord.lowered, .capitalized, .later] {
                let fast = ASCIIName.name(name, firstWord: firstWord)
                let general = SwiftNaming.nameFromWords(name, firstWord: firstWord)
                if fast != general {
                    differences.append("\(name) (\(firstWord)): \(fast ?? "nil") ≠ \(general ?? "nil")")
                }
            }
        }
        #expect(Self.names.count > 40_000)
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test func nonASCIINamesAndNamesWithoutWordsTakeTheGeneralRules() {
        #expect(ASCIIName.name("größe_in_cm", firstWord: .lowered) == nil)
        #expect(ASCIIName.name("__", firstWord: .lowered) == nil)
        #expect(ASCIIName.name("", firstWord: .capitalized) == nil)
        #expect(SwiftNaming.memberName("__") == "__")
        #expect(SwiftNaming.trailingWords("__").isEmpty)
    }
}
