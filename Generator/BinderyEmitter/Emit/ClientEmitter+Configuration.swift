import BinderySpec

/// The client's `defaultConfiguration(baseURL:)` and the error model's conformance: the parts
/// of the API-level file that the spec's `retry`, `rateLimit`, `envelope`, `errorModel` and
/// `dateFormat` settings produce.
extension ClientEmitter {
    func emitDefaultConfiguration(into writer: inout SwiftWriter) {
        writer.line("/// The configuration the spec describes, without credentials: retries, rate limit, envelope, errors.")
        writer.block("public static func defaultConfiguration(baseURL: URL) -> ClientConfiguration") { writer in
            let settings = configurationSettings(indentation: writer.indentation)
            // A `var` never changed would warn in every build of the generated module.
            guard !settings.isEmpty else {
                writer.line("ClientConfiguration(baseURL: baseURL)")
                return
            }
            writer.line("var configuration = ClientConfiguration(baseURL: baseURL)")
            for setting in settings {
                for line in setting { writer.line(line) }
            }
            writer.line("return configuration")
        }
    }

    /// The statements that set what the spec describes, each as its lines, to be written
    /// `indentation` spaces deep.
    private func configurationSettings(indentation: Int) -> [[String]] {
        var settings: [[String]] = []
        if let retry = api.retry {
            let arguments = "maxAttempts: \(retry.maxAttempts), initialDelay: \(duration(retry.initialDelay)), maxDelay: \(duration(retry.maxDelay))"
                + (retry.statuses.map { ", retryableStatuses: \(Self.statusSet($0.value))" } ?? "")
            if let resetAfter = retry.acrossCallsResetAfter {
                settings.append([
                    "configuration.retryPolicy = RetryPolicy(",
                    "    \(arguments),",
                    "    acrossCalls: RetryPolicy.AcrossCalls(resetAfter: \(duration(resetAfter)))",
                    ")",
                ])
            } else if indentation + "configuration.retryPolicy = RetryPolicy(\(arguments))".utf8.count > DeclarationWrapping.lineLimit {
                settings.append(["configuration.retryPolicy = RetryPolicy(", "    \(arguments)", ")"])
            } else {
                settings.append(["configuration.retryPolicy = RetryPolicy(\(arguments))"])
            }
        }
        if let statuses = api.retry?.rateLimitStatuses {
            settings.append(["configuration.retryPolicy.rateLimitStatuses = \(Self.statusSet(statuses.value))"])
        }
        if let limit = api.rateLimit {
            let arguments = rateLimitArguments(limit)
            if !arguments.isEmpty {
                let lines = arguments.enumerated().map { index, argument in
                    "    \(argument)\(index == arguments.count - 1 ? "" : ",")"
                }
                settings.append(["configuration.rateLimitPolicy = RateLimitPolicy("] + lines + [")"])
            }
        }
        if !api.rateLimitBuckets.isEmpty {
            var lines = ["configuration.rateLimitBuckets = ["]
            for bucket in api.rateLimitBuckets {
                lines.append("    \(bucket.name.swiftLiteral): RateLimitPolicy(\(rateLimitArguments(bucket.limit).joined(separator: ", "))),")
            }
            settings.append(lines + ["]"])
        }
        if let envelope = api.envelope {
            var arguments: [String] = []
            if let key = envelope.dataKey { arguments.append("dataKey: \(key.swiftLiteral)") }
            if let key = envelope.errorKey { arguments.append("errorKey: \(key.swiftLiteral)") }
            if let key = envelope.errorFlagKey { arguments.append("errorFlagKey: \(key.swiftLiteral)") }
            settings.append(["configuration.envelope = Envelope(\(arguments.joined(separator: ", ")))"])
        }
        if let errorModel = api.errorModel, let model = types.modelsByName[errorModel.model] {
            settings.append(["configuration.errorModel = ErrorModelDecoding(\(model.swiftName).self)"])
        }
        if api.dateFormat != .iso8601 {
            settings.append(["configuration.dateFormat = .\(api.dateFormat.rawValue)"])
        }
        return settings
    }

    /// `extension Problem: ServerErrorModel`, exposing the code and message fields as text.
    func emitErrorModelConformance(_ errorModel: ErrorModelSpec, model: ModelSpec, into writer: inout SwiftWriter) {
        writer.block("extension \(model.swiftName): ServerErrorModel") { writer in
            if let code = errorModel.codeField?.value, let field = model.fields.first(where: { $0.wireName == code }) {
                writer.docs("The `\(code)` of the body, as text.")
                writer.line("public var serverErrorCode: String? { \(textValue(of: field)) }")
            } else {
                writer.docs("Always nil: the spec names no field of this model as the error's code.")
                writer.line("public var serverErrorCode: String? { nil }")
            }
            emitErrorMessage(ErrorModelMessage.sources(errorModel.messageFields.map(\.value), in: model, models: types.modelsByName), into: &writer)
        }
    }

    /// `serverErrorMessage`: the first of the sources that holds text.
    private func emitErrorMessage(_ sources: [ErrorModelMessage.Source], into writer: inout SwiftWriter) {
        guard let first = sources.first else {
            writer.docs("Always nil: the spec names no field of this model as the error's message.")
            writer.line("public var serverErrorMessage: String? { nil }")
            return
        }
        if sources.count == 1 {
            let text = ErrorModelMessage.describe(first) + ", as text."
            writer.docs(text.prefix(1).uppercased() + text.dropFirst())
        } else {
            writer.docs("The first of these that holds text:\n" + sources.map { "- " + ErrorModelMessage.describe($0) }.joined(separator: "\n"))
        }
        if sources.count == 1, case .field(let field) = first {
            writer.line("public var serverErrorMessage: String? { \(textValue(of: field)) }")
            return
        }
        writer.block("public var serverErrorMessage: String?") { writer in
            var lists = 0
            for source in sources {
                switch source {
                case .field(let field):
                    writer.line("if let text = \(textValue(of: field)), !text.isEmpty { return text }")
                case .inObject(let outer, let inner):
                    let base = SwiftNaming.escaped(outer.swiftName) + (outer.explicitNull ? "?.value?." : outer.isOptional ? "?." : ".")
                    writer.line("if let text = \(textValue(of: inner, on: base, throughOptional: outer.isOptional)), !text.isEmpty { return text }")
                case .inList(let outer, let inner):
                    lists += 1
                    let name = lists == 1 ? "lines" : "lines\(lists)"
                    let field = SwiftNaming.escaped(outer.swiftName)
                    let list = outer.explicitNull ? "(\(field)?.value ?? [])" : outer.isOptional ? "(\(field) ?? [])" : field
                    writer.line("let \(name) = \(list).compactMap { \(textValue(of: inner, on: "$0.")) }.filter { !$0.isEmpty }")
                    writer.line("if !\(name).isEmpty { return \(name).joined(separator: \"\\n\") }")
                }
            }
            writer.line("return nil")
        }
    }

    /// The field as `String?`: text as it is, an enum by its wire value, numbers as written.
    /// `base` is what the field is reached through (`$0.`, `details?.`); `throughOptional` says
    /// it is an optional chain, which makes any field optional.
    private func textValue(of field: FieldSpec, on base: String = "", throughOptional: Bool = false) -> String {
        // A `Nullable<T>?` is read through its value: `null` and absent alike have no text.
        let name = base + SwiftNaming.escaped(field.swiftName) + (field.explicitNull ? "?.value" : "")
        let isEnum: Bool
        if case .named(let modelName) = field.type, let kind = types.modelsByName[modelName]?.kind, kind.hasRawValue {
            isEnum = true
        } else {
            isEnum = false
        }
        switch (field.type, field.isOptional || throughOptional) {
        case (.string, true): return name
        case (.string, false): return "Optional(\(name))"
        case (.uuid, true): return "\(name)?.lowercasedText"
        case (.uuid, false): return "Optional(\(name).lowercasedText)"
        case (_, true) where isEnum: return "\(name)?.rawValue"
        case (_, false) where isEnum: return "\(name).rawValue"
        case (_, true): return "\(name).map { \"\\($0)\" }"
        case (_, false): return "\"\\(\(name))\""
        }
    }

    /// The arguments of a `RateLimitPolicy` of the spec's `rateLimit` or a bucket of `rateLimits`.
    private func rateLimitArguments(_ limit: RateLimitSpec) -> [String] {
        var arguments: [String] = []
        if let requests = limit.requests, let per = limit.perSeconds {
            arguments.append("requests: \(requests), per: \(duration(per))")
        }
        if let header = limit.limitHeader { arguments.append("limitHeader: \(header.swiftLiteral)") }
        if let header = limit.remainingHeader { arguments.append("remainingHeader: \(header.swiftLiteral)") }
        if let header = limit.resetHeader { arguments.append("resetHeader: \(header.swiftLiteral)") }
        return arguments
    }

    /// `[403, 429]`: a set literal of statuses, in the spec's order.
    static func statusSet(_ statuses: [Int]) -> String {
        "[\(statuses.map(String.init).joined(separator: ", "))]"
    }

    /// `.milliseconds(500)` or `.seconds(30)`.
    private func duration(_ seconds: Double) -> String {
        if seconds == seconds.rounded() { return ".seconds(\(Int(seconds)))" }
        return ".milliseconds(\(Int((seconds * 1000).rounded())))"
    }
}
