import CYAML

/// Reads YAML text into `YAMLNode`s with libyaml's event parser.
///
/// Building the tree from events (rather than libyaml's document loader) keeps every node's
/// position and lets the loader bound what hostile input can cost: nesting depth, and the
/// size that aliases expand to, are capped, and every problem is a diagnostic, never a trap.
package enum YAMLLoader {
    /// Limits that keep a hostile document from exhausting the stack or memory.
    package struct Limits: Sendable {
        /// The deepest nesting of lists and mappings accepted.
        package var maximumDepth = 200
        /// The most nodes a document may have once its aliases are expanded.
        package var maximumExpandedNodes = 2_000_000
        /// The most nodes a document's aliases may add, together. Every node costs the decoder
        /// and validator the same whether it was written out or copied by an alias, so aliases
        /// that multiply a small file into hundreds of thousands of nodes would make a few
        /// kilobytes cost seconds; written out, the same nodes cost megabytes of file instead.
        package var maximumAliasNodes = 100_000

        /// The default limits.
        package init() {}
    }

    /// Parses one YAML document; returns nil (with diagnostics) when it cannot be read.
    /// An empty document yields an empty mapping.
    package static func load(
        _ text: String, file: String, limits: Limits = Limits(), diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        load(bytes: Array(text.utf8), file: file, limits: limits, diagnostics: &diagnostics)
    }

    /// Parses one YAML document from raw bytes, so that invalid UTF-8 is reported where it is.
    package static func load(
        bytes: [UInt8], file: String, limits: Limits = Limits(), diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        // JSON (OpenAPI documents are often JSON) is read by a reader of its own when it can be,
        // a large document a few members per core.
        if let root = bytes.withUnsafeBufferPointer({
            JSONSections.read($0, file: file, limits: limits) ?? JSONTreeReader.read($0, file: file, limits: limits)
        }) {
            return root
        }
        return loadWithLibYAML(bytes: bytes, file: file, limits: limits, diagnostics: &diagnostics)
    }

    /// Why reading `bytes` in sections (`YAMLSections`, `JSONSections`) would not give what one
    /// pass gives, or nil when it would or when the text is left to one pass. The fuzz target
    /// asks it of every input, and `FuzzRegressionTests` of every input kept in `Fuzz/Corpus`.
    package static func sectionsDisagreement(_ bytes: [UInt8], file: String) -> String? {
        YAMLSections.disagreementWithOnePass(bytes, file: file) ?? JSONSections.disagreementWithOnePass(bytes, file: file)
    }

    /// Parses one YAML document from raw bytes with libyaml alone: a large one a top-level
    /// section per core when that reads it exactly as one pass would (`YAMLSections`).
    static func loadWithLibYAML(
        bytes: [UInt8], file: String, limits: Limits = Limits(), diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        if bytes.count >= YAMLSections.minimumSize, let root = YAMLSections.load(bytes, file: file, limits: limits) {
            return root
        }
        return loadInOnePass(bytes: bytes, file: file, limits: limits, diagnostics: &diagnostics)
    }

    /// Parses one YAML document from raw bytes with one libyaml parser, start to end.
    static func loadInOnePass(
        bytes: [UInt8], file: String, limits: Limits = Limits(), diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        var bytes = bytes
        if bytes.isEmpty { return YAMLNode(.mapping([]), at: SourceLocation(file: file, line: 1, column: 1)) }
        return bytes.withUnsafeMutableBufferPointer { buffer -> YAMLNode? in
            var builder = TreeBuilder(file: file, text: buffer, limits: limits)
            return builder.run(diagnostics: &diagnostics)
        }
    }
}

/// Turns libyaml events into a node tree, one event at a time, without recursion.
struct TreeBuilder {
    let file: SourceFileName
    let text: UnsafeMutableBufferPointer<UInt8>
    let limits: YAMLLoader.Limits
    /// The file's line that `text` starts on, counted from 0: a section read on its own
    /// (`YAMLSections`) reports the lines of the whole file.
    let firstLine: Int

    /// An open collection waiting for its children.
    private struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var anchor: String?
        var items: [YAMLNode] = []
        var expandedSize = 1
    }

    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    /// The nodes read so far, aliases expanded.
    private(set) var expandedNodes = 0
    /// The nodes aliases added so far.
    private(set) var aliasNodes = 0
    private var root: YAMLNode?
    private var documents = 0
    /// Whether an alias was expanded, so that a size error can say what made it big.
    private var usesAliases = false

    init(file: String, text: UnsafeMutableBufferPointer<UInt8>, limits: YAMLLoader.Limits, firstLine: Int = 0) {
        self.file = SourceFileName(file)
        self.text = text
        self.limits = limits
        self.firstLine = firstLine
    }

    mutating func run(diagnostics: inout DiagnosticCollector) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.error("could not start the YAML parser", at: location(line: 0, column: 0))
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, text.baseAddress, text.count)

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let open = stack.last.map {
                    YAMLIndentationProblem.OpenBlock(isMapping: $0.isMapping, line: $0.location.line, column: $0.location.column)
                }
                let problem = YAMLProblem(parser, text: text, openBlock: open)
                diagnostics.error(problem.message, at: location(line: problem.line, column: problem.column))
                return nil
            }
            defer { yaml_event_delete(&event) }
            let at = location(event.start_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root ?? YAMLNode(.mapping([]), at: location(line: 0, column: 0))
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    diagnostics.error("a spec file holds one YAML document; split the others into files of their own", at: at)
                    return nil
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = string(scalar.value, length: scalar.length)
                let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
                let node = YAMLNode(.scalar(value, isPlain: isPlain), at: at)
                guard add(node, size: 1, newNodes: 1, anchor: cString(scalar.anchor), diagnostics: &diagnostics) else {
                    return nil
                }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if stack.count >= limits.maximumDepth {
                    diagnostics.error("the document nests deeper than \(limits.maximumDepth) levels", at: at)
                    return nil
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = isMapping ? cString(event.data.mapping_start.anchor) : cString(event.data.sequence_start.anchor)
                stack.append(Frame(isMapping: isMapping, location: at, anchor: anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return nil }
                let node = close(frame, diagnostics: &diagnostics)
                // Its children are counted already; only the collection itself is new.
                guard add(node, size: frame.expandedSize, newNodes: 1, anchor: frame.anchor, diagnostics: &diagnostics) else {
                    return nil
                }
            case YAML_ALIAS_EVENT:
                let name = cString(event.data.alias.anchor) ?? ""
                guard let target = anchors[name] else {
                    diagnostics.error("unknown alias '*\(name)'", at: at)
                    return nil
                }
                usesAliases = true
                aliasNodes += target.size
                if aliasNodes > limits.maximumAliasNodes {
                    diagnostics.error(
                        "the document's aliases expand to more than \(limits.maximumAliasNodes) nodes; write the repeated parts out, or split them up",
                        at: at)
                    return nil
                }
                var node = target.node
                node.location = at
                // An alias stands for a whole copy of its target.
                guard add(node, size: target.size, newNodes: target.size, anchor: nil, diagnostics: &diagnostics) else {
                    return nil
                }
            default:
                break
            }
        }
    }

    /// Builds the node for a finished collection. A mapping key must be a scalar and unique; one
    /// that is not is reported and its entry left out, so that the rest of the file is still
    /// read and its own mistakes reported in the same run.
    private func close(_ frame: Frame, diagnostics: inout DiagnosticCollector) -> YAMLNode {
        guard frame.isMapping else { return YAMLNode(.sequence(frame.items), at: frame.location) }
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        pairs.reserveCapacity(frame.items.count / 2)
        let firstOfKey = FirstOccurrence.indices(stride(from: 0, to: frame.items.count - 1, by: 2).map { frame.items[$0].scalar })
        for number in firstOfKey.indices {
            let key = frame.items[2 * number]
            guard let name = key.scalar else {
                diagnostics.error("a mapping key must be a plain name, not \(key.kindDescription)", at: key.location)
                continue
            }
            if let first = firstOfKey[number] {
                diagnostics.error("duplicate key '\(name)' (first written at line \(frame.items[2 * first].location.line))", at: key.location)
                continue
            }
            pairs.append((key, frame.items[2 * number + 1]))
        }
        return YAMLNode(.mapping(pairs), at: frame.location)
    }

    /// Adds a finished node to its parent (or makes it the root). `size` is the node's expanded
    /// size (itself and everything below it, aliases expanded); `newNodes` is how many nodes it
    /// adds to the document's count that its children have not already added.
    private mutating func add(
        _ node: YAMLNode, size: Int, newNodes: Int, anchor: String?, diagnostics: inout DiagnosticCollector
    ) -> Bool {
        expandedNodes += newNodes
        if expandedNodes > limits.maximumExpandedNodes {
            let limit = limits.maximumExpandedNodes
            diagnostics.error(
                usesAliases
                    ? "the document expands to more than \(limit) nodes through its aliases; write the repeated parts out, or split them up"
                    : "the document has more than \(limit) nodes; split the spec into smaller files",
                at: node.location)
            return false
        }
        if let anchor { anchors[anchor] = (node, size) }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].items.append(node)
            stack[stack.count - 1].expandedSize += size
        }
        return true
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: Int(mark.line), column: Int(mark.column))
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: firstLine + line + 1, column: column + 1)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func cString(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
