import BinderyGenerator

/// The pagination changes that are more than another parameter or items field: another style,
/// or another field the next page is read from (the cursor, `hasMore`, the last item's field,
/// the next URL).
enum PaginationSignalChange {
    /// The change between two paginations of an endpoint, or nil when neither the style nor a
    /// signal field changed (``RuleCatalogue/endpointPaginationChanged`` then describes it).
    static func change(
        _ was: EndpointSpec, _ before: PaginationSpec, _ now: EndpointSpec, _ after: PaginationSpec,
        pagesChanged: Bool, swift: (old: String?, new: String?), at location: ChangeLocation
    ) -> Change? {
        if before.style != after.style {
            return Change(
                .endpointPaginationStyleChanged, subject: now.name, travels: .both, sourceBreaks: pagesChanged,
                message: "Endpoint '\(now.name)' now pages by \(describe(after)), was \(describe(before)).",
                wireReason: "old apps ask for the next page the old way, which the server no longer answers",
                sourceReason: pagesChanged ? "the `…Pages` method's arguments change" : "the `…Pages` method is unchanged",
                swiftBefore: swift.old.map { [$0] } ?? [], swiftAfter: swift.new.map { [$0] } ?? [], endpoints: [now.name],
                location: location)
        }
        let readsAnotherField = signals(of: before) != signals(of: after)
        guard readsAnotherField || totals(of: before) != totals(of: after) else { return nil }
        let sendsAnotherField = before.itemField?.value != after.itemField?.value
        return Change(
            .endpointPaginationSignalChanged, subject: now.name, travels: .both, requestBreaks: sendsAnotherField,
            responseBreaks: readsAnotherField,
            message: "Endpoint '\(now.name)' now pages by \(describe(after)), was \(describe(before)).",
            wireReason: sendsAnotherField
                ? "old apps send the last item's '\(before.itemField?.value ?? "")' where the server now takes its '\(after.itemField?.value ?? "")'"
                : readsAnotherField
                    ? "old apps read the next page, or the end, from the old field"
                    : "the total only spares a request: old apps stop at the first short or empty page",
            sourceReason: "the `…Pages` method is unchanged",
            endpoints: [now.name], location: location)
    }

    /// The fields the next page is read from.
    private static func signals(of pagination: PaginationSpec) -> [String?] {
        [pagination.cursorField?.value, pagination.hasMoreField?.value, pagination.itemField?.value, pagination.nextField?.value]
    }

    /// The fields that count the pages or items: they end the pages sooner, and change nothing else.
    private static func totals(of pagination: PaginationSpec) -> [String?] {
        [pagination.totalPagesField?.value, pagination.totalField?.value]
    }

    /// `cursor 'cursor' from 'next_cursor' while 'has_more', items 'data'`, for messages.
    static func describe(_ pagination: PaginationSpec) -> String {
        var text = pagination.style.rawValue
        if let parameter = pagination.movingParameter?.value { text += " '\(parameter)'" }
        if let limit = pagination.limitParameter?.value { text += ", size '\(limit)'" }
        if let cursor = pagination.cursorField?.value { text += " from '\(cursor)'" }
        if let itemField = pagination.itemField?.value { text += " from the last item's '\(itemField)'" }
        if let next = pagination.nextField?.value { text += " from '\(next)'" }
        if let hasMore = pagination.hasMoreField?.value { text += " while '\(hasMore)'" }
        if let totalPages = pagination.totalPagesField?.value { text += " up to '\(totalPages)' pages" }
        if let total = pagination.totalField?.value { text += " up to '\(total)' items" }
        if let items = pagination.itemsField?.value { text += ", items '\(items)'" }
        return text
    }
}
