import Foundation
import Testing

@_spi(Generated) @testable import BinderyRuntime

// Models written as generated models write themselves: field by field through `WireKey`.

private struct Address: Encodable {
    var line1: String
    var city: String?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        try container.encodeString(line1, forKey: "line1")
        try container.encodeStringIfPresent(city, forKey: "city")
    }
}

private struct LineItem: Encodable {
    var price: String
    var quantity: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        try container.encodeString(price, forKey: "price")
        try container.encodeInt(quantity, forKey: "quantity")
    }
}

private enum Interval: String, OpenEnum {
    case month, year
    case unknown
    init(rawValue: String) { self = Interval.allCases.first { $0.rawValue == rawValue } ?? .unknown }
    static var allCases: [Interval] { [.month, .year] }
}

private struct NewCustomer: Encodable {
    var email: String?
    var name: Nullable<String>?
    var taxExempt: Bool?
    var balance: Int?
    var rate: Double?
    var amount: Decimal?
    var trialEnd: Date?
    var interval: Interval?
    var address: Address?
    var expand: [String]?
    var items: [LineItem]?
    var metadata: [String: String]?
    var matrix: [[Int]]?
    var photo: Data?
    var id: UUID?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        try container.encodeStringIfPresent(email, forKey: "email")
        try container.encodeNullableIfPresent(name, forKey: "name")
        try container.encodeBoolIfPresent(taxExempt, forKey: "tax_exempt")
        try container.encodeIntIfPresent(balance, forKey: "balance")
        try container.encodeDoubleIfPresent(rate, forKey: "rate")
        try container.encodeValueIfPresent(amount, forKey: "amount")
        try container.encodeValueIfPresent(trialEnd, forKey: "trial_end")
        try container.encodeValueIfPresent(interval, forKey: "interval")
        try container.encodeValueIfPresent(address, forKey: "address")
        try container.encodeValueIfPresent(expand, forKey: "expand")
        try container.encodeValueIfPresent(items, forKey: "items")
        try container.encodeValueIfPresent(metadata, forKey: "metadata")
        try container.encodeValueIfPresent(matrix, forKey: "matrix")
        try container.encodeValueIfPresent(photo, forKey: "photo")
        try container.encodeValueIfPresent(id, forKey: "id")
    }
}

@Suite("Form bodies: application/x-www-form-urlencoded encoding")
struct FormEncodingTests {
    private func body(_ value: some Encodable, dateFormat: DateFormat = .epochSeconds) throws -> String {
        String(decoding: try URLEncodedFormEncoder(dateFormat: dateFormat).encode(value), as: UTF8.self)
    }

    @Test func scalarsGoInTheOrderTheModelEncodesThem() throws {
        let customer = NewCustomer(email: "ada@example.com", taxExempt: false, balance: -250, rate: 0.5, interval: .year)
        #expect(try body(customer) == "email=ada%40example.com&tax_exempt=false&balance=-250&rate=0.5&interval=year")
    }

    @Test func absentFieldsSendNothing() throws {
        #expect(try body(NewCustomer()) == "")
    }

    @Test func nestedObjectsAreBracketed() throws {
        let customer = NewCustomer(address: Address(line1: "1 Main St", city: "Paris"))
        #expect(try body(customer) == "address[line1]=1+Main+St&address[city]=Paris")
    }

    @Test func listsOfScalarsRepeatEmptyBrackets() throws {
        let customer = NewCustomer(expand: ["customer", "invoice.lines"])
        #expect(try body(customer) == "expand[]=customer&expand[]=invoice.lines")
    }

    @Test func listsOfObjectsAreIndexed() throws {
        let customer = NewCustomer(items: [LineItem(price: "price_1", quantity: 2), LineItem(price: "price_2", quantity: 1)])
        #expect(try body(customer) == "items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2&items[1][quantity]=1")
    }

    @Test func listsOfListsAreIndexed() throws {
        #expect(try body(NewCustomer(matrix: [[1, 2], [3]])) == "matrix[0][]=1&matrix[0][]=2&matrix[1][]=3")
    }

    @Test func mapsGoInKeyOrder() throws {
        let customer = NewCustomer(metadata: ["order_id": "6735", "campaign": "fall", "a b": "c&d"])
        #expect(try body(customer) == "metadata[a+b]=c%26d&metadata[campaign]=fall&metadata[order_id]=6735")
    }

    @Test func emptyListsAndMapsSendNothing() throws {
        #expect(try body(NewCustomer(email: "x", expand: [], items: [], metadata: [:])) == "email=x")
    }

    @Test func nullableNullSendsAnEmptyValue() throws {
        #expect(try body(NewCustomer(name: .null, balance: 1)) == "name=&balance=1")
        #expect(try body(NewCustomer(name: .value("Ada"))) == "name=Ada")
    }

    @Test func reservedAndNonASCIICharactersArePercentEncoded() throws {
        let customer = NewCustomer(email: "a&b=c+d%e f*-._~/?#[]", address: Address(line1: "Zürich 東京 🚀"))
        #expect(try body(customer) == "email=a%26b%3Dc%2Bd%25e+f*-._%7E%2F%3F%23%5B%5D&address[line1]=Z%C3%BCrich+%E6%9D%B1%E4%BA%AC+%F0%9F%9A%80")
    }

    @Test func datesFollowTheAPIsDateFormat() throws {
        let customer = NewCustomer(trialEnd: Date(timeIntervalSince1970: 1_700_000_000.75))
        #expect(try body(customer, dateFormat: .epochSeconds) == "trial_end=1700000000")
        #expect(try body(customer, dateFormat: .epochMilliseconds) == "trial_end=1700000000750")
        #expect(try body(customer, dateFormat: .iso8601).hasPrefix("trial_end=2023-11-14T22%3A13%3A20"))
    }

    @Test func decimalsGoDigitForDigit() throws {
        let amount = try #require(Decimal(string: "1234567890.123456789"))
        #expect(try body(NewCustomer(amount: amount)) == "amount=1234567890.123456789")
        #expect(try body(NewCustomer(amount: Decimal(string: "-0.10"))) == "amount=-0.1")
    }

    @Test func bytesAndUUIDsAreText() throws {
        let id = try #require(UUID(uuidString: "3F2A8E6C-1B2D-4C5E-8F90-ABCDEF012345"))
        #expect(try body(NewCustomer(photo: Data([0xFF, 0x00, 0x41]), id: id)) == "photo=%2FwBB&id=3f2a8e6c-1b2d-4c5e-8f90-abcdef012345")
    }

    @Test func aValueWithoutFieldNamesIsRefused() {
        #expect(throws: EncodingError.self) { try body(["a", "b"]) }
        #expect(throws: EncodingError.self) { try body("text") }
    }
}
