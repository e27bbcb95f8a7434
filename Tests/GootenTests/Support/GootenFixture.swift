import Foundation
import Gooten

/// Values and bodies shaped like Gooten's: PascalCase keys, prices and counts that sometimes
/// arrive as strings (`"Price":"5"`, `"CurrencyDigits":"2"`), ids that arrive as a string or
/// a number.
enum GootenFixture {
    /// A recipe id of Gooten's shape.
    static let recipeID = "f255af6f-9614-4fe2-aa8b-1b77b936d9d6"

    static let canvasSKU = "CanvsWrp-BlkWrp-10x10"
    static let mugSKU = "Mug-11oz-White"

    // MARK: - Addresses and items

    static let shippingAddress = Address(
        firstName: "Ada", lastName: "Lovelace", line1: "1 Infinite Loop", line2: "Suite 3", city: "Cupertino",
        state: "CA", countryCode: "US", postalCode: "95014", phone: "+1 408 555 0100", email: "ada@example.com")

    static let shippingAddressJSON = """
        {"FirstName":"Ada","LastName":"Lovelace","Line1":"1 Infinite Loop","Line2":"Suite 3","City":"Cupertino",
         "State":"CA","CountryCode":"US","PostalCode":"95014","Phone":"+1 408 555 0100","Email":"ada@example.com"}
        """

    static let billingAddress = Address(
        firstName: "Ada", lastName: "Lovelace", line1: "12 St James's Square", city: "London", state: "LND",
        postalCode: "SW1Y 4LB")

    static let billingAddressJSON = """
        {"FirstName":"Ada","LastName":"Lovelace","Line1":"12 St James's Square","City":"London","State":"LND",
         "PostalCode":"SW1Y 4LB"}
        """

    static let orderItems = [
        OrderItem(
            sku: canvasSKU, quantity: 2, shipCarrierMethodID: 1251,
            images: [
                OrderItemImage(
                    url: "https://images.example.com/ada.jpg", index: 0,
                    thumbnailURL: "https://images.example.com/ada-thumb.jpg", manipCommand: "crop(50,50,1100,1100)")
            ],
            meta: ["gift": "yes"]),
        OrderItem(sku: mugSKU, quantity: 1, shipCarrierMethodID: 1251),
    ]

    static let orderItemsJSON = """
        [{"SKU":"CanvsWrp-BlkWrp-10x10","Quantity":2,"ShipCarrierMethodId":1251,
          "Images":[{"Url":"https://images.example.com/ada.jpg","Index":0,
                     "ThumbnailUrl":"https://images.example.com/ada-thumb.jpg","ManipCommand":"crop(50,50,1100,1100)"}],
          "Meta":{"gift":"yes"}},
         {"SKU":"Mug-11oz-White","Quantity":1,"ShipCarrierMethodId":1251}]
        """

    // MARK: - Prices

    /// `"Price":"24.50"` and `"CurrencyDigits":"2"` as strings, as the API sends them at times.
    static let quotedPriceJSON = #"{"Price":"24.50","CurrencyCode":"USD","FormattedPrice":"$24.50","CurrencyFormat":"${1}","CurrencyDigits":"2"}"#
    static let quotedPrice = PriceInfo(
        price: Decimal(string: "24.50")!, currencyCode: "USD", formattedPrice: "$24.50", currencyFormat: "${1}", currencyDigits: 2)

    /// A price in US dollars, its amount read from its display form: `price("$7.95")`.
    static func price(_ formatted: String) -> PriceInfo {
        PriceInfo(
            price: Decimal(string: String(formatted.dropFirst()))!, currencyCode: "USD", formattedPrice: formatted,
            currencyFormat: "${1}", currencyDigits: 2)
    }

    // MARK: - The HadError envelope

    /// A refusal as Gooten sends it: HTTP 200, `HadError`, the reasons.
    static let refusalJSON = """
        {"HadError":true,"ErrorReferenceCode":"6f1d5b0e-3c2a-4f7e-9b55-0e4c1a9d2b71",
         "Errors":[
           {"PropertyName":"ShipToAddress.PostalCode","ErrorMessage":"Postal code is invalid","AttemptedValue":"0000","CustomState":null},
           {"PropertyName":"Payment.Total","ErrorMessage":"Total does not match the order","AttemptedValue":49.9}
         ]}
        """

    static let refusal = GootenErrorResponse(
        hadError: true, errorReferenceCode: "6f1d5b0e-3c2a-4f7e-9b55-0e4c1a9d2b71",
        errors: [
            ValidationFailure(
                propertyName: "ShipToAddress.PostalCode", errorMessage: "Postal code is invalid", attemptedValue: "0000"),
            ValidationFailure(
                propertyName: "Payment.Total", errorMessage: "Total does not match the order", attemptedValue: "49.9"),
        ])

    // MARK: - Templates

    /// Four templates of a canvas: one image, two images in two spaces, text only, no spaces.
    static let templatesJSON = """
        {"Options":[
          {"Name":"Single","ImageUrl":"https://cdn.print.io/templates/single.png","IsDefault":true,
           "Spaces":[{"Id":"8A1F","Index":1,"FinalX1":0,"FinalX2":"1200","FinalY1":0,"FinalY2":1200,
             "Layers":[
               {"Id":"BG","Type":"Design","ZIndex":0,"X1":0,"X2":1200,"Y1":0,"Y2":1200,
                "BackgroundImageUrl":"https://cdn.print.io/templates/bg.png","IncludeInPrint":"false"},
               {"Id":"L1","Type":"Image","ZIndex":"1","X1":"50","X2":"1150","Y1":50,"Y2":1150,
                "IncludeInPrint":true,"ImageFill":"CanFill"}]}]},
          {"Name":"Collage","IsDefault":false,
           "Spaces":[
             {"Id":"S1","Index":1,"Layers":[
               {"Id":"A","Type":"Image","X1":0,"X2":600,"Y1":0,"Y2":400},
               {"Id":"T","Type":"Text","X1":0,"X2":600,"Y1":400,"Y2":500,"FontName":"Helvetica","FontSize":"14",
                "FontHAlignment":"center","FontVAlignment":"middle","DefaultText":"Hello"}]},
             {"Id":"S2","Index":2,"Layers":[{"Id":"B","Type":"Image","X1":600,"X2":1200,"Y1":0,"Y2":800}]}]},
          {"Name":"TextOnly","Spaces":[{"Id":"S9","Index":1,"Layers":[{"Id":"T9","Type":"Text","X1":0,"X2":10,"Y1":0,"Y2":10}]}]},
          {"Name":"Blank","Spaces":[]}
        ]}
        """
}
