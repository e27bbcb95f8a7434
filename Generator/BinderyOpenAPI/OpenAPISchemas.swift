import BinderySpec
/// Schemas: component schemas become models, inline schemas get names from where they stand.
///
/// The stage's files, one job each: the entry points and state (here), the dispatch over a
/// schema's keywords and the scalar formats (`+Types`), objects and `allOf` (`+Objects`),
/// enums and `const` (`+Enums`), `oneOf`/`anyOf` (`+Unions`), names (`+Naming`), and where
/// each model goes (`+Placement`).
struct OpenAPISchemaState {
    /// Whether every component schema has its model name yet (done once, before the first type).
    var isPrepared = false
    /// The model name of each component schema (and schema of another file), by ``componentKey``.
    var componentNames: [String: String] = [:]
    /// The component schemas in document order, by key, and each one's schema.
    var componentOrder: [String] = []
    var componentNodes: [String: YAMLNode] = [:]
    /// The names taken, lowercased: no two models differ in case only.
    var takenNames: Set<String> = []
    /// Each component's translation: in progress, or its type.
    var components: [String: ComponentTranslation] = [:]
    /// The models made, by name, and the order they were made in.
    var models: [String: SchemaModel] = [:]
    var modelOrder: [String] = []
    /// The schema of each object model, from before its fields are translated: a union that
    /// contains the object (a cycle) reads its discriminator values from there.
    var objectSchemas: [String: YAMLNode] = [:]
    /// What the schema being translated belongs to: a file (an operation's) or a component.
    var owner = SchemaOwner.file(TranslatedFile.apiFileName)
    /// The components each file uses directly, and each component uses directly.
    var fileUses: [String: Set<String>] = [:]
    var componentUses: [String: Set<String>] = [:]
    /// How deep the schema being translated is nested, counting the components it is inside:
    /// hostile documents cannot recurse far.
    var depth = 0
    /// The Swift names of each list of enum values met so far: Stripe repeats its country and
    /// currency lists in many request bodies, and naming them again was an eighth of its translation.
    var enumCaseSwiftNames: [[String]: [String?]] = [:]
    /// The first inline enum, object or union, not deprecated, of each shape: later inline
    /// models of the same shape are its aliases (see ``OpenAPITranslation/earlierTwin(of:shape:header:)``).
    var inlineModels: [InlineModelShape: String] = [:]
    /// The model each alias made so far is a second name of: two objects whose fields name two
    /// aliases of one model have the same shape.
    var aliasTargets: [String: String] = [:]
    /// The types PATCH bodies send (JSON, forms, multipart parts other than files): their
    /// models' optional, nullable fields can send `null` (`markPatchedNulls`).
    var patchedTypes: [String] = []

    /// The key of a schema a `$ref` leads to: its file (empty: the document) and pointer.
    static func componentKey(_ resolved: OpenAPIDocument.Resolved) -> String {
        "\(resolved.file ?? "")#\(resolved.pointer)"
    }

    /// How deep schemas may nest before the rest is read as `json`.
    package static let maximumDepth = 200

    /// How deep an object component is translated where it is named; deeper, it is translated
    /// on its own later (its name is known), so that a long chain of components cannot
    /// exhaust the stack.
    static let maximumEagerDepth = 48
}

/// Where a component stands in its translation.
enum ComponentTranslation {
    /// Being translated; `isNamedMeanwhile` when a schema inside it named it (a cycle).
    case inProgress(isNamedMeanwhile: Bool)
    case done(SchemaType)
}

/// What a model belongs to, which decides its file.
enum SchemaOwner: Hashable {
    /// Made for an operation of this file.
    case file(String)
    /// Made for this component schema (its own model, or an inline one inside it).
    case component(String)
}

/// A model made from a schema, before it is placed in a file.
struct SchemaModel {
    var name: String
    var node: YAMLNode
    var owner: SchemaOwner
    var shape: SchemaModelShape
}

/// What other schemas need to know of a model: its JSON kinds, an object's fields.
enum SchemaModelShape {
    case object([SchemaField])
    case enumeration
    case union(Set<JSONKind>, isDiscriminated: Bool)

    var kinds: Set<JSONKind> {
        switch self {
        case .object: [.object]
        case .enumeration: [.string]
        case .union(let kinds, _): kinds
        }
    }
}

/// A field of an object model, as an including model or a union needs it.
struct SchemaField {
    var wireName: String
    /// The field's node as written in `fields:`.
    var node: YAMLNode
    var type: TypeReference
    var isRequired: Bool
    /// The one value the field can have (an `enum` of one value, a `const`): a discriminator's.
    var constant: String?
}

/// A schema's translation where a type is written: a field, a parameter, a body, a response.
struct TranslatedType {
    /// A Bindery type text: `string`, `[Pet]`, `[string: Pet]`, a model's name.
    var type: String
    /// Whether the schema also allows `null`.
    var isNullable: Bool = false
    /// Where the schema is, for the nodes made from it.
    var location: SourceLocation
    /// The schema's `default`, when it is a scalar (a parameter's `default` can take it).
    var defaultValue: YAMLNode? = nil
    /// The schema's `description` (or `title`), for the docs of what it types.
    var docs: String? = nil
    /// Whether the schema is `deprecated: true`.
    var isDeprecated: Bool = false
}

/// A schema's type while translating: the type, whether null is allowed, the JSON kinds.
struct SchemaType {
    var type: TypeReference
    var isNullable = false
    var kinds: Set<JSONKind>

    static let json = SchemaType(type: .json, kinds: Set(JSONKind.allCases))

    /// The type, allowing null too.
    func nullable(_ isNullable: Bool = true) -> SchemaType {
        var copy = self
        copy.isNullable = copy.isNullable || isNullable
        return copy
    }
}

extension OpenAPITranslation {
    /// The type of `schema`; an inline object, enum or union becomes a model named `suggestedName`
    /// (made unique), in the file being translated. Nil, after a diagnostic, when it has none.
    mutating func type(of schema: YAMLNode, suggestedName: String) -> TranslatedType? {
        prepareSchemas()
        let saved = schemas.owner
        schemas.owner = .file(currentFile)
        defer { schemas.owner = saved }
        let translated = schemaType(schema, naming: .suggested(suggestedName))
        var result = TranslatedType(type: translated.type.specSpelling, isNullable: translated.isNullable, location: schema.location)
        let described = schema["$ref"] == nil ? schema : (resolveQuietly(schema) ?? schema)
        if let value = described["default"], value.scalar != nil, !value.isNull { result.defaultValue = value }
        result.docs = schemaDocs(schema) ?? schemaDocs(described)
        result.isDeprecated = schema["deprecated"]?.scalar == "true" || described["deprecated"]?.scalar == "true"
        return result
    }

    /// Translates every component schema into a model (those that are objects, enums or
    /// unions; the others are written where they are used), and places every model made in a
    /// file: the one file whose operations use it, or a shared `schemas` file.
    mutating func translateComponentSchemas() {
        prepareSchemas()
        for key in schemas.componentOrder {
            _ = componentType(key)
        }
        markPatchedNulls()
        placeModels()
    }
}
