import BinderyLoopback
import BinderyTestSupport
import Clover
import Foundation
import Testing

/// One write call of the table: what it must send and what the fake answers.
struct WriteCase: Sendable, CustomTestStringConvertible {
    let name: String
    let method: String
    let path: String
    var query: [(String, String)] = []
    var bearer = CloverFixture.accessToken
    /// The body as JSON; nil for none.
    let json: String?
    let reply: LoopbackReply
    let expected: String
    let call: @Sendable (CloverFake) async throws -> String

    var testDescription: String { "\(name): \(method) \(path)" }
}

private typealias F = CloverFixture

private let created = date(milliseconds: 1_625_097_599_000)
private let emptyReply = LoopbackReply.response(status: 200)

/// The write calls the SDK never finished (create, update with POST to the object's path, and
/// delete of orders, line items, customers and inventory items) and the other POST-only paths
/// of its list: associations, the line item exchange, app notifications.
let writeCases: [WriteCase] = [
    // MARK: Orders
    WriteCase(
        name: "createOrder", method: "POST", path: F.merchantPath("/orders"),
        json: #"{"currency":"USD","employee":{"id":"EMP1ABCDEFGH2"},"title":"Table 4","note":"No onions","state":"open","clientCreatedTime":1625097599000}"#,
        reply: .json(200, F.order), expected: "8QSDCRTWSDZZ6"
    ) { fake in
        let order = try await fake.makeClient().createOrder(Order(
            currency: "USD", employee: Reference(id: "EMP1ABCDEFGH2"), title: "Table 4", note: "No onions", state: .open,
            clientCreatedTime: created))
        return order.id?.rawValue ?? ""
    },
    WriteCase(
        name: "updateOrder", method: "POST", path: F.merchantPath("/orders/8QSDCRTWSDZZ6"),
        json: #"{"note":"Extra napkins","total":1798}"#, reply: .json(200, F.order), expected: "1698"
    ) { fake in
        let order = try await fake.makeClient().updateOrder(id: "8QSDCRTWSDZZ6", order: Order(total: 1798, note: "Extra napkins"))
        return "\(order.total ?? 0)"
    },
    WriteCase(
        name: "deleteOrder", method: "DELETE", path: F.merchantPath("/orders/8QSDCRTWSDZZ6"), json: nil, reply: emptyReply,
        expected: "deleted"
    ) { fake in
        try await fake.makeClient().deleteOrder(id: "8QSDCRTWSDZZ6")
        return "deleted"
    },

    // MARK: Line items
    WriteCase(
        name: "createLineItem", method: "POST", path: F.merchantPath("/orders/8QSDCRTWSDZZ6/line_items"),
        json: #"{"item":{"id":"V33H8XGTZCKNP"},"note":"No onions"}"#, reply: .json(200, F.lineItem), expected: "Q1W2E3R4T5Y6U 250"
    ) { fake in
        let item = try await fake.makeClient().createLineItem(
            orderID: "8QSDCRTWSDZZ6", lineItem: LineItem(item: Reference(id: "V33H8XGTZCKNP"), note: "No onions"))
        return "\(item.id?.rawValue ?? "") \(item.price ?? 0)"
    },
    WriteCase(
        name: "createLineItem (custom amount)", method: "POST", path: F.merchantPath("/orders/8QSDCRTWSDZZ6/line_items"),
        json: #"{"name":"Custom amount","price":1250,"unitQty":2500,"unitName":"oz"}"#, reply: .json(200, F.lineItem),
        expected: "Pizza Slice"
    ) { fake in
        let item = try await fake.makeClient().createLineItem(
            orderID: "8QSDCRTWSDZZ6", lineItem: LineItem(name: "Custom amount", price: 1250, unitQty: 2500, unitName: "oz"))
        return item.name ?? ""
    },
    WriteCase(
        name: "updateLineItem", method: "POST", path: F.merchantPath("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U"),
        json: #"{"note":"Well done","printed":true}"#, reply: .json(200, F.lineItem), expected: "false"
    ) { fake in
        let item = try await fake.makeClient().updateLineItem(
            orderID: "8QSDCRTWSDZZ6", id: "Q1W2E3R4T5Y6U", lineItem: LineItem(note: "Well done", printed: true))
        return "\(item.printed ?? true)"
    },
    WriteCase(
        name: "deleteLineItem", method: "DELETE", path: F.merchantPath("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U"),
        json: nil, reply: .response(status: 204), expected: "deleted"
    ) { fake in
        try await fake.makeClient().deleteLineItem(orderID: "8QSDCRTWSDZZ6", id: "Q1W2E3R4T5Y6U")
        return "deleted"
    },
    WriteCase(
        name: "exchangeLineItem", method: "POST",
        path: F.merchantPath("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U/exchange/NEWLINEITEM01"),
        json: #"{"item":{"id":"ITEMLARGE0001"},"price":350}"#, reply: .json(200, F.lineItem), expected: "Q1W2E3R4T5Y6U"
    ) { fake in
        let item = try await fake.makeClient().exchangeLineItem(
            orderID: "8QSDCRTWSDZZ6", oldLineItemID: "Q1W2E3R4T5Y6U", lineItemID: "NEWLINEITEM01",
            lineItem: LineItem(item: Reference(id: "ITEMLARGE0001"), price: 350))
        return item.id?.rawValue ?? ""
    },

    // MARK: Customers
    WriteCase(
        name: "createCustomer", method: "POST", path: F.merchantPath("/customers"),
        json: """
            {"firstName":"Ada","lastName":"Lovelace","marketingAllowed":false,
             "emailAddresses":{"elements":[{"emailAddress":"ada@example.com"}]},
             "phoneNumbers":{"elements":[{"phoneNumber":"+1 408 555 0100"}]},
             "metadata":{"dobMonth":12,"dobDay":10}}
            """,
        reply: .json(200, F.customer), expected: "CUST1ABCDEFG2"
    ) { fake in
        let customer = try await fake.makeClient().createCustomer(Customer(
            firstName: "Ada", lastName: "Lovelace", marketingAllowed: false,
            emailAddresses: EmailAddressList(elements: [EmailAddress(emailAddress: "ada@example.com")]),
            phoneNumbers: PhoneNumberList(elements: [PhoneNumber(phoneNumber: "+1 408 555 0100")]),
            metadata: CustomerMetadata(dobMonth: 12, dobDay: 10)))
        return customer.id?.rawValue ?? ""
    },
    WriteCase(
        name: "updateCustomer", method: "POST", path: F.merchantPath("/customers/CUST1ABCDEFG2"),
        json: #"{"marketingAllowed":true,"metadata":{"note":"Prefers the window seat"}}"#, reply: .json(200, F.customer),
        expected: "Lovelace"
    ) { fake in
        let customer = try await fake.makeClient().updateCustomer(
            id: "CUST1ABCDEFG2", customer: Customer(marketingAllowed: true, metadata: CustomerMetadata(note: "Prefers the window seat")))
        return customer.lastName ?? ""
    },
    WriteCase(
        name: "deleteCustomer", method: "DELETE", path: F.merchantPath("/customers/CUST1ABCDEFG2"), json: nil, reply: emptyReply,
        expected: "deleted"
    ) { fake in
        try await fake.makeClient().deleteCustomer(id: "CUST1ABCDEFG2")
        return "deleted"
    },

    // MARK: Inventory items
    WriteCase(
        name: "createItem", method: "POST", path: F.merchantPath("/items"),
        json: #"{"name":"Garlic Knots","sku":"GK-6","price":450,"priceType":"FIXED","defaultTaxRates":true,"cost":120}"#,
        reply: .json(200, F.item), expected: "V33H8XGTZCKNP"
    ) { fake in
        let item = try await fake.makeClient().createItem(Item(
            name: "Garlic Knots", sku: "GK-6", price: 450, priceType: .fixed, defaultTaxRates: true, cost: 120))
        return item.id?.rawValue ?? ""
    },
    WriteCase(
        name: "updateItem", method: "POST", path: F.merchantPath("/items/V33H8XGTZCKNP"),
        json: #"{"hidden":true,"price":275,"priceType":"PER_UNIT","unitName":"slice"}"#, reply: .json(200, F.item), expected: "250"
    ) { fake in
        let item = try await fake.makeClient().updateItem(
            id: "V33H8XGTZCKNP", item: Item(hidden: true, price: 275, priceType: .perUnit, unitName: "slice"))
        return "\(item.price ?? 0)"
    },
    WriteCase(
        name: "deleteItem", method: "DELETE", path: F.merchantPath("/items/V33H8XGTZCKNP"), json: nil, reply: emptyReply,
        expected: "deleted"
    ) { fake in
        try await fake.makeClient().deleteItem(id: "V33H8XGTZCKNP")
        return "deleted"
    },

    // MARK: Associations
    WriteCase(
        name: "associateItemsWithTags", method: "POST", path: F.merchantPath("/tag_items"),
        json: #"{"elements":[{"tag":{"id":"TAG1"},"item":{"id":"V33H8XGTZCKNP"}},{"tag":{"id":"TAG1"},"item":{"id":"ITEMLARGE0001"}}]}"#,
        reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient().associateItemsWithTags(associations: TagItemList(elements: [
            TagItem(tag: Tag(id: "TAG1"), item: Item(id: "V33H8XGTZCKNP")),
            TagItem(tag: Tag(id: "TAG1"), item: Item(id: "ITEMLARGE0001")),
        ]))
        return "ok"
    },
    WriteCase(
        name: "associateItemsWithCategories (delete)", method: "POST", path: F.merchantPath("/category_items"),
        query: [("delete", "true")],
        json: #"{"elements":[{"item":{"id":"V33H8XGTZCKNP"},"category":{"id":"CAT1"}}]}"#, reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient().associateItemsWithCategories(
            associations: CategoryItemList(elements: [CategoryItem(item: Item(id: "V33H8XGTZCKNP"), category: Category(id: "CAT1"))]),
            delete: true)
        return "ok"
    },
    WriteCase(
        name: "associateItemsWithTaxRates", method: "POST", path: F.merchantPath("/tax_rate_items"),
        json: #"{"elements":[{"taxRate":{"id":"TAX1"},"item":{"id":"V33H8XGTZCKNP"}}]}"#, reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient().associateItemsWithTaxRates(
            associations: TaxRateItemList(elements: [TaxRateItem(taxRate: TaxRate(id: "TAX1"), item: Item(id: "V33H8XGTZCKNP"))]))
        return "ok"
    },
    WriteCase(
        name: "associateItemsWithModifierGroups", method: "POST", path: F.merchantPath("/item_modifier_groups"),
        json: #"{"elements":[{"item":{"id":"V33H8XGTZCKNP"},"modifierGroup":{"id":"MG1"}}]}"#, reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient().associateItemsWithModifierGroups(associations: ItemModifierGroupList(elements: [
            ItemModifierGroup(item: Item(id: "V33H8XGTZCKNP"), modifierGroup: ModifierGroup(id: "MG1"))
        ]))
        return "ok"
    },
    WriteCase(
        name: "associateItemsWithOptions", method: "POST", path: F.merchantPath("/option_items"),
        json: #"{"elements":[{"option":{"id":"OPT1"},"item":{"id":"V33H8XGTZCKNP"}}]}"#, reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient().associateItemsWithOptions(
            associations: OptionItemList(elements: [OptionItem(option: Reference(id: "OPT1"), item: Reference(id: "V33H8XGTZCKNP"))]))
        return "ok"
    },
    WriteCase(
        name: "associateCategoriesWithOrderTypes", method: "POST", path: F.merchantPath("/order_type_categories"),
        json: #"{"elements":[{"orderType":{"id":"6QW8Z1NMYF1XT"},"category":{"id":"CAT1"}}]}"#, reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient().associateCategoriesWithOrderTypes(associations: OrderTypeCategoryList(elements: [
            OrderTypeCategory(orderType: OrderType(id: "6QW8Z1NMYF1XT"), category: Category(id: "CAT1"))
        ]))
        return "ok"
    },

    // MARK: App notifications (the app secret, not the merchant's token)
    WriteCase(
        name: "sendMerchantNotification", method: "POST", path: "/v3/apps/APP1/merchants/K2M4ZQ8V1XJ7T/notifications",
        bearer: F.appSecret, json: #"{"event":"order_created","data":"8QSDCRTWSDZZ6"}"#, reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient(appSecret: F.appSecret).sendMerchantNotification(
            appID: "APP1", notification: AppNotification(event: "order_created", data: "8QSDCRTWSDZZ6"))
        return "ok"
    },
    WriteCase(
        name: "sendDeviceNotification", method: "POST", path: "/v3/apps/APP1/devices/DEV1ABCDEFGH2/notifications",
        bearer: F.appSecret, json: #"{"event":"refresh","timeToLive":600}"#, reply: .json(200, "{}"), expected: "ok"
    ) { fake in
        try await fake.makeClient(appSecret: F.appSecret).sendDeviceNotification(
            appID: "APP1", deviceID: "DEV1ABCDEFGH2", notification: AppNotification(event: "refresh", timeToLive: 600))
        return "ok"
    },
]

@Suite("Write calls", .timeLimit(.minutes(1)))
struct WriteCallTests {
    @Test("sends its method, path, bearer and JSON body; the answer decodes", arguments: writeCases)
    func call(_ testCase: WriteCase) async throws {
        let fake = try CloverFake(replies: [testCase.reply])

        let value = try await testCase.call(fake)

        #expect(value == testCase.expected)
        try expectWire(
            try fake.onlyRequest(), method: testCase.method, path: testCase.path, query: testCase.query,
            bearer: testCase.bearer, json: testCase.json)
    }

    @Test("create, update and delete of orders, line items, customers and items, plus 9 POST-only paths of the list")
    func coverage() {
        #expect(writeCases.count == 22)
        let crud = writeCases.filter { testCase in
            ["create", "update", "delete"].contains { testCase.name.hasPrefix($0) }
        }
        #expect(Set(crud.map { $0.name.split(separator: " ")[0] }).count == 12)
    }

    @Test("a create is not retried after a 5xx (Clover may have acted); an update, which repeats safely, is")
    func retrySafety() async throws {
        let failure = LoopbackReply.json(503, #"{"message":"Service Unavailable"}"#)
        let fake = try CloverFake(replies: [failure, failure, .json(200, CloverFixture.order)])
        let client = fake.makeClient(clock: TestClock())

        let error = try await expectBinderyError { try await client.createOrder(Order(title: "Table 4")) }
        let order = try await client.updateOrder(id: "8QSDCRTWSDZZ6", order: Order(title: "Table 5"))

        #expect(error.status == 503)
        #expect(error.attempts == 1)
        #expect(order.id == "8QSDCRTWSDZZ6")
        #expect(fake.requests.map(\.method) == ["POST", "POST", "POST"])
    }
}
