import BinderyGenerator

extension EndpointSpec {
    /// The place of each of the endpoint's own path parameters among them, in path order (shared
    /// path values left out), by wire name: what identifies a path parameter on the wire, since
    /// its name is not sent. `/shops/{shop}/items/{id}` with `shop` shared → `["id": 0]`.
    var pathParameterPlaces: [String: Int] {
        let own = Set(self.parameters.filter { $0.place == .path }.map(\.wireName))
        var places: [String: Int] = [:]
        var place = 0
        for name in pathTemplate.placeholderNames where own.contains(name) {
            if places[name] == nil { places[name] = place }
            place += 1
        }
        return places
    }
}
