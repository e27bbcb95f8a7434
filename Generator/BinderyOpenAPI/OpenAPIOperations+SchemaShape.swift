import BinderySpec
/// The shape of a schema where an operation needs to know how a value travels: a list or an
/// object in a query, a file in a multipart body, a text field of an error. Its Swift type is
/// the schemas stage's (`type(of:suggestedName:)`); this only looks at the JSON kind.
enum OpenAPISchemaShape {
    /// A list, with its items' schema.
    case array(items: YAMLNode?)
    /// An object, with its properties in the document's order and the names it requires.
    case object(properties: [(name: String, schema: YAMLNode)], required: Set<String>)
    /// A string, number, integer or boolean, with its `format`.
    case scalar(type: String, format: String?)
    /// Several kinds (`anyOf`, `oneOf`), each member's shape.
    case union([OpenAPISchemaShape])
    /// No type said (any value), or one this cannot read.
    case unknown

    /// Whether values of the shape are written as one piece of text: scalars, and unions of them.
    var isScalar: Bool {
        switch self {
        case .scalar: true
        case .union(let members): !members.isEmpty && members.allSatisfy(\.isScalar)
        default: false
        }
    }

    /// Whether the shape is a file's bytes: a binary string (3.0 `format: binary`, 3.1
    /// `contentMediaType`).
    var isBinary: Bool {
        if case .scalar("string", "binary"?) = self { return true }
        return false
    }
}

extension OpenAPITranslation {
    /// The largest number of `$ref`s, `allOf`s and union members looked through for one shape.
    private static let maximumShapeDepth = 8

    /// The shape of `schema`, following `$ref`s; `null` members of a type list or union are
    /// left out (a nullable list is a list).
    mutating func shape(of schema: YAMLNode?, depth: Int = 0) -> OpenAPISchemaShape {
        guard let schema, depth < Self.maximumShapeDepth, let resolved = resolve(schema)?.node else { return .unknown }
        for key in ["anyOf", "oneOf"] {
            let members = resolved[key]?.items ?? []
            guard !members.isEmpty else { continue }
            let shapes = members.filter { !isNullSchema($0) }.map { shape(of: $0, depth: depth + 1) }
            return shapes.count == 1 ? shapes[0] : .union(shapes)
        }
        if let members = resolved["allOf"]?.items, !members.isEmpty, resolved["type"] == nil {
            return allOfShape(members, depth: depth)
        }
        let types = (resolved["type"].map { $0.items.isEmpty ? [$0] : $0.items } ?? []).compactMap(\.scalar).filter { $0 != "null" }
        let type = types.count == 1 ? types[0] : (types.isEmpty ? Self.impliedType(of: resolved) : nil)
        switch type {
        case "array"?:
            return .array(items: resolved["items"])
        case "object"?:
            let properties = resolved["properties"]?.entries.map { (name: $0.key, schema: $0.value) } ?? []
            return .object(properties: properties, required: Set((resolved["required"]?.items ?? []).compactMap(\.scalar)))
        case let scalar? where ["string", "integer", "number", "boolean"].contains(scalar):
            let isBinary = scalar == "string" && resolved["contentMediaType"] != nil && resolved["contentEncoding"] == nil
            return .scalar(type: scalar, format: isBinary ? "binary" : resolved["format"]?.scalar)
        default:
            return types.count > 1 ? .union(types.map { .scalar(type: $0, format: nil) }) : .unknown
        }
    }

    /// An `allOf`'s shape: its object members' properties together, or its one member's shape.
    private mutating func allOfShape(_ members: [YAMLNode], depth: Int) -> OpenAPISchemaShape {
        let shapes = members.map { shape(of: $0, depth: depth + 1) }
        var properties: [(name: String, schema: YAMLNode)] = []
        var required: Set<String> = []
        for member in shapes {
            guard case .object(let memberProperties, let memberRequired) = member else {
                return shapes.count == 1 ? member : .unknown
            }
            properties += memberProperties
            required.formUnion(memberRequired)
        }
        return .object(properties: properties, required: required)
    }

    /// The type a schema without `type` has by its other keys: `properties` make an object,
    /// `items` a list.
    private static func impliedType(of schema: YAMLNode) -> String? {
        if schema["properties"] != nil || schema["additionalProperties"] != nil { return "object" }
        if schema["items"] != nil { return "array" }
        return nil
    }

    /// Whether `schema` stands for `null` alone (`type: 'null'`, 3.0's `nullable` member, `enum: [null]`).
    private func isNullSchema(_ schema: YAMLNode) -> Bool {
        if schema["type"]?.scalar == "null" { return true }
        if let values = schema["enum"]?.items, !values.isEmpty, values.allSatisfy(\.isNull) { return true }
        return false
    }
}
