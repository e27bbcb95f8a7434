import Foundation

/// What Clover's authorization page sends back to the redirect URI.
public enum CloverOAuthResponseType: String, Sendable, Hashable, CaseIterable {
    /// A code to exchange for the access token on your server
    /// (``CloverClient/requestAccessToken(code:clientID:clientSecret:server:transport:middlewares:)``).
    case code
    /// The access token itself, in the redirect's fragment (the implicit flow the SDK's web view used).
    case token
}

extension CloverClient.Server {
    /// The web host that serves Clover's OAuth pages for this environment: the REST hosts
    /// `api.clover.com` and `apisandbox.dev.clover.com` keep their pages on `www.clover.com`
    /// and `sandbox.dev.clover.com`.
    public var oauthURL: URL {
        switch self {
        case .us, .api: URL(validated: "https://www.clover.com")
        case .eu: URL(validated: "https://www.eu.clover.com")
        case .sandbox, .apiSandbox: URL(validated: "https://sandbox.dev.clover.com")
        case .sandboxDev: URL(validated: "https://sandboxdev.dev.clover.com")
        case .dev: URL(validated: "https://dev1.dev.clover.com")
        }
    }
}

extension CloverClient {
    /// The page where a merchant signs in and grants your app access:
    /// `https://<OAuth host>/oauth/authorize?client_id=…&response_type=code&redirect_uri=…`.
    ///
    /// Show it in a browser or an `ASWebAuthenticationSession`; Clover then redirects to
    /// `redirectURI` (or the site URL of your app's settings), which ``CloverOAuthRedirect`` reads.
    /// Your app must exist in the merchant's region: pass the `clientID` of that region's app.
    ///
    /// - Parameters:
    ///   - clientID: Your app's id.
    ///   - redirectURI: Where Clover sends the merchant back; nil for your app's configured site URL.
    ///   - responseType: `.code` (exchange it on your server) or `.token` (the implicit flow).
    ///   - state: A value Clover sends back unchanged, to tie the redirect to this request.
    ///   - server: The merchant's environment; its ``Server/oauthURL`` serves the page.
    /// - Returns: The authorization page's URL, every value percent-encoded.
    public static func authorizationURL(
        clientID: String, redirectURI: URL? = nil, responseType: CloverOAuthResponseType = .code,
        state: String? = nil, server: Server = .us
    ) -> URL {
        var items = [("client_id", clientID), ("response_type", responseType.rawValue)]
        if let redirectURI { items.append(("redirect_uri", redirectURI.absoluteString)) }
        if let state { items.append(("state", state)) }
        let query = items.map { "\($0.0)=\(Self.percentEncoded($0.1))" }.joined(separator: "&")
        var components = URLComponents()
        components.scheme = server.oauthURL.scheme
        components.host = server.oauthURL.host
        components.path = "/oauth/authorize"
        components.percentEncodedQuery = query
        guard let url = components.url else {
            // Unreachable: the host is one of the spec's and every value is percent-encoded.
            preconditionFailure("the authorization URL of \(server) did not form")
        }
        return url
    }

    /// Exchanges the code of an authorization redirect for the merchant's access token, without
    /// a client: it calls ``exchangeAuthorizationCode(clientID:clientSecret:code:)`` on the
    /// environment's OAuth host (``Server/oauthURL``).
    ///
    /// Keep your app secret on your server where you can; the secret and the code never appear
    /// in errors.
    ///
    /// - Parameters:
    ///   - code: The redirect's ``CloverOAuthRedirect/code``.
    ///   - clientID: Your app's id.
    ///   - clientSecret: Your app's secret.
    ///   - server: The merchant's environment.
    ///   - transport: What sends the request.
    ///   - middlewares: Interceptors run around the request.
    /// - Returns: The token; create the merchant's client with its ``OAuthToken/accessToken``.
    /// - Throws: `BinderyError`; `ExchangeAuthorizationCodeRequest.Failure(error)` tells the documented failures apart.
    public static func requestAccessToken(
        code: String, clientID: String, clientSecret: String, server: Server = .us,
        transport: any ClientTransport = URLSessionTransport(), middlewares: [any ClientMiddleware] = []
    ) async throws(BinderyError) -> OAuthToken {
        // The exchange takes no access token and no merchant id: the client needs neither.
        let client = CloverClient(
            accessToken: "", merchantID: MerchantID(rawValue: ""), baseURL: server.oauthURL, transport: transport,
            middlewares: middlewares)
        return try await client.exchangeAuthorizationCode(clientID: clientID, clientSecret: clientSecret, code: code)
    }

    /// Everything but the unreserved characters of RFC 3986 percent-encoded.
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

/// The redirect Clover's authorization page comes back with, read from its URL: the code (or,
/// in the implicit flow, the access token in the fragment) and the merchant, employee and app
/// it is for.
///
/// ```swift
/// guard let redirect = CloverOAuthRedirect(url: callbackURL), let code = redirect.code,
///       let merchantID = redirect.merchantID else { return }
/// let token = try await CloverClient.requestAccessToken(code: code, clientID: id, clientSecret: secret)
/// let client = CloverClient(accessToken: token.accessToken, merchantID: merchantID)
/// ```
///
/// Its description leaves the code and the token out.
public struct CloverOAuthRedirect: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The code to exchange for the access token (`response_type=code`).
    public var code: String?
    /// The access token (`response_type=token`, from the fragment).
    public var accessToken: String?
    /// The merchant who granted access (`merchant_id`).
    public var merchantID: MerchantID?
    /// The employee who signed in (`employee_id`).
    public var employeeID: EmployeeID?
    /// Your app's id (`client_id`).
    public var clientID: String?
    /// The `state` given to ``CloverClient/authorizationURL(clientID:redirectURI:responseType:state:server:)``.
    public var state: String?

    /// Reads a redirect URL's query and fragment; nil when it carries neither a code nor a token.
    ///
    /// - Parameter url: The URL Clover redirected to.
    public init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        var values: [String: String] = [:]
        for item in components.queryItems ?? [] where values[item.name] == nil {
            values[item.name] = item.value
        }
        // The implicit flow puts its values in the fragment, written like a query.
        var fragment = URLComponents()
        fragment.percentEncodedQuery = components.percentEncodedFragment
        for item in fragment.queryItems ?? [] where values[item.name] == nil {
            values[item.name] = item.value
        }
        code = values["code"].flatMap { $0.isEmpty ? nil : $0 }
        accessToken = values["access_token"].flatMap { $0.isEmpty ? nil : $0 }
        guard code != nil || accessToken != nil else { return nil }
        merchantID = values["merchant_id"].map(MerchantID.init(rawValue:))
        employeeID = values["employee_id"].map(EmployeeID.init(rawValue:))
        clientID = values["client_id"]
        state = values["state"]
    }

    /// The merchant, employee and app, without the code or the token.
    public var description: String {
        let parts = [
            "merchantID: \(merchantID?.rawValue ?? "nil")", "employeeID: \(employeeID?.rawValue ?? "nil")",
            "clientID: \(clientID ?? "nil")", "code: \(code == nil ? "nil" : "<redacted>")",
            "accessToken: \(accessToken == nil ? "nil" : "<redacted>")",
        ]
        return "CloverOAuthRedirect(\(parts.joined(separator: ", ")))"
    }

    /// The same as ``description``: the code and the token never print.
    public var debugDescription: String { description }
}
