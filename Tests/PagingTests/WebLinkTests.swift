import BinderyRuntime
import HTTPTypes
import Testing

/// `WebLink.parse`: the `Link` header as RFC 8288 writes it.
@Suite("WebLink")
struct WebLinkTests {
    @Test("several links, quoted and token values, parameters lowercased")
    func several() {
        let links = WebLink.parse(#"<https://x.example/a?page=2>; rel="next", <https://x.example/a?page=9>; REL=last; title="a, \"b\"""#)
        #expect(links.map(\.target) == ["https://x.example/a?page=2", "https://x.example/a?page=9"])
        #expect(links.map(\.relations) == [["next"], ["last"]])
        #expect(links[1].parameters.last == WebLink.Parameter(name: "title", value: #"a, "b""#))
    }

    @Test("a rel with several types, in any case; only the first rel counts")
    func relations() {
        let links = WebLink.parse(#"</p/1>; rel="PREV  First"; rel=next"#)
        #expect(links.first?.relations == ["prev", "first"])
    }

    @Test("commas and semicolons inside <…> belong to the target; a broken link is skipped")
    func delimiters() {
        let links = WebLink.parse(#"garbage, </a;b,c>; rel=next , <broken; rel=x"#)
        #expect(links.map(\.target) == ["/a;b,c"])
    }

    @Test("next(in:) reads every Link field")
    func nextAcrossFields() throws {
        var fields = HTTPFields()
        let name = try #require(HTTPField.Name("Link"))
        fields.append(HTTPField(name: name, value: #"</p/1>; rel="prev""#))
        fields.append(HTTPField(name: name, value: #"</p/3>; rel="next""#))
        #expect(WebLink.next(in: fields)?.target == "/p/3")
        #expect(WebLink.next(in: HTTPFields()) == nil)
    }
}
