/// The names of the types the generator adds beside the spec's models, which a model must not
/// take: one rule each, for the emitters that declare the types, the validator that keeps
/// models off their names, and `bindery diff`, which names them in its reports.
package enum GeneratedTypeNames {
    /// The request value of an endpoint: `getTracking` → `GetTrackingRequest`.
    package static func request(ofEndpoint swiftName: String) -> String {
        SwiftNaming.typeName(swiftName) + "Request"
    }

    /// The protocol every request value of the API conforms to: `AfterShipOperation`.
    package static func operationProtocol(ofAPI name: String) -> String { "\(name)Operation" }

    /// The internal enum of the envelope's data key, `AfterShipEnvelopeKey`, generated when the
    /// envelope names a data key.
    package static func envelopeKey(ofAPI name: String, envelope: EnvelopeSpec?) -> String? {
        envelope?.dataKey == nil ? nil : "\(name)EnvelopeKey"
    }

    /// The client: `AfterShipClient`.
    package static func client(ofAPI name: String) -> String { "\(name)Client" }

    /// The enum of the API's servers: `AfterShipServer`.
    package static func server(ofAPI name: String) -> String { "\(name)Server" }

    /// The method that returns a call's value with its typed response headers, generated for
    /// an endpoint that declares some: `getRepository` → `getRepositoryWithResponse`.
    package static func withResponseMethod(ofEndpoint swiftName: String) -> String { swiftName + "WithResponse" }

    /// How the endpoint that reads a call's server-sent events, beside the one that reads its
    /// whole response, ends its name: `createChatCompletion` → `createChatCompletionStream`
    /// (an OpenAPI operation that offers both). Its first argument reads as the call's.
    package static let eventStreamTwinSuffix = "Stream"

    /// The struct of an endpoint's declared response headers, nested in its request value.
    package static let responseHeaders = "ResponseHeaders"

    /// The type a request value names its response by (`typealias Response = Tracking`): a model
    /// of this name would be hidden inside every request value, and is refused.
    package static let response = "Response"

    /// The names a request value declares inside itself (its `Response`, its `Failure` enum, its
    /// `ResponseHeaders`), which hide models of the same name there: names made for a model
    /// (from an OpenAPI document) keep off all of them.
    package static let nestedInRequests: Set<String> = [response, "Failure", responseHeaders]

    /// The table an open enum of many values looks a wire string up in (`init(rawValue:)`).
    package static let enumValuesByRawValue = "valuesByRawValue"

    /// The members an open enum declares beside its cases, which no case may take, each with
    /// what it is, for the validator's message.
    package static let enumMembers: [String: String] = [
        "unknown": "the case that keeps values the spec does not list",
        "allCases": "the generated list of the enum's values",
        enumValuesByRawValue: "the generated table of the enum's values by wire string",
    ]
}

extension GeneratedTypeNames {
    /// Type names the generated module refers to: a model of the same name would hide them.
    package static let inUse: Set<String> = [
        // Swift and Foundation.
        "Any", "Bool", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decoder", "Double", "Encoder",
        "Hashable", "Int", "Never", "Optional", "Protocol", "Result", "Self", "Sendable", "String", "Task", "Type",
        "URL", "Void",
        // BinderyRuntime.
        "APIOperation", "BinderyClient", "BinderyError", "ClientConfiguration", "ClientMiddleware", "ClientTransport",
        "Envelope", "EnvelopeDataKey", "ErrorModelDecoding", "JSONKind", "JSONValue", "OpenEnum", "OperationDescriptor", "Pages", "RateLimitPolicy",
        "RequestParts", "ResponseContext", "RetryPolicy", "ServerErrorModel", "URLSessionTransport",
        "ArrayStyle", "BinderyClock", "Credential", "DateFormat", "DocumentedError", "EncodedPath", "LenientScalar",
        "MultipartFile", "MultipartForm", "ParameterValue", "RedactedValue", "ResponseTooLargeError", "SharedParameter",
        "URLEncodedFormEncoder",
        "SystemClock", "TransportContext", "TypedIdentifier", "WireKey",
        "CalendarDate", "Indirect", "LocalDateTime", "LowercaseUUIDEncodable", "LowercasedUUIDsBox", "Nullable",
    ]

    /// Foundation types an app file importing Foundation sees next to the module's: a model of
    /// the same name compiles but is ambiguous at every use in such a file.
    package static let foundation: Set<String> = [
        "Bundle", "Calendar", "CharacterSet", "DateComponents", "DateInterval", "Decimal", "Error", "FileManager",
        "Host", "IndexPath", "IndexSet", "Locale", "Measurement", "Notification", "NotificationCenter", "Operation",
        "OperationQueue", "Port", "Process", "Progress", "Stream", "Thread", "TimeZone", "Timer", "Unit", "URLRequest",
        "URLResponse", "URLSession", "UUID",
    ]
}
