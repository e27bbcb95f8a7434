import BinderySpec
/// Bindery YAML beside an OpenAPI document: what the document cannot say (retry and rate-limit
/// policy, pagination, an envelope, Swift names) or what its owner cannot change in a document
/// they do not own (the API's name, operations to leave out).
///
/// An overlay file has the keys of a spec file (`api`, `models`, `endpoints`), `exclude` and `only`.
/// Its `api` keys replace the translated ones; a model or endpoint named as one the document
/// translates into has its keys replace those of the translated one; any other model or endpoint
/// is added, as in a spec of Bindery YAML.
package struct OpenAPIOverlay {
    /// The keys an overlay file may have.
    static let keys = SpecKeys.file + ["exclude", "only"]
    /// The keys of `exclude` and `only`.
    static let exclusionKeys = ["operations", "tags", "paths"]

    /// An overlay file as read, `exclude` taken out.
    struct File {
        var relativePath: String
        var root: YAMLNode
    }

    /// Operations named by `operationId`, tag or path, with where each was said.
    struct Selection {
        /// `operationId`s.
        var operations: [String: SourceLocation] = [:]
        /// Tags: an operation with any of these.
        var tags: [String: SourceLocation] = [:]
        /// Paths, as the document writes them (`/pets/{id}`): every operation of the path.
        var paths: [String: SourceLocation] = [:]

        var isEmpty: Bool { operations.isEmpty && tags.isEmpty && paths.isEmpty }

        /// What of the selection names an operation (`operations/listPets`), or nil.
        func match(path: String, operationID: String?, tags operationTags: [String]) -> String? {
            if paths[path] != nil { return "paths/\(path)" }
            if let operationID, operations[operationID] != nil { return "operations/\(operationID)" }
            return operationTags.first { tags[$0] != nil }.map { "tags/\($0)" }
        }
    }

    /// What to leave out of the document: what `exclude` names, and, when there is an `only`,
    /// everything it does not name.
    struct Exclusions {
        var exclude = Selection()
        var only: Selection?

        var isEmpty: Bool { exclude.isEmpty && only == nil }
    }

    var files: [File] = []
    var exclusions = Exclusions()

    /// Whether an overlay file names the API's servers, which then replace the document's.
    var namesServers: Bool { files.contains { $0.root["api"]?["servers"] != nil } }

    /// Whether an overlay file names the schemes the API's calls send unless they say otherwise.
    var namesDefaultAuth: Bool { files.contains { $0.root["api"]?["defaultAuth"] != nil } }

    /// Whether an overlay file writes the API's auth schemes, which then replace the document's.
    var writesAuth: Bool { files.contains { $0.root["api"]?["auth"] != nil } }

    /// Reads the overlay files (already parsed), reporting keys an overlay may not have.
    init(_ roots: [(relativePath: String, root: YAMLNode)], diagnostics: inout DiagnosticCollector) {
        for (path, root) in roots {
            if root.isNull { continue }
            guard case .mapping(let pairs) = root.content else {
                diagnostics.error("an overlay file must be a mapping, not \(root.kindDescription)", at: root.location)
                continue
            }
            var kept: [(key: YAMLNode, value: YAMLNode)] = []
            for pair in pairs {
                let key = pair.key.scalar ?? ""
                if key == "exclude" || key == "only" {
                    readSelection(key, pair.value, diagnostics: &diagnostics)
                } else if Self.keys.contains(key) {
                    kept.append(pair)
                } else {
                    let hint = SpellingSuggestion.hint(for: key, in: Self.keys)
                    diagnostics.error("unknown key '\(key)' in an overlay file beside an OpenAPI document\(hint)", at: pair.key.location)
                }
            }
            files.append(File(relativePath: path, root: YAMLNode(.mapping(kept), at: root.location)))
        }
    }

    private mutating func readSelection(_ section: String, _ node: YAMLNode, diagnostics: inout DiagnosticCollector) {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error("'\(section)' must be a mapping of 'operations', 'tags' and 'paths', not \(node.kindDescription)", at: node.location)
            return
        }
        var selection = section == "only" ? exclusions.only ?? Selection() : exclusions.exclude
        defer {
            if section == "only" { exclusions.only = selection } else { exclusions.exclude = selection }
        }
        for (key, value) in pairs {
            let name = key.scalar ?? ""
            guard Self.exclusionKeys.contains(name) else {
                let hint = SpellingSuggestion.hint(for: name, in: Self.exclusionKeys)
                diagnostics.error("unknown key '\(name)' in '\(section)'\(hint)", at: key.location)
                continue
            }
            let items = value.isNull ? [] : (value.scalar != nil ? [value] : value.items)
            if case .mapping = value.content {
                diagnostics.error("'\(section).\(name)' must be a list of text, not a mapping", at: value.location)
            }
            for item in items {
                guard let text = item.scalar, !item.isNull else {
                    diagnostics.error("'\(section).\(name)' must list text, not \(item.kindDescription)", at: item.location)
                    continue
                }
                switch name {
                case "operations": selection.operations[text] = item.location
                case "tags": selection.tags[text] = item.location
                default: selection.paths[text] = item.location
                }
            }
        }
    }
}

/// Merging an overlay into the translated files.
extension OpenAPIOverlay {
    /// The translated files with the overlay applied: `api` keys and named models and endpoints
    /// merged into the translated ones; what names nothing translated stays in the overlay file,
    /// which joins the translated file of the same name, if any, so that both generate one output.
    func apply(to translated: [TranslatedSpecFile], diagnostics: inout DiagnosticCollector) -> [TranslatedSpecFile] {
        // No overlay: the translation, already sorted by name, is the result. Indexing its
        // models and endpoints for nothing took 2 ms of GitHub's run.
        guard !files.isEmpty else { return translated }
        var result = translated
        var fileIndex: [String: Int] = [:]
        for (index, file) in result.enumerated() { fileIndex[file.relativePath] = index }
        // Where each translated model and endpoint is: (file index, section).
        var owners: [String: Int] = [:]
        for (index, file) in result.enumerated() {
            for section in ["models", "endpoints"] {
                for entry in file.root[section]?.entries ?? [] { owners["\(section)/\(entry.key)"] = index }
            }
        }
        for overlay in files {
            var leftover: [(key: String, value: YAMLNode)] = []
            for (section, value) in overlay.root.entries {
                switch section {
                case "api":
                    guard let index = result.firstIndex(where: { $0.root["api"] != nil }) else {
                        leftover.append((section, value))
                        continue
                    }
                    result[index].root = Self.replacing(in: result[index].root, path: ["api"]) { Self.merge($0, value) }
                default:
                    var kept: [(String, YAMLNode)] = []
                    for entry in value.entries {
                        if let index = owners["\(section)/\(entry.key)"] {
                            result[index].root = Self.replacing(in: result[index].root, path: [section, entry.key]) {
                                Self.merge(section == "models" ? Self.yielding($0, to: entry.value) : $0, entry.value)
                            }
                        } else {
                            kept.append((entry.key, entry.value))
                        }
                    }
                    if !kept.isEmpty { leftover.append((section, .map(kept, at: value.location))) }
                }
            }
            // An overlay file stays a file of the spec even when all of it merged: the build
            // plugin declared its outputs.
            if let index = fileIndex[overlay.relativePath] {
                for (section, value) in leftover {
                    result[index].root = Self.appending(value.entries, to: section, in: result[index].root)
                }
            } else {
                fileIndex[overlay.relativePath] = result.count
                result.append(TranslatedSpecFile(relativePath: overlay.relativePath, root: .map(leftover, at: overlay.root.location)))
            }
        }
        return result.sorted { $0.relativePath < $1.relativePath }
    }

    /// A translated model without the keys an overlay's model replaces: `alias:` makes a model a
    /// second name of another, so what it held goes; fields, values or members of its own
    /// (`enum:`, `fields:`) make an alias a model of its own.
    static func yielding(_ model: YAMLNode, to patch: YAMLNode) -> YAMLNode {
        guard case .mapping(let pairs) = model.content else { return model }
        let kept: [(key: YAMLNode, value: YAMLNode)]
        if patch["alias"] != nil {
            kept = pairs.filter { SpecKeys.aliasModel.contains($0.key.scalar ?? "") }
        } else if model["alias"] != nil, patch.entries.contains(where: { !SpecKeys.aliasModel.contains($0.key) }) {
            kept = pairs.filter { $0.key.scalar != "alias" }
        } else {
            return model
        }
        return YAMLNode(.mapping(kept), at: model.location)
    }

    /// `base` with `patch`'s keys replacing its own (mappings both); anything else is replaced whole.
    static func merge(_ base: YAMLNode, _ patch: YAMLNode) -> YAMLNode {
        guard case .mapping(var pairs) = base.content, case .mapping(let patches) = patch.content else { return patch }
        for patch in patches {
            if let index = pairs.firstIndex(where: { $0.key.scalar == patch.key.scalar }) {
                pairs[index].value = patch.value
            } else {
                pairs.append(patch)
            }
        }
        return YAMLNode(.mapping(pairs), at: base.location)
    }

    /// `node` with the value at a path of keys replaced by `change` of it.
    static func replacing(in node: YAMLNode, path: ArraySlice<String>, _ change: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard let key = path.first, case .mapping(var pairs) = node.content,
            let index = pairs.firstIndex(where: { $0.key.scalar == key })
        else { return node }
        pairs[index].value = path.count == 1 ? change(pairs[index].value) : replacing(in: pairs[index].value, path: path.dropFirst(), change)
        return YAMLNode(.mapping(pairs), at: node.location)
    }

    static func replacing(in node: YAMLNode, path: [String], _ change: (YAMLNode) -> YAMLNode) -> YAMLNode {
        replacing(in: node, path: path[...], change)
    }

    /// `root` with entries added to one of its sections (made when missing).
    static func appending(_ entries: [(key: String, value: YAMLNode)], to section: String, in root: YAMLNode) -> YAMLNode {
        guard case .mapping(var pairs) = root.content else { return root }
        let added = entries.map { (key: YAMLNode.text($0.key, at: $0.value.location), value: $0.value) }
        if let index = pairs.firstIndex(where: { $0.key.scalar == section }), case .mapping(let existing) = pairs[index].value.content {
            pairs[index].value = YAMLNode(.mapping(existing + added), at: pairs[index].value.location)
        } else {
            pairs.append((key: .text(section, at: root.location), value: YAMLNode(.mapping(added), at: root.location)))
        }
        return YAMLNode(.mapping(pairs), at: root.location)
    }
}
