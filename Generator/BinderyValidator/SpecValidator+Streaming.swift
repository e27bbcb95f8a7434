import BinderySpec
/// The checks of a streamed response (`stream: sse | jsonLines`): each event has a type, is
/// decoded whole, and only server-sent events have a terminator.
extension SpecValidator {
    mutating func checkStream(of endpoint: EndpointDeclaration) {
        let response = endpoint.response
        guard let stream = response.stream else {
            if let terminator = response.terminator {
                diagnostics.error(
                    "'terminator' ends a stream of server-sent events; it needs 'stream: sse'", at: terminator.location)
            }
            return
        }
        if let terminator = response.terminator {
            if stream.value != .sse {
                diagnostics.error(
                    "'terminator' ends a stream of server-sent events, not of '\(stream.value.rawValue)'; JSON Lines end with the body",
                    at: terminator.location)
            } else if terminator.value.isEmpty || terminator.value.contains(where: \.isNewline) {
                diagnostics.error("'terminator' must be the text of one event's data, not empty and on one line", at: terminator.location)
            }
        }
        if response.type == nil {
            diagnostics.error(
                "a streamed response needs 'type', the type each event decodes to", at: stream.location)
        }
        if response.isText {
            diagnostics.error("a streamed response decodes each event as JSON; it cannot be 'text: true'", at: stream.location)
        }
        if !response.unwrapPath.isEmpty {
            diagnostics.error(
                "each event of a streamed response is decoded whole; 'at' does not apply, leave it out", at: stream.location)
        }
        if !response.headers.isEmpty {
            // `…WithResponse` decodes one body; a stream's head reaches the caller no other way yet.
            diagnostics.error(
                "a streamed response cannot declare 'headers' (they are read with a whole response); leave them out",
                at: stream.location)
        }
        if endpoint.pagination != nil {
            diagnostics.error("a streamed response cannot also be paged; leave out 'pagination' or 'stream'", at: stream.location)
        }
    }
}
