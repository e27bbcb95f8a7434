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
