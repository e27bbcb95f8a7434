import BinderySpec
import Foundation

/// Which endpoint a request's method and path name: each endpoint's path template under its
/// base URL's path (`/v4` of `https://api.aftership.com/v4`), matched segment by segment, a
/// placeholder taking one segment's text or part of it.
struct MockRoutes: Sendable {
    /// An endpoint with the path its requests arrive at.
    struct Route: Sendable {
        let endpoint: EndpointSpec
        /// The base URL's path, without a trailing `/`: `/v4`, or empty.
        let prefix: String
        /// How many characters of the template are literal: the more specific route wins
        /// (`/couriers/all` over `/couriers/{slug}`).
        let literalLength: Int
    }

    /// The outcome of looking a request up.
    enum Match: Sendable {
        /// The endpoint, and its path parameters' values as sent (still percent-encoded).
        case endpoint(EndpointSpec, pathValues: [String: String])
        /// Some endpoint has the path, none the method: these are the methods it has.
        case wrongMethod(allowed: [String])
        case unknownPath
    }

    let routes: [Route]

    init(spec: APISpec) {
        let defaultPrefix = Self.pathPrefix(of: spec.servers.first?.url)
        routes = spec.endpoints.map { endpoint in
            let prefix = endpoint.baseURL.map { Self.pathPrefix(of: $0.value) } ?? defaultPrefix
            let literalLength = endpoint.pathTemplate.segments.reduce(0) { length, segment in
                if case .literal(let text) = segment { return length + text.count }
                return length
            }
            return Route(endpoint: endpoint, prefix: prefix, literalLength: literalLength)
        }
    }

    /// The path of a base URL without its trailing `/`: `/v4`, or empty for none.
    static func pathPrefix(of url: String?) -> String {
        guard let url, let path = URLComponents(string: url)?.percentEncodedPath else { return "" }
        return path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The endpoint `method` and `path` (percent-encoded, without the query) name. Of a whole
    /// response and an event stream on one route, `asksForEvents` (the request's `Accept`)
    /// chooses.
    func match(method: String, path: String, asksForEvents: Bool = false) -> Match {
        // The more specific route wins; of two equally specific, the one of the kind asked for.
        var best: (route: Route, values: [String: String], rank: (Int, Int))?
        var allowed: [String] = []
        for route in routes {
            guard path.hasPrefix(route.prefix),
                let values = Self.match(route.endpoint.pathTemplate.segments[...], Substring(path.dropFirst(route.prefix.count)))
            else { continue }
            guard route.endpoint.method == method || (method == "HEAD" && route.endpoint.method == "GET") else {
                allowed.append(route.endpoint.method)
                continue
            }
            let rank = (route.literalLength, route.endpoint.declaration.asksForEvents == asksForEvents ? 1 : 0)
            if let current = best?.rank, rank <= current { continue }
            best = (route, values, rank)
        }
        if let best { return .endpoint(best.route.endpoint, pathValues: best.values) }
        if !allowed.isEmpty { return .wrongMethod(allowed: Array(Set(allowed)).sorted()) }
        return .unknownPath
    }

    /// The placeholders' values when `path` is the template's `segments`; nil when it is not.
    private static func match(_ segments: ArraySlice<PathTemplate.Segment>, _ path: Substring) -> [String: String]? {
        guard let first = segments.first else { return path.isEmpty ? [:] : nil }
        let rest = segments.dropFirst()
        switch first {
        case .literal(let text):
            guard path.hasPrefix(text) else { return nil }
            return match(rest, path.dropFirst(text.count))
        case .placeholder(let name):
            // A value is one segment's text or part of it: at least one character, no `/`.
            let segmentEnd = path.firstIndex(of: "/") ?? path.endIndex
            var end = segmentEnd
            while end > path.startIndex {
                if var values = match(rest, path[end...]) {
                    values[name] = String(path[..<end])
                    return values
                }
                end = path.index(before: end)
            }
            return nil
        }
    }
}
