// A consumer's client, written against the old module, whose scheme took a bearer token as a
// `String`: once the scheme is basic, the argument takes `BasicCredentials` and this fails.
import MODULE

func makeClient(token: String) -> ShopClient {
    ShopClient(apiKey: token)
}
