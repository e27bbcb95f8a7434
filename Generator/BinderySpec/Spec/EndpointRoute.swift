extension EndpointDeclaration {
    /// The call as the wire tells it from every other: the method, the base URL, the path with
    /// its placeholders' names left out (``PathTemplate/normalizedRoute``), and whether it asks
    /// for server-sent events. Two endpoints of one route are one call: the validator reports
    /// them, and `bindery diff` pairs a renamed endpoint by it. An event stream and a whole
    /// response of the same method and path are two calls (OpenAI's chat completions): the
    /// request's `Accept: text/event-stream` tells them apart. A JSON Lines stream asks for
    /// JSON, as a whole response does, so it shares the route.
    package func route(_ template: PathTemplate) -> String {
        let kind = asksForEvents ? " (events)" : ""
        return "\(method) \(baseURL?.value ?? "")\(template.normalizedRoute)\(kind)"
    }

    /// Whether the call's request says `Accept: text/event-stream`.
    package var asksForEvents: Bool { response.stream?.value == .sse }
}
