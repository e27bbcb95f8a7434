import BinderySpec
/// Names of endpoints and of the files they go to, and the docs of an operation.
extension OpenAPITranslation {
    /// The file of operations without a tag.
    static let untaggedFileName = "untagged.yaml"

    /// Tag file names that would clash with a generated file (`client.swift` beside
    /// `Client.swift` on a file system that ignores case): such a tag's file gets a suffix.
    static let reservedTagFileNames: Set<String> = ["client"]

    /// The file of the operations whose first tag is `tag`: its name in lowercase letters,
    /// digits and hyphens (`Fine-tuning` → `fine-tuning.yaml`); untagged operations go to
    /// ``untaggedFileName``.
    static func tagFileName(_ tag: String?) -> String {
        var name = ""
        for scalar in (tag ?? "").lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                name.unicodeScalars.append(scalar)
            } else if !name.isEmpty, !name.hasSuffix("-") {
                name += "-"
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        guard !name.isEmpty else { return untaggedFileName }
        return (reservedTagFileNames.contains(name) ? name + "-operations" : name) + ".yaml"
    }

    /// The file of an operation: its first tag's; without one, its path's first segment that
    /// names a resource (`/v1/customers/{id}` → `customers.yaml`: Stripe tags none of its 468
    /// operations, and one file for all would leave one core to compile them); else
    /// ``untaggedFileName``.
    static func operationFileName(tag: String?, path: String) -> String {
        let byTag = tagFileName(tag)
        guard byTag == untaggedFileName else { return byTag }
        let resource = path.split(separator: "/").first { segment in
            !segment.hasPrefix("{") && segment != "api" && !isVersionSegment(segment)
        }
        return tagFileName(resource.map(String.init))
    }

    /// Whether a path segment is an API version, `v[0-9]+(\.[0-9]+)*`: `v1`, `v2.1`. Read byte by
    /// byte: a regex literal is compiled again each time it is evaluated (3% of reading Stripe's
    /// document, one per path).
    static func isVersionSegment(_ segment: Substring) -> Bool {
        let bytes = segment.utf8
        guard bytes.first == UInt8(ascii: "v") else { return false }
        var afterDigit = false
        for byte in bytes.dropFirst() {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                afterDigit = true
            } else if byte == UInt8(ascii: "."), afterDigit {
                afterDigit = false
            } else {
                return false
            }
        }
        return afterDigit
    }

    /// The endpoint's name (the spec's key: the `operationId`, or one made from the method and
    /// path) and its Swift name, both unique in the API.
    mutating func endpointName(for operation: OpenAPIOperation) -> (name: String, swiftName: String) {
        let idNode = operation.node["operationId"]
        var name = idNode?.scalar.flatMap { $0.isEmpty ? nil : $0 }
            ?? Self.derivedOperationName(method: operation.method.rawValue, path: operation.path)
        if operations.endpointNames.contains(name) {
            let unique = Self.unique(name, among: operations.endpointNames)
            diagnostics.warning(
                "operationId '\(name)' is already the name of another operation; this one is named '\(unique)'",
                at: idNode?.location ?? operation.node.location)
            name = unique
        }
        operations.endpointNames.insert(name)
        var swiftName = SwiftNaming.memberName(name)
        if !SwiftNaming.isValidIdentifier(swiftName) || swiftName.hasPrefix("_") {
            swiftName = "operation" + SwiftNaming.typeName(name)
            if !SwiftNaming.isValidIdentifier(swiftName) { swiftName = "operation" }
        }
        swiftName = Self.unique(swiftName, among: operations.endpointSwiftNames)
        operations.endpointSwiftNames.insert(swiftName)
        return (name, swiftName)
    }

    /// `get /pets/{petId}` → `get_pets_petId`, for an operation without an `operationId`.
    static func derivedOperationName(method: String, path: String) -> String {
        let words = path.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        return ([method] + words).joined(separator: "_")
    }

    /// `name`, or `name2`, `name3`, … the first that `taken` does not hold.
    static func unique(_ name: String, among taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }

    /// The endpoint's docs: the summary, then the description (the path item's when the
    /// operation has none), then a link to the external docs.
    func operationDocs(_ operation: OpenAPIOperation) -> YAMLNode? {
        let node = operation.node
        let summaryNode = node["summary"] ?? operation.pathItem["summary"]
        let descriptionNode = node["description"] ?? operation.pathItem["description"]
        var parts: [String] = []
        let summary = Self.docText(summaryNode)
        let description = Self.docText(descriptionNode)
        if let summary, description?.hasPrefix(summary) != true { parts.append(summary) }
        if let description { parts.append(description) }
        if let url = Self.docText(node["externalDocs"]?["url"]) {
            let label = Self.docText(node["externalDocs"]?["description"]) ?? "Documentation"
            parts.append("[\(label)](\(url))")
        }
        guard !parts.isEmpty else { return nil }
        return .text(parts.joined(separator: "\n\n"), at: (summaryNode ?? descriptionNode ?? node).location)
    }

    /// The text of a docs node, trimmed; nil when it has none. Scans from either end only, and
    /// copies nothing when there is nothing to trim: a description may be megabytes long.
    static func docText(_ node: YAMLNode?) -> String? {
        node?.docText
    }
}
