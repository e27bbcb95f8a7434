extension GootenErrorResponse {
    /// Every problem the answer lists: its ``errors``, then image validation's ``issues``.
    public var failures: [ValidationFailure] {
        (errors ?? []) + (issues ?? [])
    }

    /// The messages of the problems, in order, and the answer's own message when it has one.
    public var messages: [String] {
        failures.compactMap(\.errorMessage) + (errorMessage.map { [$0] } ?? [])
    }

    /// The problems as the SDK's `custom` error described them: one `ErrorMessage:PropertyName`
    /// line per problem.
    public var summary: String {
        var lines = failures.map { "\($0.errorMessage ?? ""):\($0.propertyName ?? "")" }
        if let errorMessage { lines.append(errorMessage) }
        return lines.joined(separator: "\n")
    }
}
