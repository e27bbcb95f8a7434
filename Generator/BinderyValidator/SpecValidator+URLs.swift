import BinderySpec

/// The checks of the URLs a spec writes: server URLs and endpoint base URLs become URL
/// constants of the generated client, so one that does not parse would stop it at run time.
extension SpecValidator {
    /// The characters RFC 3986 allows in a URL, `%` of percent-encoding included.
    private static let urlCharacters = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)

    /// What is wrong with an absolute http(s) URL a spec writes, or nil when every platform's
    /// `URL(string:)` takes it and the client can use it as a base: a host, a port from 1 to
    /// 65535, no credentials, query or fragment.
    static func urlProblem(_ text: String) -> String? {
        guard text.unicodeScalars.allSatisfy(urlCharacters.contains) else {
            return "holds characters a URL cannot (spaces, quotes, braces, non-ASCII); percent-encode them"
        }
        guard let url = AbsoluteURLText(text) else { return "is not a valid URL" }
        let scheme = url.scheme.lowercased()
        guard scheme == "https" || scheme == "http", text.contains("://") else { return "must be an absolute http(s) URL" }
        guard let host = url.host, !host.isEmpty else { return "has no host" }
        if url.userInfo != nil { return "must not carry credentials; declare them under 'auth'" }
        if let port = url.port, !(1...65535).contains(port) { return "has a port outside 1 to 65535" }
        if url.hasQuery || url.hasFragment {
            return "must not have a query or a fragment; declare query parameters instead"
        }
        return nil
    }

    /// Reports a header name that HTTP would refuse, which would fail every call that sends it.
    mutating func checkHeaderName(_ name: String, of what: @autoclosure () -> String, at location: SourceLocation) {
        guard !Self.isHeaderName(name) else { return }
        diagnostics.error(
            "\(what()) '\(Diagnostic.abbreviated(name))' is not a valid HTTP header name: use letters, digits and !#$%&'*+-.^_`|~ only",
            at: location)
    }
}
