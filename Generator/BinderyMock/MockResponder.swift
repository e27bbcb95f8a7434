import BinderyLoopback
import BinderySpec

/// Answers one request as the API would: finds its endpoint, checks it against the spec, and
/// answers from the examples, or with the API's error model and a log line saying what was wrong.
struct MockResponder: Sendable {
    let routes: MockRoutes
    let checks: RequestChecks
    let success: SuccessAnswer
    let errors: ErrorBody
    /// Where each answer's log line goes: one line, its control characters escaped (a request
    /// cannot forge lines of the log with a `%0A` in a parameter it sends).
    let log: @Sendable (String) -> Void

    init(spec: APISpec, log: @escaping @Sendable (String) -> Void) {
        let values = ValueSynthesizer(spec: spec)
        routes = MockRoutes(spec: spec)
        checks = RequestChecks(spec: spec, values: values)
        success = SuccessAnswer(spec: spec, values: values)
        errors = ErrorBody(spec: spec, values: values)
        self.log = { line in log(Diagnostic.oneLine(line)) }
    }

    func reply(to request: LoopbackRequest) -> LoopbackReply {
        let line = "\(request.method) \(request.path)"
        let asksForEvents = request.header("Accept")?.lowercased().contains("text/event-stream") ?? false
        switch routes.match(method: request.method, path: request.path, asksForEvents: asksForEvents) {
        case .unknownPath:
            return failure(MockProblem(status: 404, message: "no endpoint has the path \(request.path)"), line)
        case .wrongMethod(let allowed):
            return failure(
                MockProblem(
                    status: 405, message: "\(request.path) takes \(allowed.joined(separator: ", ")), not \(request.method)",
                    headers: [("Allow", allowed.joined(separator: ", "))]),
                line)
        case .endpoint(let endpoint, let pathValues):
            do throws(MockProblem) {
                try checks.check(request, against: endpoint, pathValues: pathValues)
            } catch {
                return failure(error, "\(line) (\(endpoint.name))")
            }
            let reply = success.reply(for: endpoint, to: request)
            log("\(line) → \(Self.status(of: reply)) \(endpoint.name)")
            return reply
        }
    }

    private func failure(_ problem: MockProblem, _ line: String) -> LoopbackReply {
        log("\(line) → \(problem.status): \(problem.message)")
        return .json(problem.status, errors.body(status: problem.status, message: problem.message).jsonText, headers: problem.headers)
    }

    private static func status(of reply: LoopbackReply) -> Int {
        if case .response(let status, _, _) = reply { return status }
        return 200
    }
}
