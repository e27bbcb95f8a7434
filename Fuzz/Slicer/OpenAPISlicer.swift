// Cuts an OpenAPI document into small documents, one path each with the components it reaches,
// to seed the fuzzer's corpus from real documents (../shared/openapi): libFuzzer keeps inputs
// under 64 KiB, and a whole document is megabytes.
//
// Built by scripts/fuzz with the generator's sources (for YAMLLoader and YAMLWriter), never by
// `swift build`. Usage: openapi-slicer <document> <output folder> [slices]

import Foundation

@main
enum OpenAPISlicer {
    static let maximumSize = 60_000

    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3, let data = FileManager.default.contents(atPath: arguments[1]) else {
            FileHandle.standardError.write(Data("usage: openapi-slicer <document> <output folder> [slices]\n".utf8))
            exit(2)
        }
        let wanted = arguments.count > 3 ? Int(arguments[3]) ?? 40 : 40
        var diagnostics = DiagnosticCollector()
        guard let root = YAMLLoader.load(bytes: [UInt8](data), file: arguments[1], diagnostics: &diagnostics) else {
            FileHandle.standardError.write(Data("openapi-slicer: \(arguments[1]) does not parse\n".utf8))
            exit(1)
        }
        let paths = root["paths"]?.entries ?? []
        let stride = max(1, paths.count / wanted)
        let stem = ((arguments[1] as NSString).lastPathComponent as NSString).deletingPathExtension
        var written = 0
        for (index, path) in paths.enumerated() where index % stride == 0 {
            // Fewer components until the slice fits.
            let texts = [40, 15, 5, 1].lazy.map { YAMLWriter.document(document(root, path: path, budget: $0)) }
            guard let text = texts.first(where: { $0.utf8.count <= maximumSize }) else { continue }
            let name = "\(arguments[2])/seed_openapi_\(stem)_\(index).yaml"
            _ = FileManager.default.createFile(atPath: name, contents: Data(text.utf8))
            written += 1
        }
        print("openapi-slicer: \(written) slices of \(arguments[1])")
    }

    /// The document with one path and the first `budget` components it reaches, breadth first;
    /// a `$ref` to a component beyond the budget becomes `{}` (any value). Stripe's schemas reach
    /// nearly all others through their expandable fields: all it reaches is the whole document.
    static func document(_ root: YAMLNode, path: (key: String, value: YAMLNode), budget: Int) -> YAMLNode {
        let at = root.location
        var kept: Set<String> = []
        var queue = [path.value]
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for reference in references(in: node) where kept.count < budget && !kept.contains(reference) {
                let tokens = reference.split(separator: "/").map(String.init)
                guard tokens.count == 4, let target = root["components"]?[tokens[2]]?[tokens[3]] else { continue }
                kept.insert(reference)
                queue.append(target)
            }
        }
        var byKind: [String: [(String, YAMLNode)]] = [:]
        for reference in kept.sorted() {
            let tokens = reference.split(separator: "/").map(String.init)
            if let target = root["components"]?[tokens[2]]?[tokens[3]] {
                byKind[tokens[2], default: []].append((tokens[3], pruned(target, keeping: kept)))
            }
        }
        var components: [(String, YAMLNode)] = []
        if let schemes = root["components"]?["securitySchemes"] { components.append(("securitySchemes", schemes)) }
        for kind in byKind.keys.sorted() where kind != "securitySchemes" {
            components.append((kind, .map(byKind[kind] ?? [], at: at)))
        }
        var top: [(String, YAMLNode)] = []
        for key in ["openapi", "info", "servers", "security"] {
            if let value = root[key] { top.append((key, value)) }
        }
        top.append(("paths", .map([(path.key, pruned(path.value, keeping: kept))], at: at)))
        top.append(("components", .map(components, at: at)))
        return .map(top, at: at)
    }

    /// The `#/components/…` references in `node`, in document order.
    static func references(in node: YAMLNode) -> [String] {
        node.referenceNodes.compactMap { $0["$ref"]?.scalar }.filter { $0.hasPrefix("#/components/") }
    }

    /// `node` with each reference to a component not kept replaced by `{}`.
    static func pruned(_ node: YAMLNode, keeping kept: Set<String>) -> YAMLNode {
        switch node.content {
        case .scalar: return node
        case .sequence(let items): return .list(items.map { pruned($0, keeping: kept) }, at: node.location)
        case .mapping(let pairs):
            if let text = node["$ref"]?.scalar, text.hasPrefix("#/components/"), !kept.contains(text) {
                return .map([], at: node.location)
            }
            return YAMLNode(.mapping(pairs.map { ($0.key, pruned($0.value, keeping: kept)) }), at: node.location)
        }
    }
}
