import Foundation

/// One synthetic API of N operations, written twice: as a Bindery spec folder and as the
/// equivalent OpenAPI 3.1 document.
///
/// Operation i has a request body schema `Item{i}Draft` and a response schema `Item{i}`, each
/// of eight fields of mixed types (string, integer, number, boolean, date-time, list of
/// strings, map of strings; required and optional), a path parameter on three operations in
/// four, and an optional query parameter; the methods cycle POST, PUT, PATCH, POST. Every
/// operation, parameter, schema and field has a one-line description, so both generators
/// emit documentation comments.
struct SyntheticAPI {
    var operations: Int
    /// How many operations each Bindery spec file holds (a Bindery spec is split by resource
    /// group; each file becomes one generated Swift file).
    var operationsPerFile: Int

    struct Field {
        var wire: String
        var type: FieldType
        var required: Bool
        var docs: String
    }

    enum FieldType {
        case string, integer, number, boolean, datetime, strings, stringMap

        var bindery: String {
            switch self {
            case .string: "string"
            case .integer: "integer"
            case .number: "number"
            case .boolean: "boolean"
            case .datetime: "datetime"
            case .strings: "\"[string]\""
            case .stringMap: "\"[string: string]\""
            }
        }

        var openAPI: String {
            switch self {
            case .string: "{ type: string"
            case .integer: "{ type: integer"
            case .number: "{ type: number"
            case .boolean: "{ type: boolean"
            case .datetime: "{ type: string, format: date-time"
            case .strings: "{ type: array, items: { type: string }"
            case .stringMap: "{ type: object, additionalProperties: { type: string }"
            }
        }
    }

    static let draftFields: [Field] = [
        Field(wire: "name", type: .string, required: true, docs: "The item's display name."),
        Field(wire: "description", type: .string, required: false, docs: "A longer text about the item."),
        Field(wire: "quantity", type: .integer, required: true, docs: "How many units to order."),
        Field(wire: "unit_price", type: .number, required: false, docs: "The price of one unit in euros."),
        Field(wire: "is_active", type: .boolean, required: false, docs: "Whether the item can be ordered."),
        Field(wire: "due_at", type: .datetime, required: false, docs: "When the item is due."),
        Field(wire: "tags", type: .strings, required: false, docs: "Free-form labels."),
        Field(wire: "attributes", type: .stringMap, required: false, docs: "Extra attributes by name."),
    ]

    static let itemFields: [Field] = [
        Field(wire: "id", type: .string, required: true, docs: "The item's unique id."),
        Field(wire: "name", type: .string, required: true, docs: "The item's display name."),
        Field(wire: "quantity", type: .integer, required: true, docs: "How many units were ordered."),
        Field(wire: "unit_price", type: .number, required: false, docs: "The price of one unit in euros."),
        Field(wire: "is_active", type: .boolean, required: false, docs: "Whether the item can be ordered."),
        Field(wire: "created_at", type: .datetime, required: true, docs: "When the item was created."),
        Field(wire: "tags", type: .strings, required: false, docs: "Free-form labels."),
        Field(wire: "attributes", type: .stringMap, required: false, docs: "Extra attributes by name."),
    ]

    struct Operation {
        var index: Int
        var name: String
        var method: String
        var path: String
        var hasID: Bool
        var docs: String
        var request: String { "Item\(index)Draft" }
        var response: String { "Item\(index)" }
    }

    func operation(_ index: Int) -> Operation {
        switch index % 4 {
        case 0:
            Operation(index: index, name: "createItem\(index)", method: "POST", path: "/items\(index)", hasID: false,
                      docs: "Creates an item of kind \(index).")
        case 1:
            Operation(index: index, name: "replaceItem\(index)", method: "PUT", path: "/items\(index)/{id}", hasID: true,
                      docs: "Replaces an item of kind \(index).")
        case 2:
            Operation(index: index, name: "updateItem\(index)", method: "PATCH", path: "/items\(index)/{id}", hasID: true,
                      docs: "Updates an item of kind \(index).")
        default:
            Operation(index: index, name: "archiveItem\(index)", method: "POST", path: "/items\(index)/{id}/archive",
                      hasID: true, docs: "Archives an item of kind \(index).")
        }
    }

    // MARK: - Bindery

    /// The spec files: `api.yaml` and `items-NNN.yaml`, by name.
    func binderyFiles() -> [(name: String, contents: String)] {
        var files: [(String, String)] = [("api.yaml", """
            api:
              name: Synthetic
              version: "1.0"
              docs: A synthetic API of \(operations) operations, for benchmarks.
              servers:
                production: https://api.example.com/v1

            """)]
        var start = 0
        var group = 0
        while start < operations {
            let end = min(start + operationsPerFile, operations)
            files.append((String(format: "items-%04d.yaml", group), binderyGroup(start..<end)))
            start = end
            group += 1
        }
        return files
    }

    private func binderyGroup(_ range: Range<Int>) -> String {
        var text = "models:\n"
        for index in range {
            text += binderyModel("Item\(index)Draft", docs: "What to send to create or change an item of kind \(index).",
                                 fields: Self.draftFields)
            text += binderyModel("Item\(index)", docs: "An item of kind \(index).", fields: Self.itemFields)
        }
        text += "\nendpoints:\n"
        for index in range {
            let operation = operation(index)
            text += "  \(operation.name):\n"
            text += "    docs: \(operation.docs)\n"
            text += "    method: \(operation.method)\n"
            text += "    path: \(operation.path)\n"
            text += "    parameters:\n"
            if operation.hasID { text += "      id: { in: path, docs: The item's id. }\n" }
            text += "      locale: { in: query, docs: The language of texts in the response. }\n"
            text += "    body: { type: \(operation.request), swiftName: draft, docs: The item's new content. }\n"
            text += "    response: { type: \(operation.response), docs: The item as stored. }\n"
        }
        return text
    }

    private func binderyModel(_ name: String, docs: String, fields: [Field]) -> String {
        var text = "  \(name):\n    docs: \(docs)\n    fields:\n"
        for field in fields {
            text += "      \(field.wire): { type: \(field.type.bindery)\(field.required ? ", required: true" : ""), docs: \(field.docs) }\n"
        }
        return text
    }

    // MARK: - OpenAPI

    /// The OpenAPI 3.1 document.
    func openAPIDocument() -> String {
        var text = """
            openapi: 3.1.0
            info:
              title: Synthetic
              version: "1.0"
              description: A synthetic API of \(operations) operations, for benchmarks.
            servers:
              - url: https://api.example.com/v1
            paths:

            """
        // Operations sharing a path share its path item; here every path is distinct.
        for index in 0..<operations {
            let operation = operation(index)
            text += "  \(operation.path):\n"
            text += "    \(operation.method.lowercased()):\n"
            text += "      operationId: \(operation.name)\n"
            text += "      description: \(operation.docs)\n"
            text += "      parameters:\n"
            if operation.hasID {
                text += "        - { name: id, in: path, required: true, description: The item's id., schema: { type: string } }\n"
            }
            text += "        - { name: locale, in: query, required: false, description: The language of texts in the response., schema: { type: string } }\n"
            text += "      requestBody:\n"
            text += "        description: The item's new content.\n"
            text += "        required: true\n"
            text += "        content:\n"
            text += "          application/json:\n"
            text += "            schema: { $ref: '#/components/schemas/\(operation.request)' }\n"
            text += "      responses:\n"
            text += "        '200':\n"
            text += "          description: The item as stored.\n"
            text += "          content:\n"
            text += "            application/json:\n"
            text += "              schema: { $ref: '#/components/schemas/\(operation.response)' }\n"
        }
        text += "components:\n  schemas:\n"
        for index in 0..<operations {
            text += openAPISchema("Item\(index)Draft", docs: "What to send to create or change an item of kind \(index).",
                                  fields: Self.draftFields)
            text += openAPISchema("Item\(index)", docs: "An item of kind \(index).", fields: Self.itemFields)
        }
        return text
    }

    private func openAPISchema(_ name: String, docs: String, fields: [Field]) -> String {
        var text = "    \(name):\n      type: object\n      description: \(docs)\n"
        text += "      required: [\(fields.filter(\.required).map(\.wire).joined(separator: ", "))]\n"
        text += "      properties:\n"
        for field in fields {
            text += "        \(field.wire): \(field.type.openAPI), description: \(field.docs) }\n"
        }
        return text
    }

    /// The peer's configuration: types and client, public like Bindery's output.
    static let openAPIConfig = """
        generate:
          - types
          - client
        accessModifier: public

        """

    // MARK: - Writing

    /// Writes the Bindery spec into `directory` (created when missing), each file in place, and
    /// removes the files of the folder that are not part of it.
    ///
    /// In place, because a consumer package's plugin watches a package-root spec folder through
    /// hard links to its files: a spec file made anew (a folder emptied and filled again) is the
    /// "files added and removed" case of docs/PLUGIN.md, whose next build runs the generator once
    /// more to point the links at the new files, and the no-op check would count that run.
    func writeBindery(to directory: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let files = binderyFiles()
        let names = Set(files.map(\.name))
        for stale in try manager.contentsOfDirectory(atPath: directory) where !names.contains(stale) {
            try manager.removeItem(atPath: directory + "/" + stale)
        }
        for file in files {
            try file.contents.write(toFile: directory + "/" + file.name, atomically: false, encoding: .utf8)
        }
    }

    /// Writes `openapi.yaml` and `openapi-generator-config.yaml` into `directory`.
    func writeOpenAPI(to directory: String) throws {
        try recreate(directory)
        try openAPIDocument().write(toFile: directory + "/openapi.yaml", atomically: false, encoding: .utf8)
        try Self.openAPIConfig.write(toFile: directory + "/openapi-generator-config.yaml", atomically: false, encoding: .utf8)
    }
}

/// Where Bindery's tool writes the DocC catalogue of a generation run whose Swift goes to
/// `output`: beside it, so that the compiled target holds the Swift alone.
func catalogueFolder(besides output: String) -> String { output + ".docc" }

/// Removes a generation run's output folder and the catalogue beside it (when there is one).
func removeOutput(_ output: String) throws {
    let manager = FileManager.default
    for folder in [output, catalogueFolder(besides: output)] where manager.fileExists(atPath: folder) {
        try manager.removeItem(atPath: folder)
    }
}

func recreate(_ directory: String) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: directory) { try manager.removeItem(atPath: directory) }
    try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
}
