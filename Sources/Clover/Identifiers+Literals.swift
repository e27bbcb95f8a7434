// Ids can be written as string literals where their type is known, as the SDK's String ids
// were: `client.getOrder(id: "8QSDCRTWSDZZ6")`. A variable of another id type still does not
// convert, which is the point of the types.

extension MerchantID: ExpressibleByStringLiteral {
    /// A merchant id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension DeviceID: ExpressibleByStringLiteral {
    /// A device id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension EmployeeID: ExpressibleByStringLiteral {
    /// An employee id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension CustomerID: ExpressibleByStringLiteral {
    /// A customer id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension ItemID: ExpressibleByStringLiteral {
    /// An inventory item id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension AttributeID: ExpressibleByStringLiteral {
    /// An item attribute id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension TagID: ExpressibleByStringLiteral {
    /// A tag id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension TaxRateID: ExpressibleByStringLiteral {
    /// A tax rate id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension CategoryID: ExpressibleByStringLiteral {
    /// A category id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension ModifierGroupID: ExpressibleByStringLiteral {
    /// A modifier group id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension OrderID: ExpressibleByStringLiteral {
    /// An order id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension LineItemID: ExpressibleByStringLiteral {
    /// A line item id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension AppID: ExpressibleByStringLiteral {
    /// An app id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension MeteredID: ExpressibleByStringLiteral {
    /// An app metered id written as a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}
