import Foundation
import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// ``SpecKeys`` is what the decoder enforces: in each mapping it lists, every listed key is
/// accepted and every other key of the format is reported unknown, once. So the lists
/// `SpecKeyListTests` compares with the docs cannot drift from the decoder.
@Suite("The spec key table is the decoder's")
struct SpecKeyTableTests {
    /// Where a mapping of ``SpecKeys/all`` is in a spec.
    struct Place: Sendable, CustomStringConvertible {
        /// Its name in ``SpecKeys/all``.
        var section: String
        /// A spec whose last line ends with `KEYS`, which becomes the mapping: `{ "key": ~, … }`.
        var template: String
        /// Keys that would make the decoder read the mapping as another section.
        var routing: Set<String> = []

        var description: String {
            "\(section): \(template.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) ?? "")"
        }

        /// The mapping's line, from 1: where its unknown keys are reported.
        var line: Int { template.split(separator: "\n", omittingEmptySubsequences: false).count }

        func spec(keys: [String]) -> String {
            template.replacingOccurrences(of: "KEYS", with: "{ " + keys.map { "\"\($0)\": ~" }.joined(separator: ", ") + " }")
        }
    }

    /// A valid `api:` section, which most places start with.
    static let header = """
        api:
          name: Shop
          servers:
            production: https://api.shop.example
        """

    /// An endpoint the endpoint-level places go into.
    static let endpoint = """
        \(header)
        endpoints:
          createParcel:
            method: POST
            path: /parcels
        """

    /// Every mapping of ``SpecKeys/all``; the parameter's twice (shared, and of an endpoint).
    static let places: [Place] = [
        Place(section: "file", template: "KEYS"),
        Place(section: "api", template: "api: KEYS"),
        Place(section: "server", template: "api:\n  name: Shop\n  servers:\n    production: KEYS"),
        Place(section: "authScheme", template: "\(header)\n  auth:\n    key: KEYS"),
        Place(section: "parameter", template: "\(header)\n  sharedParameters:\n    country: KEYS"),
        Place(section: "retry", template: "\(header)\n  retry: KEYS"),
        Place(section: "retryAcrossCalls", template: "\(header)\n  retry:\n    acrossCalls: KEYS"),
        Place(section: "rateLimit", template: "\(header)\n  rateLimit: KEYS"),
        Place(section: "envelope", template: "\(header)\n  envelope: KEYS"),
        Place(section: "errorModel", template: "\(header)\n  errorModel: KEYS"),
        Place(section: "model", template: "\(header)\nmodels:\n  Parcel: KEYS"),
        Place(section: "field", template: "\(header)\nmodels:\n  Parcel:\n    fields:\n      id: KEYS"),
        Place(section: "enumValue", template: "\(header)\nmodels:\n  Status:\n    enum:\n      - KEYS"),
        Place(section: "unionMember", template: "\(header)\nmodels:\n  Pet:\n    oneOf:\n      - KEYS"),
        Place(section: "discriminator", template: "\(header)\nmodels:\n  Pet:\n    oneOf: [Cat, Dog]\n    discriminator: KEYS"),
        Place(section: "endpoint", template: "\(header)\nendpoints:\n  getParcel: KEYS"),
        Place(section: "parameter", template: "\(endpoint)\n    parameters:\n      id: KEYS"),
        Place(section: "idempotencyKey", template: "\(endpoint)\n    idempotencyKey: KEYS"),
        // A `multipart` key makes a body the multipart one.
        Place(section: "body", template: "\(endpoint)\n    body: KEYS", routing: ["multipart"]),
        Place(section: "multipartBody", template: "\(endpoint)\n    body: KEYS"),
        Place(section: "multipartPart", template: "\(endpoint)\n    body:\n      multipart:\n        photo: KEYS"),
        Place(section: "response", template: "\(endpoint)\n    response: KEYS"),
        Place(section: "error", template: "\(endpoint)\n    errors:\n      - KEYS"),
        Place(section: "pagination", template: "\(endpoint)\n    pagination: KEYS"),
        Place(section: "responseHeader", template: "\(endpoint)\n    response:\n      headers:\n        ETag: KEYS"),
        Place(section: "endpointRetry", template: "\(endpoint)\n    retry: KEYS"),
    ]

    /// A key no mapping accepts.
    static let nonsenseKey = "zzNotABinderyKey"

    /// Every key some mapping accepts.
    static let allKeys = Set(SpecKeys.all.flatMap(\.keys))

    @Test func everySectionHasAPlace() {
        let sections = SpecKeys.all.map(\.section)
        #expect(Set(sections).count == sections.count, "a section is named twice in SpecKeys.all")
        #expect(Set(Self.places.map(\.section)) == Set(sections), "give each section of SpecKeys.all a place here")
        for (section, keys) in SpecKeys.all {
            #expect(!keys.isEmpty, "\(section) lists no key")
            #expect(Set(keys).count == keys.count, "\(section) lists a key twice")
        }
    }

    /// In its mapping, a section's keys are accepted, and every other key (of another section,
    /// or of none) is reported as unknown, once, on the mapping's line.
    @Test(arguments: places)
    func theDecoderEnforcesTheTable(_ place: Place) throws {
        let listed = try #require(SpecKeys.all.first { $0.section == place.section }?.keys)
        let others = Self.allKeys.subtracting(listed).subtracting(place.routing).sorted() + [Self.nonsenseKey]
        let diagnostics = try #require(Self.decodingDiagnostics(place.spec(keys: listed + others)))
        let unknown = diagnostics.filter { $0.message.hasPrefix("unknown key '") }
        let reported = unknown.map { $0.message.dropFirst("unknown key '".count).prefix { $0 != "'" } }.map(String.init)
        #expect(Set(others).subtracting(reported).sorted() == [], "the decoder accepts keys \(place.section) does not list")
        #expect(Set(reported).subtracting(others).sorted() == [], "the decoder refuses keys \(place.section) lists")
        #expect(reported.count == others.count, "an unknown key is reported more than once: \(unknown)")
        #expect(unknown.allSatisfy { $0.location.line == place.line }, "\(unknown)")
    }

    /// The decoder checks each mapping against a list of ``SpecKeys/all``: no `allowed:` of
    /// `SpecDecoder*.swift` is a list written in place, or one the table does not name (whose
    /// keys the tests above and the docs checks would never see).
    @Test func theDecoderChecksKeysOnlyAgainstTheTable() throws {
        let folder = Paths.packageRoot.appendingPathComponent("Generator/BinderySpec/Spec")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("SpecDecoder") && $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let arguments = sources.flatMap { Self.allowedArguments(in: $0) }
        #expect(arguments.count >= SpecKeys.all.count, "\(arguments)")
        let sections = Set(SpecKeys.all.map { "SpecKeys.\($0.section)" })
        #expect(arguments.filter { !sections.contains($0) } == [], "pass a list of SpecKeys.all as 'allowed:'")
    }

    /// The text of each `allowed:` argument in `source`.
    static func allowedArguments(in source: String) -> [String] {
        source.components(separatedBy: "allowed:").dropFirst().map { rest in
            String(rest.drop { $0 == " " }.prefix { $0 != "," && $0 != ")" })
        }
    }

    /// The diagnostics of decoding `text` (YAML and decoder, without the validator), or nil
    /// when it is not YAML the loader can read.
    static func decodingDiagnostics(_ text: String) -> [Diagnostic]? {
        var diagnostics = DiagnosticCollector()
        guard let root = YAMLLoader.load(text, file: "keys.yaml", diagnostics: &diagnostics) else { return nil }
        var decoder = SpecDecoder()
        decoder.decodeFile(root, file: "keys.yaml")
        return diagnostics.diagnostics + decoder.reader.diagnostics.diagnostics
    }
}
