import BinderyLoopback
@_spi(Generated) import BinderyRuntime
import Clover
import Foundation
import Testing

/// One GET call of the table: what it must send, what the fake answers, and a value read from
/// the decoded answer that shows it decoded (nested collections and dates included).
struct GetCase: Sendable, CustomTestStringConvertible {
    let descriptor: OperationDescriptor
    let path: String
    let reply: LoopbackReply
    let accept: String
    let expected: String
    let call: @Sendable (CloverClient) async throws -> String

    var testDescription: String { "\(descriptor.id): GET \(path)" }
}

private typealias F = CloverFixture

private func m(_ rest: String = "") -> String { F.merchantPath(rest) }

/// A call answered with `json`.
private func get(
    _ descriptor: OperationDescriptor, _ path: String, _ json: String, _ expected: String,
    _ call: @escaping @Sendable (CloverClient) async throws -> String
) -> GetCase {
    GetCase(descriptor: descriptor, path: path, reply: .json(200, json), accept: "application/json", expected: expected, call: call)
}

/// `Int64` milliseconds of a decoded date, as text.
private func ms(_ date: Date?) -> String { epochMilliseconds(date).map(String.init) ?? "nil" }

/// Every GET endpoint of the spec: the SDK's 72 generated methods and the other GET-able paths
/// of its 100-path V3 list (the code exchange has its own tests, in OAuthTests).
let getCases: [GetCase] = [
    // MARK: merchant.yaml
    get(GetMerchantRequest.descriptor, m(), F.merchant, "Analytical Pizza Grace Hopper 1730 PIZZA 1500000000000") {
        let merchant = try await $0.getMerchant()
        return "\(merchant.name ?? "") \(merchant.owner?.name ?? "") \(merchant.openingHours?.elements?.first?.monday?.elements?.first?.end ?? 0) \(merchant.businessTypeCode?.rawValue ?? "") \(ms(merchant.createdTime))"
    },
    get(GetMerchantAddressRequest.descriptor, m("/address"), F.address, "Cupertino 95014") {
        let address = try await $0.getMerchantAddress()
        return "\(address.city ?? "") \(address.zip ?? "")"
    },
    get(GetMerchantGatewayRequest.descriptor, m("/gateway"), F.gateway, "FDMS 5812") {
        let gateway = try await $0.getMerchantGateway()
        return "\(gateway.paymentProcessorName ?? "") \(gateway.mcc ?? "")"
    },
    get(GetMerchantPropertiesRequest.descriptor, m("/properties"), F.properties, "America/Los_Angeles automatic 4000") {
        let properties = try await $0.getMerchantProperties()
        return "\(properties.timezone ?? "") \(properties.orderTitle == .automatic ? "automatic" : "?") \(properties.maxCashBack ?? 0)"
    },
    get(GetDefaultServiceChargeRequest.descriptor, m("/default_service_charge"), F.serviceCharge, "Large party 180000") {
        let charge = try await $0.getDefaultServiceCharge()
        return "\(charge.name ?? "") \(charge.percentageDecimal ?? 0)"
    },
    get(ListTipSuggestionsRequest.descriptor, m("/tip_suggestions"), F.list(F.tipSuggestion), "1 18") {
        let tips = try await $0.listTipSuggestions()
        return "\(tips.count) \(tips.first?.percentage ?? 0)"
    },
    get(GetTipSuggestionRequest.descriptor, m("/tip_suggestions/TIP1"), F.tipSuggestion, "Good") {
        try await $0.getTipSuggestion(id: "TIP1").name ?? ""
    },
    get(ListTendersRequest.descriptor, m("/tenders"), F.list(F.tender), "1 com.clover.tender.cash") {
        let tenders = try await $0.listTenders()
        return "\(tenders.count) \(tenders.first?.labelKey ?? "")"
    },
    get(GetTenderRequest.descriptor, m("/tenders/TND1"), F.tender, "Cash true") {
        let tender = try await $0.getTender(id: "TND1")
        return "\(tender.label ?? "") \(tender.opensCashDrawer ?? false)"
    },
    get(ListOpeningHoursRequest.descriptor, m("/opening_hours"), F.list(F.hoursSet), "1 900 0") {
        let hours = try await $0.listOpeningHours()
        return "\(hours.count) \(hours.first?.monday?.elements?.first?.start ?? 0) \(hours.first?.sunday?.elements?.count ?? -1)"
    },
    get(GetOpeningHoursRequest.descriptor, m("/opening_hours/HRS1"), F.hoursSet, "Regular ORDER_TYPE") {
        let hours = try await $0.getOpeningHours(id: "HRS1")
        return "\(hours.name ?? "") \(hours.reference?.type?.rawValue ?? "")"
    },

    // MARK: devices.yaml
    get(ListDevicesRequest.descriptor, m("/devices"), F.list(F.device), "1 GOLDLEAF user") {
        let devices = try await $0.listDevices()
        return "\(devices.count) \(devices.first?.deviceTypeName ?? "") \(devices.first?.buildType == .user ? "user" : "?")"
    },
    get(ListCashEventsRequest.descriptor, m("/cash_events"), F.list(F.cashEvent), "ADJUSTMENT -2000 1625097600123 Grace Hopper") {
        let event = try await $0.listCashEvents().first
        return "\(event?.type?.rawValue ?? "") \(event?.amountChange ?? 0) \(ms(event?.timestamp)) \(event?.employee?.name ?? "")"
    },
    get(ListEmployeeCashEventsRequest.descriptor, m("/employees/EMP1ABCDEFGH2/cash_events"), F.list(F.cashEvent), "1 DEV1ABCDEFGH2") {
        let events = try await $0.listEmployeeCashEvents(employeeID: "EMP1ABCDEFGH2")
        return "\(events.count) \(events.first?.device?.id?.rawValue ?? "")"
    },
    get(ListDeviceCashEventsRequest.descriptor, m("/devices/DEV1ABCDEFGH2/cash_events"), F.list(F.cashEvent), "1 Change for the float") {
        let events = try await $0.listDeviceCashEvents(deviceID: "DEV1ABCDEFGH2")
        return "\(events.count) \(events.first?.note ?? "")"
    },

    // MARK: employees.yaml
    get(ListEmployeesRequest.descriptor, m("/employees"), F.list(F.employee), "1 Grace Hopper admin ROLE1") {
        let employee = try await $0.listEmployees().first
        return "1 \(employee?.name ?? "") \(employee?.role == .admin ? "admin" : "?") \(employee?.roles?.elements?.first?.id ?? "")"
    },
    get(GetEmployeeRequest.descriptor, m("/employees/EMP1ABCDEFGH2"), F.employee, "EMP1ABCDEFGH2 1600000000000") {
        let employee = try await $0.getEmployee(id: "EMP1ABCDEFGH2")
        return "\(employee.id?.rawValue ?? "") \(ms(employee.claimedTime))"
    },
    get(ListRolesRequest.descriptor, m("/roles"), F.list(F.role), "1 MANAGER") {
        let roles = try await $0.listRoles()
        return "\(roles.count) \(roles.first?.systemRole?.rawValue ?? "")"
    },
    get(GetRoleRequest.descriptor, m("/roles/ROLE1"), F.role, "Shift lead EMP1ABCDEFGH2") {
        let role = try await $0.getRole(id: "ROLE1")
        return "\(role.name ?? "") \(role.employeesRef?.elements?.first?.id ?? "")"
    },
    get(ListShiftsRequest.descriptor, m("/shifts"), F.list(F.shift), "1 1625040000000 1625068800000") {
        let shifts = try await $0.listShifts()
        return "\(shifts.count) \(ms(shifts.first?.inTime)) \(ms(shifts.first?.outTime))"
    },
    get(GetShiftRequest.descriptor, m("/shifts/SHIFT1"), F.shift, "Grace Hopper 1200") {
        let shift = try await $0.getShift(id: "SHIFT1")
        return "\(shift.employee?.name ?? "") \(shift.cashTipsCollected ?? 0)"
    },
    GetCase(
        descriptor: ExportShiftsRequest.descriptor, path: m("/shifts.csv"),
        reply: .text(200, "Employee,In,Out\nGrace Hopper,2021-06-30 08:00,2021-06-30 16:00\n", headers: [("Content-Type", "text/csv")]),
        accept: "text/csv", expected: "Grace Hopper,2021-06-30 08:00,2021-06-30 16:00"
    ) { try await $0.exportShifts().split(separator: "\n").last.map(String.init) ?? "" },
    get(ListEmployeeShiftsRequest.descriptor, m("/employees/EMP1ABCDEFGH2/shifts"), F.list(F.shift), "1 SHIFT1") {
        let shifts = try await $0.listEmployeeShifts(employeeID: "EMP1ABCDEFGH2")
        return "\(shifts.count) \(shifts.first?.id ?? "")"
    },
    get(GetEmployeeShiftRequest.descriptor, m("/employees/EMP1ABCDEFGH2/shifts/SHIFT1"), F.shift, "false") {
        "\(try await $0.getEmployeeShift(employeeID: "EMP1ABCDEFGH2", id: "SHIFT1").serverBanking ?? true)"
    },

    // MARK: customers.yaml
    get(ListCustomersRequest.descriptor, m("/customers"), F.list(F.customer), "1 Lovelace ada@example.com 1613672396000") {
        let customer = try await $0.listCustomers().first
        return "1 \(customer?.lastName ?? "") \(customer?.emailAddresses?.elements?.first?.emailAddress ?? "") \(ms(customer?.customerSince))"
    },
    get(GetCustomerRequest.descriptor, m("/customers/CUST1ABCDEFG2"), F.customer, "Ada 1815 +1 408 555 0100") {
        let customer = try await $0.getCustomer(id: "CUST1ABCDEFG2")
        return "\(customer.firstName ?? "") \(customer.metadata?.dobYear ?? 0) \(customer.phoneNumbers?.elements?.first?.phoneNumber ?? "")"
    },
    GetCase(
        descriptor: ExportCustomersRequest.descriptor, path: m("/customers.csv"),
        reply: .text(200, "First Name,Last Name,Email\nAda,Lovelace,ada@example.com\n", headers: [("Content-Type", "text/csv")]),
        accept: "text/csv", expected: "Ada,Lovelace,ada@example.com"
    ) { try await $0.exportCustomers().split(separator: "\n").last.map(String.init) ?? "" },
    get(ListCustomerPhoneNumbersRequest.descriptor, m("/customers/CUST1ABCDEFG2/phone_numbers"), F.list(F.phoneNumber), "1 +1 408 555 0100") {
        let numbers = try await $0.listCustomerPhoneNumbers(customerID: "CUST1ABCDEFG2")
        return "\(numbers.count) \(numbers.first?.phoneNumber ?? "")"
    },
    get(GetCustomerPhoneNumberRequest.descriptor, m("/customers/CUST1ABCDEFG2/phone_numbers/PH1"), F.phoneNumber, "CUST1ABCDEFG2") {
        try await $0.getCustomerPhoneNumber(customerID: "CUST1ABCDEFG2", id: "PH1").customer?.id ?? ""
    },
    get(ListCustomerEmailAddressesRequest.descriptor, m("/customers/CUST1ABCDEFG2/email_addresses"), F.list(F.emailAddress), "1 1613672400000") {
        let addresses = try await $0.listCustomerEmailAddresses(customerID: "CUST1ABCDEFG2")
        return "\(addresses.count) \(ms(addresses.first?.verifiedTime))"
    },
    get(GetCustomerEmailAddressRequest.descriptor, m("/customers/CUST1ABCDEFG2/email_addresses/EM1"), F.emailAddress, "ada@example.com") {
        try await $0.getCustomerEmailAddress(customerID: "CUST1ABCDEFG2", id: "EM1").emailAddress ?? ""
    },
    get(ListCustomerAddressesRequest.descriptor, m("/customers/CUST1ABCDEFG2/addresses"), F.list(F.customerAddress), "1 London") {
        let addresses = try await $0.listCustomerAddresses(customerID: "CUST1ABCDEFG2")
        return "\(addresses.count) \(addresses.first?.city ?? "")"
    },
    get(GetCustomerAddressRequest.descriptor, m("/customers/CUST1ABCDEFG2/addresses/ADR1"), F.customerAddress, "SW1Y 4LB") {
        try await $0.getCustomerAddress(customerID: "CUST1ABCDEFG2", id: "ADR1").zip ?? ""
    },
    get(ListCustomerCardsRequest.descriptor, m("/customers/CUST1ABCDEFG2/cards"), F.list(F.customerCard), "1 1111") {
        let cards = try await $0.listCustomerCards(customerID: "CUST1ABCDEFG2")
        return "\(cards.count) \(cards.first?.last4 ?? "")"
    },
    get(GetCustomerCardRequest.descriptor, m("/customers/CUST1ABCDEFG2/cards/CARD1"), F.customerCard, "VISA 1226") {
        let card = try await $0.getCustomerCard(customerID: "CUST1ABCDEFG2", id: "CARD1")
        return "\(card.cardType ?? "") \(card.expirationDate ?? "")"
    },

    // MARK: inventory.yaml
    get(ListItemsRequest.descriptor, m("/items"), F.list(F.item, F.item), "2 250 fixed Pizza 42.5") {
        let items = try await $0.listItems()
        let item = items.first
        return "\(items.count) \(item?.price ?? 0) \(item?.priceType == .fixed ? "fixed" : "?") \(item?.categories?.elements?.first?.name ?? "") \(item?.itemStock?.quantity ?? 0)"
    },
    get(GetItemRequest.descriptor, m("/items/V33H8XGTZCKNP"), F.item, "V33H8XGTZCKNP Kitchen 1611643817000") {
        let item = try await $0.getItem(id: "V33H8XGTZCKNP")
        return "\(item.id?.rawValue ?? "") \(item.tags?.elements?.first?.name ?? "") \(ms(item.modifiedTime))"
    },
    get(ListItemStocksRequest.descriptor, m("/item_stocks"), F.list(F.itemStock), "1 42.5") {
        let stocks = try await $0.listItemStocks()
        return "\(stocks.count) \(stocks.first?.quantity ?? 0)"
    },
    get(GetItemStockRequest.descriptor, m("/item_stocks/V33H8XGTZCKNP"), F.itemStock, "V33H8XGTZCKNP") {
        try await $0.getItemStock(itemID: "V33H8XGTZCKNP").item?.id ?? ""
    },
    get(ListItemGroupsRequest.descriptor, m("/item_groups"), F.list(F.itemGroup), "1 T-shirts") {
        let groups = try await $0.listItemGroups()
        return "\(groups.count) \(groups.first?.name ?? "")"
    },
    get(GetItemGroupRequest.descriptor, m("/item_groups/IG1"), F.itemGroup, "ATTR1") {
        try await $0.getItemGroup(id: "IG1").attributes?.elements?.first?.id ?? ""
    },
    get(ListAttributesRequest.descriptor, m("/attributes"), F.list(F.attribute), "1 Size Large") {
        let attributes = try await $0.listAttributes()
        return "\(attributes.count) \(attributes.first?.name ?? "") \(attributes.first?.options?.elements?.first?.name ?? "")"
    },
    get(GetAttributeRequest.descriptor, m("/attributes/ATTR1"), F.attribute, "IG1") {
        try await $0.getAttribute(id: "ATTR1").itemGroup?.id ?? ""
    },
    get(ListOptionsRequest.descriptor, m("/options"), F.list(F.option), "1 Large") {
        let options = try await $0.listOptions()
        return "\(options.count) \(options.first?.name ?? "")"
    },
    get(ListAttributeOptionsRequest.descriptor, m("/attributes/ATTR1/options"), F.list(F.option), "1 ATTR1") {
        let options = try await $0.listAttributeOptions(attributeID: "ATTR1")
        return "\(options.count) \(options.first?.attribute?.id ?? "")"
    },
    get(GetAttributeOptionRequest.descriptor, m("/attributes/ATTR1/options/OPT1"), F.option, "V33H8XGTZCKNP") {
        try await $0.getAttributeOption(attributeID: "ATTR1", id: "OPT1").items?.elements?.first?.id ?? ""
    },

    // MARK: catalog.yaml
    get(ListTagsRequest.descriptor, m("/tags"), F.list(F.tag), "1 Kitchen PRN1") {
        let tags = try await $0.listTags()
        return "\(tags.count) \(tags.first?.name ?? "") \(tags.first?.printers?.elements?.first?.id ?? "")"
    },
    get(GetTagRequest.descriptor, m("/tags/TAG1"), F.tag, "TAG1") {
        try await $0.getTag(id: "TAG1").id?.rawValue ?? ""
    },
    get(ListItemTagsRequest.descriptor, m("/items/V33H8XGTZCKNP/tags"), F.list(F.tag), "1 Kitchen") {
        let tags = try await $0.listItemTags(itemID: "V33H8XGTZCKNP")
        return "\(tags.count) \(tags.first?.name ?? "")"
    },
    get(ListTagItemsRequest.descriptor, m("/tags/TAG1/items"), F.list(F.item, F.item), "2 Pizza Slice") {
        let items = try await $0.listTagItems(tagID: "TAG1")
        return "\(items.count) \(items.first?.name ?? "")"
    },
    get(ListTaxRatesRequest.descriptor, m("/tax_rates"), F.list(F.taxRate), "1 887500") {
        let rates = try await $0.listTaxRates()
        return "\(rates.count) \(rates.first?.rate ?? 0)"
    },
    get(GetTaxRateRequest.descriptor, m("/tax_rates/TAX1"), F.taxRate, "Sales tax true") {
        let rate = try await $0.getTaxRate(id: "TAX1")
        return "\(rate.name ?? "") \(rate.isDefault ?? false)"
    },
    get(ListTaxRateItemsRequest.descriptor, m("/tax_rates/TAX1/items"), F.list(F.item), "1 PZ-SL") {
        let items = try await $0.listTaxRateItems(taxRateID: "TAX1")
        return "\(items.count) \(items.first?.sku ?? "")"
    },
    get(ListCategoriesRequest.descriptor, m("/categories"), F.list(F.category), "1 Pizza 1") {
        let categories = try await $0.listCategories()
        return "\(categories.count) \(categories.first?.name ?? "") \(categories.first?.sortOrder ?? 0)"
    },
    get(GetCategoryRequest.descriptor, m("/categories/CAT1"), F.category, "V33H8XGTZCKNP") {
        try await $0.getCategory(id: "CAT1").items?.elements?.first?.id ?? ""
    },
    get(ListCategoryItemsRequest.descriptor, m("/categories/CAT1/items"), F.list(F.item), "1 90") {
        let items = try await $0.listCategoryItems(categoryID: "CAT1")
        return "\(items.count) \(items.first?.cost ?? 0)"
    },
    get(ListItemCategoriesRequest.descriptor, m("/items/V33H8XGTZCKNP/categories"), F.list(F.category), "1 CAT1") {
        let categories = try await $0.listItemCategories(itemID: "V33H8XGTZCKNP")
        return "\(categories.count) \(categories.first?.id?.rawValue ?? "")"
    },
    get(ListModifierGroupsRequest.descriptor, m("/modifier_groups"), F.list(F.modifierGroup), "1 Toppings Extra cheese") {
        let groups = try await $0.listModifierGroups()
        return "\(groups.count) \(groups.first?.name ?? "") \(groups.first?.modifiers?.elements?.first?.name ?? "")"
    },
    get(GetModifierGroupRequest.descriptor, m("/modifier_groups/MG1"), F.modifierGroup, "3 MODIFIER1") {
        let group = try await $0.getModifierGroup(id: "MG1")
        return "\(group.maxAllowed ?? 0) \(group.modifierIDs ?? "")"
    },
    get(ListModifiersRequest.descriptor, m("/modifiers"), F.list(F.modifier), "1 75") {
        let modifiers = try await $0.listModifiers()
        return "\(modifiers.count) \(modifiers.first?.price ?? 0)"
    },
    get(ListModifierGroupModifiersRequest.descriptor, m("/modifier_groups/MG1/modifiers"), F.list(F.modifier), "1 MG1") {
        let modifiers = try await $0.listModifierGroupModifiers(modifierGroupID: "MG1")
        return "\(modifiers.count) \(modifiers.first?.modifierGroup?.id ?? "")"
    },
    get(GetModifierRequest.descriptor, m("/modifier_groups/MG1/modifiers/MODIFIER1"), F.modifier, "Extra cheese") {
        try await $0.getModifier(modifierGroupID: "MG1", id: "MODIFIER1").name ?? ""
    },

    // MARK: orders.yaml
    get(ListOrdersRequest.descriptor, m("/orders"), F.list(F.order), "1 1698 paid Pizza Slice 1625097600123") {
        let order = try await $0.listOrders().first
        return "1 \(order?.total ?? 0) \(order?.paymentState == .paid ? "paid" : "?") \(order?.lineItems?.elements?.first?.name ?? "") \(ms(order?.createdTime))"
    },
    get(GetOrderRequest.descriptor, m("/orders/8QSDCRTWSDZZ6"), F.order, "8QSDCRTWSDZZ6 full Dine In Ada 200") {
        let order = try await $0.getOrder(id: "8QSDCRTWSDZZ6")
        return "\(order.id?.rawValue ?? "") \(order.payType == .full ? "full" : "?") \(order.orderType?.label ?? "") \(order.customers?.elements?.first?.firstName ?? "") \(order.payments?.elements?.first?.tipAmount ?? 0)"
    },
    get(ListEmployeeOrdersRequest.descriptor, m("/employees/EMP1ABCDEFGH2/orders"), F.list(F.order), "1 EMP1ABCDEFGH2") {
        let orders = try await $0.listEmployeeOrders(employeeID: "EMP1ABCDEFGH2")
        return "\(orders.count) \(orders.first?.employee?.id ?? "")"
    },
    get(ListOrderTypesRequest.descriptor, m("/order_types"), F.list(F.orderType), "1 Dine In table 1430") {
        let type = try await $0.listOrderTypes().first
        return "1 \(type?.label ?? "") \(type?.customerIDMethod == .table ? "table" : "?") \(type?.hours?.monday?.elements?.first?.end ?? 0)"
    },
    get(GetOrderTypeRequest.descriptor, m("/order_types/6QW8Z1NMYF1XT"), F.orderType, "BUSINESS 500") {
        let type = try await $0.getOrderType(id: "6QW8Z1NMYF1XT")
        return "\(type.hoursAvailable?.rawValue ?? "") \(type.minOrderAmount ?? 0)"
    },
    get(ListSystemOrderTypesRequest.descriptor, m("/system_order_types"), F.list(F.systemOrderType), "1 DINE-IN-TYPE true") {
        let types = try await $0.listSystemOrderTypes()
        return "\(types.count) \(types.first?.id ?? "") \(types.first?.isFsr ?? false)"
    },
    get(ListOrderDiscountsRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/discounts"), F.list(F.discount), "1 -50") {
        let discounts = try await $0.listOrderDiscounts(orderID: "8QSDCRTWSDZZ6")
        return "\(discounts.count) \(discounts.first?.amount ?? 0)"
    },
    get(GetOrderDiscountRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/discounts/DSC1"), F.discount, "Happy hour EMP1ABCDEFGH2") {
        let discount = try await $0.getOrderDiscount(orderID: "8QSDCRTWSDZZ6", id: "DSC1")
        return "\(discount.name ?? "") \(discount.approver?.id ?? "")"
    },
    get(ListLineItemsRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/line_items"), F.list(F.lineItem), "1 2500 Extra cheese 887500") {
        let item = try await $0.listLineItems(orderID: "8QSDCRTWSDZZ6").first
        return "1 \(item?.unitQty ?? 0) \(item?.modifications?.elements?.first?.modifier?.name ?? "") \(item?.taxRates?.elements?.first?.rate ?? 0)"
    },
    get(GetLineItemRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U"), F.lineItem, "Q1W2E3R4T5Y6U 1625097600500") {
        let item = try await $0.getLineItem(orderID: "8QSDCRTWSDZZ6", id: "Q1W2E3R4T5Y6U")
        return "\(item.id?.rawValue ?? "") \(ms(item.createdTime))"
    },
    get(ListLineItemDiscountsRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U/discounts"), F.list(F.discount), "1 10") {
        let discounts = try await $0.listLineItemDiscounts(orderID: "8QSDCRTWSDZZ6", lineItemID: "Q1W2E3R4T5Y6U")
        return "\(discounts.count) \(discounts.first?.percentage ?? 0)"
    },
    get(GetLineItemDiscountRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U/discounts/DSC1"), F.discount, "INVDSC1") {
        try await $0.getLineItemDiscount(orderID: "8QSDCRTWSDZZ6", lineItemID: "Q1W2E3R4T5Y6U", id: "DSC1").discount?.id ?? ""
    },
    get(ListLineItemModificationsRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U/modifications"), F.list(F.modification), "1 75") {
        let modifications = try await $0.listLineItemModifications(orderID: "8QSDCRTWSDZZ6", lineItemID: "Q1W2E3R4T5Y6U")
        return "\(modifications.count) \(modifications.first?.amount ?? 0)"
    },
    get(GetLineItemModificationRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/line_items/Q1W2E3R4T5Y6U/modifications/MOD1"), F.modification, "MG1") {
        try await $0.getLineItemModification(orderID: "8QSDCRTWSDZZ6", lineItemID: "Q1W2E3R4T5Y6U", id: "MOD1").modifier?.modifierGroup?.id ?? ""
    },
    get(ListOrderServiceChargesRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/service_charge/"), F.list(F.serviceCharge), "1 true") {
        let charges = try await $0.listOrderServiceCharges(orderID: "8QSDCRTWSDZZ6")
        return "\(charges.count) \(charges.first?.enabled ?? false)"
    },
    get(GetOrderServiceChargeRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/service_charge/SC1"), F.serviceCharge, "SC1") {
        try await $0.getOrderServiceCharge(orderID: "8QSDCRTWSDZZ6", id: "SC1").id ?? ""
    },

    // MARK: payments.yaml
    get(ListPaymentsRequest.descriptor, m("/payments"), F.list(F.payment), "1 1698 success visa emvContactless NO_CVM_REQUIRED") {
        let payment = try await $0.listPayments().first
        let card = payment?.cardTransaction
        return "1 \(payment?.amount ?? 0) \(payment?.result == .success ? "success" : "?") \(card?.cardType == .visa ? "visa" : "?") \(card?.entryType == .emvContactless ? "emvContactless" : "?") \(card?.extra?["cvmResult"] ?? "")"
    },
    get(GetPaymentRequest.descriptor, m("/payments/PAY1ABCDEFGH2"), F.payment, "1625097660000 ON_SCREEN_AFTER_PAYMENT 262 1698") {
        let payment = try await $0.getPayment(id: "PAY1ABCDEFGH2")
        return "\(ms(payment.createdTime)) \(payment.transactionSettings?.tipMode?.rawValue ?? "") \(payment.appTracking?.sourceSDKVersion ?? "") \(payment.taxRates?.elements?.first?.taxableAmount ?? 0)"
    },
    get(ListEmployeePaymentsRequest.descriptor, m("/employees/EMP1ABCDEFGH2/payments"), F.list(F.payment), "1 Credit Card") {
        let payments = try await $0.listEmployeePayments(employeeID: "EMP1ABCDEFGH2")
        return "\(payments.count) \(payments.first?.tender?.label ?? "")"
    },
    get(ListOrderPaymentsRequest.descriptor, m("/orders/8QSDCRTWSDZZ6/payments"), F.list(F.payment), "1 8QSDCRTWSDZZ6") {
        let payments = try await $0.listOrderPayments(orderID: "8QSDCRTWSDZZ6")
        return "\(payments.count) \(payments.first?.order?.id ?? "")"
    },
    get(ListRefundsRequest.descriptor, m("/refunds"), F.list(F.refund), "1 250 Q1W2E3R4T5Y6U") {
        let refunds = try await $0.listRefunds()
        return "\(refunds.count) \(refunds.first?.amount ?? 0) \(refunds.first?.lineItems?.elements?.first?.id ?? "")"
    },
    get(GetRefundRequest.descriptor, m("/refunds/REF1"), F.refund, "1625184000000 887500") {
        let refund = try await $0.getRefund(id: "REF1")
        return "\(ms(refund.createdTime)) \(refund.taxableAmountRates?.elements?.first?.rate ?? 0)"
    },
    get(ListCreditsRequest.descriptor, m("/credits"), F.list(F.credit), "1 500 nakedRefund") {
        let credits = try await $0.listCredits()
        return "\(credits.count) \(credits.first?.amount ?? 0) \(credits.first?.cardTransaction?.type == .nakedRefund ? "nakedRefund" : "?")"
    },
    get(GetCreditRequest.descriptor, m("/credits/CRD1"), F.credit, "Ada mc") {
        let credit = try await $0.getCredit(id: "CRD1")
        return "\(credit.customers?.firstName ?? "") \(credit.cardTransaction?.cardType == .mc ? "mc" : "?")"
    },
    get(ListAuthorizationsRequest.descriptor, m("/authorizations"), F.list(F.authorization), "1 5000 tab") {
        let authorizations = try await $0.listAuthorizations()
        return "\(authorizations.count) \(authorizations.first?.amount ?? 0) \(authorizations.first?.type == .tab ? "tab" : "?")"
    },
    get(GetAuthorizationRequest.descriptor, m("/authorizations/AUTH1"), F.authorization, "Ada's tab AUTH amex") {
        let authorization = try await $0.getAuthorization(id: "AUTH1")
        return "\(authorization.tabName ?? "") \(authorization.payment?.result?.rawValue ?? "") \(authorization.cardType == .amex ? "amex" : "?")"
    },

    // MARK: apps.yaml
    get(GetAppBillingInfoRequest.descriptor, "/v3/apps/APP1/merchants/K2M4ZQ8V1XJ7T/billing_info", F.appBillingInfo, "active 1627776000000 999") {
        let info = try await $0.getAppBillingInfo(appID: "APP1")
        return "\(info.status == .active ? "active" : "?") \(ms(info.billingStartTime)) \(info.appSubscription?.subscriptionCountries?.elements?.first?.amount ?? 0)"
    },
    get(GetAppMeteredRequest.descriptor, "/v3/apps/APP1/merchants/K2M4ZQ8V1XJ7T/metereds/MET1", F.appMetered, "SMS SMS sent") {
        let metered = try await $0.getAppMetered(appID: "APP1", id: "MET1")
        return "\(metered.label ?? "") \(metered.meteredCountries?.elements?.first?.action ?? "")"
    },
    get(GetAppMeteredEventRequest.descriptor, "/v3/apps/APP1/merchants/K2M4ZQ8V1XJ7T/metereds/MET1/events/EVT1", F.appMeteredEvent, "3 MET1") {
        let event = try await $0.getAppMeteredEvent(appID: "APP1", meteredID: "MET1", id: "EVT1")
        return "\(event.count ?? 0) \(event.appMetered?.id?.rawValue ?? "")"
    },
]

/// Every GET endpoint, once each, over HTTP: the method, the exact path with the merchant id,
/// the bearer token, no query when nothing is asked for, and a realistic answer that decodes.
@Suite("GET endpoints", .timeLimit(.minutes(2)))
struct GetEndpointTests {
    @Test("sends GET to its exact path with the bearer token, and the answer decodes", arguments: getCases)
    func call(_ testCase: GetCase) async throws {
        let fake = try CloverFake(replies: [testCase.reply])

        let value = try await testCase.call(fake.makeClient())

        #expect(value == testCase.expected)
        let request = try fake.onlyRequest()
        try expectWire(request, method: "GET", path: testCase.path)
        #expect(request.header("accept") == testCase.accept)
        #expect(testCase.descriptor.method.rawValue == "GET")
    }

    @Test("the table holds 91 distinct GET endpoints: the SDK's 72 methods and 19 more GET-able paths of its list")
    func coverage() {
        let ids = getCases.map(\.descriptor.id)
        #expect(ids.count == 91)
        #expect(Set(ids).count == ids.count)
        #expect(Set(getCases.map(\.path)).count == ids.count)
        // Every path template has the merchant id filled in.
        for testCase in getCases {
            #expect(testCase.descriptor.path.contains("{mId}"))
            #expect(testCase.path.contains("/merchants/K2M4ZQ8V1XJ7T"))
        }
    }
}
