import BinderyLoopback
import BinderyTestSupport
import Clover
import Foundation
import Testing

/// The SDK's `filters`, `expands`, `sorts`, `limit` and `offset` on the wire, the page sequence
/// that moves `offset`, and epoch-millisecond dates.
@Suite("Filters, expansions, sorting, paging, dates", .timeLimit(.minutes(1)))
struct QueryAndPagingTests {
    private static func order(_ id: String) -> String {
        #"{"id":"\#(id)","total":100,"createdTime":1625097600123}"#
    }

    @Test("filters repeat one `filter=` each; expansions and sort fields are comma-separated; limit and offset are numbers")
    func listQuery() async throws {
        let fake = try CloverFake(replies: [.json(200, CloverFixture.list(Self.order("8QSDCRTWSDZZ6")))])

        let orders = try await fake.makeClient().listOrders(
            filter: ["employee.id=EMP1ABCDEFGH2", "createdTime>=1625097600000"],
            expand: [.lineItems, .customers, .payments], orderBy: ["createdTime DESC"], limit: 50, offset: 100)

        #expect(orders.map(\.id) == ["8QSDCRTWSDZZ6"])
        let request = try fake.onlyRequest()
        #expect(request.target == CloverFixture.merchantPath(
            "/orders?filter=employee.id%3DEMP1ABCDEFGH2&filter=createdTime%3E%3D1625097600000"
                + "&expand=lineItems,customers,payments&orderBy=createdTime%20DESC&limit=50&offset=100"))
        try expectWire(
            request, method: "GET", path: CloverFixture.merchantPath("/orders"),
            query: [
                ("filter", "employee.id=EMP1ABCDEFGH2"), ("filter", "createdTime>=1625097600000"),
                ("expand", "lineItems,customers,payments"), ("orderBy", "createdTime DESC"), ("limit", "50"),
                ("offset", "100"),
            ])
    }

    @Test("several sort fields, and expansions of a nested list and of a single object")
    func sortAndExpand() async throws {
        let fake = try CloverFake(replies: [
            .json(200, CloverFixture.list(CloverFixture.item)),
            .json(200, CloverFixture.lineItem),
            .json(200, CloverFixture.merchant),
        ])
        let client = fake.makeClient()

        _ = try await client.listCategoryItems(categoryID: "CAT1", expand: [.itemStock, .tags], orderBy: ["modifiedTime", "price ASC"])
        _ = try await client.getLineItem(orderID: "8QSDCRTWSDZZ6", id: "Q1W2E3R4T5Y6U", expand: [.modifications, .discounts])
        _ = try await client.getMerchant(expand: [.openingHours, .owner])

        #expect(fake.requests.map(\.target) == [
            CloverFixture.merchantPath("/categories/CAT1/items?expand=itemStock,tags&orderBy=modifiedTime,price%20ASC"),
            CloverFixture.merchantPath("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U?expand=modifications,discounts"),
            CloverFixture.merchantPath("?expand=opening_hours,owner"),
        ])
    }

    @Test("the expansions of each model are its nested fields, by wire name")
    func expansionValues() {
        #expect(OrderExpansion.allCases.map(\.rawValue) == [
            "customers", "orderType", "serviceCharge", "discounts", "lineItems", "payments", "refunds", "credits", "voids",
            "authorizations",
        ])
        #expect(ItemExpansion.allCases.map(\.rawValue) == ["options", "taxRates", "modifierGroups", "categories", "tags", "itemStock"])
        #expect(MerchantExpansion.openingHours.rawValue == "opening_hours")
        #expect(CustomerExpansion(rawValue: "loyalty") == .unknown("loyalty"))
    }

    @Test("ordersPages: pages of `limit` orders, offset moved by each page, until a short page")
    func pagesUntilShortPage() async throws {
        let fake = try CloverFake(replies: [
            .json(200, CloverFixture.list(Self.order("ORDER0000001"), Self.order("ORDER0000002"))),
            .json(200, CloverFixture.list(Self.order("ORDER0000003"), Self.order("ORDER0000004"))),
            .json(200, CloverFixture.list(Self.order("ORDER0000005"))),
        ])

        var pages: [[String]] = []
        for try await page in fake.makeClient().listOrdersPages(filter: ["state=open"], limit: 2) {
            pages.append(page.compactMap { $0.id?.rawValue })
        }

        #expect(pages == [["ORDER0000001", "ORDER0000002"], ["ORDER0000003", "ORDER0000004"], ["ORDER0000005"]])
        #expect(fake.requests.map(\.target) == [
            CloverFixture.merchantPath("/orders?filter=state%3Dopen&limit=2"),
            CloverFixture.merchantPath("/orders?filter=state%3Dopen&limit=2&offset=2"),
            CloverFixture.merchantPath("/orders?filter=state%3Dopen&limit=2&offset=4"),
        ])
        for request in fake.requests {
            #expect(request.header("authorization") == "Bearer \(CloverFixture.accessToken)")
        }
    }

    @Test("without a limit the pages run to an empty page (Clover's default page is 100)")
    func pagesUntilEmptyPage() async throws {
        let fake = try CloverFake(replies: [
            .json(200, CloverFixture.list(CloverFixture.lineItem, CloverFixture.lineItem, CloverFixture.lineItem)),
            .json(200, CloverFixture.list(CloverFixture.lineItem)),
            .json(200, CloverFixture.list()),
        ])

        var counts: [Int] = []
        for try await page in fake.makeClient().listLineItemsPages(orderID: "8QSDCRTWSDZZ6") {
            counts.append(page.count)
        }

        #expect(counts == [3, 1, 0])
        #expect(fake.requests.map(\.target) == [
            CloverFixture.merchantPath("/orders/8QSDCRTWSDZZ6/line_items"),
            CloverFixture.merchantPath("/orders/8QSDCRTWSDZZ6/line_items?offset=3"),
            CloverFixture.merchantPath("/orders/8QSDCRTWSDZZ6/line_items?offset=4"),
        ])
    }

    @Test("a page that fails ends the sequence with the error")
    func pageFailure() async throws {
        let fake = try CloverFake(replies: [
            .json(200, CloverFixture.list(Self.order("ORDER0000001"))),
            .json(401, #"{"message":"401 Unauthorized"}"#),
        ])

        var pages = 0
        let error = try await expectBinderyError {
            for try await _ in fake.makeClient().listOrdersPages(limit: 1) { pages += 1 }
        }

        #expect(pages == 1)
        #expect(ListOrdersRequest.Failure(error) == .unauthorized)
    }

    @Test("epoch milliseconds decode to the exact Date, and encode back to the same number")
    func dates() async throws {
        let fake = try CloverFake(replies: [.json(200, CloverFixture.order), .json(200, CloverFixture.order)])
        let client = fake.makeClient()

        let order = try await client.getOrder(id: "8QSDCRTWSDZZ6")

        let expected = Date(timeIntervalSince1970: 1_625_097_600.123)
        #expect(order.createdTime == expected)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        #expect(order.createdTime.map(formatter.string(from:)) == "2021-07-01T00:00:00.123Z")
        #expect(epochMilliseconds(order.clientCreatedTime) == 1_625_097_599_000)
        #expect(epochMilliseconds(order.lineItems?.elements?.first?.createdTime) == 1_625_097_600_500)

        _ = try await client.updateOrder(id: "8QSDCRTWSDZZ6", order: Order(clientCreatedTime: expected))
        #expect(try canonicalJSON(fake.requests[1].body) == #"{"clientCreatedTime":1625097600123}"#)
    }
}
