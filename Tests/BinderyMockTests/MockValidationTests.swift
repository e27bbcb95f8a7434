import Foundation
import Testing

/// Each way a request can break the spec is answered with the API's error model inside its
/// envelope, a sensible status, and a log line that says what was wrong.
@Suite("bindery mock: requests are checked against the spec", .timeLimit(.minutes(2)))
struct MockValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var method = "GET"
        var path: String
        var headers = ["Authorization": "Bearer t"]
        var body: String?
        var status: Int
        var message: String
        var testDescription: String { name }
    }

    static let shelf = ["Authorization": "Bearer t", "X-Tenant": "acme"]

    static let cases: [Case] = [
        Case(name: "unknown path", path: "/crates", status: 404, message: "no endpoint has the path /v1/crates"),
        Case(name: "unknown method", method: "DELETE", path: "/boxes", status: 405, message: "/v1/boxes takes POST, not DELETE"),
        Case(
            name: "missing credentials", path: "/boxes/box-1", headers: [:], status: 401,
            message: "credentials missing: no 'Authorization: Bearer' token (auth scheme 'token')"),
        Case(
            name: "missing basic credentials", path: "/me", headers: [:], status: 401,
            message: "credentials missing: no 'Authorization: Basic' user name and password in base64 (auth scheme 'account')"),
        Case(
            name: "basic credentials that are not base64 of a pair", path: "/me", headers: ["Authorization": "Basic ada"], status: 401,
            message: "credentials missing: no 'Authorization: Basic' user name and password in base64 (auth scheme 'account')"),
        Case(
            name: "a bearer token where basic credentials are due", path: "/me", status: 401,
            message: "credentials missing: no 'Authorization: Basic' user name and password in base64 (auth scheme 'account')"),
        Case(
            name: "missing query parameter", path: "/shelves/top", headers: shelf, status: 400,
            message: "the required query parameter 'count' is missing"),
        Case(
            name: "missing header parameter", path: "/shelves/top?count=1", status: 400,
            message: "the required header parameter 'X-Tenant' is missing"),
        Case(
            name: "parameter of the wrong type", path: "/shelves/top?count=many", headers: shelf, status: 400,
            message: "the query parameter 'count' is 'many', which is not a 'integer': the value is a string, not a number ('integer')"),
        Case(
            name: "path parameter of the wrong type", path: "/shelves/top/slots/first", status: 400,
            message: "the path parameter 'slot' is 'first', which is not a 'integer': the value is a string, not a number ('integer')"),
        Case(
            name: "parameter outside its enum", path: "/boxes/box-1?size=huge", status: 400,
            message: "the query parameter 'size' is 'huge', which is not a 'Size': the value is 'huge', which is no value of 'Size' (small and large)"),
        Case(
            name: "missing body", method: "POST", path: "/boxes", status: 400,
            message: "the body is missing: 'createBox' takes a 'NewBox' as JSON"),
        Case(name: "body that is no JSON", method: "POST", path: "/boxes", body: "{\"box\":", status: 400, message: "the body is not JSON"),
        Case(
            name: "body without its wrap key", method: "POST", path: "/boxes", body: #"{"size":"small"}"#, status: 422,
            message: "the body must be an object with the key 'box' around the 'NewBox'"),
        Case(
            name: "body missing a required field", method: "POST", path: "/boxes", body: #"{"box":{"label":"x"}}"#, status: 422,
            message: "the body is not a 'NewBox': 'box' is missing the required field 'size' of 'NewBox'"),
        Case(
            name: "body field of the wrong type", method: "POST", path: "/boxes", body: #"{"box":{"size":"small","count":"two"}}"#,
            status: 422, message: "the body is not a 'NewBox': 'box.count' is a string, not a number ('integer')"),
        Case(
            name: "body field outside its enum", method: "POST", path: "/boxes", body: #"{"box":{"size":"huge"}}"#, status: 422,
            message: "the body is not a 'NewBox': 'box.size' is 'huge', which is no value of 'Size' (small and large)"),
        Case(
            name: "body field the model does not declare", method: "POST", path: "/boxes", body: #"{"box":{"size":"small","lable":"x"}}"#,
            status: 422, message: "the body is not a 'NewBox': 'box' has the field 'lable', which 'NewBox' does not declare; did you mean 'label'?"),
    ]

    @Test(arguments: cases)
    func isAnsweredWithTheErrorModelAndLogged(_ testCase: Case) async throws {
        let mock = try MockFixture()

        let answer = try await mock.send(testCase.method, testCase.path, headers: testCase.headers, body: testCase.body)

        #expect(answer.status == testCase.status)
        let expected = #"{"problem":{"code":"\#(testCase.status)","detail":"\#(testCase.message)"},"failed":true}"#
        #expect(answer.text == expected)
        let target = testCase.path.split(separator: "?").first.map(String.init) ?? testCase.path
        #expect(mock.log.count == 1)
        #expect(mock.log.first?.hasPrefix("\(testCase.method) /v1\(target)") == true)
        #expect(mock.log.first?.hasSuffix("→ \(testCase.status): \(testCase.message)") == true)
    }

    @Test func aLogLineIsOneLineWhateverTheRequestSends() async throws {
        let mock = try MockFixture()
        let answer = try await mock.send("GET", "/shelves/top?count=1%0Amock:%20forged", headers: Self.shelf)
        #expect(answer.status == 400)
        #expect(mock.log == [
            #"GET /v1/shelves/top (getShelf) → 400: the query parameter 'count' is '1\nmock: forged', which is not a 'integer': the value is a string, not a number ('integer')"#
        ])
    }

    @Test func aWrongMethodSaysWhichAreAllowed() async throws {
        let mock = try MockFixture()
        let answer = try await mock.send("DELETE", "/boxes")
        #expect(answer.headers["allow"] == "POST")
    }

    @Test func missingCredentialsAskForThem() async throws {
        let mock = try MockFixture()
        let answer = try await mock.send("GET", "/boxes/box-1", headers: [:])
        #expect(answer.headers["www-authenticate"] == "Bearer")
    }

    @Test func basicCredentialsAreAskedForAndTaken() async throws {
        let mock = try MockFixture()
        let missing = try await mock.send("GET", "/me", headers: [:])
        // `sk_test_1:` in base64: a key as the user name and no password, as Stripe takes it.
        let given = try await mock.send("GET", "/me", headers: ["Authorization": "Basic c2tfdGVzdF8xOg=="])
        #expect(missing.headers["www-authenticate"] == "Basic")
        #expect(given.status == 200)
        #expect(given.text == "depot-user")
    }

    @Test func successesCarryTheRateLimitHeadersAndTheEnvelope() async throws {
        let mock = try MockFixture()
        let answer = try await mock.send("GET", "/boxes/box-1")
        #expect(answer.status == 200)
        #expect(answer.text == #"{"result":{"id":"box-1","size":"large","label":"Books","weight":2.5,"shipped":"2024-03-01"},"failed":false}"#)
        #expect(answer.headers["x-limit"] == "50")
        #expect(answer.headers["x-remaining"] == "50")
        #expect(answer.headers["x-reset"] == "10")
    }
}
