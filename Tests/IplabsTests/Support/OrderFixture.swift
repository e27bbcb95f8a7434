import BinderyTestSupport
import Foundation
import Iplabs

/// Orders shaped like the ip.labs SDK documentation's examples (docs.sdk.iplabs.io, ordering).
enum OrderFixture {
    /// The order secret ("External Cart Service key"), in the documented
    /// `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX` shape: long enough for the client to redact it.
    static let secret = "7E3F9A21-4C8B-4D2E-9F16-0B5A3C7D8E94"

    /// The order id your systems choose (the documentation's `"1234567"`).
    static let orderID = "1234567"

    /// A WipeSSO session id.
    static let sessionID = "wipe-5c1d9e7a3b"

    /// The documentation's postal address.
    static let billingAddress = Address(
        countryISOCode: "DE", firstName: "John", lastName: "Doe", street: "Main Street 123", zipCode: "12345",
        city: "Largetown", salutation: "Mr.", phoneNumber: "0049123456789")

    /// A shipping address without the optional salutation and phone number.
    static let shippingAddress = Address(
        countryISOCode: "AT", firstName: "Jane", lastName: "Doe", street: "Ringstraße 1", zipCode: "1010",
        city: "Wien")

    static let userInfo = UserInfo(
        emailAddress: "j.doe@example.com", billingAddress: billingAddress, shippingAddress: shippingAddress,
        firstName: "John", lastName: "Doe")

    /// A cart project as the editor hands it over.
    static func project(
        id: String = "cp-7f1c", revision: String = "rev-7f1c-1", productName: String = "Photo Book A4",
        price: Decimal = Decimal(string: "29.99")!
    ) -> CartProject {
        CartProject(
            id: CartProjectID(id), revisionID: RevisionID(revision), editToken: "edit-\(revision)",
            requiresAuthentication: false, productName: productName, options: ["cover": "hardcover"],
            price: price, expirationDate: Date(timeIntervalSince1970: 1_785_542_400), title: "Summer 2026")
    }

    /// Two items: one with a price override (the documentation's 2 × 9.99), one without.
    static let items = [
        OrderItem(project: project(), quantity: 2, netPriceOverride: Decimal(string: "9.99")!),
        OrderItem(project: project(id: "cp-9a02", revision: "rev-9a02-3", productName: "Calendar A3")),
    ]

    /// ``items`` as the SDK names their fields on the wire; an absent override is left out.
    static let itemsJSON = """
        [
          {"cartProjectRevisionId": "rev-7f1c-1", "quantity": 2, "netPriceOverride": 9.99},
          {"cartProjectRevisionId": "rev-9a02-3", "quantity": 1}
        ]
        """

    /// ``userInfo`` as the SDK names its fields on the wire.
    static let userInfoJSON = """
        {
          "eMailAddress": "j.doe@example.com",
          "billingAddress": {
            "countryIsoCode": "DE", "salutation": "Mr.", "firstName": "John", "lastName": "Doe",
            "street": "Main Street 123", "zipCode": "12345", "city": "Largetown", "phoneNumber": "0049123456789"
          },
          "shippingAddress": {
            "countryIsoCode": "AT", "firstName": "Jane", "lastName": "Doe", "street": "Ringstraße 1",
            "zipCode": "1010", "city": "Wien"
          },
          "firstName": "John",
          "lastName": "Doe"
        }
        """

    /// The body of `POST /v1/orders`.
    static let userOrderJSON = #"{"id": "\#(orderID)", "items": \#(itemsJSON), "userInfo": \#(userInfoJSON)}"#

    /// The body of `POST /v1/orders/session`.
    static let sessionOrderJSON = #"{"id": "\#(orderID)", "items": \#(itemsJSON), "sessionId": "\#(sessionID)"}"#
}
