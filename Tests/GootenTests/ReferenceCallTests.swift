import BinderyLoopback
import Foundation
import Gooten
import Testing

/// `GET countries/`, `currencies/`, `currencyconversion/`, `userinfo/`, `languages/`, `addressvalidation/`.
@Suite("Countries, currencies, user info, languages, addresses", .timeLimit(.minutes(1)))
struct ReferenceCallTests {
    static let usd = Currency(name: "US Dollar", code: "USD", format: "${1}")
    static let rsd = Currency(name: "Serbian Dinar", code: "RSD", format: "{1} RSD")

    @Test("getCountries: GET countries/ with the basic parameters; the countries under Countries decode")
    func countries() async throws {
        let fake = try GootenFake(replies: [
            .json(200, """
                {"Countries":[
                  {"Name":"United States","Code":"US","IsSupported":true,"MeasurementCode":"INCH",
                   "FlagUrl":"https://cdn.print.io/flags/us.png","DefaultCurrency":{"Name":"US Dollar","Code":"USD","Format":"${1}"}},
                  {"Name":"Serbia","Code":"RS","IsSupported":"false","MeasurementCode":"CM",
                   "DefaultCurrency":{"Name":"Serbian Dinar","Code":"RSD","Format":"{1} RSD"}}]}
                """),
            .json(200, #"{"Countries":[]}"#),
        ])
        let client = fake.makeClient()

        let countries = try await client.getCountries()
        _ = try await client.getCountries(key: "CountryName")

        #expect(countries == [
            Country(
                name: "United States", code: "US", isSupported: true, measurementCode: "INCH",
                flagURL: "https://cdn.print.io/flags/us.png", defaultCurrency: Self.usd),
            Country(name: "Serbia", code: "RS", isSupported: false, measurementCode: "CM", defaultCurrency: Self.rsd),
        ])
        try expectWire(fake.requests[0], method: "GET", path: "/api/v/34/source/ios/countries/", query: basicQuery)
        try expectWire(
            fake.requests[1], method: "GET", path: "/api/v/34/source/ios/countries/",
            query: basicQuery.merging(["key": "CountryName"]) { $1 })
    }

    @Test("getCurrencies: GET currencies/ with the basic parameters")
    func currencies() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"Currencies":[{"Name":"US Dollar","Code":"USD","Format":"${1}"},{"Name":"Serbian Dinar","Code":"RSD","Format":"{1} RSD"}]}"#)
        ])

        let currencies = try await fake.makeClient().getCurrencies()

        #expect(currencies == [Self.usd, Self.rsd])
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/currencies/", query: basicQuery)
    }

    @Test("convertCurrency: GET currencyconversion/ with from, to and amount, the recipe id only")
    func convert() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"Price":"0.0093","CurrencyCode":"USD","FormattedPrice":"$0.01","CurrencyFormat":"${1}","CurrencyDigits":"2"}"#)
        ])

        let converted = try await fake.makeClient().convertCurrency(fromCurrencyCode: "RSD", toCurrencyCode: "USD", amount: Decimal(string: "1.5")!)

        #expect(converted == PriceInfo(price: Decimal(string: "0.0093")!, currencyCode: "USD", formattedPrice: "$0.01", currencyFormat: "${1}", currencyDigits: 2))
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/currencyconversion/",
            query: recipeOnly.merging(["fromCurrencyCode": "RSD", "toCurrencyCode": "USD", "amount": "1.5"]) { $1 })
    }

    @Test("getUserInfo: GET userinfo/ with the basic parameters")
    func userInfo() async throws {
        let fake = try GootenFake(replies: [
            .json(200, """
                {"LanguageCode":"en","CountryCode":"US","CountryName":"United States","CurrencyFormat":"${1}",
                 "CurrencyCode":"USD","CurrencyName":"US Dollar"}
                """)
        ])

        let info = try await fake.makeClient().getUserInfo()

        #expect(info == UserInfo(
            languageCode: "en", countryCode: "US", countryName: "United States", currencyCode: "USD",
            currencyName: "US Dollar", currencyFormat: "${1}"))
        try expectWire(try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/userinfo/", query: basicQuery)
    }

    @Test("getLanguageTexts: GET languages/ with the configured language and a key")
    func languages() async throws {
        let fake = try GootenFake(replies: [
            .json(200, #"{"category":"checkout","values":[{"key":"PayNow","value":"Jetzt bezahlen"},{"key":"Total","value":"Summe"}]}"#)
        ])

        let texts = try await fake.makeClient().updating(languageCode: "de").getLanguageTexts(key: "checkout")

        #expect(texts == LanguageDictionary(
            category: "checkout",
            values: [LanguageText(key: "PayNow", value: "Jetzt bezahlen"), LanguageText(key: "Total", value: "Summe")]))
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/languages/",
            query: ["recipeid": GootenFixture.recipeID, "languageCode": "de", "key": "checkout"])
    }

    static let validationJSON = """
        {"IsValid":false,"Reason":"Street not found","Score":"42",
         "ProposedAddress":{"City":"CUPERTINO","CountryCode":"US","PostalCode":"95014-2083","StateOrProvinceCode":"CA",
                            "StreetLines":["1 INFINITE LOOP"]}}
        """

    @Test("validateAddress(_:): GET addressvalidation/ with the address's camelCase fields and the recipe id only")
    func validateAddress() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.validationJSON)])

        let result = try await fake.makeClient().validateAddress(GootenFixture.shippingAddress)

        #expect(result == AddressValidation(
            isValid: false, reason: "Street not found", score: 42,
            proposedAddress: ProposedAddress(
                streetLines: ["1 INFINITE LOOP"], city: "CUPERTINO", stateOrProvinceCode: "CA", postalCode: "95014-2083",
                countryCode: "US")))
        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/addressvalidation/",
            query: recipeOnly.merging([
                "line1": "1 Infinite Loop", "line2": "Suite 3", "city": "Cupertino", "state": "CA", "postalCode": "95014",
                "countryCode": "US",
            ]) { $1 })
    }

    @Test("validateAddress(line1:...) leaves out the parts not given; the client's country is not injected")
    func validateAddressParts() async throws {
        let fake = try GootenFake(replies: [.json(200, Self.validationJSON)])

        _ = try await fake.makeClient().updating(countryCode: "DE").validateAddress(line1: "1 Infinite Loop", postalCode: "95014")

        try expectWire(
            try fake.onlyRequest(), method: "GET", path: "/api/v/34/source/ios/addressvalidation/",
            query: recipeOnly.merging(["line1": "1 Infinite Loop", "postalCode": "95014"]) { $1 })
    }
}
