import HTTPTypes

/// One link of a `Link` header field (RFC 8288): its target and parameters.
///
/// ```swift
/// let links = WebLink.parse(#"<https://api.github.com/repositories?page=2>; rel="next", <…>; rel="last""#)
/// links.first { $0.relations.contains("next") }?.target   // "https://api.github.com/repositories?page=2"
/// ```
public struct WebLink: Sendable, Hashable {
    /// The target URI reference, as written between `<` and `>`: possibly relative.
    public var target: String
    /// The parameters in order, names lowercased, values unquoted (`\"` unescaped).
    public var parameters: [Parameter]

    /// A link parameter: `rel="next"` is `("rel", "next")`; a name without a value has `""`.
    public struct Parameter: Sendable, Hashable {
        /// The name, lowercased.
        public var name: String
        /// The value, unquoted.
        public var value: String

        /// Creates a parameter.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The relation types of the link, lowercased: the first `rel` parameter's value split at
    /// white space (`rel="next last"` is both). Later `rel` parameters are ignored, as RFC 8288
    /// asks.
    public var relations: [String] {
        guard let rel = parameters.first(where: { $0.name == "rel" }) else { return [] }
        return rel.value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// The links of a `Link` field value, in order; a link that does not parse is skipped, and
    /// so is what follows it up to the next `,`.
    public static func parse(_ fieldValue: String) -> [WebLink] {
        var scanner = LinkScanner(Array(fieldValue.unicodeScalars))
        var links: [WebLink] = []
        while !scanner.isAtEnd {
            scanner.skipWhitespace()
            if let link = scanner.link() { links.append(link) }
            scanner.skipPast(",")
        }
        return links
    }

    /// The first link with relation `next` in every `Link` field of `headerFields`.
    public static func next(in headerFields: HTTPFields) -> WebLink? {
        guard let name = HTTPField.Name("Link") else { return nil }
        for value in headerFields[values: name] {
            if let link = parse(value).first(where: { $0.relations.contains("next") }) { return link }
        }
        return nil
    }
}

/// Reads `<target>; name=value; name="quoted, value"` one link at a time.
private struct LinkScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { index >= scalars.count }
    private var current: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

    mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
    }

    /// Moves past the next `stop` outside a quoted string or `<…>`, or to the end.
    mutating func skipPast(_ stop: Unicode.Scalar) {
        var quoted = false
        var bracketed = false
        while let scalar = current {
            index += 1
            if quoted {
                if scalar == "\\" { index += 1 } else if scalar == "\"" { quoted = false }
            } else if bracketed {
                if scalar == ">" { bracketed = false }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "<" {
                bracketed = true
            } else if scalar == stop {
                return
            }
        }
    }

    /// A link from `<` up to (not past) the `,` that ends it, or nil when it does not parse.
    mutating func link() -> WebLink? {
        guard current == "<" else { return nil }
        index += 1
        var target = ""
        while let scalar = current, scalar != ">" {
            target.unicodeScalars.append(scalar)
            index += 1
        }
        guard current == ">" else { return nil }
        index += 1
        var parameters: [WebLink.Parameter] = []
        while true {
            skipWhitespace()
            guard current == ";" else { break }
            index += 1
            skipWhitespace()
            let name = token().lowercased()
            guard !name.isEmpty else { return nil }
            skipWhitespace()
            var value = ""
            if current == "=" {
                index += 1
                skipWhitespace()
                value = current == "\"" ? quotedString() : token()
            }
            parameters.append(WebLink.Parameter(name: name, value: value))
        }
        skipWhitespace()
        guard isAtEnd || current == "," else { return nil }
        return WebLink(target: String(target.trimmingWhitespace), parameters: parameters)
    }

    /// A token (RFC 9110), or `rel*`-style names: anything up to a delimiter.
    private mutating func token() -> String {
        var text = ""
        while let scalar = current, !" \t;,=\"<>".unicodeScalars.contains(scalar) {
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }

    /// A quoted string from its opening `"`, unescaped.
    private mutating func quotedString() -> String {
        index += 1
        var text = ""
        while let scalar = current, scalar != "\"" {
            if scalar == "\\" {
                index += 1
                guard let escaped = current else { break }
                text.unicodeScalars.append(escaped)
            } else {
                text.unicodeScalars.append(scalar)
            }
            index += 1
        }
        if current == "\"" { index += 1 }
        return text
    }
}
