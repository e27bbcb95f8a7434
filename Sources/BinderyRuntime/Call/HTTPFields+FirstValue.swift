import HTTPTypes

extension HTTPFields {
    /// The value of the first field named `name`, found without joining repeated fields into
    /// one string as the `subscript(_:)` getter does: for single-valued fields read on every
    /// response, such as a rate limit's count.
    func firstValue(for name: HTTPField.Name) -> String? {
        for field in self where field.name == name { return field.value }
        return nil
    }
}
