import BinderyGenerator

/// Changes to whether, and how, a response streams its events.
enum ResponseStreamChange {
    static func changes(
        _ was: ResponseSpec, _ now: ResponseSpec, endpoint: String, swift: (before: [String], after: [String]), at location: ChangeLocation
    ) -> [Change] {
        var changes: [Change] = []
        let before = was.stream?.value
        let after = now.stream?.value
        if before != after {
            changes.append(
                Change(
                    .endpointResponseStreamChanged, subject: endpoint, travels: .response,
                    message: "'\(endpoint)' now answers \(describe(after)), was \(describe(before)).",
                    wireReason: "old apps read the body as \(describe(before))",
                    sourceReason: "the method's return type changes", swiftBefore: swift.before, swiftAfter: swift.after,
                    endpoints: [endpoint], location: location))
        } else if before == .sse, was.terminator?.value != now.terminator?.value {
            let show: (Located<String>?) -> String = { $0.map { "'\($0.value)'" } ?? "none" }
            changes.append(
                Change(
                    .endpointResponseTerminatorChanged, subject: endpoint, travels: .response,
                    message: "'\(endpoint)' now ends its event stream at \(show(now.terminator)), was \(show(was.terminator)).",
                    wireReason: "old apps end the stream at the old terminator", sourceReason: "the method is unchanged",
                    endpoints: [endpoint], location: location))
        }
        return changes
    }

    private static func describe(_ format: ResponseStreamFormat?) -> String {
        switch format {
        case .sse?: "server-sent events"
        case .jsonLines?: "JSON Lines"
        case nil: "one JSON value"
        }
    }
}
