import Foundation
import Testing
@testable import BinderyOpenAPI
@testable import BinderySpec

/// The generator's own path, trimming, percent-decoding, UTF-8, URL and base64 helpers, which
/// spare the plugin's tool Foundation (and newer standard libraries), against what they replace.
@Suite("Foundation parity")
struct FoundationParityTests {
    static let paths = [
        "", "/", "ab", "ab/", "/a", "/a/", "a/b", "a/b/", "/a/b", "/a/b.yaml", "a//b", "a/b//", "./a", "../a.b/c",
        "Specs/Shop/shop.yaml", "/tmp/x/.hidden", "a.tar.gz", "a.b/c", "a.", ".yaml",
    ]

    @Test("PathText's last component and its folder are NSString's", arguments: paths)
    func components(path: String) {
        let foundation = NSString(string: path)
        let last = foundation.lastPathComponent, folder = foundation.deletingLastPathComponent
        #expect(PathText.lastComponent(of: path) == last)
        #expect(PathText.deletingLastComponent(of: path) == folder)
    }

    /// Foundation on Linux traps on a path of one character (`NSString.deletingLastPathComponent`
    /// of `a` or `a/`), so these are checked against what it gives for two characters.
    @Test("PathText takes paths of one character, where Foundation on Linux traps")
    func oneCharacter() {
        #expect(PathText.lastComponent(of: "a") == "a")
        #expect(PathText.lastComponent(of: "a/") == "a")
        #expect(PathText.deletingLastComponent(of: "a") == "")
        #expect(PathText.deletingLastComponent(of: "a/") == "")
    }

    @Test("PathText appends a component as NSString does", arguments: ["", "/", "a", "a/", "/a/b"])
    func appending(folder: String) {
        for component in ["b", "b.yaml", ".x"] {
            let joined = NSString(string: folder).appendingPathComponent(component)
            #expect(PathText.appending(component, to: folder) == joined)
        }
    }

    @Test("PathText drops an extension as NSString does", arguments: ["a/b.yaml", "b.yaml", "a.tar.gz", "a.b/c", "Schema", "dir/pet.json"])
    func deletingExtension(path: String) {
        let stem = NSString(string: path).deletingPathExtension
        #expect(PathText.deletingExtension(of: path) == stem)
    }

    @Test(
        "trimmingSpaces trims what trimmingCharacters(in: .whitespaces) trims",
        arguments: ["", " ", " a ", "\ta b\t", "application/json ", "\u{00A0}x\u{2003}", "a\n", "\n a \n", "  "])
    func trimming(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        #expect(text.trimmingSpaces == trimmed)
    }

    @Test(
        "String(utf8:) takes the bytes String(validating:as:) takes, which needs macOS 15",
        arguments: [
            [], Array("abc".utf8), Array("café €".utf8), [0xFF], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0x61, 0x00, 0x62],
        ] as [[UInt8]])
    func utf8(bytes: [UInt8]) {
        guard #available(macOS 15, iOS 18, *) else { return }
        let standard = String(validating: bytes, as: UTF8.self)
        #expect(String(utf8: bytes) == standard)
    }

    @Test(
        "percentDecoded decodes what removingPercentEncoding decodes, and refuses what it refuses",
        arguments: ["", "a", "a%20b", "%7E0", "%2F", "%e2%82%ac", "%", "%2", "%zz", "%FF", "a%2Fb%25c", "caf%C3%A9"])
    func percentDecoding(text: String) {
        let decoded = text.removingPercentEncoding
        #expect(OpenAPIDocument.percentDecoded(text) == decoded)
    }

    /// Every printable ASCII string of two characters after each of these beginnings: the
    /// scheme, the authority's parts and what follows them.
    static let urlCorpus: [String] = {
        let printable = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        let beginnings = [
            "", "h", "h:", "h:/", "http://", "h://a", "h://a:", "h://a:8", "h://[", "h://[::", "h://[::1]", "h://[::1]:8", "h://a/",
            "h://a?", "h://a#", "h://@", "h://a@", "h://a:b@", "h://%", "h://a%4",
        ]
        return beginnings.flatMap { beginning in printable.flatMap { first in printable.map { beginning + first + $0 } } }
    }()

    @Test("An absolute URL by the generator's rule is one that URL(string:) reads, with a scheme")
    func absoluteURLsAreFoundationURLs() {
        let samples = [
            "https://api.example.com/v1", "http://a:b@c:80/p?q=1#f", "mailto:a@b.c", "urn:isbn:0451450523", "a+b.c-d:x",
            "http://[::1]:8080/x", "http://[2001:db8::7]/", "http://[::ffff:192.0.2.1]/", "http://[1:2:3:4:5:6:7:8]/",
            "https://api.github.com/users/octocat/following{/other_user}", "http://a/%zz", "HTTP://X", "h:", "h://",
            "http://[1:2:3:4:5:6:7::]/", "http://[::1:2:3:4:5:6:7]/", "http://[1::2::3]/", "http://[1:2:3:4:5:6:7:8:9]/",
            "http://[::256.0.0.1]/", "http://[::01.2.3.4]/", "http://[12345::]/", "http://[]/", "http://[::1/", "http://a:99999/",
            "http://a:123456/",
        ]
        var accepted = 0, foundationAccepted = 0
        for text in Self.urlCorpus + samples {
            let isFoundationURL = URL(string: text)?.scheme?.isEmpty == false
            if isFoundationURL { foundationAccepted += 1 }
            guard ScalarTextFormats.isAbsoluteURL(text) else { continue }
            accepted += 1
            #expect(isFoundationURL, "accepted \(text.debugDescription), which URL(string:) does not read")
        }
        // A rule that refused everything would pass the loop: it must take nearly all that
        // Foundation on Linux takes (which percent-encodes what RFC 3986 does not allow).
        #expect(Double(accepted) > 0.9 * Double(foundationAccepted))
    }

    @Test("An absolute URL's parts are the ones URLComponents reads")
    func absoluteURLPartsAreFoundationParts() {
        var compared = 0
        for text in Self.urlCorpus + ["https://u:p@api.example.com:8443/v1?a=1#f", "http://[::1]:80/", "https://a.b:99999", "https://@a/"] {
            guard let url = AbsoluteURLText(text), let components = URLComponents(string: text) else { continue }
            compared += 1
            #expect(url.host == components.percentEncodedHost, "\(text.debugDescription)")
            #expect(url.port == components.port.map { min($0, 99_999) }, "\(text.debugDescription)")
            #expect((url.userInfo != nil) == (components.user != nil || components.password != nil), "\(text.debugDescription)")
            #expect(url.hasQuery == (components.query != nil), "\(text.debugDescription)")
            #expect(url.hasFragment == (components.fragment != nil), "\(text.debugDescription)")
        }
        // Over 80,000 of the corpus parse both ways: a rule that refused most would compare few.
        #expect(compared > 75_000)
    }

    @Test(
        "The generator takes these absolute URLs",
        arguments: [
            "https://api.example.com/v1", "http://a:b@c:80/p?q=1#f", "mailto:a@b.c", "urn:isbn:0451450523", "http://[::1]:8080/x",
            "http://[2001:db8::7]/", "http://[::ffff:192.0.2.1]/", "https://api.github.com/users/octocat/following{/other_user}",
            "https://example.com/a%20b", "ftp://user@host/file.txt",
        ])
    func absoluteURLs(text: String) {
        #expect(ScalarTextFormats.isAbsoluteURL(text))
    }

    @Test(
        "The generator refuses these as absolute URLs",
        arguments: [
            "", "x", "/relative", ":x", "1a:b", "-a:x", "h_t:x", "http://a b", "http://a:port/", "http://[::g]/", "http://a%4/",
            "http://a\"b/", "http://[1::2::3]/", "http://[::1/", "https://caf\u{E9}.fr/", "http://a/\u{7F}",
        ])
    func notAbsoluteURLs(text: String) {
        #expect(!ScalarTextFormats.isAbsoluteURL(text))
    }

    @Test("Base64 by the generator's rule is base64 that Data(base64Encoded:) reads")
    func base64IsFoundationBase64() {
        let alphabet = Array("ABQg/+=-a0 \n_").map(String.init)
        var texts = [""]
        var accepted = 0
        for _ in 1...4 {
            texts = texts.flatMap { text in alphabet.map { text + $0 } }
            for text in texts where ScalarTextFormats.isBase64(text) {
                accepted += 1
                #expect(Data(base64Encoded: text) != nil, "accepted \(text.debugDescription), which Data(base64Encoded:) does not read")
            }
        }
        #expect(accepted > 0)
        for text in ["QUJDRA==", "QUJDRA=", "QUJDRA", "QQ==QQ==", "A===", "====", "AAAA=", "AA=A"] where ScalarTextFormats.isBase64(text) {
            #expect(Data(base64Encoded: text) != nil, "accepted \(text.debugDescription)")
        }
    }

    @Test("Whatever Foundation writes as base64 the generator takes", arguments: 0..<24)
    func foundationBase64(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ length &* 31) }
        #expect(ScalarTextFormats.isBase64(Data(bytes).base64EncodedString()))
    }

    @Test("The generator refuses text that is not padded base64", arguments: ["A", "AA", "AAA", "A===", "====", "AAAA=", "AA=A", "AB-_", "QQ ==", "QQ==QQ=="])
    func notBase64(text: String) {
        #expect(!ScalarTextFormats.isBase64(text))
    }
}
