import BinderySpec

/// Maps spec types to the Swift types the generated code uses; public so that `bindery diff`
/// names the same Swift types the generator writes.
package struct SwiftTypeNames: Sendable {
    let modelsByName: [String: ModelSpec]

    /// Names types of a spec with these models.
    package init(modelsByName: [String: ModelSpec]) {
        self.modelsByName = modelsByName
    }

    /// The Swift spelling of a type: `[Checkpoint]`, `[String: JSONValue]`, `Date`.
    package func name(of type: TypeReference) -> String {
        switch type {
        case .string: "String"
        case .date: "CalendarDate"
        case .url: "URL"
        case .uuid: "UUID"
        case .integer: "Int"
        case .number: "Double"
        case .decimal: "Decimal"
        case .boolean: "Bool"
        case .dateTime: "Date"
        case .localDateTime: "LocalDateTime"
        case .data: "Data"
        case .json: "JSONValue"
        case .array(let element): "[\(name(of: element))]"
        case .map(let value): "[String: \(name(of: value))]"
        case .named(let model): modelsByName[model]?.swiftName ?? SwiftNaming.typeName(model)
        }
    }

    /// A field's property type: `T`, `T?`, or `Nullable<T>?` for `nullable: explicit`.
    package func name(of field: FieldSpec) -> String {
        field.explicitNull ? "Nullable<\(name(of: field.type))>?" : name(of: field.type, optional: field.isOptional)
    }

    /// The type, with `?` when optional.
    package func name(of type: TypeReference, optional: Bool) -> String {
        optional ? name(of: type) + "?" : name(of: type)
    }
}
