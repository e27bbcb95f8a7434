import BinderyLoopback
import Clover
import Foundation

/// Values and bodies shaped like Clover's V3 answers: 13-character ids, `{"elements": [...]}`
/// collections (nested ones too), epoch-millisecond dates, amounts in cents, `href`s the models
/// do not keep.
enum CloverFixture {
    static let merchantID: MerchantID = "K2M4ZQ8V1XJ7T"
    /// A token long and distinctive enough that finding it anywhere is a leak.
    static let accessToken = "3f9a1c7e-52bd-4e08-b6a1-9c0d2e7f4a15"
    static let appSecret = "a7c2e9f1-0b34-4d6e-8f5a-1c2b3d4e5f60"

    /// `/v3/merchants/<merchant id>` followed by `rest`.
    static func merchantPath(_ rest: String = "") -> String {
        "/v3/merchants/\(merchantID.rawValue)\(rest)"
    }

    /// A V3 list: `{"elements": [...], "href": ...}`.
    static func list(_ elements: String...) -> String {
        #"{"elements":[\#(elements.joined(separator: ","))],"href":"https://www.clover.com/v3/merchants/K2M4ZQ8V1XJ7T/x"}"#
    }

    /// 2021-07-01T00:00:00.123Z.
    static let createdMilliseconds: Int64 = 1_625_097_600_123

    // MARK: - Orders

    static let lineItem = """
        {"id":"Q1W2E3R4T5Y6U","orderRef":{"id":"8QSDCRTWSDZZ6"},"item":{"id":"V33H8XGTZCKNP"},"name":"Pizza Slice",
         "price":250,"unitQty":2500,"unitName":"oz","printed":false,"createdTime":1625097600500,
         "orderClientCreatedTime":1625097599000,
         "discounts":{"elements":[{"id":"DSC1","name":"Happy hour","amount":-50}]},"exchanged":false,
         "modifications":{"elements":[{"id":"MOD1","name":"Extra cheese","amount":75,
           "modifier":{"id":"MODIFIER1","name":"Extra cheese","price":75,"modifierGroup":{"id":"MG1"}}}]},
         "refunded":false,"isRevenue":true,
         "taxRates":{"elements":[{"id":"TAX1","name":"Sales tax","rate":887500,"isDefault":true}]}}
        """

    static let order = """
        {"href":"https://www.clover.com/v3/merchants/K2M4ZQ8V1XJ7T/orders/8QSDCRTWSDZZ6","id":"8QSDCRTWSDZZ6",
         "currency":"USD","employee":{"id":"EMP1ABCDEFGH2"},"total":1698,"paymentState":"PAID","title":"Table 4",
         "note":"No onions","orderType":{"id":"6QW8Z1NMYF1XT","label":"Dine In","taxable":true},"taxRemoved":false,
         "isVat":false,"state":"locked","manualTransaction":false,"groupLineItems":true,"testMode":false,
         "payType":"FULL","createdTime":1625097600123,"clientCreatedTime":1625097599000,"modifiedTime":1625097700000,
         "device":{"id":"b2c41c8e-1c1e-4a4e-9b4c-5a2f3e1d0c9b"},
         "lineItems":{"elements":[\(lineItem)]},
         "payments":{"elements":[{"id":"PAY1ABCDEFGH2","amount":1698,"tipAmount":200,"result":"SUCCESS"}]},
         "customers":{"elements":[{"id":"CUST1ABCDEFG2","firstName":"Ada"}]}}
        """

    static let discount = #"{"id":"DSC1","discount":{"id":"INVDSC1"},"approver":{"id":"EMP1ABCDEFGH2"},"name":"Happy hour","amount":-50,"percentage":10}"#

    static let modification = """
        {"id":"MOD1","name":"Extra cheese","amount":75,
         "modifier":{"id":"MODIFIER1","name":"Extra cheese","price":75,"modifierGroup":{"id":"MG1"}}}
        """

    static let orderType = """
        {"id":"6QW8Z1NMYF1XT","labelKey":"com.clover.order.type.dine_in","label":"Dine In","taxable":true,
         "isDefault":true,"filterCategories":false,"isHidden":false,"fee":0,"minOrderAmount":500,
         "hoursAvailable":"BUSINESS","customerIdMethod":"TABLE","isDeleted":false,"systemOrderTypeId":"DINE-IN-TYPE",
         "hours":{"id":"HRS2","name":"Lunch","monday":{"elements":[{"start":1130,"end":1430}]}}}
        """

    static let systemOrderType = #"{"id":"DINE-IN-TYPE","labelKey":"com.clover.order.type.dine_in","isQsr":false,"isFsr":true,"isRetail":false}"#

    static let serviceCharge = #"{"id":"SC1","name":"Large party","enabled":true,"percentageDecimal":180000}"#

    // MARK: - Customers

    static let customer = """
        {"href":"https://www.clover.com/v3/merchants/K2M4ZQ8V1XJ7T/customers/CUST1ABCDEFG2","id":"CUST1ABCDEFG2",
         "merchant":{"id":"K2M4ZQ8V1XJ7T"},"firstName":"Ada","lastName":"Lovelace","marketingAllowed":false,
         "customerSince":1613672396000,
         "emailAddresses":{"elements":[{"id":"EM1","emailAddress":"ada@example.com","verifiedTime":1613672400000,
           "customer":{"id":"CUST1ABCDEFG2"}}]},
         "phoneNumbers":{"elements":[{"id":"PH1","phoneNumber":"+1 408 555 0100","customer":{"id":"CUST1ABCDEFG2"}}]},
         "metadata":{"businessName":"Analytical Engines","dobYear":1815,"dobMonth":12,"dobDay":10}}
        """

    static let phoneNumber = #"{"id":"PH1","phoneNumber":"+1 408 555 0100","customer":{"id":"CUST1ABCDEFG2"}}"#
    static let emailAddress = #"{"id":"EM1","emailAddress":"ada@example.com","verifiedTime":1613672400000,"customer":{"id":"CUST1ABCDEFG2"}}"#
    static let customerAddress = #"{"id":"ADR1","address1":"12 St James's Square","city":"London","country":"GB","zip":"SW1Y 4LB","customer":{"id":"CUST1ABCDEFG2"}}"#
    static let customerCard = #"{"id":"CARD1","first6":"411111","last4":"1111","firstName":"Ada","lastName":"Lovelace","expirationDate":"1226","cardType":"VISA","token":"tok_4e1a","customer":{"id":"CUST1ABCDEFG2"}}"#

    // MARK: - Employees

    static let employee = """
        {"id":"EMP1ABCDEFGH2","name":"Grace Hopper","nickname":"Grace","customId":"G-1","email":"grace@example.com",
         "inviteSent":true,"claimedTime":1600000000000,"role":"ADMIN","isOwner":false,
         "roles":{"elements":[{"id":"ROLE1"}]},"shifts":{"elements":[{"id":"SHIFT1"}]}}
        """

    static let role = #"{"id":"ROLE1","name":"Shift lead","systemRole":"MANAGER","employeesRef":{"elements":[{"id":"EMP1ABCDEFGH2"}]}}"#

    static let shift = """
        {"id":"SHIFT1","employee":{"id":"EMP1ABCDEFGH2","name":"Grace Hopper"},"cashTipsCollected":1200,
         "serverBanking":false,"inTime":1625040000000,"outTime":1625068800000}
        """

    // MARK: - Inventory

    static let item = """
        {"id":"V33H8XGTZCKNP","hidden":false,"itemGroup":{"id":"IG1"},"name":"Pizza Slice","alternateName":"Slice",
         "code":"012345678905","sku":"PZ-SL","price":250,"priceType":"FIXED","defaultTaxRates":true,"cost":90,
         "isRevenue":true,"categories":{"elements":[{"id":"CAT1","name":"Pizza","sortOrder":1}]},
         "tags":{"elements":[{"id":"TAG1","name":"Kitchen"}]},
         "itemStock":{"item":{"id":"V33H8XGTZCKNP"},"quantity":42.5},"modifiedTime":1611643817000}
        """

    static let itemStock = #"{"item":{"id":"V33H8XGTZCKNP"},"stockCount":42,"quantity":42.5}"#
    static let itemGroup = #"{"id":"IG1","name":"T-shirts","items":{"elements":[{"id":"V33H8XGTZCKNP"}]},"attributes":{"elements":[{"id":"ATTR1"}]}}"#
    static let tag = #"{"id":"TAG1","name":"Kitchen","items":{"elements":[{"id":"V33H8XGTZCKNP"}]},"printers":{"elements":[{"id":"PRN1"}]}}"#
    static let taxRate = #"{"id":"TAX1","name":"Sales tax","rate":887500,"isDefault":true,"items":{"elements":[{"id":"V33H8XGTZCKNP"}]}}"#
    static let category = #"{"id":"CAT1","name":"Pizza","sortOrder":1,"items":{"elements":[{"id":"V33H8XGTZCKNP"}]}}"#
    static let modifier = #"{"id":"MODIFIER1","name":"Extra cheese","alternateName":"Cheese","price":75,"modifierGroup":{"id":"MG1"}}"#
    static let modifierGroup = """
        {"id":"MG1","name":"Toppings","minRequired":0,"maxAllowed":3,"showByDefault":true,
         "modifiers":{"elements":[\(modifier)]},"modifierIds":"MODIFIER1","items":{"elements":[{"id":"V33H8XGTZCKNP"}]}}
        """
    static let attribute = #"{"id":"ATTR1","name":"Size","itemGroup":{"id":"IG1"},"options":{"elements":[{"id":"OPT1","name":"Large"}]}}"#
    static let option = #"{"id":"OPT1","name":"Large","attribute":{"id":"ATTR1"},"items":{"elements":[{"id":"V33H8XGTZCKNP"}]}}"#

    // MARK: - Merchant

    static let merchant = """
        {"href":"https://www.clover.com/v3/merchants/K2M4ZQ8V1XJ7T","id":"K2M4ZQ8V1XJ7T","name":"Analytical Pizza",
         "owner":{"id":"EMP1ABCDEFGH2","name":"Grace Hopper"},
         "address":{"address1":"1 Infinite Loop","city":"Cupertino","country":"US","state":"CA","zip":"95014"},
         "defaultCurrency":"USD","phoneNumber":"4085550100","website":"https://pizza.example.com",
         "createdTime":1500000000000,"businessTypeCode":"PIZZA","isBillable":true,
         "opening_hours":{"elements":[{"id":"HRS1","name":"Regular","monday":{"elements":[{"start":900,"end":1730}]}}]},
         "devices":{"elements":[{"id":"DEV1ABCDEFGH2"}]}}
        """

    static let address = #"{"address1":"1 Infinite Loop","address2":"Suite 3","city":"Cupertino","country":"US","phoneNumber":"4085550100","state":"CA","zip":"95014"}"#

    static let gateway = """
        {"paymentProcessorName":"FDMS","mid":"123456789012","tid":"1234","supportsTipping":true,"mcc":"5812",
         "closingTime":"23:59","newBatchCloseEnabled":true}
        """

    static let properties = """
        {"merchantRef":{"id":"K2M4ZQ8V1XJ7T"},"defaultCurrency":"USD","tipsEnabled":true,"summaryHour":0,
         "signatureThreshold":2500,"orderTitle":"AUTOMATIC","locale":"en_US","timezone":"America/Los_Angeles",
         "vat":false,"trackStock":true,"businessTypeCode":"PIZZA","pinLength":4,"maxCashBack":4000}
        """

    static let tipSuggestion = #"{"id":"TIP1","name":"Good","percentage":18,"isEnabled":true}"#

    static let tender = """
        {"id":"TND1","editable":false,"labelKey":"com.clover.tender.cash","label":"Cash","opensCashDrawer":true,
         "supportsTipping":true,"enabled":true,"visible":true}
        """

    static let hoursSet = """
        {"id":"HRS1","name":"Regular","reference":{"id":"K2M4ZQ8V1XJ7T","type":"ORDER_TYPE"},
         "monday":{"elements":[{"start":900,"end":1730}]},"sunday":{"elements":[]}}
        """

    // MARK: - Devices and cash

    static let device = """
        {"id":"DEV1ABCDEFGH2","name":"Front counter","model":"Clover_C300","merchant":{"id":"K2M4ZQ8V1XJ7T"},
         "orderPrefix":"A","serial":"C030UQ71234567","buildType":"USER","deviceTypeName":"GOLDLEAF",
         "pinDisabled":false,"offlinePayments":true,"offlinePaymentsLimit":10000}
        """

    static let cashEvent = """
        {"type":"ADJUSTMENT","amountChange":-2000,"timestamp":1625097600123,"note":"Change for the float",
         "employee":{"id":"EMP1ABCDEFGH2","name":"Grace Hopper"},"device":{"id":"DEV1ABCDEFGH2"}}
        """

    // MARK: - Payments

    static let payment = """
        {"id":"PAY1ABCDEFGH2","order":{"id":"8QSDCRTWSDZZ6"},"device":{"id":"DEV1ABCDEFGH2"},
         "tender":{"id":"TND2","labelKey":"com.clover.tender.credit_card","label":"Credit Card"},
         "amount":1698,"tipAmount":200,"taxAmount":151,"cashbackAmount":0,"employee":{"id":"EMP1ABCDEFGH2"},
         "createdTime":1625097660000,"clientCreatedTime":1625097659000,"modifiedTime":1625097661000,"offline":false,
         "result":"SUCCESS",
         "cardTransaction":{"cardType":"VISA","entryType":"EMV_CONTACTLESS","first6":"411111","last4":"1111",
           "type":"AUTH","authCode":"OK1234","referenceId":"R123","transactionNo":"000123","state":"CLOSED",
           "extra":{"cvmResult":"NO_CVM_REQUIRED"},"avsResult":"NOT_CHECKED","cardholderName":"ADA LOVELACE"},
         "taxRates":{"elements":[{"id":"TAX1","name":"Sales tax","rate":887500,"isDefault":true,"taxableAmount":1698}]},
         "transactionSettings":{"tipMode":"ON_SCREEN_AFTER_PAYMENT","signatureEntryLocation":"ON_SCREEN",
           "signatureThreshold":2500},
         "appTracking":{"applicationID":"com.example.pos","applicationVersion":"1.2.3","sourceSDK":"com.clover.sdk",
           "sourceSDKVersion":"262"}}
        """

    static let refund = """
        {"id":"REF1","orderRef":{"id":"8QSDCRTWSDZZ6"},"amount":250,"taxAmount":22,"tipAmount":0,
         "createdTime":1625184000000,"payment":{"id":"PAY1ABCDEFGH2"},"lineItems":{"elements":[{"id":"Q1W2E3R4T5Y6U"}]},
         "taxableAmountRates":{"elements":[{"id":"TAX1","name":"Sales tax","taxableAmount":250,"rate":887500,"isVat":false}]}}
        """

    static let credit = """
        {"id":"CRD1","orderRef":{"id":"8QSDCRTWSDZZ6"},"amount":500,"taxAmount":0,
         "customers":{"id":"CUST1ABCDEFG2","firstName":"Ada"},"createdTime":1625184000000,"voided":false,
         "result":"SUCCESS","cardTransaction":{"cardType":"MC","last4":"4444","type":"NAKEDREFUND","state":"CLOSED"}}
        """

    static let authorization = """
        {"id":"AUTH1","payment":{"id":"PAY1ABCDEFGH2","amount":5000,"result":"AUTH"},"tabName":"Ada's tab",
         "amount":5000,"cardType":"AMEX","last4":"0005","authcode":"A1B2C3","type":"TAB","createdTime":1625097600000}
        """

    // MARK: - Apps

    static let appBillingInfo = """
        {"appSubscription":{"id":"SUB1","label":"Pro",
           "subscriptionCountries":{"elements":[{"id":"SUBUS","amount":999,"country":"US","active":true}]}},
         "isInTrial":true,"billingStartTime":1627776000000,"status":"ACTIVE","daysLapsed":0}
        """

    static let appMetered = """
        {"id":"MET1","meteredCountries":{"elements":[{"id":"METUS","action":"SMS sent","amount":5,"country":"US",
           "active":true}]},"app":{"id":"APP1"},"label":"SMS"}
        """

    static let appMeteredEvent = #"{"id":"EVT1","appMetered":{"id":"MET1","label":"SMS"},"count":3,"createdTime":1625097600000,"modifiedTime":1625097600000}"#
}
