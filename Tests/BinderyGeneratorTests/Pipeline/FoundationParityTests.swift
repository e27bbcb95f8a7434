import Foundation
import Testing
@testable import BinderyOpenAPI
@testable import BinderySpec

/// The generator's own path, trimming, percent-decoding and UTF-8 helpers, which spare the
/// plugin's tool Foundation (and newer standard libraries), against what they replace.
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
}
