/// The names of the types the generator adds beside the spec's models, which a model must not
/// take: one rule each, for the emitters that declare the types and the validator that keeps
/// models off their names.
enum GeneratedTypeNames {
    /// The request value of an endpoint: `getTracking` → `GetTrackingRequest`.
    static func request(ofEndpoint swiftName: String) -> String {
        SwiftNaming.typeName(swiftName) + "Request"
    }

    /// The protocol every request value of the API conforms to: `AfterShipOperation`.
    static func operationProtocol(ofAPI name: String) -> String { "\(name)Operation" }

    /// The internal enum of the envelope's data key: `AfterShipEnvelopeKey`.
    static func envelopeKey(ofAPI name: String) -> String { "\(name)EnvelopeKey" }

    /// The client: `AfterShipClient`.
    static func client(ofAPI name: String) -> String { "\(name)Client" }

    /// The enum of the API's servers: `AfterShipServer`.
    static func server(ofAPI name: String) -> String { "\(name)Server" }
}
