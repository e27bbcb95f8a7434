import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

@Suite("PathTemplate: one reading of an endpoint's path")
struct PathTemplateTests {
    @Test("a template reads into literal text and placeholders, in path order")
    func segments() {
        let template = PathTemplate("/trackings/{slug}/{tracking_number}/retrack")
        #expect(template.problem == nil)
        #expect(template.segments == [
            .literal("/trackings/"), .placeholder("slug"), .literal("/"), .placeholder("tracking_number"), .literal("/retrack"),
        ])
        #expect(template.placeholderNames == ["slug", "tracking_number"])
        #expect(template.path == "/trackings/{slug}/{tracking_number}/retrack")
    }

    @Test("a path without placeholders is one literal; placeholders may touch each other and the ends")
    func edges() {
        #expect(PathTemplate("/items").segments == [.literal("/items")])
        #expect(PathTemplate("/").segments == [.literal("/")])
        #expect(PathTemplate("/{a}{b}").segments == [.literal("/"), .placeholder("a"), .placeholder("b")])
        #expect(PathTemplate("/files/{name}.json").segments == [.literal("/files/"), .placeholder("name"), .literal(".json")])
    }

    @Test("the normalized route leaves placeholder names out: only their places are on the wire")
    func normalizedRoute() {
        #expect(PathTemplate("/items/{id}/parts/{part}").normalizedRoute == "/items/{}/parts/{}")
        #expect(PathTemplate("/items/{id}").normalizedRoute == PathTemplate("/items/{key}").normalizedRoute)
        #expect(PathTemplate("/items/{id}").normalizedRoute != PathTemplate("/item/{id}").normalizedRoute)
        #expect(PathTemplate("/a/{x}/{y}").normalizedRoute == PathTemplate("/a/{y}/{x}").normalizedRoute)
        #expect(PathTemplate("/items").normalizedRoute == "/items")
    }

    @Test(
        "a malformed template tells the first problem a reader meets",
        arguments: [
            ("/a/{id", PathTemplate.Problem.unclosedBrace),
            ("/b/{}", .unbalancedBraces),
            ("/c}", .unbalancedBraces),
            ("/d/{a{b}}", .unbalancedBraces),
            ("/e/}{", .unbalancedBraces),
            ("e/relative", .notAbsolute),
            ("", .notAbsolute),
            ("e/{", .notAbsolute),
            ("/f?sort=asc", .queryOrFragment),
            ("/f#top", .queryOrFragment),
            ("/f/{a?}", .queryOrFragment),
        ])
    func problems(path: String, problem: PathTemplate.Problem) {
        #expect(PathTemplate(path).problem == problem)
    }

    @Test("a malformed template still has a route: every '{' opens a placeholder, a stray '}' is left out")
    func malformedReading() {
        let unclosed = PathTemplate("/a/{id")
        #expect(unclosed.normalizedRoute == "/a/{}")
        #expect(unclosed.placeholderNames.isEmpty)  // no '}' closes it
        let nested = PathTemplate("/d/{a{b}}/e")
        #expect(nested.segments == [.literal("/d/"), .placeholder("a"), .placeholder("b"), .literal("/e")])
        #expect(nested.normalizedRoute == "/d/{}{}/e")
        #expect(nested.placeholderNames == ["b"])
        #expect(PathTemplate("/c}d").segments == [.literal("/cd")])
        #expect(PathTemplate("/b/{}").placeholderNames == [""])
    }

    @Test("a template of thousands of placeholders reads in one pass")
    func hugeTemplate() {
        let path = "/" + (0..<4_000).map { "{p\($0)}" }.joined(separator: "/")
        let template = PathTemplate(path)
        #expect(template.problem == nil)
        #expect(template.placeholderNames.count == 4_000)
        #expect(template.placeholderNames.last == "p3999")
        #expect(template.normalizedRoute == "/" + Array(repeating: "{}", count: 4_000).joined(separator: "/"))
    }
}
