import Foundation

/// A card payment encrypted with Braintree's client-side encryption: the SDK's
/// `GTNPaymentBraintree`.
public struct BraintreeCardPayment: Hashable, Sendable {
    /// The card number, encrypted.
    public var braintreeEncryptedCCNumber: String
    /// The expiration date, encrypted.
    public var braintreeEncryptedCCExpDate: String
    /// The card verification value, encrypted.
    public var braintreeEncryptedCCV: String
    /// The currency of the total, `USD`.
    public var currencyCode: String
    /// The order's total, as the user saw it.
    public var total: Decimal

    /// Creates a card payment.
    public init(
        braintreeEncryptedCCNumber: String, braintreeEncryptedCCExpDate: String, braintreeEncryptedCCV: String,
        currencyCode: String, total: Decimal
    ) {
        self.braintreeEncryptedCCNumber = braintreeEncryptedCCNumber
        self.braintreeEncryptedCCExpDate = braintreeEncryptedCCExpDate
        self.braintreeEncryptedCCV = braintreeEncryptedCCV
        self.currencyCode = currencyCode
        self.total = total
    }

    /// The payment as an order carries it.
    public var payment: Payment {
        Payment(
            currencyCode: currencyCode, total: total, braintreeEncryptedCCNumber: braintreeEncryptedCCNumber,
            braintreeEncryptedCCExpDate: braintreeEncryptedCCExpDate, braintreeEncryptedCCV: braintreeEncryptedCCV)
    }
}

extension GootenClient {
    /// Submits an order paid by card through Braintree: the SDK's `orderSubmitBraintree`.
    ///
    /// - Parameters:
    ///   - shippingAddress: Where the order ships: name, lines, city, state, country code,
    ///     postal code, phone and email.
    ///   - billingAddress: Where it is billed: name, line, city, state and postal code.
    ///   - payment: The encrypted card, the currency and the total.
    ///   - items: The SKUs, each with its ship carrier method and images.
    ///   - couponCodes: Coupon codes to apply.
    ///   - isInTestMode: Whether it is a test order, never printed (GTNConfig's `isInTestMode`).
    /// - Returns: The new order's id.
    /// - Throws: `BinderyError`; a refused order is `.server` with HTTP 200 and a
    ///   ``GootenErrorResponse`` listing the reasons.
    public func submitBraintreeOrder(
        shippingAddress: Address, billingAddress: Address, payment: BraintreeCardPayment, items: [OrderItem],
        couponCodes: [String]? = nil, isInTestMode: Bool = false
    ) async throws(BinderyError) -> OrderID {
        try await submitOrder(Order(
            shipToAddress: shippingAddress, items: items, payment: payment.payment, billingAddress: billingAddress,
            couponCodes: couponCodes, isInTestMode: isInTestMode))
    }

    /// Submits an order paid with Apple Pay: the SDK's `orderSubmitApplePay`, for a payment
    /// already tokenized.
    ///
    /// The SDK took the `PKPayment` of the payment sheet, fetched a Braintree client token
    /// (``getBraintreeClientToken()``) and had Braintree tokenize the payment into a nonce. The
    /// payment sheet and Braintree's SDK are iOS-only, so this takes the nonce; on iOS,
    /// ``submitApplePayOrder(shippingAddress:billingAddress:payment:items:couponCodes:isInTestMode:tokenize:)``
    /// runs the whole flow.
    ///
    /// - Parameters:
    ///   - shippingAddress: Where the order ships.
    ///   - billingAddress: Where it is billed.
    ///   - paymentNonce: The nonce Braintree returned for the Apple Pay payment.
    ///   - payment: The currency and the total (``Payment/currencyCode``, ``Payment/total``).
    ///   - items: The SKUs, each with its ship carrier method and images.
    ///   - couponCodes: Coupon codes to apply.
    ///   - isInTestMode: Whether it is a test order, never printed.
    /// - Returns: The new order's id.
    /// - Throws: `BinderyError`; a refused order is `.server` with a ``GootenErrorResponse``.
    public func submitApplePayOrder(
        shippingAddress: Address, billingAddress: Address, paymentNonce: String, payment: Payment,
        items: [OrderItem], couponCodes: [String]? = nil, isInTestMode: Bool = false
    ) async throws(BinderyError) -> OrderID {
        var payment = payment
        payment.braintreePaymentNonce = paymentNonce
        return try await submitOrder(Order(
            shipToAddress: shippingAddress, items: items, payment: payment, billingAddress: billingAddress,
            couponCodes: couponCodes, isInTestMode: isInTestMode))
    }

    /// Submits an order paid with Apple Pay the way the SDK's `orderSubmitApplePay` does:
    /// fetches a Braintree client token, has `tokenize` turn the payment into a nonce with it,
    /// then submits the order with the nonce.
    ///
    /// ```swift
    /// let orderID = try await gooten.submitApplePayOrder(
    ///     shippingAddress: address, billingAddress: address, payment: Payment(currencyCode: "USD", total: 24.99),
    ///     items: items
    /// ) { clientToken in
    ///     // Braintree's BTApplePayClient(apiClient: BTAPIClient(authorization: clientToken)).tokenize(pkPayment)
    ///     try await tokenizeWithBraintree(pkPayment, clientToken: clientToken)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - shippingAddress: Where the order ships.
    ///   - billingAddress: Where it is billed.
    ///   - payment: The currency and the total.
    ///   - items: The SKUs, each with its ship carrier method and images.
    ///   - couponCodes: Coupon codes to apply.
    ///   - isInTestMode: Whether it is a test order, never printed.
    ///   - tokenize: Turns the Apple Pay payment into a Braintree nonce, given the client token.
    /// - Returns: The new order's id.
    /// - Throws: `BinderyError` when a call fails; whatever `tokenize` throws (then no order
    ///   is submitted).
    public func submitApplePayOrder(
        shippingAddress: Address, billingAddress: Address, payment: Payment, items: [OrderItem],
        couponCodes: [String]? = nil, isInTestMode: Bool = false,
        tokenize: @Sendable (_ braintreeClientToken: String) async throws -> String
    ) async throws -> OrderID {
        let clientToken = try await getBraintreeClientToken()
        let nonce = try await tokenize(clientToken)
        return try await submitApplePayOrder(
            shippingAddress: shippingAddress, billingAddress: billingAddress, paymentNonce: nonce, payment: payment,
            items: items, couponCodes: couponCodes, isInTestMode: isInTestMode)
    }

    /// Pre-submits an order to be paid with PayPal: the SDK's `orderSubmitPaypal`.
    ///
    /// The order has no billing address and is marked ``Order/isPreSubmit``; once PayPal has
    /// taken the payment, validate it with ``isPaymentValid(orderID:payPalKey:)`` (or
    /// ``getPaymentValidation(orderID:payPalKey:)``) and the returned id.
    ///
    /// - Parameters:
    ///   - shippingAddress: Where the order ships.
    ///   - payment: The currency and the total.
    ///   - items: The SKUs, each with its ship carrier method and images.
    ///   - couponCodes: Coupon codes to apply.
    ///   - isInTestMode: Whether it is a test order, never printed.
    /// - Returns: The new order's id.
    /// - Throws: `BinderyError`; a refused order is `.server` with a ``GootenErrorResponse``.
    public func submitPayPalOrder(
        shippingAddress: Address, payment: Payment, items: [OrderItem], couponCodes: [String]? = nil,
        isInTestMode: Bool = false
    ) async throws(BinderyError) -> OrderID {
        try await submitOrder(Order(
            shipToAddress: shippingAddress, items: items, payment: payment, couponCodes: couponCodes,
            isInTestMode: isInTestMode, isPreSubmit: true))
    }

    /// Whether the PayPal payment of a pre-submitted order is valid: the SDK's
    /// `getPaymentValidation(orderId:paypalKey:)`, which reads a missing answer as false.
    ///
    /// - Parameters:
    ///   - orderID: The order, as ``submitPayPalOrder(shippingAddress:payment:items:couponCodes:isInTestMode:)`` returned it.
    ///   - payPalKey: The pay id PayPal returned after the payment.
    /// - Throws: `BinderyError`.
    public func isPaymentValid(orderID: OrderID, payPalKey: String) async throws(BinderyError) -> Bool {
        try await getPaymentValidation(orderID: orderID, payPalKey: payPalKey).isValid ?? false
    }

    /// What an order would cost, coupon discounts included: the SDK's
    /// `orderPriceEstimate(shippingAddress:items:currencyCode:couponCodes:)`.
    ///
    /// - Parameters:
    ///   - shippingAddress: Where it would ship.
    ///   - items: The SKUs, each with its ship carrier method.
    ///   - currencyCode: The currency to price in; nil for the client's configured currency.
    ///   - couponCodes: Coupon codes to apply.
    /// - Returns: The items, shipping and tax prices and the coupons applied.
    /// - Throws: `BinderyError`; a refused estimate is `.server` with a ``GootenErrorResponse``.
    public func getOrderPriceEstimate(
        shippingAddress: Address, items: [OrderItem], currencyCode: String? = nil, couponCodes: [String]? = nil
    ) async throws(BinderyError) -> PriceEstimate {
        try await getOrderPriceEstimate(order: PriceEstimateRequest(
            shipToAddress: shippingAddress, items: items,
            payment: Payment(currencyCode: currencyCode ?? configuredValue("currencyCode")), couponCodes: couponCodes))
    }
}
