/// Markdown as the catalogue's pages write it: lines joined with a newline, one at the end.
struct CatalogueMarkdown {
    private var lines: [String] = []

    /// The page's text.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// Adds `text`, which may hold several lines.
    mutating func line(_ text: String = "") {
        lines.append(text)
    }

    /// Adds a paragraph and the blank line after it.
    mutating func paragraph(_ text: String) {
        lines.append(text)
        lines.append("")
    }

    /// Adds a fenced block of Swift and the blank line after it.
    mutating func swift(_ code: [String]) {
        lines.append("```swift")
        lines += code
        lines.append("```")
        lines.append("")
    }

    /// Adds a topic: its `###` heading and a link to each member, and the blank line after it.
    mutating func topic(_ title: String, links: [String]) {
        lines.append("### \(title)")
        lines.append("")
        lines += links.map { "- \($0)" }
        lines.append("")
    }

    /// The heading of the topic of a spec file's calls: `Calls in trackings.yaml`.
    static func callsTopicTitle(file: String) -> String { "Calls in \(file)" }

    /// A call of `method` on `receiver` with `arguments`, as one line of an example.
    static func call(_ receiver: String, _ method: String, _ arguments: [String]) -> String {
        "\(receiver).\(method)(\(arguments.joined(separator: ", ")))"
    }
}
