import Foundation
import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// DocC links to a client's methods (``ShopClient/createProduct(_:)``) are written by the
/// generator and by hand, in spec docs and in the hand-written files beside the generated ones;
/// the compiler checks none of them. Every link to a method of a bound API's client, and every
/// relative link to a method (``submitOrder(_:)``), must name a function or initializer the
/// API's module declares, with its labels as declared: a renamed label breaks no build, only
/// the documentation.
@Suite("Doc links name real methods")
struct DocLinkTests {
    static let apis = ["AfterShip", "Clover", "Gooten", "Iplabs", "Shop"]

    @Test(arguments: DocLinkTests.apis)
    func clientMethodLinksResolve(_ api: String) throws {
        let specFolder = Paths.packageRoot.appendingPathComponent("Specs/\(api)").path
        let generated = SwiftGenerator.generate(try SpecLoader.load(directory: specFolder)).map(\.contents)
        let sourceFolder = Paths.packageRoot.appendingPathComponent("Sources/\(api)")
        let handWritten = try FileManager.default.contentsOfDirectory(atPath: sourceFolder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: sourceFolder.appendingPathComponent($0), encoding: .utf8) }
        let text = (generated + handWritten).joined(separator: "\n")

        let declared = DeclaredSelectors.functions(in: text)
        let links = DeclaredSelectors.methodLinks(in: text, client: "\(api)Client")
        #expect(!links.isEmpty, "no links to check: the scan is broken")
        let unresolved = links.subtracting(declared).sorted().map { "``\(api)Client/\($0)``" }
        #expect(unresolved == [], "these links name no method of \(api)Client")
    }

    @Test("the scan reads labels as Swift does")
    func scan() {
        let text = """
            public func createItem(_ item: Item, locale: String? = nil) async throws(BinderyError) -> Item {}
            public func send(
                _ item: [String: Int], completion: @escaping @Sendable (Result<Item, BinderyError>) -> Void
            ) -> Task<Void, Never> {}
            func map(values: Dictionary<String, [Int]>, by key: (Int, Int) -> Bool) {}
            /// ``ShopClient/createItem(_:locale:)`` and ``createItem(_:locale:)``, not ``OtherClient/x()``.
            """
        #expect(DeclaredSelectors.functions(in: text) == ["createItem(_:locale:)", "send(_:completion:)", "map(values:by:)"])
        #expect(DeclaredSelectors.functions(in: "public init(id: String) {}\nlet x = Foo.init(y: 1)") == ["init(id:)"])
        #expect(DeclaredSelectors.methodLinks(in: text, client: "ShopClient") == ["createItem(_:locale:)"])
        #expect(DeclaredSelectors.methodLinks(in: "``send(_:)`` and ``Failure``", client: "ShopClient") == ["send(_:)"])
    }
}

/// Function selectors declared in Swift text, and DocC links to a type's methods.
enum DeclaredSelectors {
    /// `name(label:label:)` of every `func` and `init` declared in `text`.
    static func functions(in text: String) -> Set<String> {
        declarations(after: "func ", in: text).union(declarations(after: " init", in: text))
    }

    private static func declarations(after keyword: String, in text: String) -> Set<String> {
        var result: Set<String> = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while let range = find(keyword, in: scalars, from: index) {
            index = range
            var cursor = range
            var name = keyword.hasSuffix("init") ? "init" : ""
            while cursor < scalars.count, scalars[cursor] != "(", scalars[cursor] != "<", scalars[cursor] != " " {
                name.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count, scalars[cursor] == "(" || scalars[cursor] == "<" else { continue }
            while cursor < scalars.count, scalars[cursor] != "(" { cursor += 1 }
            guard let parameters = balanced(scalars, openingAt: cursor) else { continue }
            let labels = topLevelParts(parameters).compactMap { part -> String? in
                let head = part.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                return head.split(separator: " ").first.map(String.init)
            }
            result.insert("\(name)(\(labels.map { "\($0):" }.joined()))")
        }
        return result
    }

    /// The `method(labels:)` of every ``` ``Client/method(labels:)`` ``` link in `text`, and of
    /// every relative ``` ``method(labels:)`` ``` link.
    static func methodLinks(in text: String, client: String) -> Set<String> {
        var result: Set<String> = []
        for piece in text.components(separatedBy: "``").dropFirst() {
            let link = piece.hasPrefix("\(client)/") ? String(piece.dropFirst(client.count + 1)) : piece
            guard let open = link.firstIndex(of: "("), link.hasSuffix(")"),
                link[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !link[..<open].isEmpty
            else { continue }
            result.insert(link)
        }
        return result
    }

    private static func find(_ needle: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let pattern = Array(needle.unicodeScalars)
        var index = start
        while index + pattern.count <= scalars.count {
            if scalars[index..<(index + pattern.count)].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        return nil
    }

    /// The text inside the parentheses opening at `start`.
    private static func balanced(_ scalars: [Unicode.Scalar], openingAt start: Int) -> String? {
        guard start < scalars.count, scalars[start] == "(" else { return nil }
        var depth = 0
        var text = ""
        for index in start..<scalars.count {
            let scalar = scalars[index]
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if depth == 0 { return text }
            if index > start { text.unicodeScalars.append(scalar) }
        }
        return nil
    }

    /// `text` cut at commas outside any brackets; `->` is not a closing angle bracket.
    private static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { parts.append(last) }
        return parts
    }
}
