import AfterShip
import BinderyLoopback
import BinderyRuntime
import BinderyTestSupport
import Clover
import Foundation
import Gooten
import Iplabs
import Shop
import Testing

/// The secrets the tests hand to the clients, each long and distinctive, so that any place it
/// turns up is a leak.
enum Secrets {
    static let afterShipKey = "as-key-7Hq2Vx9LmP4rT8wZ3nB6"
    static let iplabsOrderSecret = "7E3F9A21-4C8B-4D2E-9F16-0B5A3C7D8E94"
    static let cloverToken = "clv-tok-Xw8Jp3Rz6Kq1Nv5Ts9Yb"
    static let cloverAppSecret = "clv-app-Lm4Qz7Hc2Wd8Pj5Vg1Ra"
    static let cardNumber = "$bt4|javascript_1_3_10$Jp8EdB8xd7CnEnc0CardNumber+9f2"
    static let cardExpiry = "$bt4|javascript_1_3_10$Qk2ExpiryDateEncrypted/7ab=="
    static let cardCVV = "$bt4|javascript_1_3_10$Zz9CardVerificationValue\\x41"
    static let paymentNonce = "fake-apple-pay-nonce-9c1e7f3a-b2d4-4e6f-8a0b"
    static let partnerBillingKey = "pbk-3f9a1c7e5d2b8f4a6c0e"
    static let shopPassword = "correct horse \"battery\" staple/42"
    static let cloverClientSecret = "clv-cs-Ty6Bn3Mk8Rw2Qd5Zh9"
    static let cloverOAuthCode = "clv-code-Gp4Xs7Lc1Vf9Nj3"

    /// Every secret, with the name a failure message shows and a distinctive part of it that no
    /// escaping changes (letters, digits and hyphens only), so that a secret shown in any form,
    /// escaped twice or cut short, is still found.
    static let all: [(name: String, value: String, core: String)] = [
        ("AfterShip API key", afterShipKey, "7Hq2Vx9LmP4rT8wZ3nB6"),
        ("ip.labs order secret", iplabsOrderSecret, "4C8B-4D2E-9F16"),
        ("Clover bearer token", cloverToken, "Xw8Jp3Rz6Kq1Nv5Ts9Yb"),
        ("Clover app secret", cloverAppSecret, "Lm4Qz7Hc2Wd8Pj5Vg1Ra"),
        ("card number", cardNumber, "Jp8EdB8xd7CnEnc0CardNumber"),
        ("card expiry", cardExpiry, "Qk2ExpiryDateEncrypted"),
        ("card CVV", cardCVV, "Zz9CardVerificationValue"),
        ("payment nonce", paymentNonce, "9c1e7f3a-b2d4-4e6f-8a0b"),
        ("partner billing key", partnerBillingKey, "3f9a1c7e5d2b8f4a6c0e"),
        ("Clover client secret", cloverClientSecret, "Ty6Bn3Mk8Rw2Qd5Zh9"),
        ("Clover OAuth code", cloverOAuthCode, "Gp4Xs7Lc1Vf9Nj3"),
        ("Shop password", shopPassword, "correct horse"),
    ]

    /// The forms a secret can take in text: as is, percent-encoded (`%20` or `+` for a space),
    /// JSON-escaped.
    static func forms(of secret: String) -> [String] {
        var forms = [secret, secret.replacingOccurrences(of: " ", with: "+")]
        if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) { forms.append(encoded) }
        let json = String(decoding: (try? JSONEncoder().encode(secret)) ?? Data(), as: UTF8.self)
        forms.append(String(json.dropFirst().dropLast()))
        forms.append(json.dropFirst().dropLast().replacingOccurrences(of: "/", with: "\\/"))
        return Array(Set(forms))
    }

    /// Each secret's name and the texts that betray it, made once.
    private static let patterns: [(name: String, forms: [String])] = all.map { secret in
        (secret.name, forms(of: secret.value) + forms(of: secret.core))
    }

    /// The secrets (by name) that `text` holds in any form, whole or by their core.
    static func leaks(in text: String) -> [String] {
        patterns.filter { pattern in pattern.forms.contains { text.contains($0) } }.map(\.name)
    }
}

/// How a test sets up a client: everything but the credentials, which ``API`` supplies.
struct Setup: Sendable {
    var baseURL: URL
    var clock: any BinderyClock = TestClock()
    var timeout: Duration = .seconds(30)
    var maximumResponseSize: Int?
    var middlewares: [any ClientMiddleware] = []
    var transport: (any ClientTransport)?

    /// The spec's configuration (from the generated client) with this setup applied.
    func apply(to configuration: ClientConfiguration) -> ClientConfiguration {
        var configuration = configuration
        configuration.clock = clock
        configuration.timeout = timeout
        if let maximumResponseSize { configuration.maximumResponseSize = maximumResponseSize }
        configuration.middlewares = middlewares
        if let transport { configuration.transport = transport }
        // Predictable back-off: a tenth of each cap, so that the spec's attempts fit the timeout.
        configuration.retryPolicy.jitter = { $0 / 10 }
        return configuration
    }
}

extension Setup {
    /// The same setup, sending through a new transport of `transport`'s kind.
    func over(_ transport: TestTransport) -> Setup {
        var setup = self
        setup.transport = transport.make()
        return setup
    }
}

/// A call of a generated client, driven from a test.
typealias Call = @Sendable (Setup) async throws(BinderyError) -> Void

/// One of the generated API clients, with an idempotent call (a GET) and a call that places an
/// order or otherwise acts (a POST the spec does not mark idempotent).
struct API: Sendable, CustomTestStringConvertible {
    var name: String
    /// The spec's `retry.maxAttempts`.
    var maxAttempts: Int
    /// A GET, or nil for an API without one (ip.labs).
    var read: Call?
    /// A POST that acts.
    var order: Call

    var testDescription: String { name }

    static let afterShip = API(
        name: "AfterShip", maxAttempts: 3,
        read: { setup throws(BinderyError) in
            _ = try await afterShip(setup).getTracking(slug: "ups", trackingNumber: "1Z999AA10123456784")
        },
        order: { setup throws(BinderyError) in
            _ = try await afterShip(setup).createTracking(NewTracking(trackingNumber: "1Z999AA10123456784"))
        })

    static let gooten = API(
        name: "Gooten", maxAttempts: 3,
        read: { setup throws(BinderyError) in _ = try await gooten(setup).getOrderStatus(orderID: OrderID("1-7F3A")) },
        order: { setup throws(BinderyError) in _ = try await gooten(setup).submitOrder(Orders.gootenCardOrder) })

    static let iplabs = API(
        name: "Iplabs", maxAttempts: 3, read: nil,
        order: { setup throws(BinderyError) in _ = try await iplabs(setup).submitOrder(Orders.iplabsOrder) })

    static let shop = API(
        name: "Shop", maxAttempts: 3,
        read: { setup throws(BinderyError) in
            _ = try await shop(setup).getProduct(userID: UserID(7), productID: ProductID(42))
        },
        order: { setup throws(BinderyError) in
            try await shop(setup).addToCart(userID: UserID(7), productID: ProductID(42), amount: 2)
        })

    static let clover = API(
        name: "Clover", maxAttempts: 6,
        read: { setup throws(BinderyError) in _ = try await clover(setup).getOrder(id: Clover.OrderID("ORD1")) },
        order: { setup throws(BinderyError) in _ = try await clover(setup).createOrder(Clover.Order(currency: "USD")) })

    static let all: [API] = [afterShip, gooten, iplabs, shop, clover]
    static let withReads: [API] = all.filter { $0.read != nil }

    // MARK: - Clients as an app makes them, then adjusted by the setup

    static func afterShip(_ setup: Setup) -> AfterShipClient {
        let configuration = AfterShipClient(apiKey: Secrets.afterShipKey, baseURL: setup.baseURL).client.configuration
        return AfterShipClient(configuration: setup.apply(to: configuration))
    }

    static func gooten(_ setup: Setup) -> GootenClient {
        let configuration = GootenClient(recipeID: "f255af6f-9614-4fe2-aa8b-1b77b936d9d6", baseURL: setup.baseURL)
            .client.configuration
        return GootenClient(configuration: setup.apply(to: configuration))
    }

    static func iplabs(_ setup: Setup) -> IplabsClient {
        let configuration = IplabsClient(secret: Secrets.iplabsOrderSecret, baseURL: setup.baseURL).client.configuration
        return IplabsClient(configuration: setup.apply(to: configuration))
    }

    static func shop(_ setup: Setup) -> ShopClient {
        ShopClient(configuration: setup.apply(to: ShopClient(baseURL: setup.baseURL).client.configuration))
    }

    static func clover(_ setup: Setup) -> CloverClient {
        let configuration = CloverClient(
            accessToken: Secrets.cloverToken, merchantID: MerchantID("MERCHANT1"), baseURL: setup.baseURL,
            appSecret: Secrets.cloverAppSecret
        ).client.configuration
        return CloverClient(configuration: setup.apply(to: configuration))
    }
}

/// Order bodies that carry the payment secrets.
enum Orders {
    static let address = Gooten.Address(
        firstName: "Ada", lastName: "Lovelace", line1: "1 Infinite Loop", city: "Cupertino", state: "CA",
        countryCode: "US", postalCode: "95014", phone: "+1 408 555 0100", email: "ada@example.com")

    static let gootenCardOrder = Gooten.Order(
        shipToAddress: address, items: [Gooten.OrderItem(sku: "Mug-11oz-White", quantity: 1)],
        payment: Payment(
            currencyCode: "USD", total: Decimal(string: "9.99")!, braintreeEncryptedCCNumber: Secrets.cardNumber,
            braintreeEncryptedCCExpDate: Secrets.cardExpiry, braintreeEncryptedCCV: Secrets.cardCVV,
            partnerBillingKey: Secrets.partnerBillingKey),
        billingAddress: address)

    static let gootenApplePayOrder = Gooten.Order(
        shipToAddress: address, items: [Gooten.OrderItem(sku: "Mug-11oz-White", quantity: 1)],
        payment: Payment(currencyCode: "USD", total: Decimal(string: "9.99")!, braintreePaymentNonce: Secrets.paymentNonce),
        billingAddress: address)

    static let iplabsOrder = UserOrder(
        id: "1234567", items: [Iplabs.OrderItem(cartProjectRevisionID: RevisionID("rev-7f1c-1"), quantity: 2)],
        userInfo: UserInfo(
            emailAddress: "j.doe@example.com",
            billingAddress: Iplabs.Address(
                countryISOCode: "DE", firstName: "John", lastName: "Doe", street: "Main Street 123", zipCode: "12345",
                city: "Largetown"),
            shippingAddress: Iplabs.Address(
                countryISOCode: "DE", firstName: "John", lastName: "Doe", street: "Main Street 123", zipCode: "12345",
                city: "Largetown"),
            firstName: "John", lastName: "Doe"))
}

/// Runs `call` and returns the error it threw, or nil when it succeeded.
func failure(of call: () async throws(BinderyError) -> Void) async -> BinderyError? {
    do {
        try await call()
        return nil
    } catch {
        return error
    }
}

/// A loopback server that answers every request with the handler's reply and counts them.
func server(_ handler: @escaping LoopbackServer.Handler) throws -> LoopbackServer {
    try LoopbackServer(handler: handler)
}
