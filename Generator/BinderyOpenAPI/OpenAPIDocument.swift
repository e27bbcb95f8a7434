import BinderySpec

/// An OpenAPI document as read from a spec folder, with the folder's other files that its
/// `$ref`s name, loaded when first named.
package struct OpenAPIDocument: Sendable {
    /// The names an OpenAPI document may have in a spec folder; a folder holds at most one.
    package static let fileNames = ["openapi.yaml", "openapi.yml", "openapi.json"]

    /// Whether `name` (a file of a spec folder) is an OpenAPI document.
    package static func isDocumentName(_ name: String) -> Bool { fileNames.contains(name) }

    /// The versions read: 3.0.x and 3.1.x.
    static let supportedVersions = ["3.0", "3.1"]

    /// The document's root mapping.
    package var root: YAMLNode {
        // What pointers led to may be gone or changed (an overlay leaves operations out).
        didSet { lookedUp.removeAll() }
    }
    /// The document's path as diagnostics show it.
    package var file: String
    /// The folder that `$ref`s to other files are resolved in, and may not leave.
    var folder: String
    /// Whether the document is 3.1 (type lists with `null`, `const`, `examples`).
    package var isVersion31: Bool
    /// Files of the folder named by `$ref`, by their name, once loaded (nil: could not be).
    var otherFiles: [String: YAMLNode?] = [:]
    /// Files of the folder already in memory (a revision `bindery diff` reads from git), by
    /// their path in the folder; others are read from the disk.
    var filesInMemory: [String: [UInt8]] = [:]
    /// Whether files not in memory are read from `folder` on the disk (a folder `bindery lint`
    /// reads, not a revision from git or fuzzer input).
    var readsDisk = false
    /// What each pointer that was followed led to, by file and pointer (`#/components/schemas/Pet`).
    /// A component is named by hundreds of `$ref`s, and each step of a pointer reads a mapping
    /// key by key: looking Stripe's 1,000 schemas up again took 2% of reading its document.
    var lookedUp: [String: Resolved] = [:]

    /// Parses the document at `path`; nil (with diagnostics) when it cannot be read or is not
    /// an OpenAPI 3.0 or 3.1 document.
    package static func load(
        bytes: [UInt8], path: String, folder: String, diagnostics: inout DiagnosticCollector
    ) -> OpenAPIDocument? {
        guard let root = YAMLLoader.load(bytes: bytes, file: path, diagnostics: &diagnostics) else { return nil }
        guard case .mapping = root.content else {
            diagnostics.error("an OpenAPI document must be a mapping, not \(root.kindDescription)", at: root.location)
            return nil
        }
        guard let versionNode = root["openapi"] else {
            let hint = root["swagger"] == nil ? "" : " (Swagger 2.0 is not read; convert it to OpenAPI 3 first)"
            diagnostics.error("the document has no 'openapi' version\(hint)", at: root.location)
            return nil
        }
        let version = versionNode.scalar ?? ""
        let minor = version.split(separator: ".").prefix(2).joined(separator: ".")
        guard supportedVersions.contains(minor) else {
            diagnostics.error(
                "OpenAPI \(version.isEmpty ? versionNode.kindDescription : "'\(version)'") is not read; Bindery reads OpenAPI 3.0.x and 3.1.x",
                at: versionNode.location)
            return nil
        }
        return OpenAPIDocument(root: root, file: path, folder: folder, isVersion31: minor == "3.1")
    }
}

/// Following `$ref`s.
extension OpenAPIDocument {
    /// A node that a `$ref` led to, and where it is: the file (nil: the document) and the
    /// JSON pointer, which together name it (a component schema's model, say).
    package struct Resolved: Sendable {
        package var node: YAMLNode
        package var file: String?
        package var pointer: String

        /// The last token of the pointer, unescaped: a component's name (`Pet` of `#/components/schemas/Pet`).
        package var name: String { pointer.split(separator: "/").last.map { OpenAPIDocument.unescape(String($0)) } ?? "" }

        /// The component's name when the pointer names one of `kind` (`schemas`, `parameters`)
        /// itself, not a part of one.
        package func componentName(in kind: String) -> String? {
            let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false)
            guard tokens.count == 4, tokens[1] == "components", tokens[2] == kind else { return nil }
            return OpenAPIDocument.unescape(String(tokens[3]))
        }
    }

    /// How many `$ref`s in a row are followed before the chain is called a cycle.
    static let maximumReferenceChain = 64

    /// Follows `node`'s `$ref` (and the `$ref` that one leads to, and so on); a node without one is
    /// itself. Nil, with an error at the `$ref`, when a reference leads nowhere, leaves the folder,
    /// or goes round in a cycle.
    package mutating func resolve(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Resolved? {
        var current = Resolved(node: node, file: nil, pointer: "")
        var seen: Set<String> = []
        while let reference = current.node["$ref"] {
            guard let text = reference.scalar, !reference.isNull else {
                diagnostics.error("'$ref' must be text, not \(reference.kindDescription)", at: reference.location)
                return nil
            }
            let target = referenceTarget(text, from: current.file)
            let key = "\(target.file ?? "")#\(target.pointer)"
            guard seen.insert(key).inserted, seen.count <= Self.maximumReferenceChain else {
                diagnostics.error("'$ref: \(text)' goes round in a cycle of references that never reaches a schema", at: reference.location)
                return nil
            }
            if let known = lookedUp[key] {
                current = known
                continue
            }
            guard let next = lookUp(target, reference: reference, text: text, diagnostics: &diagnostics) else { return nil }
            lookedUp[key] = next
            current = next
        }
        return current
    }

    /// The file (nil: the document) and pointer a `$ref` names, relative to the file it is in.
    private func referenceTarget(_ text: String, from file: String?) -> (file: String?, pointer: String) {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let filePart = parts.first.map(String.init) ?? ""
        let pointer = parts.count > 1 ? String(parts[1]) : ""
        return (filePart.isEmpty ? file : filePart, pointer)
    }

    private mutating func lookUp(
        _ target: (file: String?, pointer: String), reference: YAMLNode, text: String,
        diagnostics: inout DiagnosticCollector
    ) -> Resolved? {
        var start = root
        if let name = target.file {
            guard let other = otherFile(name, reference: reference, diagnostics: &diagnostics) else { return nil }
            start = other
        }
        guard target.pointer.isEmpty || target.pointer.hasPrefix("/") else {
            diagnostics.error("'$ref: \(text)' is not a JSON pointer ('#/components/schemas/Name')", at: reference.location)
            return nil
        }
        var node = start
        // The pointer as the document's own component keys spell it (`%20` decoded, `~` and `/`
        // escaped), so that `#/components/schemas/Pet%20Owner` is the component `Pet Owner`.
        var canonical = ""
        // Split on the bytes: RFC 6901 separates tokens at every `/`, and splitting by
        // `Character` cost 2% of reading GitHub's document.
        for token in target.pointer.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst() {
            let key = Self.unescape(String(decoding: token, as: UTF8.self))
            canonical += "/" + Self.escape(key)
            if let value = node[key] {
                node = value
            } else if let index = Int(key), node.items.indices.contains(index) {
                node = node.items[index]
            } else {
                diagnostics.error("'$ref: \(text)' leads to nothing: there is no '\(key)' there", at: reference.location)
                return nil
            }
        }
        return Resolved(node: node, file: target.file, pointer: canonical)
    }

    /// A JSON pointer token: percent-decoded (pointers in URI fragments are), then `~1` → `/`, `~0` → `~`.
    /// Most tokens hold neither `%` nor `~`, and replacing costs microseconds even when there is
    /// nothing to replace (Foundation's did: 8% of reading GitHub's document), so those are
    /// returned as they are.
    static func unescape(_ token: String) -> String {
        var text = token
        if text.utf8.contains(UInt8(ascii: "%")) { text = percentDecoded(text) ?? text }
        guard text.utf8.contains(UInt8(ascii: "~")) else { return text }
        return text.replacing("~1", with: "/").replacing("~0", with: "~")
    }

    /// A JSON pointer token for a name: `~` → `~0`, `/` → `~1`.
    static func escape(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return name }
        return name.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    /// `text` with each `%XX` replaced by its byte, or nil when an escape is cut short, is not
    /// hexadecimal or the bytes are not UTF-8 (as Foundation's `removingPercentEncoding`).
    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var input = text.utf8.makeIterator()
        while let byte = input.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = input.next()?.hexDigitValue, let low = input.next()?.hexDigitValue else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(utf8: bytes)
    }

    /// Another file of the document's folder, loaded once.
    private mutating func otherFile(_ name: String, reference: YAMLNode, diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        if let loaded = otherFiles[name] { return loaded }
        let isInFolder = !name.hasPrefix("/") && !name.contains("://") && !name.split(separator: "/").contains("..")
        guard isInFolder else {
            diagnostics.error(
                "'$ref' to '\(name)' is outside the spec folder; only files of the folder are read", at: reference.location)
            otherFiles[name] = .some(nil)
            return nil
        }
        let path = PathText.appending(name, to: folder)
        var loaded: YAMLNode?
        let bytes = filesInMemory[name] ?? (readsDisk ? try? LocalFiles.contents(atPath: path, limit: SpecSourceFile.maximumSize) : nil)
        if let bytes, bytes.count <= SpecSourceFile.maximumSize {
            loaded = YAMLLoader.load(bytes: bytes, file: path, diagnostics: &diagnostics)
        } else {
            diagnostics.error("'$ref' names '\(name)', which is not a readable file of the spec folder", at: reference.location)
        }
        otherFiles[name] = .some(loaded)
        return loaded
    }
}

extension YAMLNode {
    /// The mappings below this node (itself included) that hold a `$ref`, in document order;
    /// the rest of such a mapping is not looked into (a reference stands for all of it).
    package var referenceNodes: [YAMLNode] {
        var found: [YAMLNode] = []
        var pending = [self]
        while let node = pending.popLast() {
            switch node.content {
            case .scalar: continue
            case .sequence(let items): pending.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                if node["$ref"] != nil {
                    found.append(node)
                } else {
                    pending.append(contentsOf: pairs.reversed().lazy.map(\.value))
                }
            }
        }
        return found
    }
}
