/// Path arithmetic on plain `/`-separated strings, as `NSString`'s path methods do it, so that
/// the generator needs no Foundation for it (importing Foundation costs every consumer's first
/// build of the plugin's tool: docs/PERFORMANCE.md, "The plugin's tool without Foundation").
package enum PathText {
    /// The part after the last `/`, trailing slashes ignored: `a/b.yaml` → `b.yaml`, `/` → `/`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/" else { return trimmed }
        return trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
    }

    /// The path without its last component: `a/b.yaml` → `a`, `/a` → `/`, `b.yaml` → ``.
    package static func deletingLastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed == "/" ? "/" : "" }
        return slash == trimmed.startIndex ? "/" : trimmingTrailingSlashes(String(trimmed[..<slash]))
    }

    /// `component` under `path`, with one `/` between them: `a` and `b.yaml` → `a/b.yaml`.
    package static func appending(_ component: String, to path: String) -> String {
        guard !path.isEmpty else { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// The path without the extension of its last component: `a/b.yaml` → `a/b`, `a.b/c` → `a.b/c`.
    package static func deletingExtension(of path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
        return String(path[..<dot])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
