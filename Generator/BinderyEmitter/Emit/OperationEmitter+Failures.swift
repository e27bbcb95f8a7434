import BinderySpec

/// The `Failure` enum of an endpoint whose spec names its documented failures, so callers
/// can `switch` over them instead of comparing statuses.
extension OperationEmitter {
    func emitFailureEnum(_ endpoint: EndpointSpec, into writer: inout SwiftWriter) {
        let named = endpoint.errors.filter { $0.name != nil }
        writer.line("/// The failures the spec documents for this call.")
        writer.block("public enum Failure: String, Sendable, CaseIterable") { writer in
            for error in named {
                guard let name = error.name else { continue }
                let code = error.code.map { ", code \($0)" } ?? ""
                writer.docs((DocText.nonEmpty(error.docs).map { $0.trimmingTrailingWhitespace + " " } ?? "") + "(HTTP \(error.status)\(code))")
                writer.line("case \(SwiftNaming.escaped(name))")
            }
            writer.blank()
            writer.line("/// The documented failure `error` is, or nil when it is another failure or another call's.")
            writer.block("public init?(_ error: BinderyError)") { writer in
                let guardLine = "guard error.operationID == \(endpoint.name.swiftLiteral), let documented = error.documentedError"
                if writer.indentation + guardLine.utf8.count + " else { return nil }".utf8.count <= DeclarationWrapping.lineLimit {
                    writer.line(guardLine + " else { return nil }")
                } else {
                    // swift-format's layout of a long guard: a condition a line, `else` first on its own.
                    writer.line("guard error.operationID == \(endpoint.name.swiftLiteral),\n    let documented = error.documentedError\nelse { return nil }")
                }
                writer.switchBlock("switch (documented.status, documented.code)") { writer in
                    for error in named {
                        guard let name = error.name else { continue }
                        writer.line("case (\(error.status), \(error.code.map(\.swiftLiteral) ?? "nil")): self = .\(SwiftNaming.escaped(name))")
                    }
                    writer.line("default: return nil")
                }
            }
        }
    }
}
