import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Foundation
import Testing

/// A field whose enum has one value is the one thing it can be: the initializer defaults it,
/// and the value still goes on the wire and is read back, over HTTP.
@Suite("Fields of a one-value enum", .timeLimit(.minutes(1)))
struct OneValueEnumTests {
    @Test("a union member is made without its marker field, which is sent all the same")
    func markerIsDefaultedAndSent() async throws {
        let fake = try ForgeFake(replies: [.json(200, #"{"kind": "review", "verdict": "approve"}"#)])

        let answer = try await fake.makeClient().postRemark(.comment(Comment(body: "Looks good")))

        try expectJSONBody(try fake.onlyRequest(), #"{"kind": "comment", "body": "Looks good"}"#)
        #expect(answer == .review(Review(verdict: .approve)))
        #expect(Review(verdict: .reject).kind == .review)
    }

    @Test("a value the spec does not list still decodes, and can be set")
    func otherValuesStayReadable() throws {
        let comment = try JSONDecoder().decode(Comment.self, from: Data(#"{"kind": "note", "body": "x"}"#.utf8))
        #expect(comment.kind == .unknown("note"))
        #expect(Comment(kind: .unknown("note"), body: "x") == comment)
    }
}
