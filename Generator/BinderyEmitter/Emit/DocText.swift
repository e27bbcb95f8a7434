import BinderySpec

/// The spec's docs as generated comments use them: docs that are missing, empty or only
/// whitespace are absent, so that no comment line is written with nothing after its label
/// (`///   - owner:`, `/// - Returns:`).
enum DocText {
    /// The docs, or nil when they hold no text.
    static func nonEmpty(_ docs: String?) -> String? {
        guard let docs, docs.contains(where: { !$0.isWhitespace }) else { return nil }
        return docs
    }

    /// The first line (up to a `\n`) of the docs that holds text, without its surrounding
    /// whitespace: an entry of a `- Parameters:` list. Nil when the docs hold no text.
    static func summary(_ docs: String?) -> String? {
        guard let docs = nonEmpty(docs) else { return nil }
        // Line by line until one holds text: splitting the whole description first cost more
        // than the rest of a call's docs, on long descriptions.
        var rest = Substring(docs)
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            if line.contains(where: { !$0.isWhitespace }) { return line.trimmingLeadingWhitespace.trimmingTrailingWhitespace }
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
        }
        return nil
    }

    /// The DocC list `- Parameters:` with an entry for each documented argument, or nil when
    /// none is documented: the list would be a header over nothing.
    static func parameterList(_ arguments: [(label: String, docs: String?)]) -> String? {
        let entries = arguments.compactMap { argument in summary(argument.docs).map { "  - \(argument.label): \($0)" } }
        guard !entries.isEmpty else { return nil }
        return (["- Parameters:"] + entries).joined(separator: "\n")
    }
}

extension Substring {
    /// The text with spaces and tabs at its start removed.
    fileprivate var trimmingLeadingWhitespace: Substring {
        drop { $0 == " " || $0 == "\t" }
    }
}
