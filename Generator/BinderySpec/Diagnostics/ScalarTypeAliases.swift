/// The spec's scalar type for type names written as other languages and formats spell them
/// (`int`, `Double`, `bool`, `uri`, `guid`, `timestamp`), for "did you mean" hints: by edit
/// distance `int` is nothing close to `integer`, and `uri` is nothing like `url`.
package enum ScalarTypeAliases {
    /// Lowercased alias → the spec's type (a key of `TypeReference.scalarNames`).
    static let specTypes: [String: String] = {
        let groups: [String: [String]] = [
            "integer": [
                "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
                "long", "short", "bigint", "smallint",
            ],
            "number": ["float", "float32", "float64", "double", "real", "num"],
            "decimal": ["bigdecimal", "money", "currency"],
            "boolean": ["bool"],
            "string": ["str", "text", "char", "character", "varchar", "email"],
            "url": ["uri", "link", "href", "iri"],
            "uuid": ["guid"],
            "date": ["localdate", "calendardate", "fulldate", "full_date"],
            "datetime": ["timestamp", "date_time", "instant", "offsetdatetime", "zoneddatetime"],
            "data": ["bytes", "binary", "blob", "base64"],
            "json": ["object", "any", "jsonvalue"],
        ]
        var result: [String: String] = [:]
        for (type, aliases) in groups {
            for alias in aliases { result[alias] = type }
        }
        return result
    }()

    /// The spec type `name` stands for (`Int64` → `integer`), or nil when it is no known alias.
    package static func specType(for name: String) -> String? {
        specTypes[name.lowercased()]
    }
}
