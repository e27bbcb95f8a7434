import Foundation

/// A published OpenAPI document to measure, as found in the documents folder.
struct DocumentSource {
    /// The file name without its extension: `stripe`.
    var name: String
    var path: String
    /// `yaml`, `yml` or `json`: the name the spec folders give it is `openapi.<format>`.
    var format: String

    var isJSON: Bool { format == "json" }
    var specFileName: String { "openapi.\(format)" }

    /// The documents of `folder`, by name, or those of `names` in that order.
    static func list(in folder: String, names: [String]?) throws -> [DocumentSource] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let all = files.compactMap { file -> DocumentSource? in
            let format = (file as NSString).pathExtension
            guard ["yaml", "yml", "json"].contains(format), !file.hasPrefix(".") else { return nil }
            return DocumentSource(name: (file as NSString).deletingPathExtension, path: folder + "/" + file, format: format)
        }
        guard let names else { return all }
        return try names.map { name in
            guard let document = all.first(where: { $0.name == name }) else {
                throw BenchError("no document named '\(name)' in \(folder) (there are: \(all.map(\.name).joined(separator: ", ")))")
            }
            return document
        }
    }
}

/// Edits the description of one component schema of a document, as text, leaving every other
/// byte as it was: the same edit goes into both generators' copies.
enum DocumentEdit {
    /// The schemas the incremental build edits by default, each used by operations of its API.
    static let defaultSchemas = ["openai": "Model", "stripe": "customer", "github": "issue"]

    /// What is inserted at the start of the description.
    static let marker = "Edited by bindery-bench. "

    /// The schema to edit in `document`: the one asked for, the default for its name, or else
    /// the first component schema with a description of its own that a `$ref` names.
    static func schema(in text: [UInt8], document: DocumentSource, asked: String?) -> String? {
        let described = descriptions(in: text, isJSON: document.isJSON)
        if let name = asked ?? defaultSchemas[document.name] {
            return described.contains { $0.schema == name } ? name : nil
        }
        let string = String(decoding: text, as: UTF8.self)
        return described.first { entry in
            let reference = "#/components/schemas/\(entry.schema)"
            return ["\"", "'", "\n"].contains { string.contains(reference + $0) }
        }?.schema
    }

    /// `text` with `marker` at the start of `schema`'s description.
    static func edit(_ text: [UInt8], schema: String, isJSON: Bool) throws -> [UInt8] {
        guard let entry = descriptions(in: text, isJSON: isJSON).first(where: { $0.schema == schema }) else {
            throw BenchError("component schema '\(schema)' has no description of its own to edit")
        }
        var edited = text
        edited.insert(contentsOf: Array(entry.insertion.utf8), at: entry.offset)
        return edited
    }

    /// Where a text goes in each described component schema.
    struct Entry {
        var schema: String
        /// The byte offset at which `insertion` starts the description.
        var offset: Int
        var insertion: String
    }

    static func descriptions(in text: [UInt8], isJSON: Bool) -> [Entry] {
        isJSON ? jsonDescriptions(text) : yamlDescriptions(text)
    }

    // MARK: - YAML (block mappings, as the published documents are written)

    private static func yamlDescriptions(_ text: [UInt8]) -> [Entry] {
        // Lines as (start offset, indentation, content after the indentation).
        var lines: [(start: Int, indent: Int, content: Substring)] = []
        var start = 0
        let string = String(decoding: text, as: UTF8.self)
        for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            lines.append((start, indent, line.dropFirst(indent)))
            start += line.utf8.count + 1
        }
        func isContent(_ index: Int) -> Bool {
            !lines[index].content.isEmpty && !lines[index].content.hasPrefix("#")
        }
        // The children of the mapping at `parent` (a line index, or nil for the root): the lines
        // of its first child's indentation until one is indented less.
        func children(of parent: Int?) -> [Int] {
            let first = (parent ?? -1) + 1
            let parentIndent = parent.map { lines[$0].indent } ?? -1
            guard let childStart = (first..<lines.count).first(where: isContent), lines[childStart].indent > parentIndent
            else { return [] }
            let indent = lines[childStart].indent
            var result: [Int] = []
            for index in childStart..<lines.count where isContent(index) {
                if lines[index].indent < indent { break }
                if lines[index].indent == indent { result.append(index) }
            }
            return result
        }
        func key(_ index: Int) -> String? {
            let content = lines[index].content
            guard let colon = content.firstIndex(of: ":") else { return nil }
            return String(content[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
        }
        guard let components = children(of: nil).first(where: { key($0) == "components" }),
            let schemas = children(of: components).first(where: { key($0) == "schemas" })
        else { return [] }
        var entries: [Entry] = []
        for schema in children(of: schemas) {
            guard let name = key(schema),
                let description = children(of: schema).first(where: { key($0) == "description" })
            else { continue }
            let line = lines[description]
            guard let colon = line.content.firstIndex(of: ":") else { continue }
            let value = line.content[line.content.index(after: colon)...]
            let spaces = value.prefix { $0 == " " }.count
            let valueStart = line.start + line.indent + line.content.distance(from: line.content.startIndex, to: colon) + 1 + spaces
            let trimmed = value.dropFirst(spaces)
            if trimmed.hasPrefix("|") || trimmed.hasPrefix(">") {
                // A block scalar: a first line of its own, as indented as the next.
                guard let first = (description + 1..<lines.count).first(where: { !lines[$0].content.isEmpty }) else { continue }
                let next = lines[first]
                entries.append(Entry(
                    schema: name, offset: next.start,
                    insertion: String(repeating: " ", count: next.indent) + marker.trimmingCharacters(in: .whitespaces) + "\n"))
            } else if trimmed.hasPrefix("\"") || trimmed.hasPrefix("'") {
                entries.append(Entry(schema: name, offset: valueStart + 1, insertion: marker))
            } else if !trimmed.isEmpty {
                entries.append(Entry(schema: name, offset: valueStart, insertion: marker))
            }
        }
        return entries
    }

    // MARK: - JSON

    /// Scans the JSON with a stack of containers, each with the key it is at, and reports the
    /// string values at `components.schemas.<name>.description`.
    private static func jsonDescriptions(_ text: [UInt8]) -> [Entry] {
        struct Frame {
            var isObject: Bool
            var key: String?
            var expectingKey: Bool
        }
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        var stack: [Frame] = []
        var entries: [Entry] = []
        var index = 0
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "{"): stack.append(Frame(isObject: true, key: nil, expectingKey: true))
            case UInt8(ascii: "["): stack.append(Frame(isObject: false, key: nil, expectingKey: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                if let last = stack.indices.last, stack[last].isObject { stack[last].expectingKey = true }
            case UInt8(ascii: ":"):
                if let last = stack.indices.last { stack[last].expectingKey = false }
            case quote:
                let start = index + 1
                var end = start
                while end < text.count, text[end] != quote { end += text[end] == backslash ? 2 : 1 }
                if let last = stack.indices.last, stack[last].isObject, stack[last].expectingKey {
                    stack[last].key = String(decoding: text[start..<min(end, text.count)], as: UTF8.self)
                } else if stack.count == 4, stack[0].key == "components", stack[1].key == "schemas", stack[3].isObject,
                    stack[3].key == "description", let name = stack[2].key
                {
                    entries.append(Entry(schema: name, offset: start, insertion: marker))
                }
                index = end
            default: break
            }
            index += 1
        }
        return entries
    }
}
