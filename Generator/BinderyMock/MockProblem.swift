/// What is wrong with a request the mock received: the status it answers with and what it says,
/// in the API's error model and in its log line.
struct MockProblem: Error, Sendable, Equatable {
    /// 404 (no such path), 405 (no such method), 400 (a parameter or a body that is no JSON),
    /// 422 (a body that is not of its model) or 401 (credentials missing).
    let status: Int
    /// What was wrong, in plain words: "the required query parameter 'page' is missing".
    let message: String
    /// Extra header fields of the answer (`Allow` for a 405, `WWW-Authenticate` for a 401).
    var headers: [(String, String)] = []

    static func == (a: MockProblem, b: MockProblem) -> Bool {
        a.status == b.status && a.message == b.message
    }
}
